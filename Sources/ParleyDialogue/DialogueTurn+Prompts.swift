import ParleyText
import ParleyCatalog
import ParleyMatching

/// The question each dialogue state asks.
extension DialogueTurn {
    /// The question of the current state, as first asked (and repeated after "Sorry, I didn't get that.").
    func prompt() -> [String] {
        switch state {
        case .idle:
            return []
        case .awaitingValue(let run):
            let renderer = self.renderer(for: run)
            return [StepLines.value(of: currentParameter(of: run), choosing: false, locale: locale, strings: strings) { renderer.text($0, values: run.values) }]
        case .awaitingChoice(let run, let choice):
            let parameter = currentParameter(of: run)
            let renderer = self.renderer(for: run)
            let question = choice.isEntityNarrowing
                ? strings.whichOne
                : StepLines.value(of: parameter, choosing: true, locale: locale, strings: strings) { renderer.text($0, values: run.values) }
            let definition = parameter.type.customName.flatMap(catalog.apps[run.appIndex].type(named:))
            let options = choice.valueIDs.compactMap { definition?.value(id: $0) }.map {
                (title: $0.title.resolved(for: locale), subtitle: $0.subtitle?.resolved(for: locale))
            }
            return renderer.choice(prompt: question, options: options)
        case .awaitingParameterConfirmation(let run):
            let parameter = currentParameter(of: run)
            let renderer = self.renderer(for: run)
            let value = run.values[parameter.name].map { renderer.value(of: parameter, $0) } ?? ""
            return [StepLines.confirmation(of: parameter, value: value, strings: strings) { renderer.text($0, values: run.values) }]
        case .awaitingIntentConfirmation(let run):
            let (app, intent) = context(of: run)
            if run.door != nil { return [strings.siriAIConfirm(intent.title.resolved(for: locale), app.name.resolved(for: locale))] }
            return [intent.confirmation.map { renderer(for: run).text($0, values: run.values) } ?? ""]
        case .awaitingShortcutChoice(let candidates):
            let options = candidates.map { (title: "\(catalog.apps[$0.appIndex].name.resolved(for: locale)): \(shortcutTitle($0))", subtitle: String?.none) }
            let renderer = DialogueRenderer(app: catalog.apps[candidates[0].appIndex], intent: nil, device: device, locale: locale, flags: AppState(), strings: language.strings, formatter: language.formatter)
            return renderer.choice(prompt: strings.whichOne, options: options)
        case .awaitingDidYouMean(.phrase(let candidate)):
            return [strings.didYouMean(MatchReport(index: index).rendered(candidate))]
        case .awaitingDidYouMean(.personalShortcut(let name)):
            return [strings.didYouMean(name)]
        case .awaitingDoorChoice(let runs):
            let options = doorChoiceOptions(runs).map { (title: $0, subtitle: String?.none) }
            let renderer = DialogueRenderer(app: catalog.apps[runs[0].appIndex], intent: nil, device: device, locale: locale, flags: AppState(), strings: language.strings, formatter: language.formatter)
            return renderer.choice(prompt: strings.whichOne, options: options)
        }
    }

    func shortcutTitle(_ candidate: MatchCandidate) -> String {
        let app = catalog.apps[candidate.appIndex]
        return app.title(of: app.shortcuts[candidate.shortcutIndex], locale: locale)
    }
}
