import ParleyText
import ParleyCatalog
import ParleyMatching

/// Running an intent: the shortcut's presets and spoken value, then the intent's steps in
/// the order `IntentStep.steps(of:)` gives (the device, requirements, each parameter,
/// failures, the confirmation, the result).
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
        // A value said beside the phrase ("Log 3 glasses …") is said as much as one in its slot.
        for said in candidate.saidValues {
            run.values[said.parameterName] = said.value
            run.fromUtterance.insert(said.parameterName)
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

    /// A run whose values are known so far, from its first step on.
    mutating func begin(_ run: IntentRun) -> [String] {
        lastUsedApp = run.appIndex
        misunderstandings = 0
        guard catalog.apps[run.appIndex].intent(run.intentKey) != nil else { return [strings.notUnderstood] }
        return proceed(run)
    }

    /// Walks the intent's dialogue (`DialogueGraph`) from the step the run is at, until a
    /// step asks a question or ends the run.
    mutating func proceed(_ run: IntentRun) -> [String] {
        var run = run
        let (app, intent) = context(of: run)
        let steps = graphs.graph(app: run.appIndex, intent: intent, of: app).steps
        while run.step < steps.count {
            switch steps[run.step] {
            case .check(let step):
                // The stop is made only when the run ends here: its lines cost a turn.
                if endsHere(step, of: intent, run), let stop = step.stop(in: intent) {
                    let device = device
                    record(stop.event(run.appIndex, device))
                    state = .idle
                    let renderer = renderer(for: run)
                    return [stop.line(app.name.resolved(for: locale), strings) { renderer.text($0, values: run.values) }]
                }
            case .parameter(let parameterStep):
                if let question = resolve(parameterStep, of: intent, &run) { return question }
            case .confirmation:
                // Reached through Siri AI's door, Siri's own confirmation stands for it (below).
                if run.door == nil, !run.intentConfirmed {
                    state = .awaitingIntentConfirmation(run)
                    return prompt()
                }
            case .result:
                if siriConfirms(run, intent), !run.intentConfirmed {
                    state = .awaitingIntentConfirmation(run)
                    return prompt()
                }
                return finish(run)
            }
            run.step += 1
        }
        return finish(run)
    }

    /// Whether a check step's check holds now (`IntentStep.Stop`): the device has no screen,
    /// the required flag is off, the failure's condition holds.
    private func endsHere(_ step: IntentStep, of intent: Intent, _ run: IntentRun) -> Bool {
        switch step {
        case .deviceCheck: !device.hasScreen
        case .requirement(let position): appStates[run.appIndex].flag(intent.requirements[position].flag) != true
        case .failure(let position): holds(intent.failures[position].condition, run)
        case .parameter, .confirmation, .result: false
        }
    }

    /// A parameter's step (`ParameterStep.branch`): nil when its value is settled (from the
    /// utterance, a default, or left empty) and the run moves on; otherwise the question
    /// asked about it.
    private mutating func resolve(_ step: ParameterStep, of intent: Intent, _ run: inout IntentRun) -> [String]? {
        let parameter = step.parameter
        let name = parameter.name
        let facts = ParameterStep.RunFacts(
            conditionHolds: parameter.condition.map { holds($0, run) } ?? true, hasValue: run.values[name] != nil,
            isSaid: run.fromUtterance.contains(name), isSettled: run.settled.contains(name), heardChoices: run.heardChoices[name])
        switch step.branch(facts) {
        case .skipped:
            run.values[name] = nil
            return nil
        case .goOn, .leaveEmpty:
            return nil
        case .confirm:
            state = .awaitingParameterConfirmation(run)
        case .narrow(let heard):
            state = .awaitingChoice(run, ValueChoice(parameterName: name, valueIDs: heard, isEntityNarrowing: true))
        case .takeDefault(let value):
            record(.defaulted(app: run.appIndex, intent: intent.key, parameter: name))
            run.values[name] = value
            return nil
        case .ask(let question):
            record(.asked(app: run.appIndex, intent: intent.key, parameter: name))
            if let options = question.options {
                state = .awaitingChoice(run, ValueChoice(parameterName: name, valueIDs: options, isEntityNarrowing: false))
            } else {
                state = .awaitingValue(run)
            }
        }
        return prompt()
    }

    private mutating func finish(_ run: IntentRun) -> [String] {
        let (app, intent) = context(of: run)
        state = .idle
        if recordsFinishedRuns { finishedRuns.append(run) }
        donate(run, of: intent)
        // An entity the run acted on is surfaced: its app's tools stay open to Siri AI until
        // another app's intent runs (looked for only with Siri AI on: classic Siri has no tools).
        if conversation.siriAI.mode == .ai {
            if intent.parameters.contains(where: { run.values[$0.name] != nil && $0.type.customName.flatMap(app.type(named:))?.kind == .entity }) {
                conversation.siriAI.surfacedApp = run.appIndex
            } else if conversation.siriAI.surfacedApp != run.appIndex {
                conversation.siriAI.surfacedApp = nil
            }
        }
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
        let snippet = device.hasScreen ? (result?.snippet ?? []).map { "| " + renderer.fill($0.resolved(for: locale), values: run.values) } : []
        return StepLines.result(result, of: intent, appName: app.name.resolved(for: locale), snippet: snippet, strings: strings) {
            renderer.text($0, values: run.values)
        }
    }
}
