/// The same phrase twice in one app (after normalization): one of them is dead weight.
struct DuplicatePhraseRule: LintRule {
    static let identifier = "duplicate-phrase"
    static let summary = "the same phrase twice in one app"

    static let triggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}}
        shortcuts:
          - {intent: New, phrases: ['Make a note in \(.applicationName)', 'make a note in \(.applicationName)?']}
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
        context.catalog.apps.flatMap { app -> [Diagnostic] in
            var seen: [[String]: PhraseSource] = [:]
            var findings: [Diagnostic] = []
            for phrase in app.shortcuts.flatMap(\.phrases.allElements) {
                guard let key = AppValidator.comparisonKey(phrase) else { continue }
                if let first = seen[key] {
                    findings.append(warning("duplicated phrase '\(phrase.text)' (first at line \(first.location.line))", at: phrase.location))
                } else {
                    seen[key] = phrase
                }
            }
            return findings
        }
    }
}
