import ParleyCatalog
import ParleyText

/// Two shortcuts whose translations are the same in one language: a choice Siri must ask
/// there, though the source phrases differ.
struct SameTranslationRule: LocalizationRule {
    let identifier = "same-translation"
    let summary = "two shortcuts have the same translated phrase in one language"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        var shortcutOfKey: [String: Int] = [:]
        for (position, shortcut) in context.shortcuts.enumerated() {
            for phrase in shortcut.phrases { shortcutOfKey[PhraseSpelling.catalogKey(phrase.text)] = position }
        }
        var findings: [Diagnostic] = []
        for locale in context.translatedLocales {
            var firstKey: [String: String] = [:]
            for key in context.table.keys {
                guard let shortcut = shortcutOfKey[key], let entry = context.table.entries[key] else { continue }
                for value in entry.values[locale] ?? [] {
                    let said = value.lowercased()
                    if let earlier = firstKey[said], let other = shortcutOfKey[earlier], other != shortcut {
                        findings.append(Diagnostic(.warning, "the \(locale) phrase \"\(value)\" is also the \(locale) translation of \"\(earlier)\", another shortcut's: Siri must ask which in \(locale)", at: entry.locations[locale]))
                    } else if firstKey[said] == nil {
                        firstKey[said] = key
                    }
                }
            }
        }
        return findings
    }
}
