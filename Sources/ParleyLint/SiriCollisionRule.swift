import ParleyText
import ParleyCatalog
import ParleyMatching

/// Siri answers some requests itself (SPEC §9): a phrase with the shape of one of them runs
/// the app only when said exactly — any other wording goes to Siri — and an app named by a
/// word of one of them ("Timer", "Notes") competes with Siri for that word. With Siri AI
/// (SPEC §10), a request in the words of a schema whose domain an Apple app serves goes to
/// Apple's app unless it names the app that adopts it.
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
        #"""
        app: ↓Brew Timer
        intents: {Steep: {title: Steep Tea}}
        shortcuts: [{intent: Steep, phrases: [↓'Set a timer with \(.applicationName)']}]
        """#,
        #"""
        app: Errands
        intents:
          ↓CreateReminder:
            schema: reminders.createReminder
            parameters: [{name: title, type: String}]
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
            let names = SpokenAppNames(catalog: context.catalog, locale: locale, normalizer: index.normalizer)
            for app in context.catalog.apps where context.locales(of: app).contains(locale) {
                for name in app.spokenNames(for: locale) {
                    // A name of one word that is a request's word, or of several that ends in one
                    // ("Brew Timer"): "start brew timer" is a timer to Siri.
                    let words = index.normalizer.tokens(name, isUtteranceStart: false)
                    // Of a name of several written words, the last; in a language written
                    // without spaces a token is a letter, never a word of its own.
                    let written = name.split(separator: " ")
                    let last = written.count > 1 ? index.normalizer.tokens(String(written[written.count - 1]), isUtteranceStart: false) : words
                    guard last.count == 1, let word = last.first else { continue }
                    let requests = shapes.requests(saying: word) + (word.hasSuffix("s") ? shapes.requests(saying: String(word.dropLast())) : [])
                    guard let request = requests.first else { continue }
                    let advice = words.count == 1 ? "add a synonym of more than one word" : "add a synonym that does not end in '\(word)'"
                    findings.append(warning("the app name \(name.quotedExcerpt) \(words.count == 1 ? "is" : "ends in") a word of Siri's own \(request) request, so Siri may answer what is meant for \(app.key); \(advice)", at: app.location))
                }
            }
            findings += schemaRequests(of: context, locale: locale)
            for item in context.shortcutPhrases(in: locale) where context.locales(of: item.app).contains(locale) {
                guard let said = LintContext.said(item, locale: index.locale) else { continue }
                let tokens = index.normalizer.tokens(said)
                // Said with the app's name in a slot of the shape, it is the app's (SPEC §9).
                if let request = shapes.request(in: tokens, slotsMayNotHold: { names.holdsName(of: [item.shortcut.appIndex], in: $0) }) {
                    findings.append(warning("\(said.quotedExcerpt) has the shape of Siri's own \(request) request: said exactly it runs \(item.app.key), but any other wording goes to Siri; reword the phrase", at: item.phrase.location))
                } else if let (rest, dropped) = Self.withoutAppName(item, locale: index.locale, index: index), let request = shapes.request(in: rest) {
                    findings.append(warning("without '\(dropped)', \(said.quotedExcerpt) has the shape of Siri's own \(request) request ('\(rest.joined(separator: " "))'): said exactly it runs \(item.app.key), but a user who leaves the app's name off, or words it otherwise, gets Siri; reword the phrase", at: item.phrase.location))
                }
            }
        }
        return findings.uniqued()
    }

    /// Each intent that adopts a schema of a domain Apple's app serves: its requests, unless
    /// they name the app, are Apple's app's with Siri AI.
    private func schemaRequests(of context: LintContext, locale: String) -> [Diagnostic] {
        let schemas = AppSchemas.bundled
        var findings: [Diagnostic] = []
        for app in context.catalog.apps where context.locales(of: app).contains(locale) {
            for intent in app.intents {
                guard let name = intent.schema, let found = schemas.intent(named: name), found.domain.siri, let apple = found.domain.appleApp,
                      let example = found.requests(for: locale).first
                else { continue }
                findings.append(warning(
                    "with Siri AI, a request in \(found.name)'s words (\(example.quotedExcerpt)) goes to Apple's \(apple) unless it names \(app.key) or the user made \(app.key) the default for \(found.domain.domain); teach users to say the app's name",
                    at: intent.location))
            }
        }
        return findings
    }

    /// The phrase's words, said with its first value, without the app's name and the
    /// connector that joins it ("with", "in", "using": the locale's `connectors`), and the
    /// words left out; nil when nothing else would be left. The name is found where the
    /// phrase puts it, not by its words: "Set a timer for three minutes in Timer".
    static func withoutAppName(_ item: LintContext.ShortcutPhrase, locale: String, index: PhraseIndex) -> ([String], String)? {
        let marker = "parleyappnamemarker"
        guard let said = LintContext.said(item, locale: locale, appName: marker) else { return nil }
        let tokens = index.normalizer.tokens(said)
        guard let position = tokens.firstIndex(of: marker) else { return nil }
        var from = position, to = position + 1
        if from > 0, index.words.connectors.contains(tokens[from - 1]) { from -= 1 } else if to < tokens.count, index.words.connectors.contains(tokens[to]) { to += 1 }
        let rest = Array(tokens[..<from] + tokens[to...])
        let name = item.app.name.resolved(for: locale)
        let dropped = (tokens[from..<to].map { $0 == marker ? name : $0 }).joined(separator: " ")
        return rest.isEmpty ? nil : (rest, dropped)
    }
}
