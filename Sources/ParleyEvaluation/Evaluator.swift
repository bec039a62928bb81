import Foundation
import ParleyCatalog
import ParleyMatching

/// Runs an `EvaluationCorpus` through the matcher and scores it per group.
public struct Evaluator: Sendable {
    public struct Outcome: Sendable {
        public var item: EvaluationCorpus.Item
        public var actual: String
        public var isRight: Bool
        /// Something ran (or a choice was offered) that should not have.
        public var isFalseTrigger: Bool
        public var reason: String
    }

    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func evaluate(_ corpus: EvaluationCorpus) -> [Outcome] {
        let indexes = PhraseIndexCache(catalog: catalog)
        let notLaunched = Matcher.notLaunchedApps(in: catalog)
        return corpus.items.map { item in
            let index = indexes.index(for: item.locale)
            let result = Matcher(index: index).match(item.utterance, notLaunched: notLaunched)
            return judge(item, result, index: index)
        }
    }

    /// Whether the utterance said the parameter's value — in the phrase's slot, or beside the
    /// phrase — rather than a preset giving it: what a label names.
    private static func isSaid(_ name: String, in candidate: MatchCandidate) -> Bool {
        candidate.parameter?.parameterName == name || candidate.saidValues.contains { $0.parameterName == name }
    }

    private func judge(_ item: EvaluationCorpus.Item, _ result: MatchResult, index: PhraseIndex) -> Outcome {
        let report = MatchReport(index: index)
        func label(_ candidate: MatchCandidate) -> String {
            let values = report.parameters(of: candidate).filter { name, _ in Self.isSaid(name, in: candidate) }
                .map { name, value in "\(name)=\(value.map(MatchReport.plain).joined(separator: "|"))" }
            return (["\(catalog.apps[candidate.appIndex].key)#\(candidate.shortcutIndex)"] + values).joined(separator: " ")
        }
        func reasons(_ candidate: MatchCandidate) -> String {
            let edits = candidate.edits.map(\.description).joined(separator: "; ")
            return "score \(MatchReport.score(candidate.score))" + (edits.isEmpty ? "" : ": \(edits)")
        }
        var actual: String
        var detail = ""
        var triggered = true
        switch result.outcome {
        case .matched(let candidate):
            actual = label(candidate) + (candidate.isExact ? " (exact)" : "")
            detail = reasons(candidate)
        case .ambiguous(let candidates):
            actual = "ambiguous " + candidates.map { "\(catalog.apps[$0.appIndex].key)#\($0.shortcutIndex)" }.joined(separator: " ")
        case .none(let suggestion):
            triggered = false
            actual = suggestion.map { "none (suggests \(label($0)))" } ?? "none"
            detail = suggestion.map(reasons) ?? "no phrase within reach"
        }
        let right: Bool
        switch item.expected {
        case .match(let app, let shortcut, let parameters):
            guard case .matched(let candidate) = result.outcome else { right = false; break }
            let values = report.parameters(of: candidate).filter { name, _ in Self.isSaid(name, in: candidate) }
            let heard = Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.value.map(MatchReport.plain).joined(separator: "|")) })
            right = catalog.apps[candidate.appIndex].key == app && candidate.shortcutIndex == shortcut && heard == parameters
                && (item.group != .exact || candidate.isExact)
        case .none(let allowSuggestion):
            if case .none(let suggestion) = result.outcome { right = allowSuggestion || suggestion == nil } else { right = false }
        case .ambiguous(let expected):
            if case .ambiguous(let candidates) = result.outcome {
                right = Set(candidates.map { "\(catalog.apps[$0.appIndex].key)#\($0.shortcutIndex)" }) == Set(expected)
            } else {
                right = false
            }
        }
        let falseTrigger: Bool = switch item.expected {
        case .none: triggered
        default: triggered && !right
        }
        return Outcome(item: item, actual: actual, isRight: right, isFalseTrigger: falseTrigger, reason: detail)
    }
}

/// The figures of an evaluation, per group, as `parley eval` prints them.
public struct EvaluationReport: Sendable {
    public var outcomes: [Evaluator.Outcome]

    public init(outcomes: [Evaluator.Outcome]) {
        self.outcomes = outcomes
    }

    public func lines(showMisses: Bool = true) -> [String] {
        var lines = ["group            right    total   accuracy"]
        for group in EvaluationCorpus.Group.allCases {
            let items = outcomes.filter { $0.item.group == group }
            guard !items.isEmpty else { continue }
            let right = items.filter(\.isRight).count
            let name = group.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
            lines.append(name + String(format: " %5d  %7d   %6.1f%%", right, items.count, 100 * Double(right) / Double(items.count)))
        }
        let negatives = outcomes.filter { if case .none = $0.item.expected { true } else { false } }
        let falseTriggers = negatives.filter(\.isFalseTrigger).count
        let wrongRuns = outcomes.filter { $0.isFalseTrigger }.count - falseTriggers
        lines.append(String(format: "false triggers: %d of %d must-not-match utterances (%.1f%%); wrong shortcut run elsewhere: %d",
                            falseTriggers, negatives.count, negatives.isEmpty ? 0 : 100 * Double(falseTriggers) / Double(negatives.count), wrongRuns))
        let total = outcomes.filter(\.isRight).count
        lines.append("overall: \(total) of \(outcomes.count) right")
        let misses = outcomes.filter { !$0.isRight }
        if showMisses, !misses.isEmpty {
            lines.append("")
            lines.append("misses:")
            for miss in misses {
                lines.append("\(miss.item.location): \(miss.item.group.rawValue) [\(miss.item.locale)] \"\(miss.item.utterance)\"")
                lines.append("    expected \(miss.item.expected), got \(miss.actual)\(miss.reason.isEmpty ? "" : " — \(miss.reason)")")
            }
        }
        return lines
    }
}
