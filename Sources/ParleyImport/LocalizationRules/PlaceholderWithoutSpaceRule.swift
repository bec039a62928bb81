import ParleyCatalog
import ParleyText

/// A translation that writes the app's name against a word (`Apri${applicationName}`) in a
/// language that puts spaces between words: Siri hears one word that no one says.
struct PlaceholderWithoutSpaceRule: LocalizationRule {
    let identifier = "placeholder-without-space"
    let summary = "a translation writes the app's name against a word"

    /// Languages written without spaces, where a name against a word is right.
    static let unspaced: Set<String> = ["ja", "zh", "yue", "th", "lo", "km", "my"]

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for key in context.table.keys {
            guard let entry = context.table.entries[key] else { continue }
            for locale in entry.values.keys.sorted() where !locale.isEmpty && !Self.unspaced.contains(LocaleCode.language(of: locale)) {
                for value in entry.values[locale] ?? [] where Self.gluesName(value) {
                    findings.append(Diagnostic(.warning, "the \(locale) phrase \"\(value)\" writes ${applicationName} against a word; put a space between them", at: entry.locations[locale]))
                }
            }
        }
        return findings
    }

    static func gluesName(_ text: String) -> Bool {
        guard let range = text.range(of: "${applicationName}") else { return false }
        let before = text[..<range.lowerBound].last, after = text[range.upperBound...].first
        return before?.isLetter == true || after?.isLetter == true
    }
}
