import ParleyText
import ParleyMatching

/// An utterance that two different shortcuts both match, in one app or across apps, so
/// Siri has to ask which one — or one that another shortcut matches better.
struct ConflictingPhraseRule: LintRule {
    static let identifier = "conflicting-phrase"
    static let summary = "an utterance that two different shortcuts both match (across apps too)"

    static let triggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}, Add: {title: Add Note}}
        shortcuts:
          - {intent: New, phrases: [↓'Make a note in \(.applicationName)']}
          - {intent: Add, phrases: [↓'Make a note in \(.applicationName)']}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}, Add: {title: Add Note}}
        shortcuts:
          - {intent: New, phrases: ['Make a note in \(.applicationName)']}
          - {intent: Add, phrases: ['Add to my last note in \(.applicationName)']}
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for locale in context.locales {
            let index = context.indexes.index(for: locale)
            let matcher = Matcher(index: index)
            let items = context.shortcutPhrases(in: locale)
            // Each phrase said with every value is a match of its own: spread over the cores.
            findings += InOrder.map(items.count) { number -> Diagnostic? in
                let item = items[number]
                // One finding per phrase: the first utterance that shows the conflict.
                for utterance in context.expansions(of: item.phrase, app: item.app, intent: item.intent, locale: locale) {
                    if let message = conflict(matcher.match(utterance), own: item.shortcut, utterance: utterance, index: index) {
                        return warning(message, at: item.phrase.location)
                    }
                }
                return nil
            }.compactMap { $0 }
        }
        return Array(Set(findings)).sorted { $0.description < $1.description }
    }

    private func conflict(_ result: MatchResult, own: ShortcutKey, utterance: String, index: PhraseIndex) -> String? {
        func name(_ candidate: MatchCandidate) -> String {
            let app = index.catalog.apps[candidate.appIndex]
            return "\(app.key): \(app.title(of: app.shortcuts[candidate.shortcutIndex], locale: index.locale))"
        }
        switch result.outcome {
        case .ambiguous(let candidates):
            return "\"\(utterance)\" matches \(candidates.count) shortcuts equally (\(candidates.map(name).joined(separator: ", "))), so Siri must ask which; reword a phrase or drop a shared name"
        case .matched(let candidate) where candidate.shortcutKey != own:
            return "\"\(utterance)\" is heard as \(name(candidate)) instead of this shortcut"
        default:
            return nil
        }
    }
}
