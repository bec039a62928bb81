import ParleyText
import ParleyCatalog

/// Everything a conversation carries from one turn to the next, as a value: the settings,
/// each app's state and the question the dialogue waits on. `DialogueMachine` takes one and
/// returns the next, so keeping, comparing or forking a conversation is copying this.
public struct ConversationState: Sendable {
    public var device: Device
    public var locale: String
    /// The session clock that relative dates ("tomorrow") are read against.
    public var now: CalendarDate
    public var appStates: [AppState] {
        didSet { notLaunchedApps = Self.notLaunched(appStates) }
    }
    /// Apps not launched yet; kept up to date with `appStates` rather than rebuilt every turn.
    public private(set) var notLaunchedApps: Set<Int>
    /// The question the dialogue waits on, or idle.
    public var dialogue: DialogueState = .idle
    /// The app of the last shortcut run, for "What can I do here?".
    public var lastUsedApp: Int?
    /// Unparseable answers in a row at the current question.
    public var misunderstandings = 0
    /// The user's own named shortcuts, in the order they were added (SPEC §9).
    public var personalShortcuts: [PersonalShortcut] = []
    /// What apps donated, oldest first (SPEC §9).
    public var donations: [Donation] = []
    /// The intent the last dialogue ran to its end, with its values: what `:add-to-siri` saves.
    public var lastRun: IntentRun?
    /// Siri AI: on or off, the region, and what opens an app's tools (SPEC §10).
    public var siriAI = SiriAISettings()

    /// A new conversation: every app in its initial state, nothing asked.
    public init(catalog: Catalog, device: Device = .phone, locale: String = LocaleCode.fallback, now: CalendarDate) {
        self.device = device
        self.locale = locale
        self.now = now
        appStates = catalog.apps.map(\.initialState)
        notLaunchedApps = Self.notLaunched(appStates)
    }

    private static func notLaunched(_ states: [AppState]) -> Set<Int> {
        Set(states.indices.filter { !states[$0].launched })
    }
}
