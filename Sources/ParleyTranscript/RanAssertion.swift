import ParleyText
import ParleyCatalog
import ParleyDialogue

/// A transcript's `-> EXPECTED` line: an intent that ran — gave its result — during the
/// turn, as SiriEvaluations' `Calls` says what Siri invoked (docs/TRANSCRIPTS.md). Unlike `=`,
/// it is about what the turn did, not how its words match: "fern", answering "Which plant?",
/// matches no phrase yet completes WaterPlant.
///
///     -> PlantPal/WaterPlant plant=fern
///     -> none
///
/// Values it does not name are not checked; several `->` lines may follow one turn, in any
/// order. `-> none`: no intent ran in the turn.
public enum RanAssertion: Hashable, Sendable, CustomStringConvertible {
    case ran(app: String, intent: String, parameters: [String: String])
    case none

    public struct ParseError: Error, Sendable, Equatable {
        public var problem: TranscriptProblem
    }

    public init(parsing text: String) throws(ParseError) {
        if text.trimmed == "none" { self = .none; return }
        do throws(IntentTarget.ParseError) {
            let target = try IntentTarget(parsing: text)
            self = .ran(app: target.app, intent: target.intent, parameters: target.valuesByName)
        } catch {
            throw ParseError(problem: TranscriptProblem(error, unreadable: .ranUnreadable))
        }
    }

    /// A run that ended during a turn, as a `->` line writes it: every value it ran with.
    public init(_ run: IntentRun, catalog: Catalog) {
        self = .ran(app: catalog.apps[run.appIndex].key, intent: run.intentKey, parameters: run.values.mapValues(\.written))
    }

    /// Whether `runs` (as `->` lines write them) bear this line out: one of them is its
    /// intent with at least its values; for `none`, there are none.
    public func holds(in runs: [RanAssertion]) -> Bool {
        switch self {
        case .none:
            return runs.isEmpty
        case .ran(let app, let intent, let parameters):
            return runs.contains { run in
                guard case .ran(let runApp, let runIntent, let values) = run else { return false }
                return runApp.lowercased() == app.lowercased() && runIntent == intent && parameters.allSatisfy { values[$0.key] == $0.value }
            }
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .ran(let app, let intent, let parameters): IntentTarget.written(app: app, intent: intent, values: parameters.map { ($0.key, $0.value) })
        }
    }
}
