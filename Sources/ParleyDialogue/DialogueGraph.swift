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
public struct DialogueGraph: Sendable {
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

/// The graphs of a catalog's intents, each compiled the first time a run reaches it and kept
/// for every later turn of every conversation on the catalog (at most one per intent).
final class DialogueGraphs: Sendable {
    private struct Key: Hashable, Sendable {
        var app: Int
        var intent: String
    }

    private let catalog: Catalog
    private let graphs: Memo<Key, DialogueGraph>

    init(catalog: Catalog) {
        self.catalog = catalog
        graphs = Memo(limit: catalog.apps.reduce(0) { $0 + $1.intents.count })
    }

    func graph(app: Int, intent: Intent) -> DialogueGraph {
        graphs.value(for: Key(app: app, intent: intent.key)) { [catalog] _ in DialogueGraph(intent: intent, in: catalog.apps[app]) }
    }
}
