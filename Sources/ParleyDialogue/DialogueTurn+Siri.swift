import ParleyText
import ParleyCatalog
import ParleyMatching

/// The rest of what Siri hears besides App Shortcut phrases (SPEC §9): the user's own named
/// shortcuts, the apps' donations, and the requests Siri answers itself.
///
/// What an idle utterance does, first that applies: a personal shortcut's name said exactly;
/// help; an App Shortcut phrase said exactly; "open" and an app's name; one of Siri's own
/// requests; then what flexible matching makes of it (docs/DECISIONS.md).
extension DialogueTurn {
    // MARK: Hearing

    /// The personal shortcut whose name `tokens` say, by its position.
    func personalShortcut(saying tokens: [String]) -> Int? {
        conversation.personalShortcuts.firstIndex { $0.words == tokens }
    }

    /// Runs a personal shortcut: its saved values are settled (never confirmed again), a
    /// missing required value is asked for, and one whose values fit a shortcut type that
    /// cannot run in the background opens the app instead, as a SiriKit intent does.
    mutating func runPersonalShortcut(_ shortcut: PersonalShortcut) -> [String] {
        let app = catalog.apps[shortcut.appIndex]
        guard let intent = app.intent(shortcut.intentKey) else { return [strings.notUnderstood] }
        record(.personalShortcutRan(app: shortcut.appIndex, intent: intent.key))
        if !intent.opensApp, let type = intent.shortcutType(forParameters: shortcut.values.keys), !type.runsInBackground {
            lastUsedApp = shortcut.appIndex
            misunderstandings = 0
            state = .idle
            let name = app.name.resolved(for: locale)
            return [device.hasScreen ? strings.opensApp(name) : strings.cannotOpenApp(name)]
        }
        var run = IntentRun(appIndex: shortcut.appIndex, shortcutIndex: nil, intentKey: intent.key)
        run.values = shortcut.values
        run.settled = Set(shortcut.values.keys)
        return begin(run)
    }

    /// What Siri says for what it answers itself: "Open Soup Chef" opens the app; a request
    /// of its own is named (`[Siri: Timer]`).
    mutating func siriAnswer(_ answer: SiriAnswer) -> [String] {
        switch answer {
        case .openApp(let appIndex):
            lastUsedApp = appIndex
            let name = catalog.apps[appIndex].name.resolved(for: locale)
            return [device.hasScreen ? strings.opensApp(name) : strings.cannotOpenApp(name)]
        case .request(let name):
            return [strings.siriRequest(name)]
        }
    }

    /// A personal shortcut that `tokens` nearly name: one word added, left out or swapped,
    /// in a name of two words or more, and no negation or opposite brought in (SPEC §3).
    func personalShortcutNearlySaid(_ tokens: [String]) -> PersonalShortcut? {
        let words = index.words
        func changesMeaning(_ added: String, replacing removed: String?) -> Bool {
            words.negators.contains { $0.contains(added) } || removed.map { words.opposites(of: $0).contains(added) } ?? false
        }
        return conversation.personalShortcuts.first { shortcut in
            let name = shortcut.words
            guard name.count >= 2 else { return false }
            switch tokens.count - name.count {
            case 0:
                let differing = name.indices.filter { name[$0] != tokens[$0] }
                return differing.count == 1 && !changesMeaning(tokens[differing[0]], replacing: name[differing[0]])
            case 1:
                guard let extra = tokens.indices.first(where: { Array(tokens[..<$0] + tokens[($0 + 1)...]) == name }) else { return false }
                return !changesMeaning(tokens[extra], replacing: nil)
            case -1:
                return name.indices.contains { Array(name[..<$0] + name[($0 + 1)...]) == tokens }
            default:
                return false
            }
        }
    }

    // MARK: Settings

