import ParleyText
import ParleyCatalog

/// What an answer says of its shortcut besides the phrase: the app's and the intent's keys,
/// and the intent's parameters in order, each with the value the shortcut presets. Worked
/// out once per index: looking them up in the catalog for each answer copied the app and
/// searched its intents.
struct ShortcutSummary: Sendable {
    var appKey: String
    var intentKey: String
    var parameters: [(name: String, preset: ParameterValue?)]
    /// Words an utterance may add to the shortcut's phrase without changing what it asks
    /// for (SPEC §3, "an extra word that only describes"): words of the app's names, of the
    /// intent's title, of its parameters' titles and of their types' titles.
    var describingWords: Set<String>

    init(app: App, shortcut: Shortcut, locale: String, normalizer: Normalizer) {
        appKey = app.key
        intentKey = shortcut.intentKey
        let intent = app.intent(shortcut.intentKey)
        parameters = (intent?.parameters ?? []).map { ($0.name, shortcut.preset(named: $0.name)) }
        func words(_ texts: [String]) -> Set<String> {
            Set(texts.flatMap { normalizer.tokens($0, isUtteranceStart: false) })
        }
        let titleWords = words([intent?.title.resolved(for: locale), shortcut.title?.resolved(for: locale)].compactMap { $0 })
        let parameterTitles = (intent?.parameters ?? []).flatMap { parameter in
            [parameter.title.resolved(for: locale)] + (parameter.type.customName.flatMap(app.type(named:)).map { [$0.title.resolved(for: locale)] } ?? [])
        }
        describingWords = titleWords.union(words(app.spokenNames(for: locale) + parameterTitles))
    }

    /// Every shortcut's summary, by app and shortcut index.
    static func all(in catalog: Catalog, locale: String, normalizer: Normalizer) -> [[ShortcutSummary]] {
        catalog.apps.map { app in app.shortcuts.map { ShortcutSummary(app: app, shortcut: $0, locale: locale, normalizer: normalizer) } }
    }
}
