import ParleyCatalog
import ParleyText

/// A "translation" identical to the source phrase: copied English, which a user of that
/// language will not say.
struct UntranslatedPhraseRule: LocalizationRule {
    let identifier = "untranslated-phrase"
    let summary = "a translation is identical to the source phrase"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let sources = Set(context.shortcuts.flatMap { $0.phrases.map { PhraseSpelling.catalogKey($0.text) } })
        for key in context.table.keys {
            let entry = context.table.entries[key]!
            for locale in entry.values.keys.sorted() where !locale.isEmpty && locale != context.developmentLanguage {
                for value in entry.values[locale]! where sources.contains(value) && LocaleCode.language(of: locale) != LocaleCode.language(of: context.developmentLanguage) {
                    findings.append(Diagnostic(.warning, "the \(locale) phrase \"\(value)\" is the \(context.developmentLanguage) phrase, not a translation", at: entry.locations[locale]))
                }
            }
        }
        return findings
    }
}
