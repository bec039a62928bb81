import ParleyText
import ParleyCatalog
import ParleyMatching

/// One input being worked through: what the machine lends it (catalog, index, language),
/// the conversation it changes, and the events it records. Its topics are files of their
/// own: `+Running` (an intent from its shortcut to the result), `+Answers` (what the user
/// says while a question is open), `+Prompts` (each state's question) and `+Conditions`.
struct DialogueTurn {
    let catalog: Catalog
    /// The index of the conversation's locale when the turn began.
    let index: PhraseIndex
    /// The answers, dates and lines of that locale.
    let language: SessionLanguage
    /// What Siri answers itself in that locale.
    let siri: SiriHearing
    /// Siri AI's stand-in by locale, built when first asked.
    let standIns: PerLocale<SiriAIStandIn>
    /// Each intent's dialogue, which a run walks (`proceed`).
    let graphs: DialogueGraphs
    var conversation: ConversationState
    let recordsDialogueEvents: Bool
    /// The catalog items reached, in order (while `recordsDialogueEvents`).
    private(set) var events: [DialogueEvent] = []
    /// The intents that ran to their result in this turn, in order (while `recordsFinishedRuns`).
    var finishedRuns: [IntentRun] = []
    /// Whether to keep `finishedRuns`: a transcript's `->` lines read them; a REPL does not.
    var recordsFinishedRuns = false

    init(
        catalog: Catalog, index: PhraseIndex, language: SessionLanguage, siri: SiriHearing, standIns: PerLocale<SiriAIStandIn>,
        graphs: DialogueGraphs, conversation: ConversationState, recordsDialogueEvents: Bool
    ) {
        self.catalog = catalog
        self.graphs = graphs
        self.index = index
        self.language = language
        self.siri = siri
        self.standIns = standIns
        self.conversation = conversation
        self.recordsDialogueEvents = recordsDialogueEvents
    }

    // The conversation's parts, by the names the topic files use.
    var state: DialogueState {
        get { conversation.dialogue }
        set { conversation.dialogue = newValue }
    }
    var appStates: [AppState] {
        get { conversation.appStates }
        set { conversation.appStates = newValue }
    }
    var lastUsedApp: Int? {
        get { conversation.lastUsedApp }
        set { conversation.lastUsedApp = newValue }
    }
    var misunderstandings: Int {
        get { conversation.misunderstandings }
        set { conversation.misunderstandings = newValue }
    }
    var device: Device { conversation.device }
    var locale: String { conversation.locale }
    var now: CalendarDate { conversation.now }
    var matcher: Matcher { Matcher(index: index) }
    var strings: SystemStrings { language.strings }

    // MARK: Settings

    /// Changes a setting; returns it as recorded (an app by its catalog name), or nil for
    /// `@cancel` with no dialogue in progress, which changes nothing.
    mutating func apply(_ setting: SessionSetting) throws(SessionError) -> SessionSetting? {
        switch setting {
        case .device(let device):
            conversation.device = device
            conversation.siriAI.unavailableNoticeGiven = false
        case .locale(let locale):
            // A phrase offered as "Did you mean …?" is a phrase of the language it was heard
            // in, found in that language's index: another language has nothing to offer.
            if locale != conversation.locale, case .awaitingDidYouMean(.phrase) = state { state = .idle }
            conversation.locale = locale
            conversation.siriAI.unavailableNoticeGiven = false
        case .now(let now):
            conversation.now = now
        case .set(let name, let flag, let value):
            guard let appIndex = catalog.appIndex(named: name) else {
                throw SessionError(.unknownApp(name, apps: catalog.apps.map(\.key)))
            }
            let app = catalog.apps[appIndex]
            if flag == "launched" {
                appStates[appIndex].launched = value
            } else if app.hasFlag(flag) {
                appStates[appIndex].setFlag(flag, to: value)
            } else {
                let flags = ["launched"] + app.initialState.flags.map(\.name)
                throw SessionError(.unknownFlag(flag, app: app.key, flags: flags))
            }
            return .set(app: app.key, name: flag, value: value)
        case .reset:
            appStates = catalog.apps.map(\.initialState)
            state = .idle
            lastUsedApp = nil
            misunderstandings = 0
            conversation.siriAI.surfacedApp = nil
        case .cancel:
            guard !state.isIdle else { return nil }
            _ = cancel()
        case .shortcut, .addLastRunToSiri, .donate, .deleteDonations:
            return try applyShortcutSetting(setting)
        case .siri, .region, .foreground, .liveActivity, .onScreen, .defaultApp:
            return try applySiriAISetting(setting)
        }
        return setting
    }

    // MARK: Turns

