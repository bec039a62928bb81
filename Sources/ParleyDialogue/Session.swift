import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching

/// One conversation with the simulated device: takes a line, returns the lines Siri
/// says or shows. The REPL, `parley replay` and the transcript runner all drive this
/// type; nothing about terminals leaks into it.
///
///     let session = Session(catalog: catalog)
///     session.respond(to: "Start a Meditation")
///     // ["What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"]
public final class Session {
    public let catalog: Catalog
    public internal(set) var device: Device
    public private(set) var locale: String {
        didSet { language = SessionLanguage(locale: locale, catalog: catalog) }
    }
    /// The answers, dates and lines of the session's locale.
    private(set) var language: SessionLanguage
    /// The session clock that relative dates ("tomorrow") are read against.
    public private(set) var now: CalendarDate
    public internal(set) var appStates: [AppState] {
        didSet { notLaunchedApps = Set(appStates.indices.filter { !appStates[$0].launched }) }
    }
    public internal(set) var state: DialogueState = .idle
    /// The app of the last shortcut run, for "What can I do here?".
    public internal(set) var lastUsedApp: Int?
    public private(set) var events: [SessionEvent] = []
    /// Whether `dialogueEvents` is kept: coverage turns it on; off, recording costs nothing.
    public var recordsDialogueEvents = false
    /// The catalog items the dialogue reached, in order (while `recordsDialogueEvents`).
    public private(set) var dialogueEvents: [DialogueEvent] = []

    private let indexes: PhraseIndexCache
    /// Unparseable answers in a row at the current prompt.
    var misunderstandings = 0
    static let misunderstandingLimit = 3

    /// The settings the session started with, as `:save` writes them first.
    public let initialSettings: [SessionSetting]

    /// - Parameters:
    ///   - now: the session clock (the front end passes the wall clock or a transcript's `@now`).
    ///   - indexes: compiled indexes to share with other sessions of the same catalog.
    public init(catalog: Catalog, device: Device = .phone, locale: String = LocaleCode.fallback, now: CalendarDate, indexes: PhraseIndexCache? = nil) {
        self.catalog = catalog
        self.device = device
        self.locale = locale
        language = SessionLanguage(locale: locale, catalog: catalog)
        self.now = now
        self.indexes = indexes ?? PhraseIndexCache(catalog: catalog)
        initialSettings = [.device(device), .locale(locale), .now(now)]
        appStates = catalog.apps.map(\.initialState)
        notLaunchedApps = Set(appStates.indices.filter { !appStates[$0].launched })
    }

    // MARK: Settings

    public var index: PhraseIndex {
        indexes.index(for: locale)
    }

    public var matcher: Matcher { Matcher(index: index) }

    /// Apps not launched yet; kept up to date with `appStates` rather than rebuilt every turn.
    public private(set) var notLaunchedApps: Set<Int> = []

    /// Changes a setting and records it; returns it as recorded (an app by its catalog
    /// name). `@cancel` with no dialogue in progress changes nothing and is not recorded.
    @discardableResult
    public func apply(_ setting: SessionSetting) throws(SessionError) -> SessionSetting {
        var recorded = setting
        switch setting {
        case .device(let device):
            self.device = device
        case .locale(let locale):
            self.locale = locale
        case .now(let now):
            self.now = now
        case .set(let name, let flag, let value):
            guard let appIndex = catalog.appIndex(named: name) else {
                throw SessionError("unknown app \(name.quotedExcerpt); apps: \(catalog.apps.map(\.key).joined(separator: ", "))")
            }
            let app = catalog.apps[appIndex]
            if flag == "launched" {
                appStates[appIndex].launched = value
            } else if app.hasFlag(flag) {
                appStates[appIndex].setFlag(flag, to: value)
            } else {
                let flags = ["launched"] + app.initialState.flags.map(\.name)
                throw SessionError("\(app.key) has no flag \(flag.quotedExcerpt); it has: \(flags.joined(separator: ", "))")
            }
            recorded = .set(app: app.key, name: flag, value: value)
        case .reset:
            appStates = catalog.apps.map(\.initialState)
            state = .idle
            lastUsedApp = nil
            misunderstandings = 0
        case .cancel:
            guard !state.isIdle else { return recorded }
            recordStop(as: DialogueEvent.cancelled)
            state = .idle
            misunderstandings = 0
        }
        events.append(.setting(recorded))
        return recorded
    }

    // MARK: Turns

    /// One user turn: the system's whole output, in order.
    public func respond(to line: String) -> [String] {
        let output = reply(to: line)
        events.append(.turn(input: line, output: output))
        return output
    }

    var strings: SystemStrings { language.strings }

    private func reply(to line: String) -> [String] {
        let tokens = index.normalizer.tokens(line)
        if tokens.isEmpty, line.trimmed.isEmpty { return [] }
        if state.isIdle {
            return idle(line, tokens: tokens)
        }
        if language.answers.isCancel(tokens) {
            recordStop(as: DialogueEvent.cancelled)
            state = .idle
            misunderstandings = 0
            return [strings.cancelled]
        }
        return answer(line, tokens: tokens)
    }

    func record(_ event: @autoclosure () -> DialogueEvent) {
        if recordsDialogueEvents { dialogueEvents.append(event()) }
    }

    /// Records where an intent's dialogue stopped (a cancel, or giving up).
    func recordStop(as event: (Int, String, DialogueStep) -> DialogueEvent) {
        guard recordsDialogueEvents else { return }
        let stop: (IntentRun, DialogueStep)? = switch state {
        case .awaitingValue(let run), .awaitingChoice(let run, _): (run, .parameter(currentParameter(of: run).name))
        case .awaitingParameterConfirmation(let run): (run, .parameterConfirmation(currentParameter(of: run).name))
        case .awaitingIntentConfirmation(let run): (run, .intentConfirmation)
        case .idle, .awaitingShortcutChoice, .awaitingDidYouMean: nil
        }
        if let (run, step) = stop { record(event(run.appIndex, run.intentKey, step)) }
    }

    func idle(_ line: String, tokens: [String]) -> [String] {
        let help = language.help
        if let request = help.request(in: tokens) {
            let apps: [Int]
            switch request {
            case .app(let app): apps = [app]
            case .here: apps = lastUsedApp.map { [$0] } ?? help.appsAlphabetically()
            }
            return apps.flatMap { help.lines(forApp: $0, launched: appStates[$0].launched) }
        }
        if language.answers.isCancel(tokens) { return [strings.cancelled] }
        let result = matcher.match(line, tokens: tokens, notLaunched: notLaunchedApps)
        switch result.outcome {
        case .matched(let candidate):
            return start(candidate, heardPhrase: true)
        case .ambiguous(let candidates):
            state = .awaitingShortcutChoice(candidates)
            return prompt()
        case .none(let suggestion):
            guard let suggestion else { return [strings.notUnderstood] }
            state = .awaitingDidYouMean(suggestion)
            return [strings.notUnderstood] + prompt()
        }
    }
}
