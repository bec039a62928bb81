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
                guard let (_, reply) = openReply(.outOfRange(bound)) else { return misunderstood() }
                return follow(reply, run, saying: [message])
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
                return accept(value, for: parameter, in: &run)
            case .several(let ids):
                state = .awaitingChoice(run, ValueChoice(parameterName: parameter.name, valueIDs: ids, isEntityNarrowing: true))
                misunderstandings = 0
                return prompt()
            case .outOfRange, .notUnderstood:
                return misunderstood()
            }
        case .awaitingParameterConfirmation(var run):
            guard let yes = language.answers.yesNo(tokens, said: line), let (_, reply) = openReply(yes ? .yes : .no) else { return misunderstood() }
            run.settled.insert(currentParameter(of: run).name)
            return follow(reply, run)
        case .awaitingIntentConfirmation(var run):
            // A yes as said; else the request asked again, before a no: "pode cancelar" confirms
            // a cancellation, though "cancelar" would be a no. (Asked only then: it reads the
            // intent's phrases, a fifth of a turn.)
            let said = language.answers.yesNo(tokens, said: line)
            guard let yes = said == true || asksAgain(tokens, for: run) ? true : said,
                  let (_, reply) = openReply(yes ? .yes : .no) else { return misunderstood() }
            run.intentConfirmed = yes
            return follow(reply, run)
        case .awaitingShortcutChoice(let candidates):
            guard let chosen = chooseShortcut(tokens, among: candidates) else { return misunderstood() }
            return start(chosen, heardPhrase: true)
        case .awaitingDoorChoice(let runs):
            return chooseDoor(tokens, among: runs)
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
        case .personalShortcut, .siri, .siriAI: return true
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

    /// A value for the open parameter's question: chosen from its options (which is
    /// recorded) or typed in.
    private mutating func accept(_ value: ParameterValue, for parameter: Parameter, in run: inout IntentRun) -> [String] {
        run.values[parameter.name] = value
        run.settled.insert(parameter.name)
        guard let (_, reply) = openReply(.value) else {
            misunderstandings = 0
            return proceed(run)
        }
        return follow(reply, run)
    }

    mutating func misunderstood() -> [String] {
        misunderstandings += 1
        guard misunderstandings >= DialogueStep.misunderstandingLimit else { return [strings.didNotGetThat] + prompt() }
        if let (run, reply) = openReply(.misunderstood) { return follow(reply, run) }
        state = .idle
        misunderstandings = 0
        return [strings.giveUp]
    }

    /// Whether a confirmation is answered by asking again for what it confirms, as a yes:
    /// Japanese "予約して", Turkish "al", Portuguese "pode cancelar" at "Cancelar sua
    /// reserva?" — a word of the intent's title or of the phrases of the App Shortcut that
    /// started the run (not of the intent's other shortcuts, which may ask the opposite), in
    /// any form, and no other content word but a yes. A negation of anything else is a no
    /// ("não cancela", "予約しないで").
    func asksAgain(_ tokens: [String], for run: IntentRun) -> Bool {
        var asked = Set(index.normalizer.tokens(intent(of: run).title.resolved(for: locale), isUtteranceStart: false))
        if let shortcut = run.shortcutIndex.map({ catalog.apps[run.appIndex].shortcuts[$0] }) {
            for phrase in shortcut.phrases.resolved(for: locale) {
                asked.formUnion(((try? PhraseTemplate.parse(phrase.text))?.segmentWords(index.normalizer) ?? []).joined())
            }
        }
        let words = MatchWords.forLocale(locale)
        let endings = WordEndings.forLocale(locale)
        let askedStems = Set(asked.compactMap { endings?.stem($0) })
        func isAsked(_ token: String) -> Bool { asked.contains(token) || endings.map { askedStems.contains($0.stem(token)) } == true }
        guard !words.negators.contains(where: { tokens.containsSequence($0) && !$0.allSatisfy(isAsked) }) else { return false }
        return tokens.contains(where: isAsked) && tokens.allSatisfy { isAsked($0) || !words.isContentWord($0) || language.answers.isYesWord($0) }
    }

    private func chooseShortcut(_ tokens: [String], among candidates: [MatchCandidate]) -> MatchCandidate? {
        if let position = language.answers.position(tokens, optionCount: candidates.count) {
            return candidates[position - 1]
        }
        // "the torch", "Torch, please": an article or a polite word around the name is no
        // part of it, on either side.
        let words = MatchWords.forLocale(locale)
        let said = tokens.filter(words.isContentWord)
        let named = candidates.filter { candidate in
            let app = catalog.apps[candidate.appIndex]
            let names = app.spokenNames(for: locale) + [shortcutTitle(candidate)] + ["\(app.name.resolved(for: locale)) \(shortcutTitle(candidate))"]
            return names.contains { name in
                let nameWords = index.normalizer.tokens(name, isUtteranceStart: false)
                if nameWords == tokens || (!tokens.isEmpty && nameWords.count > tokens.count && nameWords.containsSequence(tokens)) { return true }
                let content = nameWords.filter(words.isContentWord)
                return !said.isEmpty && (content == said || content.count > said.count && content.containsSequence(said))
            }
        }
        return named.count == 1 ? named[0] : nil
    }
}
