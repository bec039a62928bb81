import ParleyText

/// Checks the references inside one app: parameters, flags, values and the phrase
/// rules of docs/CATALOG.md. It reads the model only, so an app from any source — a YAML
/// catalog, an imported Swift project — is checked the same way, each finding at the
/// `SourceLocation` its front end gave the item.
package struct AppValidator {
    static let maximumShortcuts = 10

    let app: App
    private let log = DiagnosticLog()

    package init(app: App) {
        self.app = app
    }

    /// Every problem found, in the order of the app's parts.
    package func validate() -> [Diagnostic] {
        for type in app.types where type.kind == .entity && type.values.isEmpty {
            log.report(.entityWithoutValues(type: type.key), at: type.location)
        }
        for intent in app.intents { validate(intent) }
        validateShortcuts()
        return log.diagnostics
    }

    // MARK: Intents

    private func validate(_ intent: Intent) {
        var declared: [Parameter] = []
        for parameter in intent.parameters {
            if declared.contains(where: { $0.name == parameter.name }) {
                log.report(.duplicateParameter(parameter.name, intent: intent.key), at: parameter.location)
            }
            if let condition = parameter.condition {
                // A `when` may only look at parameters resolved before this one, or at flags.
                validate(condition, parameters: declared, context: "parameter '\(parameter.name)'")
            }
            if let prompt = parameter.prompt { validate(prompt, intent: intent) }
            if case .custom(let dialog) = parameter.confirmation { validate(dialog, intent: intent) }
            declared.append(parameter)
        }
        if let confirmation = intent.confirmation { validate(confirmation, intent: intent) }
        for requirement in intent.requirements {
            validateFlag(requirement.flag, at: requirement.location)
            if let dialog = requirement.dialog { validate(dialog, intent: intent) }
        }
        for failure in intent.failures {
            validate(failure.condition, parameters: intent.parameters, context: "a failure")
            validate(failure.dialog, intent: intent)
        }
        for result in intent.results {
            if let condition = result.condition { validate(condition, parameters: intent.parameters, context: "a result") }
            if let dialog = result.dialog { validate(dialog, intent: intent) }
            for line in result.snippet {
                for template in line.allValues { validateReferences(in: template, intent: intent, at: result.location) }
            }
            for change in result.flagChanges { validateFlag(change.flag, at: result.location) }
        }
    }

    private func validate(_ condition: Condition, parameters: [Parameter], context: String) {
        for clause in condition.clauses {
            if let parameter = parameters.first(where: { $0.name == clause.name }) {
                validate(clause, against: parameter)
            } else if app.hasFlag(clause.name) {
                switch clause.expected {
                case .identifier: log.report(.flagNotBoolean(clause.name, written: "'\(clause.expected)'"), at: clause.location)
                case .number: log.report(.flagNotBoolean(clause.name, written: "\(clause.expected)"), at: clause.location)
                case .bool, .none: break
                }
            } else {
                let names = parameters.map(\.name) + app.initialState.flags.map(\.name)
                log.report(.unknownConditionName(clause.name, context: context, known: names), at: clause.location)
            }
        }
    }

    /// The value must be one the parameter can hold: a case of its enum, a number for a
    /// number, true/false for a Bool; `null` always fits.
    private func validate(_ clause: Condition.Clause, against parameter: Parameter) {
        let fits: Bool
        switch (clause.expected, parameter.type) {
        case (.none, _): fits = true
        case (.number(let number), .int), (.number(let number), .double), (.number(let number), .duration): fits = number.isFinite
        case (.bool, .bool): fits = true
        case (.identifier, .string), (.identifier, .custom), (.identifier, .date): fits = true
        default: fits = false
        }
        guard fits else {
            log.report(.valueOfWrongType(parameter: parameter.name, type: parameter.type.withArticle, written: clause.expected.description), at: clause.location)
            return
        }
        guard case .identifier(let id) = clause.expected, let key = parameter.type.customName,
              let definition = app.type(named: key), definition.value(id: id) == nil
        else { return }
        log.report(.notAValue(id, type: key, values: definition.values.map(\.id), context: nil), at: clause.location)
    }

    private func validate(_ dialog: Dialog, intent: Intent) {
        for template in dialog.allTemplates {
            validateReferences(in: template, intent: intent, at: dialog.location)
        }
    }

    private func validateReferences(in template: String, intent: Intent, at location: SourceLocation) {
        for name in DialogTemplate.references(in: template) where intent.parameter(named: name) == nil && !app.hasFlag(name) {
            let known = intent.parameters.map(\.name) + app.initialState.flags.map(\.name)
            log.report(.unknownDialogReference(name, intent: intent.key, known: known), at: location)
        }
    }

    private func validateFlag(_ flag: String, at location: SourceLocation) {
        guard !app.hasFlag(flag) else { return }
        log.report(.unknownFlag(flag), at: location)
    }

    // MARK: Shortcuts and phrases

    private func validateShortcuts() {
        if app.shortcuts.count > Self.maximumShortcuts {
            log.report(.tooManyShortcuts(app: app.key, count: app.shortcuts.count, limit: Self.maximumShortcuts), at: app.shortcuts[Self.maximumShortcuts].location)
        }
        for shortcut in app.shortcuts {
            let intent = app.intent(shortcut.intentKey)
            for phrase in shortcut.phrases.allElements {
                validate(phrase, intent: intent)
            }
            if shortcut.phrases.allElements.isEmpty {
                log.report(.shortcutWithoutPhrases(intent: shortcut.intentKey), at: shortcut.location)
            }
        }
        for (phrase, first) in Self.duplicatePhrases(in: app) {
            log.report(.duplicatePhrase(phrase.text, firstLine: first.location.line), at: phrase.location)
        }
        for phrase in app.negativePhrases.allElements {
            do throws(PhraseTemplate.SyntaxError) {
                _ = try PhraseTemplate.parse(phrase.text)
            } catch {
                log.report(error.problem, at: phrase.location(ofOffset: error.offset))
            }
        }
    }

    /// Each phrase that repeats an earlier one of the same app, with that earlier one.
    package static func duplicatePhrases(in app: App) -> [(phrase: PhraseSource, first: PhraseSource)] {
        var seen: [String: PhraseSource] = [:]
        var duplicates: [(phrase: PhraseSource, first: PhraseSource)] = []
        let normalizer = Normalizer.forLocale("en")
        for phrase in app.shortcuts.flatMap(\.phrases.allElements) {
            guard let key = comparisonKey(phrase, normalizer: normalizer) else { continue }
            if let first = seen[key] { duplicates.append((phrase, first)) } else { seen[key] = phrase }
        }
        return duplicates
    }

    /// Two phrases are duplicates when they normalize to the same words and slots. (With
    /// the default vocabulary: phrases of every locale are compared, and scripts without
    /// spaces split the same way whatever the vocabulary.) The words are joined by a
    /// character no word holds: one string hashes faster than an array of them.
    static func comparisonKey(_ phrase: PhraseSource, normalizer: Normalizer) -> String? {
        guard let template = try? PhraseTemplate.parse(phrase.text) else { return nil }
        var key = ""
        for (segment, words) in zip(template.segments, template.segmentWords(normalizer)) {
            switch segment {
            case .text: for word in words { key += word + "\u{1F}" }
            case .applicationName: key += "\\(.applicationName)\u{1F}"
            case .parameter(let name): key += "\\(\\.$\(name))\u{1F}"
            }
        }
        return key
    }

    private func validate(_ phrase: PhraseSource, intent: Intent?) {
        let template: PhraseTemplate
        do throws(PhraseTemplate.SyntaxError) {
            template = try PhraseTemplate.parse(phrase.text)
        } catch {
            log.report(error.problem, at: phrase.location(ofOffset: error.offset))
            return
        }
        let appNameCount = template.applicationNameCount
        if appNameCount != 1 {
            let at = appNameCount == 0 ? phrase.location : phrase.location(ofOffset: template.slots.filter { $0.segment == .applicationName }[1].offset)
            log.report(.applicationNameCount(phrase: phrase.text, count: appNameCount), at: at)
        }
        let parameterSlots = template.slots.filter { if case .parameter = $0.segment { return true } else { return false } }
        if parameterSlots.count > 1 {
            log.report(.tooManyPhraseParameters(phrase: phrase.text, names: template.parameterNames), at: phrase.location(ofOffset: parameterSlots[1].offset))
        }
        guard let intent else { return }
        for slot in parameterSlots {
            guard case .parameter(let name) = slot.segment else { continue }
            let location = phrase.location(ofOffset: slot.offset)
            guard let parameter = intent.parameter(named: name) else {
                log.report(.unknownPhraseParameter(name, intent: intent.key, parameters: intent.parameters.map(\.name)), at: location)
                continue
            }
            guard let key = parameter.type.customName, let definition = app.type(named: key) else {
                if parameter.type.customName == nil {
                    log.report(.phraseParameterNotSpeakable(name, type: parameter.type.withArticle), at: location)
                }
                continue
            }
            if definition.speakableValues.isEmpty {
                log.report(.phraseNeverSpoken(parameter: name, isEntity: definition.kind == .entity), at: location)
            }
        }
    }
}
