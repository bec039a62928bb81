import ParleyText

/// A check of an app's localized phrase files against the phrases its Swift source declares:
/// what Xcode builds without complaint but users of that language suffer from. One rule per
/// file; `parley import` prints the findings, and `parley lint --project` runs them alone.
protocol LocalizationRule: Sendable {
    /// The name printed after each finding, `[missing-translation]`.
    var identifier: String { get }
    var summary: String { get }
    func check(_ context: LocalizationContext) -> [Diagnostic]
}

/// What the rules read: the source phrases per shortcut and the `AppShortcuts` table.
struct LocalizationContext {
    struct SourceShortcut {
        var title: String
        var intent: ImportedIntent
        var phrases: [ImportedPhrase]
        var location: ProjectLocation
    }
    var shortcuts: [SourceShortcut]
    var table: StringTable
    var developmentLanguage: String
    var types: [ImportedType]

    /// Every locale the table translates into.
    var translatedLocales: [String] { table.locales.filter { !$0.isEmpty && $0 != developmentLanguage } }

    /// Keys of every source phrase, in the string catalogs' spelling.
    var sourceKeys: Set<String> { Set(shortcuts.flatMap { $0.phrases.map { PhraseSpelling.catalogKey($0.text) } }) }
}

enum LocalizationRules {
    static let all: [any LocalizationRule] = [MissingTranslationRule(), StalePhraseKeyRule(), PlaceholderMismatchRule(), UntranslatedPhraseRule()]

    static func check(_ context: LocalizationContext) -> [Diagnostic] {
        all.flatMap { rule in
            rule.check(context).map { Diagnostic($0.severity, "\($0.message) [\(rule.identifier)]", at: $0.location) }
        }
    }
}
