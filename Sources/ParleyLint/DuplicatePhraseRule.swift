import ParleyText
import ParleyCatalog

/// The same phrase twice in one app (after normalization): one of them is dead weight.
struct DuplicatePhraseRule: LintRule {
    static let identifier = "duplicate-phrase"
    static let summary = "the same phrase twice in one app"

    static let triggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}}
        shortcuts:
          - {intent: New, phrases: ['Make a note in \(.applicationName)', ↓'make a note in \(.applicationName)?']}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}}
        shortcuts:
          - {intent: New, phrases: ['Make a note in \(.applicationName)', 'Write a note in \(.applicationName)']}
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            AppValidator.duplicatePhrases(in: app).map { warning(CatalogProblem.duplicatePhrase($0.phrase.text, firstLine: $0.first.location.line).message, at: $0.phrase.location) }
        }
    }
}
