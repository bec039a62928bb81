/// Writes an `ImportedApp` as a catalog file (docs/CATALOG.md) — every item followed by a
/// comment naming the project file and line it came from — and the overlay that asks a
/// person for what exists only at run time. The same app always gives the same bytes.
struct CatalogWriter {
    let app: ImportedApp
    let developmentLanguage: String
    let overlayFileName: String

    // MARK: The catalog

    func catalog() -> String {
        var lines: [String] = []
        lines.append("app: \(text(app.name))  # \(YAMLText.comment(app.nameSource))")
        if !app.synonyms.isEmpty {
            lines.append("synonyms:")
            for synonym in app.synonyms {
                if let hint = synonym.pronunciation {
                    lines.append("  - {name: \(text(synonym.name)), pronunciation: \(text(hint))}  # \(YAMLText.comment(synonym.source))")
                } else {
                    lines.append("  - \(text(synonym.name))  # \(YAMLText.comment(synonym.source))")
                }
            }
        }
        lines += section("types", app.types.flatMap(typeLines))
        lines += section("intents", app.intents.flatMap(intentLines))
        lines += section("shortcuts", app.shortcuts.flatMap(shortcutLines))
        lines += section("negativePhrases", app.negativePhrases.map { "  - \(YAMLText.scalar($0.text))  # \(at($0.location))" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// A top-level key and its lines after a blank line, or nothing when it has none.
    private func section(_ key: String, _ body: [String]) -> [String] {
        body.isEmpty ? [] : ["", "\(key):"] + body
    }

    private func typeLines(_ type: ImportedType) -> [String] {
        var lines = ["  \(YAMLText.scalar(type.key)):  # \(at(type.location))", "    kind: \(type.kind.rawValue)", "    title: \(text(type.title))"]
        if let schema = type.schema { lines.append("    schema: \(YAMLText.scalar(schema))") }
        if type.isIndexed { lines.append("    indexed: true") }
        if type.isOwned { lines.append("    owned: true") }
        if type.values.isEmpty {
            lines.append("    values: []  # \(type.kind == .entity ? "filled in by \(overlayFileName)" : "no cases found")")
            return lines
        }
        lines.append("    values:")
        for value in type.values {
            var fields = ["id: \(YAMLText.scalar(value.id))", "title: \(text(value.title))"]
            if let subtitle = value.subtitle { fields.append("subtitle: \(text(subtitle))") }
            if !value.synonyms.isEmpty { fields.append("synonyms: \(synonyms(value.synonyms))") }
            lines.append("      - {\(fields.joined(separator: ", "))}  # \(at(value.location))")
        }
        return lines
    }

    private func intentLines(_ intent: ImportedIntent) -> [String] {
        var lines = ["  \(YAMLText.scalar(intent.key)):  # \(at(intent.location))", "    title: \(text(intent.title))"]
        if intent.opensApp { lines.append("    opensApp: true") }
        if let schema = intent.schema { lines.append("    schema: \(YAMLText.scalar(schema))") }
        if intent.isTool { lines.append("    tool: true") }
        if let description = intent.description { lines.append("    description: \(text(description))") }
        if !intent.parameters.isEmpty {
            lines.append("    parameters:")
            for parameter in intent.parameters {
                lines.append("      - name: \(YAMLText.scalar(parameter.name))  # \(at(parameter.location))")
                lines.append("        title: \(text(parameter.title))")
                lines.append("        type: \(YAMLText.scalar(parameter.type))")
                if !parameter.isRequired { lines.append("        required: false") }
                if let description = parameter.description { lines.append("        description: \(text(description))") }
                if let value = parameter.defaultValue { lines.append("        default: \(YAMLText.value(value))") }
                if let minimum = parameter.minimum { lines.append("        min: \(YAMLText.value(minimum))") }
                if let maximum = parameter.maximum { lines.append("        max: \(YAMLText.value(maximum))") }
                if let prompt = parameter.prompt { lines.append("        prompt: \(dialog(prompt))") }
                if let confirm = parameter.confirm {
                    lines.append("        confirm: \(confirm.full.source.isEmpty ? "true" : dialog(confirm))")
                }
                if !parameter.condition.isEmpty {
                    lines.append("        when: {\(parameter.condition.map { "\(YAMLText.scalar($0.name)): \(YAMLText.value($0.value))" }.joined(separator: ", "))}")
                }
            }
        }
        if let confirm = intent.confirm { lines.append("    confirm: \(dialog(confirm))") }
        if let result = intent.result { lines.append("    result: {dialog: \(dialog(result))}") }
        if let phrase = intent.suggestedPhrase { lines.append("    suggestedPhrase: \(text(phrase))") }
        if !intent.isSuggestible { lines.append("    suggestions: false") }
        if !intent.shortcutTypes.isEmpty {
            lines.append("    shortcutTypes:")
            for type in intent.shortcutTypes {
                var fields = ["parameters: [\(type.parameters.map(YAMLText.scalar).joined(separator: ", "))]", "title: \(text(type.title))"]
                if let subtitle = type.subtitle { fields.append("subtitle: \(text(subtitle))") }
                if !type.runsInBackground { fields.append("background: false") }
                lines.append("      - {\(fields.joined(separator: ", "))}  # \(at(type.location))")
            }
        }
        return lines
    }

    private func shortcutLines(_ shortcut: ImportedShortcut) -> [String] {
        var lines = ["  - intent: \(YAMLText.scalar(shortcut.intent))  # \(at(shortcut.location))"]
        if let title = shortcut.title { lines.append("    title: \(text(title))") }
        if !shortcut.preset.isEmpty {
            lines.append("    preset: {\(shortcut.preset.map { "\(YAMLText.scalar($0.name)): \(YAMLText.value($0.value))" }.joined(separator: ", "))}")
        }
        if app.phraseLocales.isEmpty {
            lines.append("    phrases:")
            for phrase in shortcut.phrases[""] ?? [] { lines.append("      - \(YAMLText.scalar(phrase.text))  # \(at(phrase.location))") }
        } else {
            lines.append("    phrases:")
            for locale in [""] + app.phraseLocales {
                let phrases = shortcut.phrases[locale] ?? []
                let code = locale.isEmpty ? developmentLanguage : locale
                guard !phrases.isEmpty else {
                    lines.append("      \(YAMLText.scalar(code)): []  # no \(YAMLText.comment(code)) phrases in the project: not available in \(YAMLText.comment(code))")
                    continue
                }
                lines.append("      \(YAMLText.scalar(code)):")
                for phrase in phrases { lines.append("        - \(YAMLText.scalar(phrase.text))  # \(at(phrase.location))") }
            }
        }
        return lines
    }

    // MARK: The overlay

    /// What a person fills in: entity values and dialogs built from app state, each with the
    /// Swift `file:line` it comes from. It loads as written: the placeholders say what is missing.
    func overlay() -> String? {
        guard !app.runtimeGaps.isEmpty else { return nil }
        var lines = [
            "# What \(YAMLText.comment(app.name.source)) only knows when it runs. `parley import` wrote this file once and never",
            "# rewrites it: it is yours. Fill in each item; the comment says where the app computes it.",
            "extends: \(YAMLText.scalar(app.name.source))",
        ]
        let entityGaps = app.runtimeGaps.filter { if case .entityValues = $0.item { return true } else { return false } }
        if !entityGaps.isEmpty {
            lines.append("")
            lines.append("types:")
            for gap in entityGaps {
                guard case .entityValues(let type) = gap.item else { continue }
                lines.append("  \(YAMLText.scalar(type)):  # \(at(gap.location)): \(YAMLText.comment(gap.why))")
                lines.append("    values: []")
                lines.append("    #  - {id: first, title: The first value}")
            }
        }
        // Intents in the order their first gap appears; per intent: confirm, result, prompts,
        // then defaults. A default is written commented out: its placeholder is no entity's id,
        // so it would not load. Lines only a comment holds are commented out with it.
        var intents: [String] = []
        for gap in app.runtimeGaps {
            switch gap.item {
            case .entityValues: continue
            case .resultDialog(let intent), .confirmDialog(let intent), .prompt(let intent, _), .defaultValue(let intent, _, _):
                if !intents.contains(intent) { intents.append(intent) }
            }
        }
        var intentLines: [(line: String, isActive: Bool)] = []
        for intent in intents {
            var own: [String] = []
            var parameters: [(line: String, isActive: Bool)] = []
            for gap in app.runtimeGaps {
                var placeholder = YAMLText.scalar(Self.placeholder(for: gap.location))
                if let supporting = gap.supporting { placeholder = "{full: \(placeholder), supporting: \(text(supporting))}" }
                let comment = "  # \(at(gap.location)): \(YAMLText.comment(gap.why))"
                switch gap.item {
                case .confirmDialog(intent):
                    own.append("    confirm: \(placeholder)\(comment)")
                case .resultDialog(intent):
                    own.append("    result: {dialog: \(placeholder)}\(comment)")
                case .prompt(intent, let parameter):
                    parameters.append(("      - {name: \(YAMLText.scalar(parameter)), prompt: \(placeholder)}\(comment)", true))
                case .defaultValue(intent, let parameter, let type):
                    parameters.append(("      - {name: \(YAMLText.scalar(parameter)), default: \(placeholder)}  # an id of \(YAMLText.comment(type)); \(at(gap.location)): \(YAMLText.comment(gap.why))", false))
                default:
                    continue
                }
            }
            let isActive = !own.isEmpty || parameters.contains(where: \.isActive)
            intentLines.append(("  \(YAMLText.scalar(intent)):", isActive))
            intentLines += own.map { ($0, true) }
            if !parameters.isEmpty {
                intentLines.append(("    parameters:", parameters.contains(where: \.isActive)))
                intentLines += parameters
            }
        }
        if !intentLines.isEmpty {
            lines.append("")
            lines.append(intentLines.contains(where: \.isActive) ? "intents:" : "# intents:")
            lines += intentLines.map { $0.isActive ? $0.line : Self.commentedOut($0.line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `      - {…}` → `      # - {…}`: the indentation kept, so removing `# ` restores it.
    private static func commentedOut(_ line: String) -> String {
        let indentation = line.prefix { $0 == " " }
        return indentation + "# " + line.dropFirst(indentation.count)
    }

    /// What the overlay holds for an item to fill in: `(to fill in: Intents.swift:12)`.
    static func placeholder(for location: ProjectLocation) -> String {
        "(to fill in: \(YAMLText.comment("\(location.file):\(location.line)")))"
    }

    // MARK: Scalars

    /// `file:line`, safe inside a comment or a quoted placeholder.
    private func at(_ location: ProjectLocation) -> String { YAMLText.comment("\(location.file):\(location.line)") }

    private func text(_ localized: Localized) -> String {
        if localized.isPlain { return YAMLText.scalar(localized.plain!) }
        let locales = orderedLocales(Array(localized.byLocale.keys))
        return "{" + locales.map { "\(YAMLText.scalar($0.isEmpty ? developmentLanguage : $0)): \(YAMLText.scalar(localized.byLocale[$0]!))" }.joined(separator: ", ") + "}"
    }

    private func dialog(_ dialog: ImportedDialog) -> String {
        guard let supporting = dialog.supporting else { return text(dialog.full) }
        return "{full: \(text(dialog.full)), supporting: \(text(supporting))}"
    }

    /// `[a, b]` when no synonym is translated; else a list per locale, the development
    /// language's holding every synonym as the source writes it.
    private func synonyms(_ list: [Localized]) -> String {
        if list.allSatisfy(\.isPlain) { return "[" + list.map { YAMLText.scalar($0.plain!) }.joined(separator: ", ") + "]" }
        var byLocale: [String: [String]] = [developmentLanguage: list.map(\.source)]
        for synonym in list {
            for (locale, text) in synonym.byLocale where !locale.isEmpty && locale != developmentLanguage {
                byLocale[locale, default: []].append(text)
            }
        }
        return "{" + orderedLocales(Array(byLocale.keys)).map { locale in
            "\(YAMLText.scalar(locale)): [" + byLocale[locale]!.map(YAMLText.scalar).joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "}"
    }

    /// The development language first (the source text), then the others by code.
    private func orderedLocales(_ locales: [String]) -> [String] {
        let first = locales.filter { $0.isEmpty || $0 == developmentLanguage }.sorted()
        return first + locales.filter { !$0.isEmpty && $0 != developmentLanguage }.sorted()
    }
}
