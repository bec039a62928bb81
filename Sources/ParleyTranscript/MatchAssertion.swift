import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue

/// A transcript's `= EXPECTED` line: how an utterance must match, in match-table notation.
///
///     = Meditation/StartMeditation session=walking
///     = Soup Chef/OrderSoup soup=tomato quantity=2
///     = none
///     = ambiguous
///
/// Values are written as `parley match --json` gives them (ids, numbers, ISO dates and
/// durations); several values heard for one parameter are joined by commas. An intent Siri AI
/// reached through a door says which after it (SPEC §10):
///
///     = Errands/CreateReminder title=buy milk (schema)
public enum MatchAssertion: Hashable, Sendable, CustomStringConvertible {
    case matched(app: String, intent: String, parameters: [String: String])
    case ambiguous
    case none
    /// `siri Timer`: a request Siri answers itself (`siri Open` opens an app).
    case siri(String)
    /// An intent Siri AI reached through a door: `(schema)` or `(tool)` after the values.
    case door(app: String, intent: String, parameters: [String: String], route: String)

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
        if words.count == 2, words[0] == "siri" { self = .siri(String(words[1])); return }
        var text = text.trimmed, route: String?
        for door in ["schema", "tool"] where text.hasSuffix(" (\(door))") {
            route = door
            text = String(text.dropLast(door.count + 3)).trimmed
        }
        do throws(IntentTarget.ParseError) {
            let target = try IntentTarget(parsing: text)
            if let route {
                self = .door(app: target.app, intent: target.intent, parameters: target.valuesByName, route: route)
                return
            }
            self = .matched(app: target.app, intent: target.intent, parameters: target.valuesByName)
        } catch {
            throw ParseError(problem: TranscriptProblem(error, unreadable: .assertionUnreadable))
        }
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

    /// How `hearing` reads in this notation: a personal shortcut as the intent it runs, with
    /// its saved values.
    public init(_ hearing: Hearing, report: MatchReport, catalog: Catalog) {
        switch hearing {
        case .personalShortcut(let shortcut):
            let app = catalog.apps[shortcut.appIndex]
            self = .matched(app: app.key, intent: shortcut.intentKey, parameters: shortcut.values.mapValues(\.written))
        case .siri(let answer):
            self = .siri(answer.requestName)
        case .siriAI(let heard):
            switch heard.outcome {
            case .run(let run):
                var parameters = run.values.mapValues(\.written)
                for (name, ids) in run.heardChoices { parameters[name] = ids.joined(separator: ",") }
                self = .door(app: catalog.apps[run.appIndex].key, intent: run.intentKey, parameters: parameters, route: run.door?.rawValue ?? "schema")
            case .choice:
                self = .ambiguous
            case .appleApp(let name):
                self = .siri(name)
            }
        case .phrase(let result):
            self.init(result, report: report)
        }
    }

    /// As written after `= `, parameters sorted by name.
    public var description: String {
        switch self {
        case .none: "none"
        case .ambiguous: "ambiguous"
        case .siri(let request): "siri \(request)"
        case .matched(let app, let intent, let parameters):
            IntentTarget.written(app: app, intent: intent, values: parameters.map { ($0.key, $0.value) })
        case .door(let app, let intent, let parameters, let route):
            IntentTarget.written(app: app, intent: intent, values: parameters.map { ($0.key, $0.value) }) + " (\(route))"
        }
    }
}

extension IntentTarget {
    /// The values by name, as `=` and `->` lines compare them (a name given twice was refused).
    var valuesByName: [String: String] {
        Dictionary(values.map { ($0.name, $0.value) }) { first, _ in first }
    }
}

extension TranscriptProblem {
    /// A target of an `=` or `->` line that cannot be read, as the line's problem.
    init(_ error: IntentTarget.ParseError, unreadable: TranscriptProblem) {
        switch error {
        case .unreadable: self = unreadable
        case .needsAppAndIntent: self = .assertionNeedsAppAndIntent
        case .pairUnreadable(let pair): self = .assertionPairUnreadable(pair)
        case .parameterTwice(let name): self = .assertionParameterTwice(name)
        }
    }
}
