import ParleyText
import ParleyCatalog

/// Phrases people remember are short: past eight words (not counting the app's name and
/// the value), nobody says them the same way twice.
struct LongPhraseRule: LintRule {
    static let identifier = "long-phrase"
    static let summary = "a phrase too long to remember (more than 8 words besides the app name and value)"
    static let limit = 8

    static let triggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}}
        shortcuts: [{intent: New, phrases: [↓'Please make a brand new note for me right now in \(.applicationName)']}]
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Notes
        intents: {New: {title: New Note}}
        shortcuts: [{intent: New, phrases: ['Make a note in \(.applicationName)']}]
        """#,
    ]

    /// Anything but a letter, a digit or an apostrophe ("don't" is one word).
    private static func separatesWords(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isAlphabetic && scalar.properties.numericType == nil && scalar != "'" && scalar != "’"
    }

    /// The phrase in quotes; one far past any phrase a person would keep is cut short, so
    /// the finding stays a line.
    private static func quoted(_ phrase: String) -> String {
        phrase.count <= 160 ? "'\(phrase)'" : "'\(phrase.prefix(80))…'"
    }

    func findings(in context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.shortcuts.flatMap(\.phrases.allElements).compactMap { phrase -> Diagnostic? in
                guard let template = try? PhraseTemplate.parse(phrase.text) else { return nil }
                // Count words as written: fillers like "please" still have to be remembered.
                let words = template.segments.reduce(0) { count, segment in
                    guard case .text(let text) = segment else { return count }
                    return count + text.split(whereSeparator: { character in character.unicodeScalars.allSatisfy(Self.separatesWords) }).count
                }
                guard words > Self.limit else { return nil }
                return warning("\(Self.quoted(phrase.text)) has \(words) words besides the app name and value; short phrases (\(Self.limit) or fewer) are easier to remember", at: phrase.location)
            }
        }
    }
}
