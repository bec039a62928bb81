import ParleyText

/// Adds each locale's phrases from the `AppShortcuts` table (`AppShortcuts.xcstrings` string
/// sets keyed by a shortcut's first phrase, string units keyed by each phrase, and
/// `<lang>.lproj/AppShortcuts.strings` lines) to the shortcuts the Swift source declares.
struct PhraseTranslations {
    let table: StringTable
    let developmentLanguage: String

    func apply(to shortcuts: inout [ImportedShortcut], types: [ImportedType], intents: [ImportedIntent]) -> [Diagnostic] {
        let diagnostics: [Diagnostic] = []
        for index in shortcuts.indices {
            let source = shortcuts[index].phrases[""] ?? []
            guard let intent = intents.first(where: { $0.key == shortcuts[index].intent }) else { continue }
            var seen: Set<String> = []
            for phrase in source {
                let key = PhraseSpelling.catalogKey(phrase.text)
                guard let entry = table.entries[key] else { continue }
                for locale in entry.values.keys.sorted() {
                    let target = locale == developmentLanguage || locale.isEmpty ? "" : locale
                    let location = entry.locations[locale] ?? phrase.location
                    for value in entry.values[locale] ?? [] {
                        let text = PhraseSpelling.catalogSyntax(value).trimmingCharacters(in: .whitespaces)
                        guard seen.insert(target + "\u{0}" + text).inserted else { continue }
                        if target.isEmpty, source.contains(where: { $0.text == text }) { continue }
                        // The placeholder-mismatch rule reports what cannot be used.
                        if Self.problem(in: text, intent: intent, types: types) != nil { continue }
                        shortcuts[index].phrases[target, default: []].append(ImportedPhrase(text: text, location: location))
                    }
                }
            }
        }
        return diagnostics
    }

    /// Why a translated phrase cannot be used, or nil: the same rules as the source phrase.
    static func problem(in text: String, intent: ImportedIntent, types: [ImportedType]) -> String? {
        let appNames = text.components(separatedBy: "\\(.applicationName)").count - 1
        guard appNames == 1 else { return appNames == 0 ? "lacks ${applicationName}" : "says ${applicationName} more than once" }
        let names = PhraseSpelling.parameterNames(in: text)
        guard names.count <= 1 else { return "holds more than one parameter" }
        for name in names {
            guard let parameter = intent.parameters.first(where: { $0.name == name }), types.contains(where: { $0.key == parameter.type }) else {
                return "uses ${\(name)}, which is not an enum or entity parameter of '\(intent.key)'"
            }
        }
        return nil
    }
}
