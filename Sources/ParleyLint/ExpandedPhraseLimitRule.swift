import ParleyText

/// Apple accepts at most 1,000 phrases per app and locale once every app name and every
/// parameter value is spelled out; past that the build fails.
struct ExpandedPhraseLimitRule: LintRule {
    static let identifier = "expanded-phrase-limit"
    static let summary = "more than Apple's 1,000 expanded phrases per app and locale"
    static let limit = 1000

    static let triggeringExamples = [
        "app: ↓Big\nsynonyms: [" + (1...9).map { "Big \($0)" }.joined(separator: ", ") + "]\n"
            + "types:\n  Item: {kind: enum, values: [" + (1...101).map { "{id: i\($0), title: Item \($0)}" }.joined(separator: ", ") + "]}\n"
            + "intents: {Get: {parameters: [{name: item, type: Item}]}}\n"
            + #"shortcuts: [{intent: Get, phrases: ['Get \(\.$item) from \(.applicationName)']}]"#,
    ]
    static let nonTriggeringExamples = [
        "app: Small\n"
            + "types:\n  Item: {kind: enum, values: [" + (1...100).map { "{id: i\($0), title: Item \($0)}" }.joined(separator: ", ") + "]}\n"
            + "intents: {Get: {parameters: [{name: item, type: Item}]}}\n"
            + #"shortcuts: [{intent: Get, phrases: ['Get \(\.$item) from \(.applicationName)']}]"#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        context.locales.flatMap { locale in
            context.catalog.apps.compactMap { app -> Diagnostic? in
                guard context.locales(of: app).contains(locale) else { return nil }
                let count = app.shortcuts.reduce(0) { total, shortcut in
                    let intent = app.intent(shortcut.intentKey)
                    return total + shortcut.phrases.resolved(for: locale).reduce(0) {
                        $0 + context.expansions(of: $1, app: app, intent: intent, locale: locale).count
                    }
                }
                guard count > Self.limit else { return nil }
                return error("\(app.key) has \(count) phrases in '\(locale)' once app names and values are spelled out; Apple allows \(Self.limit)", at: app.location)
            }
        }
    }
}
