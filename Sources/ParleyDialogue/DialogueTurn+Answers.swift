import ParleyText
import ParleyCatalog
import ParleyMatching

/// Reading the user's answer to the question the dialogue is waiting on.
extension DialogueTurn {
    mutating func answer(_ line: String, tokens: [String]) -> [String] {
        switch state {
        case .idle:
            return idle(line, tokens: tokens)
        case .awaitingValue(var run):
            let parameter = currentParameter(of: run)
            switch valueAnswer(for: parameter, in: run).read(line, tokens: tokens) {
            case .value(let value):
                return accept(value, for: parameter, in: &run)
            case .outOfRange(let bound, let message):
                record(.outOfRange(app: run.appIndex, intent: run.intentKey, parameter: parameter.name, bound: bound))
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
            switch valueAnswer(for: parameter, in: run).choose(line, tokens: tokens, among: choice.valueIDs, narrowing: choice.isEntityNarrowing) {
            case .value(let value):
                run.heardChoices[parameter.name] = nil
                record(.chose(app: run.appIndex, intent: run.intentKey, parameter: parameter.name))
                return accept(value, for: parameter, in: &run)
            case .several(let ids):
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: ids, isEntityNarrowing: true))
                misunderstandings = 0
                return prompt()
            case .outOfRange, .notUnderstood:
                return misunderstood()
            }
        case .awaitingParameterConfirmation(var run):
            guard let yes = language.answers.yesNo(tokens, said: line) else { return misunderstood() }
            let parameter = currentParameter(of: run)
            record(.parameterConfirmed(app: run.appIndex, intent: run.intentKey, parameter: parameter.name, accepted: yes))
            run.settled.insert(parameter.name)
            if !yes {
                run.values[parameter.name] = nil
                run.fromUtterance.remove(parameter.name)
            }
            misunderstandings = 0
            return proceed(run)
        case .awaitingIntentConfirmation(var run):
            guard let yes = language.answers.yesNo(tokens, said: line) else { return misunderstood() }
            record(.intentConfirmed(app: run.appIndex, intent: run.intentKey, accepted: yes))
            misunderstandings = 0
            guard yes else {
                state = .idle
                return [strings.cancelled]
            }
            run.intentConfirmed = true
            return proceed(run)
        case .awaitingShortcutChoice(let candidates):
            guard let chosen = chooseShortcut(tokens, among: candidates) else { return misunderstood() }
            return start(chosen, heardPhrase: true)
        case .awaitingDidYouMean(let nearMiss):
            guard let yes = language.answers.yesNo(tokens, said: line) else {
                // A new request runs, as if the user had said "no" and then asked (§4): an
                // exact match, as SPEC says, and as Siri does, any request it would act on
                // when nothing waits — a flexible match, another app's, help, Siri's own.
                // Only what it could not act on at all is a misunderstood answer.
                guard isRequest(line, tokens: tokens) else { return misunderstood() }
                state = .idle
                misunderstandings = 0
                return idle(line, tokens: tokens)
            }
            guard yes else {
                state = .idle
                misunderstandings = 0
                return [strings.cancelled]
            }
            switch nearMiss {
            case .phrase(let candidate):
                return start(candidate, heardPhrase: false)
            case .personalShortcut(let name):
                state = .idle
                guard let shortcut = conversation.personalShortcuts.first(where: { $0.name == name }) else { return [strings.notUnderstood] }
                return runPersonalShortcut(shortcut)
            }
        }
    }

    /// Whether a line said while "Did you mean …?" waits is a request of its own.
    private func isRequest(_ line: String, tokens: [String]) -> Bool {
        if language.help.request(in: tokens) != nil { return true }
        switch hear(line, tokens: tokens) {
        case .personalShortcut, .siri: return true
        case .phrase(let result):
            if case .none = result.outcome { return false }
            return true
        }
    }

    private func valueAnswer(for parameter: Parameter, in run: IntentRun) -> ValueAnswer {
        ValueAnswer(
            parameter: parameter, definition: parameter.type.customName.flatMap(catalog.apps[run.appIndex].type(named:)),
            language: language, normalizer: index.normalizer, now: now)
    }

    private mutating func accept(_ value: ParameterValue, for parameter: Parameter, in run: inout IntentRun) -> [String] {
        run.values[parameter.name] = value
        run.settled.insert(parameter.name)
        misunderstandings = 0
        return proceed(run)
    }

    mutating func misunderstood() -> [String] {
        misunderstandings += 1
        guard misunderstandings < Self.misunderstandingLimit else {
            recordStop(as: DialogueEvent.gaveUp)
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
                return words == tokens || (!tokens.isEmpty && words.count > tokens.count && words.containsSequence(tokens))
            }
        }
        return named.count == 1 ? named[0] : nil
    }
}
