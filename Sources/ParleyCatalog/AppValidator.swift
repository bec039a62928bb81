import ParleyText

/// Checks the references inside one app: parameters, flags, values and the phrase
/// rules of docs/CATALOG.md. It reads the model only, so an app from any source — a YAML
/// catalog, an imported Swift project — is checked the same way, each finding at the
/// `SourceLocation` its front end gave the item.
package struct AppValidator {
    static let maximumShortcuts = 10

    let app: App
    private let reader = DiagnosticLog()

    package init(app: App) {
        self.app = app
    }

    /// Every problem found, in the order of the app's parts.
    package func validate() -> [Diagnostic] {
        for type in app.types where type.kind == .entity && type.values.isEmpty {
            reader.warning("entity '\(type.key)' has no values: a phrase that holds it cannot be spoken and Siri has none to offer; give it values (for an imported app, in its overlay)", at: type.location)
        }
        for intent in app.intents { validate(intent) }
        validateShortcuts()
        return reader.diagnostics
    }

    // MARK: Intents

    private func validate(_ intent: Intent) {
        var declared: [Parameter] = []
        for parameter in intent.parameters {
            if declared.contains(where: { $0.name == parameter.name }) {
                reader.error("intent '\(intent.key)' has two parameters named '\(parameter.name)'", at: parameter.location)
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
                if case .identifier = clause.expected {
                    reader.error("flag '\(clause.name)' is true or false, not '\(clause.expected)'", at: clause.location)
                } else if case .number = clause.expected {
                    reader.error("flag '\(clause.name)' is true or false, not \(clause.expected)", at: clause.location)
                }
            } else {
                let names = parameters.map(\.name) + app.initialState.flags.map(\.name)
                reader.error("the condition of \(context) refers to '\(clause.name)', which is neither an earlier parameter nor a flag\(names.isEmpty ? "" : " (known: \(names.joined(separator: ", ")))")", at: clause.location)
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
            reader.error("'\(parameter.name)' is \(parameter.type.withArticle) parameter; it cannot be \(clause.expected.description.quotedExcerpt)", at: clause.location)
            return
        }
        guard case .identifier(let id) = clause.expected, let key = parameter.type.customName,
              let definition = app.type(named: key), definition.value(id: id) == nil
        else { return }
        reader.error("'\(id)' is not a value of \(key) (\(definition.values.map(\.id).joined(separator: ", ")))", at: clause.location)
    }

    private func validate(_ dialog: Dialog, intent: Intent) {
        for template in dialog.allTemplates {
            validateReferences(in: template, intent: intent, at: dialog.location)
        }
    }

    private func validateReferences(in template: String, intent: Intent, at location: SourceLocation) {
        for name in DialogTemplate.references(in: template) where intent.parameter(named: name) == nil && !app.hasFlag(name) {
            let known = intent.parameters.map(\.name) + app.initialState.flags.map(\.name)
            reader.error("the dialog refers to \\(\(name)), which is not a parameter of \(intent.key) or a flag\(known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))")", at: location)
        }
    }

    private func validateFlag(_ flag: String, at location: SourceLocation) {
        guard !app.hasFlag(flag) else { return }
        reader.error("unknown flag '\(flag)'; declare it under state: flags: with its initial value", at: location)
    }

    // MARK: Shortcuts and phrases

    private func validateShortcuts() {
        if app.shortcuts.count > Self.maximumShortcuts {
            reader.error("\(app.key) has \(app.shortcuts.count) shortcuts; an app can have at most \(Self.maximumShortcuts)", at: app.shortcuts[Self.maximumShortcuts].location)
        }
        for shortcut in app.shortcuts {
            let intent = app.intent(shortcut.intentKey)
            for phrase in shortcut.phrases.allElements {
                validate(phrase, intent: intent)
            }
            if shortcut.phrases.allElements.isEmpty {
                reader.error("the shortcut for \(shortcut.intentKey) has no phrases", at: shortcut.location)
            }
        }
        for (phrase, first) in Self.duplicatePhrases(in: app) {
            reader.warning(Self.duplicateMessage(phrase, first: first), at: phrase.location)
        }
        for phrase in app.negativePhrases.allElements {
            do throws(PhraseTemplate.SyntaxError) {
                _ = try PhraseTemplate.parse(phrase.text)
            } catch {
                reader.error(error.message, at: phrase.location(ofOffset: error.offset))
            }
        }
    }

    /// Each phrase that repeats an earlier one of the same app, with that earlier one.
    package static func duplicatePhrases(in app: App) -> [(phrase: PhraseSource, first: PhraseSource)] {
        var seen: [[String]: PhraseSource] = [:]
        var duplicates: [(phrase: PhraseSource, first: PhraseSource)] = []
        let normalizer = Normalizer.forLocale("en")
        for phrase in app.shortcuts.flatMap(\.phrases.allElements) {
            guard let key = comparisonKey(phrase, normalizer: normalizer) else { continue }
            if let first = seen[key] { duplicates.append((phrase, first)) } else { seen[key] = phrase }
        }
        return duplicates
    }

    package static func duplicateMessage(_ phrase: PhraseSource, first: PhraseSource) -> String {
        "duplicated phrase '\(phrase.text)' (first at line \(first.location.line))"
    }

    /// Two phrases are duplicates when they normalize to the same words and slots. (With
    /// the default vocabulary: phrases of every locale are compared, and scripts without
    /// spaces split the same way whatever the vocabulary.)
    static func comparisonKey(_ phrase: PhraseSource, normalizer: Normalizer) -> [String]? {
        guard let template = try? PhraseTemplate.parse(phrase.text) else { return nil }
        return template.segments.enumerated().flatMap { index, segment -> [String] in
            switch segment {
            case .text(let text): normalizer.tokens(text, isUtteranceStart: index == 0)
            case .applicationName: ["\\(.applicationName)"]
            case .parameter(let name): ["\\(\\.$\(name))"]
            }
        }
    }

    private func validate(_ phrase: PhraseSource, intent: Intent?) {
        let template: PhraseTemplate
        do throws(PhraseTemplate.SyntaxError) {
            template = try PhraseTemplate.parse(phrase.text)
        } catch {
            reader.error(error.message, at: phrase.location(ofOffset: error.offset))
            return
        }
        let appNameCount = template.applicationNameCount
        if appNameCount != 1 {
            let problem = appNameCount == 0 ? "does not contain" : "contains \(appNameCount) times"
            let at = appNameCount == 0 ? phrase.location : phrase.location(ofOffset: template.slots.filter { $0.segment == .applicationName }[1].offset)
            reader.error(#"the phrase '\#(phrase.text)' \#(problem) \(.applicationName); every phrase must say the app's name exactly once"#, at: at)
        }
        let parameterSlots = template.slots.filter { if case .parameter = $0.segment { return true } else { return false } }
        if parameterSlots.count > 1 {
            reader.error("the phrase '\(phrase.text)' has \(parameterSlots.count) parameters (\(template.parameterNames.joined(separator: ", "))); a phrase can have at most one", at: phrase.location(ofOffset: parameterSlots[1].offset))
        }
        guard let intent else { return }
        for slot in parameterSlots {
            guard case .parameter(let name) = slot.segment else { continue }
            let location = phrase.location(ofOffset: slot.offset)
            guard let parameter = intent.parameter(named: name) else {
                let names = intent.parameters.map(\.name)
                reader.error("the phrase refers to parameter '\(name)', but intent '\(intent.key)' has \(names.isEmpty ? "no parameters" : "only: \(names.joined(separator: ", "))")", at: location)
                continue
            }
            guard let key = parameter.type.customName, let definition = app.type(named: key) else {
                if parameter.type.customName == nil {
                    reader.error("parameter '\(name)' is \(parameter.type.withArticle); a phrase can only contain an enum or entity parameter, because Siri needs the possible values before the app runs", at: location)
                }
                continue
            }
            if definition.speakableValues.isEmpty {
                reader.warning("parameter '\(name)' has no \(definition.kind == .entity ? "suggested values" : "cases"), so this phrase can never be spoken", at: location)
            }
        }
    }
}