    /// One user turn: the system's whole output, in order.
    mutating func reply(to line: String) -> [String] {
        let tokens = index.normalizer.tokens(line)
        if tokens.isEmpty, line.trimmed.isEmpty { return [] }
        if state.isIdle {
            return idle(line, tokens: tokens)
        }
        // "Cancelar" at "Cancelar sua reserva?" asks again for what is confirmed: a yes.
        if language.answers.isCancel(tokens), !confirmsByAskingAgain(tokens) { return cancel() }
        return answer(line, tokens: tokens)
    }

    private func confirmsByAskingAgain(_ tokens: [String]) -> Bool {
        guard case .awaitingIntentConfirmation(let run) = state else { return false }
        return asksAgain(tokens, for: run)
    }

    /// "Cancel" while a question is open: the open question's reply, or, at a question of
    /// no intent's (which shortcut, "Did you mean …?"), the end of it.
    private mutating func cancel() -> [String] {
        if let (run, reply) = openReply(.cancel) { return follow(reply, run) }
        state = .idle
        misunderstandings = 0
        return [strings.cancelled]
    }

    mutating func record(_ event: @autoclosure () -> DialogueEvent) {
        if recordsDialogueEvents { events.append(event()) }
    }

    /// The reply to `said` of the intent's question that is open, with the run it belongs
    /// to; nil when no intent's question is open or it takes no such answer.
    func openReply(_ said: Reply.Said) -> (run: IntentRun, reply: Reply)? {
        let run: IntentRun
        switch state {
        case .awaitingValue(let open), .awaitingChoice(let open, _), .awaitingParameterConfirmation(let open), .awaitingIntentConfirmation(let open):
            run = open
        case .idle, .awaitingShortcutChoice, .awaitingDidYouMean, .awaitingDoorChoice:
            return nil
        }
        // The intent looked up once: a turn copies it out of the catalog at each look-up.
        let intent = intent(of: run)
        let step: DialogueStep, choosing: Bool
        switch state {
        case .awaitingValue: (step, choosing) = (.parameter(currentParameter(of: run, in: intent).name), false)
        case .awaitingChoice: (step, choosing) = (.parameter(currentParameter(of: run, in: intent).name), true)
        case .awaitingParameterConfirmation: (step, choosing) = (.parameterConfirmation(currentParameter(of: run, in: intent).name), false)
        default: (step, choosing) = (.intentConfirmation, false)
        }
        return step.reply(said, in: intent, choosing: choosing).map { (run, $0) }
    }

    /// Records a reply to the question open in `run` (the run as the answer left it) and
    /// goes where the reply leads, after `why` when it asks again.
    mutating func follow(_ reply: Reply, _ run: IntentRun, saying why: [String] = []) -> [String] {
        if recordsDialogueEvents, let event = reply.event(run.appIndex) { events.append(event) }
        misunderstandings = 0
        switch reply.leads {
        case .nextStep:
            return proceed(run)
        case .sameQuestion:
            return why + prompt()
        case .parameterQuestion:
            var run = run
            let name = currentParameter(of: run).name
            run.values[name] = nil
            run.fromUtterance.remove(name)
            run.settled.insert(name)
            return proceed(run)
        case .cancelled, .gaveUp:
            state = .idle
            return reply.leads.endLine(strings).map { [$0] } ?? []
        }
    }

    /// A request with no question open: help, or a shortcut to match.
    mutating func idle(_ line: String, tokens: [String]) -> [String] {
        if let position = personalShortcut(saying: tokens) { return runPersonalShortcut(conversation.personalShortcuts[position]) }
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
        // Said once where Siri AI is on but not shipped: before the answer, as classic Siri's.
        let notice = conversation.siriAI.mode == .ai ? siriAIUnavailableNotice() : []
        var lines: [String]
        switch hear(line, tokens: tokens) {
        case .personalShortcut(let shortcut):
            lines = runPersonalShortcut(shortcut)
        case .siri(let answer):
            lines = siriAnswer(answer)
        case .siriAI(let heard):
            return siriAIAnswer(heard)
        case .phrase(let heard):
            lines = respond(to: heard, tokens: tokens)
        }
        if !notice.isEmpty { lines.insert(contentsOf: notice, at: 0) }
        return lines
    }

    /// What a phrase's reading does with no question open.
    private mutating func respond(to result: MatchResult, tokens: [String]) -> [String] {
        switch result.outcome {
        case .matched(let candidate):
            return start(candidate, heardPhrase: true)
        case .ambiguous(let candidates):
            state = .awaitingShortcutChoice(candidates)
            return prompt()
        case .none(let suggestion):
            if let suggestion {
                state = .awaitingDidYouMean(.phrase(suggestion))
            } else if let nearly = personalShortcutNearlySaid(tokens) {
                state = .awaitingDidYouMean(.personalShortcut(name: nearly.name))
            } else {
                return [strings.notUnderstood]
            }
            return [strings.notUnderstood] + prompt()
        }
    }
}
