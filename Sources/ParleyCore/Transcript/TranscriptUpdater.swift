/// Rewrites a transcript's expected lines with what was actually said, keeping comments,
/// directives, blank lines and the `<~` patterns that still match.
public enum TranscriptUpdater {
    /// The file's new text. With `onlyFailing`, passing turns are left exactly as written.
    ///
    /// New lines take the places of the old expectation lines one for one, so comments
    /// between them stay where they were; extra lines follow the turn's last line.
    public static func updatedText(_ result: TranscriptResult, onlyFailing: Bool = true) -> String? {
        guard let transcript = result.transcript else { return nil }
        var replaced: [Int: String] = [:]      // line number → its new text
        var removed: Set<Int> = []
        var appended: [Int: [String]] = [:]    // line number → lines to add after it
        for turn in result.turns where !(onlyFailing && turn.passed) {
            let old = turn.turn.expectationLines
            let new = newExpectations(turn)
            for (line, text) in zip(old, new) { replaced[line] = text }
            removed.formUnion(old.dropFirst(new.count))
            if new.count > old.count { appended[old.last ?? turn.turn.line] = Array(new.dropFirst(old.count)) }
        }
        var output: [String] = []
        for (offset, line) in transcript.sourceLines.enumerated() {
            let number = offset + 1
            if removed.contains(number) { continue }
            output.append(replaced[number] ?? line)
            output += appended[number] ?? []
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
