import ParleyCatalog
import ParleyMatching

/// Where a conversation is: idle, or waiting for one kind of answer.
public enum DialogueState: Sendable {
    case idle
    /// An open question for a parameter's value.
    case awaitingValue(IntentRun)
    /// A list of options for a parameter (disambiguation, or "Which one?" among entities).
    case awaitingChoice(IntentRun, ValueChoice)
    /// "Just to confirm, you wanted …?" for a value that came with the utterance.
    case awaitingParameterConfirmation(IntentRun)
    /// The intent's own `confirm`.
    case awaitingIntentConfirmation(IntentRun)
    /// Several shortcuts tied for the best match.
    case awaitingShortcutChoice([MatchCandidate])
    /// "Did you mean …?" after a near miss.
    case awaitingDidYouMean(NearMiss)
    /// Siri AI's stand-in found several apps' doors as good (SPEC §10): which one, each a run
    /// ready to begin.
    case awaitingDoorChoice([IntentRun])

    public var name: String {
        switch self {
        case .idle: "idle"
        case .awaitingValue: "awaiting a value"
        case .awaitingChoice: "awaiting a choice"
        case .awaitingParameterConfirmation: "awaiting a parameter confirmation"
        case .awaitingIntentConfirmation: "awaiting an intent confirmation"
        case .awaitingShortcutChoice: "awaiting a shortcut choice"
        case .awaitingDidYouMean: "awaiting a did-you-mean answer"
        case .awaitingDoorChoice: "awaiting an app choice"
        }
    }

    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

/// What "Did you mean …?" offers: an App Shortcut phrase, or a personal shortcut by name.
public enum NearMiss: Sendable {
    case phrase(MatchCandidate)
    case personalShortcut(name: String)
}

/// The options of a parameter question.
public struct ValueChoice: Sendable {
    /// The parameter being chosen for.
    public var parameterName: String
    public var valueIDs: [String]
    /// "Which one?" (several entities answered the same name) rather than the parameter's prompt.
    public var isEntityNarrowing: Bool
}

/// One intent being run: what is known so far and where resolution stands.
public struct IntentRun: Sendable {
    public var appIndex: Int
    /// The App Shortcut that started the run; nil for a personal shortcut.
    public var shortcutIndex: Int?
    public var intentKey: String
    public var values: [String: ParameterValue] = [:]
    /// Parameters whose value came with the utterance (phrase or preset): confirmed if asked to.
    public var fromUtterance: Set<String> = []
    /// Parameters already confirmed or answered by the user: never confirmed again.
    public var settled: Set<String> = []
    /// Value ids heard for a parameter whose spoken name several values share.
    public var heardChoices: [String: [String]] = [:]
    /// Where the run is in its intent's `IntentStep.steps(of:)`: the step taken next, or
    /// the parameter asked about.
    public var step: Int = 0
    public var intentConfirmed = false
    /// How Siri AI reached the intent (SPEC §10); nil for a phrase or a personal shortcut.
    public var door: SiriAIStandIn.Door.Route?
}
