import ParleyText
import ParleyCatalog
import ParleyMatching

/// Siri answers some requests itself (SPEC §9): a phrase with the shape of one of them runs
/// the app only when said exactly — any other wording goes to Siri — and an app named by a
/// word of one of them ("Timer", "Notes") competes with Siri for that word.
struct SiriCollisionRule: LintRule {
    static let identifier = "siri-collision"
    static let summary = "a phrase or app name that one of Siri's own requests also answers"

    static let triggeringExamples = [
        #"""
        app: Brewer
        intents: {Steep: {title: Steep Tea}}
        shortcuts: [{intent: Steep, phrases: [↓'Set a timer for three minutes in \(.applicationName)']}]
        """#,
        #"""
        app: ↓Timer
        intents: {Start: {title: Start}}
        shortcuts: [{intent: Start, phrases: ['Start a countdown in \(.applicationName)']}]
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Brewer
        intents: {Steep: {title: Steep Tea}}
        shortcuts: [{intent: Steep, phrases: ['Steep my tea with \(.applicationName)']}]
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for locale in context.locales {
            let index = context.indexes.index(for: locale)
            let shapes = SiriShapes.forLocale(locale)
            for app in context.catalog.apps where context.locales(of: app).contains(locale) {
                for name in app.spokenNames(for: locale) {
                    let words = index.normalizer.tokens(name, isUtteranceStart: false)
                    guard words.count == 1, let word = words.first else { continue }
                    let requests = shapes.requests(saying: word) + (word.hasSuffix("s") ? shapes.requests(saying: String(word.dropLast())) : [])
                    guard let request = requests.first else { continue }
                    findings.append(warning("the app name \(name.quotedExcerpt) is a word of Siri's own \(request) request, so Siri may answer what is meant for \(app.key); add a synonym of more than one word", at: app.location))
                }
            }
            for item in context.shortcutPhrases(in: locale) where context.locales(of: item.app).contains(locale) {
                guard let said = LintContext.said(item, locale: index.locale), let request = shapes.request(in: index.normalizer.tokens(said)) else { continue }
                findings.append(warning("\(said.quotedExcerpt) has the shape of Siri's own \(request) request: said exactly it runs \(item.app.key), but any other wording goes to Siri; reword the phrase", at: item.phrase.location))
            }
        }
        return findings.uniqued()
    }
}
