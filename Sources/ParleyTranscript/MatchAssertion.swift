import ParleyText
import ParleyCatalog
import ParleyMatching

/// A transcript's `= EXPECTED` line: how an utterance must match, in match-table notation.
///
///     = Meditation/StartMeditation session=walking
///     = Soup Chef/OrderSoup soup=tomato quantity=2
///     = none
///     = ambiguous
///
/// Values are written as `parley match --json` gives them (ids, numbers, ISO dates and
/// durations); several values heard for one parameter are joined by commas.
public enum MatchAssertion: Hashable, Sendable, CustomStringConvertible {
    case matched(app: String, intent: String, parameters: [String: String])
    case ambiguous
    case none

    public struct ParseError: Error, Sendable, Equatable {
        public var problem: TranscriptProblem
        public var message: String { problem.message }
    }

    public init(parsing text: String) throws(ParseError) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        switch words.map(String.init) {
        case ["none"]: self = .none; return
        case ["ambiguous"]: self = .ambiguous; return
        default: break
        }
        // The app's name may have spaces: it runs up to the word that holds "/Intent".
        guard let slashWord = words.firstIndex(where: { $0.contains("/") }),
              let slash = words[slashWord].lastIndex(of: "/")
        else {
            throw ParseError(problem: .assertionUnreadable)
        }
        let app = (words[..<slashWord].map(String.init) + [String(words[slashWord][..<slash])]).joined(separator: " ")
        let intent = String(words[slashWord][words[slashWord].index(after: slash)...])
        guard !app.isEmpty, !intent.isEmpty else {
            throw ParseError(problem: .assertionNeedsAppAndIntent)
        }
        var parameters: [String: String] = [:]
        for pair in words[(slashWord + 1)...] {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw ParseError(problem: .assertionPairUnreadable(String(pair)))
            }
            let key = String(pair[..<equals])
            guard parameters[key] == nil else { throw ParseError(problem: .assertionParameterTwice(key)) }
            parameters[key] = String(pair[pair.index(after: equals)...])
        }
        self = .matched(app: app, intent: intent, parameters: parameters)
    }

    /// How `result` reads in this notation.
    public init(_ result: MatchResult, report: MatchReport) {
        switch result.outcome {
        case .matched(let candidate):
            let app = report.index.catalog.apps[candidate.appIndex]
            let intent = app.shortcuts[candidate.shortcutIndex].intentKey
            var parameters: [String: String] = [:]
            for (name, values) in report.parameters(of: candidate) {
                parameters[name] = values.map(MatchReport.plainText).joined(separator: ",")
            }
            self = .matched(app: app.key, intent: intent, parameters: parameters)
        case .ambiguous:
            self = .ambiguous
        case .none:
            self = .none
        }
    }

    /// As written after `= `, parameters sorted by name.
    public var description: String {
        switch self {
        case .none: "none"
        case .ambiguous: "ambiguous"
        case .matched(let app, let intent, let parameters):
            ([ "\(app)/\(intent)"] + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }).joined(separator: " ")
        }
    }
}
