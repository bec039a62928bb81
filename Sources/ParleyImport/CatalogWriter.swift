import ParleyCatalog

/// Writes an `ImportedApp` as a catalog file (docs/CATALOG.md) — every item followed by a
/// comment naming the project file and line it came from — and the overlay that asks a
/// person for what exists only at run time. The same app always gives the same bytes.
struct CatalogWriter {
    let app: ImportedApp
    let developmentLanguage: String
    let overlayFileName: String

    // MARK: The catalog

    func catalog() -> String {
        let part = CatalogSchema.app
        var lines: [String] = []
        lines.append("\(part.key("app")): \(text(app.name))  # \(YAMLText.comment(app.nameSource))")
        if !app.synonyms.isEmpty {
            lines.append("\(part.key("synonyms")):")
            for synonym in app.synonyms {
                if let hint = synonym.pronunciation {
                    let keys = CatalogSchema.appSynonym
                    lines.append("  - {\(keys.key("name")): \(text(synonym.name)), \(keys.key("pronunciation")): \(text(hint))}  # \(YAMLText.comment(synonym.source))")
                } else {
                    lines.append("  - \(text(synonym.name))  # \(YAMLText.comment(synonym.source))")
                }
            }
        }
        lines += section(part.key("types"), app.types.flatMap(typeLines))
        lines += section(part.key("intents"), app.intents.flatMap(intentLines))
        lines += section(part.key("shortcuts"), app.shortcuts.flatMap(shortcutLines))
        lines += section(part.key("negativePhrases"), app.negativePhrases.map { "  - \(YAMLText.scalar($0.text))  # \(at($0.location))" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// A top-level key and its lines after a blank line, or nothing when it has none.
    private func section(_ key: String, _ body: [String]) -> [String] {
        body.isEmpty ? [] : ["", "\(key):"] + body
    }

    private func typeLines(_ type: ImportedType) -> [String] {
        let part = CatalogSchema.type
        var lines = ["  \(YAMLText.scalar(type.key)):  # \(at(type.location))"]
        lines += field(part, "kind", type.kind.rawValue, indent: 4)
        lines += field(part, "title", text(type.title), indent: 4)
        lines += field(part, "schema", type.schema.map(YAMLText.scalar), indent: 4)
        lines += flag(part, "indexed", type.isIndexed, indent: 4)
        lines += flag(part, "owned", type.isOwned, indent: 4)
        if type.values.isEmpty {
            lines.append("    \(part.key("values")): []  # \(type.kind == .entity ? "filled in by \(overlayFileName)" : "no cases found")")
            return lines
        }
        lines.append("    \(part.key("values")):")
        let keys = CatalogSchema.typeValue
        for value in type.values {
            var fields = ["\(keys.key("id")): \(YAMLText.scalar(value.id))", "\(keys.key("title")): \(text(value.title))"]
            if let subtitle = value.subtitle { fields.append("\(keys.key("subtitle")): \(text(subtitle))") }
            if !value.synonyms.isEmpty { fields.append("\(keys.key("synonyms")): \(synonyms(value.synonyms))") }
            lines.append("      - {\(fields.joined(separator: ", "))}  # \(at(value.location))")
        }
        return lines
    }

    private func intentLines(_ intent: ImportedIntent) -> [String] {
        let part = CatalogSchema.intent
        var lines = ["  \(YAMLText.scalar(intent.key)):  # \(at(intent.location))"]
        lines += field(part, "title", text(intent.title), indent: 4)
        lines += flag(part, "opensApp", intent.opensApp, indent: 4)
        lines += field(part, "schema", intent.schema.map(YAMLText.scalar), indent: 4)
        lines += flag(part, "tool", intent.isTool, indent: 4)
        lines += field(part, "description", intent.description.map(text), indent: 4)
        if !intent.parameters.isEmpty {
            lines.append("    \(part.key("parameters")):")
            lines += intent.parameters.flatMap(parameterLines)
        }
        lines += field(part, "confirm", intent.confirm.map(dialog), indent: 4)
        lines += field(part, "result", intent.result.map { "{\(CatalogSchema.result.key("dialog")): \(dialog($0))}" }, indent: 4)
        lines += field(part, "suggestedPhrase", intent.suggestedPhrase.map(text), indent: 4)
        lines += flag(part, "suggestions", intent.isSuggestible, indent: 4)
        if !intent.shortcutTypes.isEmpty {
            lines.append("    \(part.key("shortcutTypes")):")
            let keys = CatalogSchema.shortcutType
            for type in intent.shortcutTypes {
                var fields = [
                    "\(keys.key("parameters")): [\(type.parameters.map(YAMLText.scalar).joined(separator: ", "))]",
                    "\(keys.key("title")): \(text(type.title))",
                ]
                if let subtitle = type.subtitle { fields.append("\(keys.key("subtitle")): \(text(subtitle))") }
                if type.runsInBackground != keys.flagDefault("background") {
                    fields.append("\(keys.key("background")): \(type.runsInBackground)")
                }
                lines.append("      - {\(fields.joined(separator: ", "))}  # \(at(type.location))")
            }
        }
        return lines
    }

    private func parameterLines(_ parameter: ImportedParameter) -> [String] {
        let part = CatalogSchema.parameter
        var lines = ["      - \(part.key("name")): \(YAMLText.scalar(parameter.name))  # \(at(parameter.location))"]
        lines += field(part, "title", text(parameter.title), indent: 8)
        lines += field(part, "type", YAMLText.scalar(parameter.type), indent: 8)
        lines += flag(part, "required", parameter.isRequired, indent: 8)
        lines += field(part, "description", parameter.description.map(text), indent: 8)
        lines += field(part, "default", parameter.defaultValue.map(YAMLText.value), indent: 8)
        lines += field(part, "min", parameter.minimum.map(YAMLText.value), indent: 8)
        lines += field(part, "max", parameter.maximum.map(YAMLText.value), indent: 8)
        lines += field(part, "prompt", parameter.prompt.map(dialog), indent: 8)
        lines += field(part, "confirm", parameter.confirm.map { $0.full.source.isEmpty ? "true" : dialog($0) }, indent: 8)
        if !parameter.condition.isEmpty {
            let condition = parameter.condition.map { "\(YAMLText.scalar($0.name)): \(YAMLText.value($0.value))" }.joined(separator: ", ")
            lines += field(part, "when", "{\(condition)}", indent: 8)
        }
        return lines
    }

    private func shortcutLines(_ shortcut: ImportedShortcut) -> [String] {
        let part = CatalogSchema.shortcut
        var lines = ["  - \(part.key("intent")): \(YAMLText.scalar(shortcut.intent))  # \(at(shortcut.location))"]
        lines += field(part, "title", shortcut.title.map(text), indent: 4)
        if !shortcut.preset.isEmpty {
            let values = shortcut.preset.map { "\(YAMLText.scalar($0.name)): \(YAMLText.value($0.value))" }.joined(separator: ", ")
            lines += field(part, "preset", "{\(values)}", indent: 4)
        }
        lines.append("    \(part.key("phrases")):")
        if app.phraseLocales.isEmpty {
            for phrase in shortcut.phrases[""] ?? [] { lines.append("      - \(YAMLText.scalar(phrase.text))  # \(at(phrase.location))") }
        } else {
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
            "\(CatalogSchema.overlay.key("extends")): \(YAMLText.scalar(app.name.source))",
        ]
        let entityGaps = app.runtimeGaps.filter { if case .entityValues = $0.item { return true } else { return false } }
        if !entityGaps.isEmpty {
            lines.append("")
            lines.append("\(CatalogSchema.overlay.key("types")):")
            for gap in entityGaps {
                guard case .entityValues(let type) = gap.item else { continue }
                lines.append("  \(YAMLText.scalar(type)):  # \(at(gap.location)): \(YAMLText.comment(gap.why))")
                lines.append("    \(CatalogSchema.overlayType.key("values")): []")
                lines.append("    #  - {\(CatalogSchema.typeValue.key("id")): first, \(CatalogSchema.typeValue.key("title")): The first value}")
            }
        }
        // Intents in the order their first gap appears; per intent: confirm, result, prompts,
        // then defaults, then failures. A default is written commented out: its placeholder is
        // no entity's id, so it would not load; a failure too: its condition is to be written.
        // Lines only a comment holds are commented out with it.
        var intents: [String] = []
        for gap in app.runtimeGaps {
            switch gap.item {
            case .entityValues: continue
            case .resultDialog(let intent), .confirmDialog(let intent), .prompt(let intent, _), .defaultValue(let intent, _, _), .failure(let intent, _):
                if !intents.contains(intent) { intents.append(intent) }
            }
        }
        var intentLines: [(line: String, isActive: Bool)] = []
        for intent in intents {
            var own: [String] = []
            var parameters: [(line: String, isActive: Bool)] = []
            var failures: [String] = []
            for gap in app.runtimeGaps {
                var placeholder = YAMLText.scalar(Self.placeholder(for: gap.location))
                if let supporting = gap.supporting { placeholder = "{full: \(placeholder), supporting: \(text(supporting))}" }
                let comment = "  # \(at(gap.location)): \(YAMLText.comment(gap.why))"
                switch gap.item {
                case .confirmDialog(intent):
                    own.append("    \(CatalogSchema.overlayIntent.key("confirm")): \(placeholder)\(comment)")
                case .resultDialog(intent):
                    own.append("    \(CatalogSchema.overlayIntent.key("result")): {\(CatalogSchema.result.key("dialog")): \(placeholder)}\(comment)")
                case .prompt(intent, let parameter):
                    let keys = CatalogSchema.overlayParameter
                    parameters.append(("      - {\(keys.key("name")): \(YAMLText.scalar(parameter)), \(keys.key("prompt")): \(placeholder)}\(comment)", true))
                case .defaultValue(intent, let parameter, let type):
                    let keys = CatalogSchema.overlayParameter
                    parameters.append(("      - {\(keys.key("name")): \(YAMLText.scalar(parameter)), \(keys.key("default")): \(placeholder)}  # an id of \(YAMLText.comment(type)); \(at(gap.location)): \(YAMLText.comment(gap.why))", false))
                case .failure(intent, let dialog):
                    // Written commented out: its condition is for a person to write.
                    let keys = CatalogSchema.failure
                    let said = dialog.map(self.dialog) ?? placeholder
                    failures.append("      - {\(keys.key("when")): \(placeholder), \(keys.key("dialog")): \(said)}\(comment)")
                default:
                    continue
                }
            }
            let isActive = !own.isEmpty || parameters.contains(where: \.isActive)
            intentLines.append(("  \(YAMLText.scalar(intent)):", isActive))
            intentLines += own.map { ($0, true) }
            if !parameters.isEmpty {
                intentLines.append(("    \(CatalogSchema.overlayIntent.key("parameters")):", parameters.contains(where: \.isActive)))
                intentLines += parameters
            }
            if !failures.isEmpty {
                intentLines.append(("    \(CatalogSchema.overlayIntent.key("failures")):", false))
                intentLines += failures.map { ($0, false) }
            }
        }
        if !intentLines.isEmpty {
            lines.append("")
            let intentsKey = CatalogSchema.overlay.key("intents")
            lines.append(intentLines.contains(where: \.isActive) ? "\(intentsKey):" : "# \(intentsKey):")
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

    /// `key: value` at `indent`, the key as `part` declares it (a key the schema does not
    /// have stops a debug build where it is written); nothing for no value.
    private func field(_ part: CatalogPart, _ key: String, _ value: String?, indent: Int) -> [String] {
        value.map { [String(repeating: " ", count: indent) + "\(part.key(key)): \($0)"] } ?? []
    }

    /// A `true`/`false` key's line, or none when the value is its schema default: the reader
    /// takes the same default, so a catalog says only what differs.
    private func flag(_ part: CatalogPart, _ key: String, _ value: Bool, indent: Int) -> [String] {
        value == part.flagDefault(key) ? [] : [String(repeating: " ", count: indent) + "\(part.key(key)): \(value)"]
    }

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
