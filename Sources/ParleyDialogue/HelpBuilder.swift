import ParleyMatching
import ParleyText
import ParleyCatalog

/// Built-in help: "What can I do with <app>?" and "What can I do here?". A class: it is
/// asked about every utterance, and a copy of a struct retained each of its tables.
final class HelpBuilder: Sendable {
    enum Request: Equatable {
        case app(Int)
        case here
    }

    let catalog: Catalog
    let locale: String
    private let words: Vocabulary.Help
    private let normalizer: Normalizer
    private let appNames: SpokenAppNames
    private let strings: SystemStrings
    /// The words said after an app's name, and "here", normalized as an utterance's tokens
    /// are and written without spaces: Thai's ำ is two characters once normalized.
    private let joinedAfterApp: [String]
    private let joinedHereWord: String?

    /// The locale's vocabulary, normalizer and strings are each built once per process.
    init(catalog: Catalog, locale: String) {
        self.catalog = catalog
        self.locale = locale
        words = Vocabulary.forLocale(locale).help
        normalizer = .forLocale(locale)
        strings = .forLocale(locale)
        appNames = SpokenAppNames(catalog: catalog, locale: locale, normalizer: normalizer)
        joinedAfterApp = words.afterApp.map { Normalizer.split($0).joined() }
        joinedHereWord = words.hereWord.map { Normalizer.split($0).joined() }
    }

    /// Recognizes a help question in the session's language (or English).
    func request(in tokens: [String]) -> Request? {
        if words.here.contains(tokens) { return .here }
        // Languages written without spaces put the app first: "瞑想で何ができる".
        let joined = words.afterApp.isEmpty ? "" : tokens.joined()
        for suffix in joinedAfterApp where joined.hasSuffix(suffix) {
            let subject = String(joined.dropLast(suffix.count))
            if subject == joinedHereWord { return .here }
            if let app = appIndex(spoken: normalizer.tokens(subject, isUtteranceStart: false)) { return .app(app) }
        }
        for prefix in words.aboutApp where tokens.starts(with: prefix) {
            let rest = Array(tokens.dropFirst(prefix.count))
            if let app = appIndex(spoken: rest) { return .app(app) }
            // A verb after the name, where the language puts one: "Was kann ich mit Brewly machen?"
            for suffix in words.afterApp {
                let verb = normalizer.tokens(suffix, isUtteranceStart: false)
                guard !verb.isEmpty, rest.count > verb.count, Array(rest.suffix(verb.count)) == verb else { continue }
                if let app = appIndex(spoken: Array(rest.dropLast(verb.count))) { return .app(app) }
            }
        }
        return nil
    }

    private func appIndex(spoken: [String]) -> Int? {
        appNames.app(named: spoken)
    }

    /// The help lines for one app: each shortcut by its first phrase available now.
    func lines(forApp appIndex: Int, launched: Bool) -> [String] {
        let app = catalog.apps[appIndex]
        let appName = app.name.resolved(for: locale)
        let examples = app.shortcuts.compactMap { example(of: $0, in: app, launched: launched) }
        guard !examples.isEmpty else { return [strings.noShortcuts(appName)] }
        return [strings.helpHeading(appName)] + examples.map { "- \($0)" }
    }

    /// Apps in alphabetical order of their names in the locale.
    func appsAlphabetically() -> [Int] {
        catalog.apps.indices.sorted {
            catalog.apps[$0].name.resolved(for: locale).lowercased() < catalog.apps[$1].name.resolved(for: locale).lowercased()
        }
    }

    private func example(of shortcut: Shortcut, in app: App, launched: Bool) -> String? {
        let intent = app.intent(shortcut.intentKey)
        for phrase in shortcut.phrases.resolved(for: locale) {
            guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
            guard let name = template.parameterNames.first else {
                return template.rendered(appName: app.name.resolved(for: locale), value: nil)
            }
            // Parameterized phrases are unavailable before first launch.
            guard launched, let typeKey = intent?.parameter(named: name)?.type.customName,
                  let value = app.type(named: typeKey)?.speakableValues.first else { continue }
            return template.rendered(appName: app.name.resolved(for: locale), value: value.title.resolved(for: locale))
        }
        return nil
    }
}
