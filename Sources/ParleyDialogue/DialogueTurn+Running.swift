import ParleyText
import ParleyCatalog
import ParleyMatching

/// Running an intent: the shortcut's presets and spoken value, then each parameter in
/// order, requirements, failures, the confirmation and the result.
extension DialogueTurn {
    /// - Parameter heardPhrase: whether the utterance matched the candidate's phrase (not
    ///   a "Yes" to "Did you mean …?"), for the coverage of phrases.
    mutating func start(_ candidate: MatchCandidate, heardPhrase: Bool) -> [String] {
        let app = catalog.apps[candidate.appIndex]
        let shortcut = app.shortcuts[candidate.shortcutIndex]
        if recordsDialogueEvents {
            let phrase = heardPhrase ? index.phrases[candidate.phraseIndex].location : nil
            let (device, locale) = (device, locale)
            record(.shortcutStarted(app: candidate.appIndex, shortcut: candidate.shortcutIndex, phrase: phrase, device: device, locale: locale))
            if heardPhrase, let spoken = candidate.parameter {
                for id in spoken.valueIDs { record(.valueSpoken(app: candidate.appIndex, type: spoken.typeKey, valueID: id)) }
            }
        }
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
        return begin(run)
    }

    /// A run whose values are known so far, from its first check on: the device, then
    /// `requires`, then the parameters in order.
    mutating func begin(_ run: IntentRun) -> [String] {
        let app = catalog.apps[run.appIndex]
        lastUsedApp = run.appIndex
        misunderstandings = 0
        guard let intent = app.intent(run.intentKey) else { return [strings.notUnderstood] }
        if intent.opensApp, !device.hasScreen {
            let device = device
            record(.refusedOnDevice(app: run.appIndex, intent: intent.key, device: device))
            state = .idle
            return [strings.cannotOpenApp(app.name.resolved(for: locale))]
        }
        for (position, requirement) in intent.requirements.enumerated() where appStates[run.appIndex].flag(requirement.flag) != true {
            record(.requirementRefused(app: run.appIndex, intent: intent.key, requirement: position))
            state = .idle
            return [requirement.dialog.map { renderer(for: run).text($0, values: run.values) } ?? strings.cannotRunNow(app.name.resolved(for: locale))]
        }
        return proceed(run)
    }

    /// Resolves parameters in order, then failures, confirmation and the result.
    mutating func proceed(_ run: IntentRun) -> [String] {
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
                record(.defaulted(app: run.appIndex, intent: intent.key, parameter: parameter.name))
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
                record(.asked(app: run.appIndex, intent: intent.key, parameter: parameter.name))
                state = .awaitingValue(run)
                return prompt()
            case .disambiguate:
                record(.asked(app: run.appIndex, intent: intent.key, parameter: parameter.name))
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
        if let position = intent.failures.firstIndex(where: { holds($0.condition, run) }) {
            let failure = intent.failures[position]
            record(.failed(app: run.appIndex, intent: intent.key, failure: position))
            state = .idle
            return [renderer(for: run).text(failure.dialog, values: run.values)]
        }
        if intent.confirmation != nil, !run.intentConfirmed {
            state = .awaitingIntentConfirmation(run)
            return prompt()
        }
        return finish(run)
    }

    private mutating func finish(_ run: IntentRun) -> [String] {
        let (app, intent) = context(of: run)
        state = .idle
        donate(run, of: intent)
        let position = intent.results.firstIndex { $0.condition.map { holds($0, run) } ?? true }
        let result = position.map { intent.results[$0] }
        record(.resulted(app: run.appIndex, intent: intent.key, result: position))
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
}
