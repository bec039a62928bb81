import ParleyText
import ParleyMatching

/// Explains how an utterance matched, or why it did not, for `:why` at the REPL.
public struct MatchExplainer: Sendable {
    public let index: PhraseIndex
    /// How many other readings to show.
    static let runnersUp = 5

    public init(index: PhraseIndex) {
        self.index = index
    }

    /// - Parameter personalShortcuts: the session's own named shortcuts, heard first.
    public func explain(_ utterance: String, notLaunched: Set<Int>, personalShortcuts: [PersonalShortcut] = []) -> [String] {
        let result = Matcher(index: index).match(utterance, notLaunched: notLaunched, explain: true)
        let report = MatchReport(index: index)
        var lines = ["heard as: \(Normalizer.join(result.tokens))"]
        if let personal = personalShortcuts.first(where: { $0.words == result.tokens }) {
            let values = personal.values.keys.sorted().map { " \($0)=\(personal.values[$0]?.written ?? "")" }.joined()
            lines.append("  personal shortcut \"\(personal.name)\": \(index.catalog.apps[personal.appIndex].key) › \(personal.intentKey)\(values) — it comes before every phrase")
            return lines
        }
        if !result.isExact, let answer = SiriHearing(index: index).answer(to: result.tokens, beside: result) {
            lines.append("  " + MatchReport.siriLine(answer, catalog: index.catalog, locale: index.locale))
            return lines
        }
        lines += report.text(result).dropFirst()
        let shown: Set<MatchCandidate> = switch result.outcome {
        case .matched(let candidate): [candidate]
        case .ambiguous(let candidates): Set(candidates)
        case .none(let suggestion): suggestion.map { [$0] } ?? []
        }
        let others = result.candidates.filter { candidate in !shown.contains { $0.phraseIndex == candidate.phraseIndex && $0.parameter?.valueIDs.first == candidate.parameter?.valueIDs.first } }
        if !others.isEmpty {
            lines.append("other readings (lower scores lose):")
            for candidate in others.prefix(Self.runnersUp) {
                let app = index.catalog.apps[candidate.appIndex]
                let reasons = candidate.edits.map(\.description).joined(separator: "; ")
                lines.append("  \(MatchReport.score(candidate.score)) \(app.key) › \(app.shortcuts[candidate.shortcutIndex].intentKey): \"\(report.rendered(candidate))\"\(reasons.isEmpty ? "" : " — \(reasons)")")
            }
        }
        for appIndex in result.negativeHits {
            lines.append("a negative phrase of \(index.catalog.apps[appIndex].key) matches, so \(index.catalog.apps[appIndex].key) is never triggered by this")
        }
        if case .none = result.outcome {
            lines.append("a match needs a score of at least \(MatchReport.score(MatchCost.score(forCost: MatchCost.runLimit))) to run, and \(MatchReport.score(MatchCost.score(forCost: MatchCost.suggestionLimit))) to be suggested; every phrase needs the app's name")
        }
        // Only for apps the utterance names: the note explains a miss, it is not a status report.
        let named = notLaunched.sorted().filter { appIndex in
            index.catalog.apps[appIndex].spokenNames(for: index.locale).contains { result.tokens.containsSequence(index.normalizer.tokens($0, isUtteranceStart: false)) }
        }
        for appIndex in named where index.phrases.contains(where: { $0.appIndex == appIndex && $0.parameterName != nil }) {
            lines.append("\(index.catalog.apps[appIndex].key) has not been launched yet, so its phrases with parameters are unavailable (:launch \(index.catalog.apps[appIndex].key))")
        }
        return lines
    }
}
