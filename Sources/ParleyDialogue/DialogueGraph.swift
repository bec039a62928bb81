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
    func graph(app: Int, intent: Intent, of model: App) -> DialogueGraph {
        byApp[app].value.first { $0.intent.key == intent.key } ?? DialogueGraph(intent: intent, in: model)
    }
}