    /// Applies a setting of SPEC §9; returns it as a transcript records it.
    mutating func applyShortcutSetting(_ setting: SessionSetting) throws(SessionError) -> SessionSetting {
        switch setting {
        case .shortcut(let name, nil):
            guard let position = conversation.personalShortcuts.firstIndex(where: { $0.words == index.normalizer.tokens(name) }) else {
                throw SessionError(.noPersonalShortcut(name, names: conversation.personalShortcuts.map(\.name)))
            }
            let removed = conversation.personalShortcuts.remove(at: position)
            return .shortcut(name: removed.name, target: nil)
        case .shortcut(let name, let target?):
            let (appIndex, intent, values) = try resolve(target)
            return try addPersonalShortcut(name, appIndex: appIndex, intent: intent, values: values)
        case .addLastRunToSiri(let name):
            guard let run = conversation.lastRun else { throw SessionError(.nothingToAddToSiri) }
            let (app, intent) = context(of: run)
            let shortcutTitle = run.shortcutIndex.map { app.title(of: app.shortcuts[$0], locale: locale) }
            let chosen = name ?? intent.suggestedPhrase?.resolved(for: locale) ?? shortcutTitle ?? intent.title.resolved(for: locale)
            return try addPersonalShortcut(chosen, appIndex: run.appIndex, intent: intent, values: run.values)
        case .donate(let target):
            let (appIndex, intent, values) = try resolve(target)
            if intent.isSuggestible { conversation.donations.append(Donation(appIndex: appIndex, intentKey: intent.key, values: values)) }
            return .donate(Self.target(app: catalog.apps[appIndex], intent: intent, values: values))
        case .deleteDonations(let name, let intentKey):
            guard let appIndex = catalog.appIndex(named: name) else { throw SessionError(.unknownApp(name, apps: catalog.apps.map(\.key))) }
            let app = catalog.apps[appIndex]
            if let intentKey, app.intent(intentKey) == nil {
                throw SessionError(.unknownIntent(intentKey, app: app.key, intents: app.intents.map(\.key)))
            }
            conversation.donations.removeAll { $0.appIndex == appIndex && (intentKey == nil || $0.intentKey == intentKey) }
            return .deleteDonations(app: app.key, intent: intentKey)
        default:
            return setting
        }
    }

    /// Saves a personal shortcut, unless its name already runs something.
    private mutating func addPersonalShortcut(_ name: String, appIndex: Int, intent: Intent, values: [String: ParameterValue]) throws(SessionError) -> SessionSetting {
        let words = index.normalizer.tokens(name)
        if let owner = owner(of: name, words: words) { throw SessionError(.nameInUse(owner: owner)) }
        conversation.personalShortcuts.append(PersonalShortcut(name: name, words: words, appIndex: appIndex, intentKey: intent.key, values: values))
        return .shortcut(name: name, target: Self.target(app: catalog.apps[appIndex], intent: intent, values: values))
    }

    /// Who already answers `words`: a personal shortcut, an App Shortcut phrase said
    /// exactly, or Siri itself — as `Soup Chef: Order Soup` or `Siri: Timer`.
    func owner(of name: String, words: [String]) -> String? {
        if let mine = conversation.personalShortcuts.first(where: { $0.words == words }) {
            let app = catalog.apps[mine.appIndex]
            let title = app.intent(mine.intentKey)?.title.resolved(for: locale) ?? mine.intentKey
            return "\(app.name.resolved(for: locale)): \(title)"
        }
        let exact: MatchCandidate? = switch matcher.match(name, tokens: words).outcome {
        case .matched(let candidate) where candidate.isExact: candidate
        case .ambiguous(let candidates): candidates.first(where: \.isExact)
        default: nil
        }
        if let exact { return "\(catalog.apps[exact.appIndex].name.resolved(for: locale)): \(shortcutTitle(exact))" }
        return siri.answer(to: words).map { "Siri: \($0.requestName)" }
    }

    /// The app, intent and values a target names, each checked against the catalog.
    private func resolve(_ target: IntentTarget) throws(SessionError) -> (Int, Intent, [String: ParameterValue]) {
        guard let appIndex = catalog.appIndex(named: target.app) else { throw SessionError(.unknownApp(target.app, apps: catalog.apps.map(\.key))) }
        let app = catalog.apps[appIndex]
        guard let intent = app.intent(target.intent) else {
            throw SessionError(.unknownIntent(target.intent, app: app.key, intents: app.intents.map(\.key)))
        }
        var values: [String: ParameterValue] = [:]
        for pair in target.values {
            guard let parameter = intent.parameter(named: pair.name) else {
                throw SessionError(.unknownParameter(pair.name, intent: intent.key, parameters: intent.parameters.map(\.name)))
            }
            guard let value = ParameterValue(written: pair.value, type: parameter.type, in: app) else {
                throw SessionError(.notAValueOf(pair.value, parameter: parameter.name, expected: Self.expected(parameter.type, in: app)))
            }
            values[pair.name] = value
        }
        return (appIndex, intent, values)
    }

    /// What a value of `type` looks like, for messages.
    private static func expected(_ type: ValueType, in app: App) -> String {
        switch type {
        case .string: "text"
        case .int: "a whole number"
        case .double: "a number"
        case .bool: "true or false"
        case .date: "a date like 2026-11-21 or 2026-11-21T09:00"
        case .duration: "a duration like PT5M"
        case .custom(let key): "one of " + (app.type(named: key)?.values.map(\.id).joined(separator: ", ") ?? key)
        }
    }

    /// A target as transcripts write it: the app's catalog name, values in written form.
    private static func target(app: App, intent: Intent, values: [String: ParameterValue]) -> IntentTarget {
        IntentTarget(app: app.key, intent: intent.key, values: values.keys.sorted().map { IntentTarget.Pair(name: $0, value: values[$0]?.written ?? "") })
    }
}
