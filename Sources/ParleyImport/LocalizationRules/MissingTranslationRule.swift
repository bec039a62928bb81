import ParleyText

/// A locale whose phrase file lacks phrases the source has: users of that language cannot
/// say them. A string set covers its whole shortcut; a per-phrase file covers one phrase a line.
struct MissingTranslationRule: LocalizationRule {
    let identifier = "missing-translation"
    let summary = "a locale's phrase file lacks a phrase (or a whole shortcut) that the Swift source has"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for locale in context.translatedLocales {
            for shortcut in context.shortcuts {
                let entries = shortcut.phrases.map { context.table.entries[PhraseSpelling.catalogKey($0.text)]?.values[locale] }
                if let first = entries.first, let set = first, set.count > 1 || shortcut.phrases.count == 1 {
                    continue
                }
                if entries.allSatisfy({ $0 == nil }) {
                    findings.append(Diagnostic(.warning, "no \(locale) phrases for the shortcut '\(shortcut.title)': it cannot be said in \(locale)", at: shortcut.location))
                    continue
                }
                for (phrase, entry) in zip(shortcut.phrases, entries) where entry == nil {
                    findings.append(Diagnostic(.warning, "no \(locale) phrase for \"\(PhraseSpelling.catalogKey(phrase.text))\"", at: phrase.location))
                }
            }
        }
        return findings
    }
}
