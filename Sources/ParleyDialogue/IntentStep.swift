import ParleyCatalog
import ParleyText

/// One step of running an intent. `steps(of:)` is the order of SPEC §4, stated once; an
/// intent's `DialogueGraph` is compiled in it, and the session walks that graph, the map
/// draws it and coverage counts it.
public enum IntentStep: Hashable, Sendable {
    /// `openAppWhenRun` on a device without a screen: refused at once.
    case deviceCheck
    /// A `requires` flag that must be on, by its position.
    case requirement(Int)
    /// A parameter, by its position: from the utterance, a default, or a question.
    case parameter(Int)
    /// A `failures` case, by its position: when it holds, the intent ends with its dialog.
    case failure(Int)
    /// The intent's confirmation (`requestConfirmation`).
    case confirmation
    /// The first `result` case that holds.
    case result

    public static func steps(of intent: Intent) -> [IntentStep] {
        var steps: [IntentStep] = []
        steps.reserveCapacity(intent.requirements.count + intent.parameters.count + intent.failures.count + 3)
        if intent.opensApp { steps.append(.deviceCheck) }
        for position in intent.requirements.indices { steps.append(.requirement(position)) }
        for position in intent.parameters.indices { steps.append(.parameter(position)) }
        for position in intent.failures.indices { steps.append(.failure(position)) }
        if intent.confirmation != nil { steps.append(.confirmation) }
        steps.append(.result)
        return steps
    }
}

extension IntentStep {
    /// A step that ends the run when its check holds — a device without a screen, a
    /// requirement that is off, a failure — stated once: the session records `event` and says
    /// `line` there; the map draws `question`, an edge labelled `stopsOn` to the line, and
    /// one labelled `goesOn` to the next step.
    public struct Stop: Sendable {
        /// The check as the map asks it: "on a HomePod?", "loggedIn on?", "cups > 5?".
        public let question: String
        /// The answer to `question` that ends the run ("yes" or "no").
        public let stopsOn: String
        /// What the session records when the run ends here, by the app's index and the device.
        public let event: @Sendable (_ app: Int, _ device: Device) -> DialogueEvent
        /// What is said there, given the app's name in the locale and how a catalog dialog is
        /// spoken.
        public let line: @Sendable (_ appName: String, _ strings: SystemStrings, _ dialog: (Dialog) -> String) -> String
        /// The stop as coverage counts it: "refused, loggedIn is off".
        public let what: String
        /// The catalog line it stands for: the requirement or failure, or the intent.
        public let location: SourceLocation

        /// The answer that goes on to the next step.
        public var goesOn: String { stopsOn == "yes" ? "no" : "yes" }

        /// The event coverage counts and the map marks: on the device that refuses an intent
        /// opening its app, one without a screen (a HomePod).
        public func countedEvent(_ app: Int) -> DialogueEvent {
            event(app, .homepod)
        }
    }

    /// The stop of a check step; nil for the steps that end the run otherwise.
    public func stop(in intent: Intent) -> Stop? {
        let key = intent.key
        switch self {
        case .deviceCheck:
            return Stop(question: "on a HomePod?", stopsOn: "yes", event: { .refusedOnDevice(app: $0, intent: key, device: $1) }, line: { appName, strings, _ in
                strings.cannotOpenApp(appName)
            }, what: "refused on a HomePod (opens the app)", location: intent.location)
        case .requirement(let position):
            let requirement = intent.requirements[position]
            return Stop(question: "\(requirement.flag) on?", stopsOn: "no", event: { app, _ in .requirementRefused(app: app, intent: key, requirement: position) }, line: {
                StepLines.refused(by: requirement, appName: $0, strings: $1, dialog: $2)
            }, what: "refused, \(requirement.flag) is off", location: requirement.location)
        case .failure(let position):
            let failure = intent.failures[position]
            return Stop(question: "\(failure.condition.summary)?", stopsOn: "yes", event: { app, _ in .failed(app: app, intent: key, failure: position) }, line: {
                _, _, dialog in dialog(failure.dialog)
            }, what: "failure when \(failure.condition.summary)", location: failure.location)
        case .parameter, .confirmation, .result:
            return nil
        }
    }
}
