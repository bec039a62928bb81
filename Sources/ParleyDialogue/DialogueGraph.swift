import ParleyText
import ParleyCatalog

/// An intent's dialogue, compiled once: its steps in the order `IntentStep.steps(of:)`
/// gives, each with what it holds — a check that can stop the run (`IntentStep.stop(in:)`),
/// a parameter's step with its branches and the ways the app reaches (`ParameterStep`), the
/// confirmation, the results — and, for each question, its replies
/// (`DialogueStep.replies(in:choosing:)`, each with its label, event and where it leads).
///
/// The session walks it (`DialogueTurn.proceed`, through `DialogueGraphs`), the dialogue map
/// draws it (ParleyCoverage's `DialogueMapBuilder`) and coverage counts its points
/// (`App.coverageItems`). Each of the three switches over `Step`, so a new kind of step does
/// not compile until all three know it.
///
/// A class: the session reaches an intent's graph at every turn of its run, and a reference
/// is one count to keep where the intent's many arrays were each one.
public final class DialogueGraph: Sendable {
    public enum Step: Sendable {
        /// The device, a requirement or a failure: `stop(in:)` says when it ends the run.
        case check(IntentStep)
        case parameter(ParameterStep)
        case confirmation(Dialog)
        /// The first `result` case that holds (none: "Done.").
        case result([ResultCase])
    }

    public let intent: Intent
    public let steps: [Step]

    /// A point of the graph a run can reach: what coverage counts, the catalog line it stands
    /// for, and the event the session records when a run reaches it.
    public struct Point: Sendable {
        /// The parameter whose step it belongs to; nil for the intent's own steps.
        public let parameter: String?
        /// What is reached, as coverage names it: "options offered", "refused, loggedIn is off".
        public let what: String
        public let location: SourceLocation
        /// The event, given the app's index.
        public let event: @Sendable (_ app: Int) -> DialogueEvent
    }

    public init(intent: Intent, in app: App) {
        self.intent = intent
        steps = IntentStep.steps(of: intent).compactMap { step in
            switch step {
            case .deviceCheck, .requirement, .failure: .check(step)
            case .parameter(let position): .parameter(ParameterStep(intent.parameters[position], of: intent, in: app))
            case .confirmation: intent.confirmation.map(Step.confirmation)
            case .result: .result(intent.results)
            }
        }
    }

    /// Every point of the graph, in order: each parameter's (`ParameterStep.points`), then
    /// the intent's own steps': a check that can stop the run, the confirmation's two answers,
    /// each result. A switch over every kind of step, so a new one does not compile until it
    /// is counted (or said not to be).
    public var points: [Point] {
        let key = intent.key
        var parameterPoints: [Point] = [], intentPoints: [Point] = []
        func point(_ what: String, at location: SourceLocation, _ event: @escaping @Sendable (Int) -> DialogueEvent) {
            intentPoints.append(Point(parameter: nil, what: what, location: location, event: event))
        }
        for step in steps {
            switch step {
            case .parameter(let parameterStep):
                parameterPoints += parameterStep.points
            case .check(let check):
                guard let stop = check.stop(in: intent) else { continue }
                point(stop.what, at: stop.location, stop.countedEvent)
            case .confirmation(let confirmation):
                point("confirmation answered yes", at: confirmation.location) { .intentConfirmed(app: $0, intent: key, accepted: true) }
                point("confirmation answered no", at: confirmation.location) { .intentConfirmed(app: $0, intent: key, accepted: false) }
            case .result(let results):
                if results.isEmpty {
                    point("result", at: intent.location) { .resulted(app: $0, intent: key, result: nil) }
                }
                for (position, result) in results.enumerated() {
                    point(result.condition.map { "result when \($0.summary)" } ?? "result", at: result.location) { .resulted(app: $0, intent: key, result: position) }
                }
            }
        }
        return parameterPoints + intentPoints
    }
}

/// The graphs of a catalog's intents, an app's compiled the first time a run reaches one of
/// its intents and kept for every later turn of every conversation on the catalog. Found by
/// the app's index and a look along its few intents: hashing the intent's key at every turn
/// cost a replayed turn a fiftieth.
final class DialogueGraphs: Sendable {
    private let byApp: [OnFirstUse<[DialogueGraph]>]

    init(catalog: Catalog) {
        byApp = catalog.apps.map { app in OnFirstUse { app.intents.map { DialogueGraph(intent: $0, in: app) } } }
    }

    /// - Parameter model: the app at `app`, for an intent it does not hold (none, once loaded).
    func graph(app: Int, intent: Intent, of model: @autoclosure () -> App) -> DialogueGraph {
        byApp[app].value.first { $0.intent.key == intent.key } ?? DialogueGraph(intent: intent, in: model())
    }
}
