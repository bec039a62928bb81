import ParleyText

/// Rewrites a transcript's expectations with what actually happened (`=`, `<` and `->` lines;
/// a `<*` text the reply does not hold is dropped), keeping comments,
/// directives, blank lines, the file's line endings and the `<~` patterns that still match.
public enum TranscriptUpdater {
    /// The file's new text and the turns it changed (their `>` line numbers), or nil when
    /// nothing needs to change. Passing turns are left exactly as written, unless
    /// `everyTurn` (as `parley replay` does) rewrites each with what was said.
    ///
    /// New lines take the places of the old expectation lines one for one, so comments
    /// between them stay where they were; extra lines follow the turn's last line.
    public static func update(_ result: TranscriptResult, everyTurn: Bool = false) -> (text: String, changedTurns: [Int])? {
        guard let transcript = result.transcript else { return nil }
        var replaced: [Int: String] = [:]      // line number → its new text
        var removed: Set<Int> = []
        var appended: [Int: [String]] = [:]    // line number → lines to add after it
        var changed: [Int] = []
        for turn in result.turns where everyTurn || !turn.passed {
            changed.append(turn.turn.line)
            if everyTurn || !turn.matchPassed, let line = turn.turn.assertionLine, let actual = turn.actualMatch {
                replaced[line] = "= \(actual)"
            }
            // `->` lines become what ran; a `<*` text the reply does not hold is dropped.
            if !turn.ranPassed, let first = turn.turn.ranLines.first {
                let ran = (turn.actualRan.isEmpty ? [RanAssertion.none] : turn.actualRan).map { "-> \($0)" }
                replaced[first] = ran[0]
                removed.formUnion(turn.turn.ranLines.dropFirst())
                if ran.count > 1 { appended[first, default: []] += ran.dropFirst() }
            }
            for (text, line) in zip(turn.turn.contains, turn.turn.containsLines) where turn.missingTexts.contains(text) {
                removed.insert(line)
            }
            // An '=' line alone leaves the output unchecked: there is nothing to rewrite.
            guard turn.turn.checksOutput, everyTurn || !turn.outputPassed else { continue }
            let old = turn.turn.expectationLines
            let new = newExpectations(turn)
            for (line, text) in zip(old, new) { replaced[line] = text }
            removed.formUnion(old.dropFirst(new.count))
            if new.count > old.count {
                appended[old.last ?? turn.turn.assertionLine ?? turn.turn.line, default: []] += Array(new.dropFirst(old.count))
            }
        }
        guard !changed.isEmpty || everyTurn else { return nil }
        var output: [String] = []
        for (offset, line) in transcript.sourceLines.enumerated() {
            let number = offset + 1
            if !removed.contains(number) { output.append(replaced[number] ?? line) }
            output += appended[number] ?? []
        }
        let ending = transcript.lineEnding
        return (output.joined(separator: ending) + ending, changed)
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
