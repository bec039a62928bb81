/// Rewrites a transcript's expected lines with what was actually said, keeping comments,
/// directives, blank lines and the `<~` patterns that still match.
public enum TranscriptUpdater {
    /// The file's new text. With `onlyFailing`, passing turns are left exactly as written.
    public static func updatedText(_ result: TranscriptResult, onlyFailing: Bool = true) -> String? {
        guard let transcript = result.transcript else { return nil }
        var replacements: [Int: [String]] = [:]   // line number of the turn's '>' → new expectation lines
        var removed: Set<Int> = []
        for turn in result.turns where !(onlyFailing && turn.passed) {
            replacements[turn.turn.line] = newExpectations(turn)
            removed.formUnion(turn.turn.expectationLines)
        }
        var output: [String] = []
        for (offset, line) in transcript.sourceLines.enumerated() {
            let number = offset + 1
            if removed.contains(number) { continue }
            output.append(line)
            if let lines = replacements[number] { output += lines }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func newExpectations(_ result: TurnResult) -> [String] {
        let expectations = result.turn.expectations
        return result.actual.enumerated().map { index, line in
            if index < expectations.count, case .pattern = expectations[index], expectations[index].matches(line) {
                return expectations[index].source
            }
            return line.isEmpty ? "<" : "< \(line)"
        }
    }
}
