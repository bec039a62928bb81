import ParleyText

/// A translation whose placeholders differ from its source phrase's: `${kind}` where the
/// source says `${tea}`, or `${applicationName}` missing. Siri cannot use it.
struct PlaceholderMismatchRule: LocalizationRule {
    let identifier = "placeholder-mismatch"
    let summary = "a translation's placeholders differ from its source phrase's"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for shortcut in context.shortcuts {
            for phrase in shortcut.phrases {
                let key = PhraseSpelling.catalogKey(phrase.text)
                guard let entry = context.table.entries[key] else { continue }
                let isSet = entry.values.values.contains { $0.count > 1 }
                for locale in entry.values.keys.sorted() {
                    for value in entry.values[locale]! {
                        let expected = PhraseSpelling.placeholders(in: phrase.text)
                        let found = PhraseSpelling.placeholders(in: value)
                        // A string set holds every phrase of the shortcut: any one parameter, or none, is fine.
                        let fits = isSet
                            ? PhraseTranslations.problem(in: PhraseSpelling.catalogSyntax(value), intent: shortcut.intent, types: context.types) == nil
                            : found == expected
                        if !fits {
                            findings.append(Diagnostic(.warning, "the \(locale.isEmpty ? context.developmentLanguage : locale) phrase \"\(value)\" has placeholders \(Self.list(found)) but \"\(key)\" has \(Self.list(expected))", at: entry.locations[locale]))
                        }
                    }
                }
            }
        }
        return findings
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "${\($0)}" }.joined(separator: ", ")
    }
}
