import ParleyText
import ParleyCatalog

/// Phrases with a parameter only work after the app's first launch: a shortcut with no
/// other phrase cannot be used by someone who just installed the app.
struct UnreachableBeforeLaunchRule: LintRule {
    static let identifier = "unreachable-before-launch"
    static let summary = "a shortcut with no phrase left before the app's first launch"

    static let triggeringExamples = [
        #"""
        app: Trails
        types: {Trail: {kind: entity, values: [{id: ridge, title: Ridge Trail}]}}
        intents: {Get: {parameters: [{name: trail, type: Trail}]}}
        shortcuts: [{intent: ↓Get, phrases: ['Get \(\.$trail) conditions with \(.applicationName)']}]
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Trails
        types: {Trail: {kind: entity, values: [{id: ridge, title: Ridge Trail}]}}
        intents: {Get: {parameters: [{name: trail, type: Trail}]}}
        shortcuts: [{intent: Get, phrases: ['Get \(\.$trail) conditions with \(.applicationName)', 'Get trail conditions with \(.applicationName)']}]
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.shortcuts.compactMap { shortcut -> Diagnostic? in
                let phrases = shortcut.phrases.allElements
                let plain = phrases.contains { (try? PhraseTemplate.parse($0.text))?.parameterNames.isEmpty == true }
                guard !phrases.isEmpty, !plain else { return nil }
                return warning("every phrase of this \(shortcut.intentKey) shortcut has a parameter, so it cannot be used before \(app.key) is first launched; add a phrase without one", at: shortcut.location)
            }
        }
    }
}
