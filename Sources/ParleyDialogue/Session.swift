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
    public private(set) var device: Device
    public private(set) var locale: String {
        didSet { language = SessionLanguage(locale: locale, catalog: catalog) }
    }
    /// The answers, dates and lines of the session's locale.
    private(set) var language: SessionLanguage
    /// The session clock that relative dates ("tomorrow") are read against.
    public private(set) var now: CalendarDate
    public private(set) var appStates: [AppState] {
        didSet { notLaunchedApps = Set(appStates.indices.filter { !appStates[$0].launched }) }
    }
    public private(set) var state: DialogueState = .idle
    /// The app of the last shortcut run, for "What can I do here?".
    public private(set) var lastUsedApp: Int?
    public private(set) var events: [SessionEvent] = []

    private let indexes: PhraseIndexCache
    /// Unparseable answers in a row at the current prompt.
    private var misunderstandings = 0
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

    private var strings: SystemStrings { language.strings }

    private func reply(to line: String) -> [String] {
        let tokens = index.normalizer.tokens(line)
        if tokens.isEmpty, line.trimmed.isEmpty { return [] }
        if state.isIdle {
            return idle(line, tokens: tokens)
        }
        if language.answers.isCancel(tokens) {
            state = .idle
            misunderstandings = 0
            return [strings.cancelled]
        }
        return answer(line, tokens: tokens)
    }

    private func idle(_ line: String, tokens: [String]) -> [String] {
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
            return start(candidate)
        case .ambiguous(let candidates):
            state = .awaitingShortcutChoice(candidates)
            return prompt()
        case .none(let suggestion):
            guard let suggestion else { return [strings.notUnderstood] }
            state = .awaitingDidYouMean(suggestion)
            return [strings.notUnderstood] + prompt()
        }
    }

    // MARK: Running an intent

    private func start(_ candidate: MatchCandidate) -> [String] {
        let app = catalog.apps[candidate.appIndex]
        let shortcut = app.shortcuts[candidate.shortcutIndex]
        var run = IntentRun(appIndex: candidate.appIndex, shortcutIndex: candidate.shortcutIndex, intentKey: shortcut.intentKey)
        for preset in shortcut.presets {
            run.values[preset.name] = preset.value
            run.fromUtterance.insert(preset.name)
        }
        if let spoken = candidate.parameter {
            if spoken.valueIDs.count == 1 {
                run.values[spoken.parameterName] = .identifier(spoken.valueIDs[0])
                run.fromUtterance.insert(spoken.parameterName)
            } else {
                run.heardChoices[spoken.parameterName] = spoken.valueIDs
            }
        }
        lastUsedApp = candidate.appIndex
        misunderstandings = 0
        guard let intent = app.intent(shortcut.intentKey) else { return [strings.notUnderstood] }
        let renderer = self.renderer(for: run)
        if intent.opensApp, !device.hasScreen {
            state = .idle
            return [strings.cannotOpenApp(app.name.resolved(for: locale))]
        }
        for requirement in intent.requirements where appStates[run.appIndex].flag(requirement.flag) != true {
            state = .idle
            return [requirement.dialog.map { renderer.text($0, values: run.values) } ?? strings.cannotRunNow(app.name.resolved(for: locale))]
        }
        return proceed(run)
    }

    /// Resolves parameters in order, then failures, confirmation and the result.
    private func proceed(_ run: IntentRun) -> [String] {
        var run = run
        let (app, intent) = context(of: run)
        while run.cursor < intent.parameters.count {
            let parameter = intent.parameters[run.cursor]
            if let condition = parameter.condition, !holds(condition, run) {
                run.values[parameter.name] = nil
                run.cursor += 1
                continue
            }
            if run.values[parameter.name] != nil {
                if parameter.confirmation != nil, run.fromUtterance.contains(parameter.name), !run.settled.contains(parameter.name) {
                    state = .awaitingParameterConfirmation(run)
                    return prompt()
                }
                run.cursor += 1
                continue
            }
            if let heard = run.heardChoices[parameter.name] {
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: heard, isEntityNarrowing: true))
                return prompt()
            }
            // A value the user turned down is asked for again, whatever the defaults say.
            let rejected = run.settled.contains(parameter.name)
            if !rejected, let value = parameter.defaultValue {
                run.values[parameter.name] = value
                run.cursor += 1
                continue
            }
            var mode = parameter.ask
            if rejected, mode == .never { mode = Parameter.defaultAskMode(type: parameter.type, isRequired: true) }
            switch mode {
            case .never:
                run.cursor += 1
            case .value:
                state = .awaitingValue(run)
                return prompt()
            case .disambiguate:
                guard let typeKey = parameter.type.customName, let definition = app.type(named: typeKey) else {
                    state = .awaitingValue(run)
                    return prompt()
                }
                let options = definition.speakableValues.map(\.id)
                // An entity that suggests nothing is asked for by name, as Siri does.
                guard !options.isEmpty else {
                    state = .awaitingValue(run)
                    return prompt()
                }
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: options, isEntityNarrowing: false))
                return prompt()
            }
        }
        let renderer = self.renderer(for: run)
        if let failure = intent.failures.first(where: { holds($0.condition, run) }) {
            state = .idle
            return [renderer.text(failure.dialog, values: run.values)]
        }
        if intent.confirmation != nil, !run.intentConfirmed {
            state = .awaitingIntentConfirmation(run)
            return prompt()
        }
        return finish(run)
    }

    private func finish(_ run: IntentRun) -> [String] {
        let (app, intent) = context(of: run)
        state = .idle
        let result = intent.results.first { $0.condition.map { holds($0, run) } ?? true }
        // Flags change when the result is given, so its dialog already sees the new state.
        for change in result?.flagChanges ?? [] {
            let current = appStates[run.appIndex].flag(change.flag) ?? false
            let value = switch change.change {
            case .on: true
            case .off: false
            case .toggle: !current
            }
            appStates[run.appIndex].setFlag(change.flag, to: value)
        }
        let renderer = self.renderer(for: run)
        var lines: [String] = []
        if let dialog = result?.dialog {
            lines.append(renderer.text(dialog, values: run.values))
        } else if !intent.opensApp {
            lines.append(strings.done)
        }
        if device.hasScreen {
            lines += (result?.snippet ?? []).map { "| " + renderer.fill($0.resolved(for: locale), values: run.values) }
        }
        if intent.opensApp {
            lines.append(strings.opensApp(app.name.resolved(for: locale)))
        }
        return lines
    }

    // MARK: Answers

    private func answer(_ line: String, tokens: [String]) -> [String] {
        switch state {
        case .idle:
            return idle(line, tokens: tokens)
        case .awaitingValue(var run):
            let parameter = currentParameter(of: run)
            switch ValueAnswer(session: self, run: run, parameter: parameter).read(line, tokens: tokens) {
            case .value(let value):
                return accept(value, for: parameter, in: &run)
            case .outOfRange(let message):
                misunderstandings = 0
                return [message] + prompt()
            case .several(let ids):
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: ids, isEntityNarrowing: true))
                misunderstandings = 0
                return prompt()
            case .notUnderstood:
                return misunderstood()
            }
        case .awaitingChoice(var run, let choice):
            let parameter = currentParameter(of: run)
            switch ValueAnswer(session: self, run: run, parameter: parameter).choose(line, tokens: tokens, among: choice.valueIDs, narrowing: choice.isEntityNarrowing) {
            case .value(let value):
                run.heardChoices[parameter.name] = nil
                return accept(value, for: parameter, in: &run)
            case .several(let ids):
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: ids, isEntityNarrowing: true))
                misunderstandings = 0
                return prompt()
            case .outOfRange, .notUnderstood:
                return misunderstood()
            }
        case .awaitingParameterConfirmation(var run):
            guard let yes = language.answers.yesNo(tokens) else { return misunderstood() }
            let parameter = currentParameter(of: run)
            run.settled.insert(parameter.name)
            if !yes {
                run.values[parameter.name] = nil
                run.fromUtterance.remove(parameter.name)
            }
            misunderstandings = 0
            return proceed(run)
        case .awaitingIntentConfirmation(var run):
            guard let yes = language.answers.yesNo(tokens) else { return misunderstood() }
            misunderstandings = 0
            guard yes else {
                state = .idle
                return [strings.cancelled]
            }
            run.intentConfirmed = true
            return proceed(run)
        case .awaitingShortcutChoice(let candidates):
            guard let chosen = chooseShortcut(tokens, among: candidates) else { return misunderstood() }
            return start(chosen)
        case .awaitingDidYouMean(let candidate):
            guard let yes = language.answers.yesNo(tokens) else {
                // A new request that is itself an exact match runs, as if the user had said
                // "no" and then asked (§4).
                let result = matcher.match(line, tokens: tokens, notLaunched: notLaunchedApps)
                if case .matched(let exact) = result.outcome, exact.isExact {
                    state = .idle
                    misunderstandings = 0
                    return start(exact)
                }
                return misunderstood()
            }
            guard yes else {
                state = .idle
                misunderstandings = 0
                return [strings.cancelled]
            }
            return start(candidate)
        }
    }

    private func accept(_ value: ParameterValue, for parameter: Parameter, in run: inout IntentRun) -> [String] {
        run.values[parameter.name] = value
        run.settled.insert(parameter.name)
        misunderstandings = 0
        return proceed(run)
    }

    private func misunderstood() -> [String] {
        misunderstandings += 1
        guard misunderstandings < Self.misunderstandingLimit else {
            state = .idle
            misunderstandings = 0
            return [strings.giveUp]
        }
        return [strings.didNotGetThat] + prompt()
    }

    private func chooseShortcut(_ tokens: [String], among candidates: [MatchCandidate]) -> MatchCandidate? {
        if let position = language.answers.position(tokens, optionCount: candidates.count) {
            return candidates[position - 1]
        }
        let named = candidates.filter { candidate in
            let app = catalog.apps[candidate.appIndex]
            let names = app.spokenNames(for: locale) + [shortcutTitle(candidate)] + ["\(app.name.resolved(for: locale)) \(shortcutTitle(candidate))"]
            return names.contains { name in
                let words = index.normalizer.tokens(name, isUtteranceStart: false)
                return words == tokens || (!tokens.isEmpty && words.count > tokens.count && Self.contains(words, tokens))
            }
        }
        return named.count == 1 ? named[0] : nil
    }

    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard part.count <= words.count else { return false }
        return (0...(words.count - part.count)).contains { Array(words[$0..<($0 + part.count)]) == part }
    }

    // MARK: Prompts

    /// The question of the current state, as first asked (and repeated after "Sorry, I didn't get that.").
    private func prompt() -> [String] {
        switch state {
        case .idle:
            return []
        case .awaitingValue(let run):
            let parameter = currentParameter(of: run)
            let renderer = self.renderer(for: run)
            return [parameter.prompt.map { renderer.text($0, values: run.values) } ?? strings.valuePrompt(renderer.title(of: parameter))]
        case .awaitingChoice(let run, let choice):
            let parameter = currentParameter(of: run)
            let renderer = self.renderer(for: run)
            let question = choice.isEntityNarrowing
                ? strings.whichOne
                : parameter.prompt.map { renderer.text($0, values: run.values) } ?? strings.choicePrompt(renderer.title(of: parameter))
            let definition = parameter.type.customName.flatMap(catalog.apps[run.appIndex].type(named:))
            let options = choice.valueIDs.compactMap { definition?.value(id: $0) }.map {
                (title: $0.title.resolved(for: locale), subtitle: $0.subtitle?.resolved(for: locale))
            }
            return renderer.choice(prompt: question, options: options)
        case .awaitingParameterConfirmation(let run):
            let parameter = currentParameter(of: run)
            let renderer = self.renderer(for: run)
            if case .custom(let dialog) = parameter.confirmation {
                return [renderer.text(dialog, values: run.values)]
            }
            return [strings.confirmValue(run.values[parameter.name].map { renderer.value(of: parameter, $0) } ?? "")]
        case .awaitingIntentConfirmation(let run):
            let (_, intent) = context(of: run)
            return [intent.confirmation.map { renderer(for: run).text($0, values: run.values) } ?? ""]
        case .awaitingShortcutChoice(let candidates):
            let options = candidates.map { (title: "\(catalog.apps[$0.appIndex].name.resolved(for: locale)): \(shortcutTitle($0))", subtitle: String?.none) }
            let renderer = DialogueRenderer(app: catalog.apps[candidates[0].appIndex], intent: nil, device: device, locale: locale, flags: AppState(), strings: language.strings, formatter: language.formatter)
            return renderer.choice(prompt: strings.whichOne, options: options)
        case .awaitingDidYouMean(let candidate):
            return [strings.didYouMean(MatchReport(index: index).rendered(candidate))]
        }
    }

    private func shortcutTitle(_ candidate: MatchCandidate) -> String {
        let app = catalog.apps[candidate.appIndex]
        return app.title(of: app.shortcuts[candidate.shortcutIndex], locale: locale)
    }

    // MARK: Helpers

    private func context(of run: IntentRun) -> (App, Intent) {
        let app = catalog.apps[run.appIndex]
        // Loading guarantees every shortcut's intent exists.
        let intent = app.intent(run.intentKey) ?? Intent(key: run.intentKey, title: LocalizedText(run.intentKey), location: app.location)
        return (app, intent)
    }

    private func currentParameter(of run: IntentRun) -> Parameter {
        context(of: run).1.parameters[run.cursor]
    }

    func renderer(for run: IntentRun) -> DialogueRenderer {
        let (app, intent) = context(of: run)
        return DialogueRenderer(app: app, intent: intent, device: device, locale: locale, flags: appStates[run.appIndex], strings: language.strings, formatter: language.formatter)
    }

    private func holds(_ condition: Condition, _ run: IntentRun) -> Bool {
        let (_, intent) = context(of: run)
        return condition.clauses.allSatisfy { clause in
            if intent.parameter(named: clause.name) != nil {
                let value = run.values[clause.name]
                switch clause.expected {
                case .none: return value == nil
                case .identifier(let id): return value == .identifier(id) || value == .string(id)
                case .bool(let flag): return value == .bool(flag)
                case .number(let number):
                    switch value {
                    case .int(let int)?: return Double(int) == number
                    case .double(let double)?: return double == number
                    case .duration(let seconds)?: return Double(seconds) == number
                    default: return false
                    }
                }
            }
            let flag = appStates[run.appIndex].flag(clause.name)
            switch clause.expected {
            case .bool(let expected): return flag == expected
            case .none: return flag == nil
            default: return false
            }
        }
    }
}
