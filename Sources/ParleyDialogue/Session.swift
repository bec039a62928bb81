import ParleyText
import ParleyCatalog
import ParleyMatching

/// One conversation with the simulated device: takes a line, returns the lines Siri says or
/// shows. The REPL, `parley replay` and the transcript runner all drive this type; nothing
/// about terminals leaks into it. It is a thin holder around `DialogueMachine`: the current
/// `ConversationState`, the log that `:save` writes, and the dialogue events for coverage.
///
///     let session = Session(catalog: catalog, now: now)
///     session.respond(to: "Start a Meditation")
///     // ["What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"]
public final class Session {
    public let machine: DialogueMachine
    public private(set) var conversation: ConversationState
    public private(set) var events: [SessionEvent] = []
    /// Whether `dialogueEvents` is kept: coverage turns it on; off, recording costs nothing.
    public var recordsDialogueEvents = false
    /// The catalog items the dialogue reached, in order (while `recordsDialogueEvents`).
    public private(set) var dialogueEvents: [DialogueEvent] = []
    /// The settings the session started with, as `:save` writes them first.
    public let initialSettings: [SessionSetting]

    /// - Parameters:
    ///   - now: the session clock (the front end passes the wall clock or a transcript's `@now`).
    ///   - indexes: compiled indexes to share with other sessions of the same catalog.
    public init(catalog: Catalog, device: Device = .phone, locale: String = LocaleCode.fallback, now: CalendarDate, indexes: PhraseIndexCache? = nil) {
        machine = DialogueMachine(catalog: catalog, indexes: indexes)
        conversation = ConversationState(catalog: catalog, device: device, locale: locale, now: now)
        initialSettings = [.device(device), .locale(locale), .now(now)]
    }

    public var catalog: Catalog { machine.catalog }
    public var device: Device { conversation.device }
    public var locale: String { conversation.locale }
    public var now: CalendarDate { conversation.now }
    public var appStates: [AppState] { conversation.appStates }
    public var notLaunchedApps: Set<Int> { conversation.notLaunchedApps }
    /// The question the dialogue waits on, or idle.
    public var state: DialogueState { conversation.dialogue }
    public var index: PhraseIndex { machine.index(for: locale) }
    public var matcher: Matcher { Matcher(index: index) }

    /// `:why`'s lines for Siri AI (none while it is off).
    public func siriAIExplanation(of line: String) -> [String] {
        machine.siriAIExplanation(of: line, in: conversation)
    }

    /// Changes a setting and records it; returns it as recorded (an app by its catalog
    /// name). `@cancel` with no dialogue in progress changes nothing and is not recorded.
    @discardableResult
    public func apply(_ setting: SessionSetting) throws(SessionError) -> SessionSetting {
        let (step, recorded) = try machine.apply(setting, to: conversation, recordingEvents: recordsDialogueEvents)
        take(step)
        guard let recorded else { return setting }
        events.append(.setting(recorded))
        return recorded
    }

    /// What Siri could suggest now from the apps' donations (SPEC §9), one line each.
    public func suggestions() -> [String] {
        let step = machine.suggestions(in: conversation, recordingEvents: recordsDialogueEvents)
        take(step)
        events.append(.suggestions(output: step.lines))
        return step.lines
    }

    /// The user's own named shortcuts, in the order they were added.
    public var personalShortcuts: [PersonalShortcut] { conversation.personalShortcuts }

    /// One user turn: the system's whole output, in order.
    public func respond(to line: String) -> [String] {
        let line = line.lineBreaksAsSpaces
        let step = machine.respond(to: line, in: conversation, recordingEvents: recordsDialogueEvents, recordingRuns: recordsFinishedRuns)
        take(step)
        events.append(.turn(input: line, output: step.lines))
        return step.lines
    }

    /// The intents that ran to their result during the last input (a `->` line checks them),
    /// while `recordsFinishedRuns`.
    public private(set) var lastFinishedRuns: [IntentRun] = []
    public var recordsFinishedRuns = false

    private func take(_ step: DialogueMachine.Step) {
        conversation = step.state
        dialogueEvents += step.events
        lastFinishedRuns = step.finished
    }
}
