import ParleyCatalog

/// What an answer says of its shortcut besides the phrase: the app's and the intent's keys,
/// and the intent's parameters in order, each with the value the shortcut presets. Worked
/// out once per index: looking them up in the catalog for each answer copied the app and
/// searched its intents, a twentieth of a flexible utterance's work.
struct ShortcutSummary: Sendable {
    var appKey: String
    var intentKey: String
    var parameters: [(name: String, preset: ParameterValue?)]

    init(app: App, shortcut: Shortcut) {
        appKey = app.key
        intentKey = shortcut.intentKey
        parameters = (app.intent(shortcut.intentKey)?.parameters ?? []).map { ($0.name, shortcut.preset(named: $0.name)) }
    }

    /// Every shortcut's summary, by app and shortcut index.
    static func all(in catalog: Catalog) -> [[ShortcutSummary]] {
        catalog.apps.map { app in app.shortcuts.map { ShortcutSummary(app: app, shortcut: $0) } }
    }
}
