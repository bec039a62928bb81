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
        lines.append("app: \(text(app.name))  # \(app.nameSource)")
        if !app.synonyms.isEmpty {
            lines.append("synonyms:")
            for synonym in app.synonyms {
                if let hint = synonym.pronunciation {
                    lines.append("  - {name: \(text(synonym.name)), pronunciation: \(text(hint))}  # \(synonym.source)")
                } else {
                    lines.append("  - \(text(synonym.name))  # \(synonym.source)")
                }
            }
        }
        lines += section("types", app.types.flatMap(typeLines))
        lines += section("intents", app.intents.flatMap(intentLines))
        lines += section("shortcuts", app.shortcuts.flatMap(shortcutLines))
        lines += section("negativePhrases", app.negativePhrases.map { "  - \(Self.quoted($0.text))  # \(at($0.location))" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// A top-level key and its lines after a blank line, or nothing when it has none.
    private func section(_ key: String, _ body: [String]) -> [String] {
        body.isEmpty ? [] : ["", "\(key):"] + body
    }

    private func typeLines(_ type: ImportedType) -> [String] {
        var lines = ["  \(type.key):  # \(at(type.location))", "    kind: \(type.kind.rawValue)", "    title: \(text(type.title))"]
        if type.values.isEmpty {
            lines.append("    values: []  # \(type.kind == .entity ? "filled in by \(overlayFileName)" : "no cases found")")
            return lines
        }
        lines.append("    values:")
        for value in type.values {
            var fields = ["id: \(Self.quoted(value.id))", "title: \(text(value.title))"]
            if let subtitle = value.subtitle { fields.append("subtitle: \(text(subtitle))") }
            if !value.synonyms.isEmpty { fields.append("synonyms: \(synonyms(value.synonyms))") }
            lines.append("      - {\(fields.joined(separator: ", "))}  # \(at(value.location))")
        }
        return lines
    }

    private func intentLines(_ intent: ImportedIntent) -> [String] {
        var lines = ["  \(intent.key):  # \(at(intent.location))", "    title: \(text(intent.title))"]
        if intent.opensApp { lines.append("    opensApp: true") }
        if !intent.parameters.isEmpty {
            lines.append("    parameters:")
            for parameter in intent.parameters {
                lines.append("      - name: \(parameter.name)  # \(at(parameter.location))")
                lines.append("        title: \(text(parameter.title))")
                lines.append("        type: \(parameter.type)")
                if !parameter.isRequired { lines.append("        required: false") }
                if let value = parameter.defaultValue { lines.append("        default: \(Self.value(value))") }
                if let minimum = parameter.minimum { lines.append("        min: \(minimum)") }
                if let maximum = parameter.maximum { lines.append("        max: \(maximum)") }
                if let prompt = parameter.prompt { lines.append("        prompt: \(dialog(prompt))") }
                if let confirm = parameter.confirm {
                    lines.append("        confirm: \(confirm.full.source.isEmpty ? "true" : dialog(confirm))")
                }
                if !parameter.condition.isEmpty {
                    lines.append("        when: {\(parameter.condition.map { "\($0.name): \(Self.value($0.value))" }.joined(separator: ", "))}")
                }
            }
        }
        if let confirm = intent.confirm { lines.append("    confirm: \(dialog(confirm))") }
        if let result = intent.result { lines.append("    result: {dialog: \(dialog(result))}") }
        return lines
    }

    private func shortcutLines(_ shortcut: ImportedShortcut) -> [String] {
        var lines = ["  - intent: \(shortcut.intent)  # \(at(shortcut.location))"]
        if let title = shortcut.title { lines.append("    title: \(text(title))") }
        if !shortcut.preset.isEmpty {
            lines.append("    preset: {\(shortcut.preset.map { "\($0.name): \(Self.value($0.value))" }.joined(separator: ", "))}")
        }
        if app.phraseLocales.isEmpty {
            lines.append("    phrases:")
            for phrase in shortcut.phrases[""] ?? [] { lines.append("      - \(Self.quoted(phrase.text))  # \(at(phrase.location))") }
        } else {
            lines.append("    phrases:")
            for locale in [""] + app.phraseLocales {
                let phrases = shortcut.phrases[locale] ?? []
                let code = locale.isEmpty ? developmentLanguage : locale
                guard !phrases.isEmpty else {
                    lines.append("      \(code): []  # no \(code) phrases in the project: not available in \(code)")
                    continue
                }
                lines.append("      \(code):")
                for phrase in phrases { lines.append("        - \(Self.quoted(phrase.text))  # \(at(phrase.location))") }
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
            "# What \(Self.plain(app.name.source)) only knows when it runs. `parley import` wrote this file once and never",
            "# rewrites it: it is yours. Fill in each item; the comment says where the app computes it.",
            "extends: \(Self.quoted(app.name.source))",
        ]
        let entityGaps = app.runtimeGaps.filter { if case .entityValues = $0.item { return true } else { return false } }
        if !entityGaps.isEmpty {
            lines.append("")
            lines.append("types:")
            for gap in entityGaps {
                guard case .entityValues(let type) = gap.item else { continue }
                lines.append("  \(type):  # \(at(gap.location)): \(gap.why)")
                lines.append("    values: []")
                lines.append("    #  - {id: first, title: The first value}")
            }
        }
        // Intents in the order their first gap appears; per intent: confirm, result, prompts.
        var intents: [String] = []
        for gap in app.runtimeGaps {
            switch gap.item {
            case .entityValues: continue
            case .resultDialog(let intent), .confirmDialog(let intent), .prompt(let intent, _):
                if !intents.contains(intent) { intents.append(intent) }
            }
        }
        if !intents.isEmpty {
            lines.append("")
            lines.append("intents:")
        }
        for intent in intents {
            lines.append("  \(intent):")
            var prompts: [String] = []
            for gap in app.runtimeGaps {
                let placeholder = Self.quoted("(to fill in: \(at(gap.location)))")
                switch gap.item {
                case .confirmDialog(intent):
                    lines.append("    confirm: \(placeholder)  # \(at(gap.location)): \(gap.why)")
                case .resultDialog(intent):
                    lines.append("    result: {dialog: \(placeholder)}  # \(at(gap.location)): \(gap.why)")
                case .prompt(intent, let parameter):
                    prompts.append("      - {name: \(parameter), prompt: \(placeholder)}  # \(at(gap.location)): \(gap.why)")
                default:
                    continue
                }
            }
            if !prompts.isEmpty {
                lines.append("    parameters:")
                lines += prompts
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Scalars

    private func at(_ location: ProjectLocation) -> String { "\(location.file):\(location.line)" }

    private func text(_ localized: Localized) -> String {
        if localized.isPlain { return Self.quoted(localized.plain!) }
        let locales = orderedLocales(Array(localized.byLocale.keys))
        return "{" + locales.map { "\($0.isEmpty ? developmentLanguage : $0): \(Self.quoted(localized.byLocale[$0]!))" }.joined(separator: ", ") + "}"
    }

    private func dialog(_ dialog: ImportedDialog) -> String {
        guard let supporting = dialog.supporting else { return text(dialog.full) }
        return "{full: \(text(dialog.full)), supporting: \(text(supporting))}"
    }

    /// `[a, b]` when no synonym is translated; else a list per locale, the development
    /// language's holding every synonym as the source writes it.
    private func synonyms(_ list: [Localized]) -> String {
        if list.allSatisfy(\.isPlain) { return "[" + list.map { Self.quoted($0.plain!) }.joined(separator: ", ") + "]" }
        var byLocale: [String: [String]] = [developmentLanguage: list.map(\.source)]
        for synonym in list {
            for (locale, text) in synonym.byLocale where !locale.isEmpty && locale != developmentLanguage {
                byLocale[locale, default: []].append(text)
            }
        }
        return "{" + orderedLocales(Array(byLocale.keys)).map { locale in
            "\(locale): [" + byLocale[locale]!.map(Self.quoted).joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "}"
    }

    /// Numbers and `true`/`false` as YAML plain scalars; anything else quoted when needed.
    static func value(_ text: String) -> String {
        if text == "true" || text == "false" || Double(text) != nil { return text }
        return quoted(text)
    }

    /// The development language first (the source text), then the others by code.
    private func orderedLocales(_ locales: [String]) -> [String] {
        let first = locales.filter { $0.isEmpty || $0 == developmentLanguage }.sorted()
        return first + locales.filter { !$0.isEmpty && $0 != developmentLanguage }.sorted()
    }

    /// Letters, digits and inner spaces stay plain; anything else is single-quoted, where only
    /// the apostrophe needs escaping and `\(` stays as Swift writes it.
    static func quoted(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        let isPlain = !flat.isEmpty && flat.first != " " && flat.last != " " && flat.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " }
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(flat.lowercased()) && !(flat.first?.isNumber ?? false)
        return isPlain ? flat : "'" + flat.replacingOccurrences(of: "'", with: "''") + "'"
    }

    private static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }
}
