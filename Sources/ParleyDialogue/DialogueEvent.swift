import ParleyText

/// A part of the catalog the dialogue reached: a phrase that started a shortcut, a
/// question asked, an answer taken, a result given. The session records these as it
/// runs (it never prints them); coverage reports and the dialogue map read them.
///
/// Apps are catalog indexes, intents keys and parameters names, so an event means the
/// same thing in every session over the same catalog.
public enum DialogueEvent: Hashable, Sendable {
    /// A shortcut started on a device, in a locale; `phrase` is where the phrase the
    /// utterance matched is written (nil when it started from "Did you mean …?" "Yes").
    case shortcutStarted(app: Int, shortcut: Int, phrase: SourceLocation?, device: Device, locale: String)
    /// An enum case or suggested entity value heard in a phrase's parameter slot.
    case valueSpoken(app: Int, type: String, valueID: String)
    /// A parameter's question, open or with a list of options.
    case asked(app: Int, intent: String, parameter: String)
    /// A value picked from a parameter's list of options.
    case chose(app: Int, intent: String, parameter: String)
    /// "Just to confirm, you wanted …?" answered yes or no.
    case parameterConfirmed(app: Int, intent: String, parameter: String, accepted: Bool)
    /// A number below `min` or above `max`.
    case outOfRange(app: Int, intent: String, parameter: String, bound: Bound)
    /// A parameter left unasked took its default.
    case defaulted(app: Int, intent: String, parameter: String)
    /// The intent's `confirm` answered yes or no.
    case intentConfirmed(app: Int, intent: String, accepted: Bool)
    /// A `requires` flag was off: the intent ended with its dialog.
    case requirementRefused(app: Int, intent: String, requirement: Int)
    /// A `failures` case held: the intent ended with its dialog.
    case failed(app: Int, intent: String, failure: Int)
    /// A `result` case was given; nil when the intent has none ("Done.").
    case resulted(app: Int, intent: String, result: Int?)
    /// A voice-only device turned down an intent that opens its app.
    case refusedOnDevice(app: Int, intent: String, device: Device)
    /// "Cancel" at a question.
    case cancelled(app: Int, intent: String, at: DialogueStep)
    /// The third answer in a row that was not understood ended the dialogue.
    case gaveUp(app: Int, intent: String, at: DialogueStep)
    /// A personal shortcut ran its intent (SPEC §9).
    case personalShortcutRan(app: Int, intent: String)
    /// A donation was suggested as one of its intent's shortcut types, by the type's index.
    case suggested(app: Int, intent: String, shortcutType: Int)
    /// Siri AI reached the intent through a door, `schema` or `tool` (SPEC §10).
    case siriAIReached(app: Int, intent: String, door: String)

    public enum Bound: String, Hashable, Sendable {
        case minimum
        case maximum
    }
}

/// A question an intent's dialogue can stop at.
public enum DialogueStep: Hashable, Sendable {
    /// A parameter's question (open, or a list of options).
    case parameter(String)
    /// A parameter's "Just to confirm …?".
    case parameterConfirmation(String)
    /// The intent's own confirmation.
    case intentConfirmation
}
