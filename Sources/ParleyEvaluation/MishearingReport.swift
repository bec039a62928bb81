import ParleyText
import ParleyCatalog
import ParleyMatching

/// `parley eval --mishear`: each phrase of a catalog said with a value, turned into what a
/// recognizer might write (`Mishearing`), and matched as an utterance. Per phrase: how many
/// variants still run its shortcut, how many are offered (a choice, or "Did you mean …?"),
/// how many are missed, and how many run something else — a false trigger that mis-hearing
/// causes, the figure that matters most.
public struct MishearingReport: Sendable {
    public struct Phrase: Sendable {
        public var app: String
        public var spoken: String
        public var variants: Int
        public var ranRight: Int
        public var offered: Int
        public var missed: Int
        /// Each variant that ran another shortcut, with the shortcut it ran.
        public var ranElse: [(variant: Mishearing.Variant, ran: String)]
        /// Each variant nothing heard: what a user who is mis-heard so gets "I'm not sure".
        public var missedVariants: [Mishearing.Variant] = []
    }

    public var phrases: [Phrase] = []
    public var hearsSounds = true

    public init(catalog: Catalog, locale: String) {
        let index = PhraseIndexCache(catalog: catalog).index(for: locale)
        let matcher = Matcher(index: index)
        let mishearing = Mishearing(locale: locale, words: Self.words(of: catalog, locale: locale), unstressed: Self.unstressedWords(locale: locale))
        hearsSounds = mishearing.hearsSounds
        for (appIndex, app) in catalog.apps.enumerated() {
            let name = app.name.resolved(for: locale)
            for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
                for phrase in shortcut.phrases.resolved(for: locale) {
                    guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                    let value = template.parameterNames.first.flatMap { Self.firstValue(of: $0, shortcut: shortcut, app: app, locale: locale) }
                    guard template.parameterNames.isEmpty || value != nil else { continue }
                    let spoken = template.rendered(appName: name, value: value)
                    var entry = Phrase(app: app.key, spoken: spoken, variants: 0, ranRight: 0, offered: 0, missed: 0, ranElse: [])
                    for variant in mishearing.variants(of: spoken) {
                        entry.variants += 1
                        switch matcher.match(variant.text, notLaunched: []).outcome {
                        case .matched(let candidate) where candidate.appIndex == appIndex && candidate.shortcutIndex == shortcutIndex:
                            entry.ranRight += 1
                        case .matched(let candidate):
                            entry.ranElse.append((variant, "\(catalog.apps[candidate.appIndex].key)#\(candidate.shortcutIndex)"))
                        case .ambiguous, .none(suggestion: .some):
                            entry.offered += 1
                        case .none(suggestion: nil):
                            entry.missed += 1
                            entry.missedVariants.append(variant)
                        }
                    }
                    phrases.append(entry)
                }
            }
        }
    }

    /// The words a recognizer may write instead: every word of the catalog's names, phrases
    /// and values in the locale.
    public static func words(of catalog: Catalog, locale: String) -> [String] {
        var words: [String] = []
        for app in catalog.apps {
            let texts = [app.name.resolved(for: locale)] + app.synonyms.strings(for: locale)
                + app.shortcuts.flatMap { $0.phrases.resolved(for: locale).map(\.text) }
                + app.types.flatMap { $0.values.map { $0.title.resolved(for: locale) } }
            for text in texts {
                words += text.split { !$0.isLetter }.map(String.init)
            }
        }
        return words
    }

    /// The words a recognizer may drop: the locale's articles and connectors ("a", "with").
    public static func unstressedWords(locale: String) -> Set<String> {
        let vocabulary = Vocabulary.forLocale(locale)
        return vocabulary.matching.articles.union(vocabulary.matching.connectors)
    }

    /// The first value a phrase's slot can be said with: its type's first speakable value.
    static func firstValue(of parameter: String, shortcut: Shortcut, app: App, locale: String) -> String? {
        guard let intent = app.intent(shortcut.intentKey), let found = intent.parameter(named: parameter),
              case .custom(let key) = found.type, let type = app.type(named: key) else { return nil }
        return type.speakableValues.first?.title.resolved(for: locale)
    }

    public var variantCount: Int { phrases.reduce(0) { $0 + $1.variants } }
    public var ranRightCount: Int { phrases.reduce(0) { $0 + $1.ranRight } }
    public var offeredCount: Int { phrases.reduce(0) { $0 + $1.offered } }
    public var missedCount: Int { phrases.reduce(0) { $0 + $1.missed } }
    public var ranElseCount: Int { phrases.reduce(0) { $0 + $1.ranElse.count } }

    /// How many missed variants of a phrase the report lists (all with `everyPhrase`).
    static let missesShown = 3

    /// The report: each phrase a mis-hearing turns into another shortcut or that it misses,
    /// with the variants that did, then the totals; the same bytes every run.
    public func lines(everyPhrase: Bool) -> [String] {
        var lines: [String] = []
        for phrase in phrases where everyPhrase || !phrase.ranElse.isEmpty || phrase.missed > 0 {
            lines.append("\(phrase.app): \"\(phrase.spoken)\": \(phrase.variants) variants, \(phrase.ranRight) ran it, \(phrase.offered) offered, \(phrase.missed) missed, \(phrase.ranElse.count) ran something else")
            for (variant, ran) in phrase.ranElse {
                lines.append("  ran \(ran): \"\(variant.text)\" (\(variant.kind.rawValue))")
            }
            // The misses, the first few of each phrase: what to add a synonym or a phrase for.
            let shown = everyPhrase ? phrase.missedVariants[...] : phrase.missedVariants.prefix(Self.missesShown)
            for variant in shown { lines.append("  missed: \"\(variant.text)\" (\(variant.kind.rawValue))") }
            if shown.count < phrase.missedVariants.count { lines.append("  … and \(phrase.missedVariants.count - shown.count) more missed") }
        }
        if !lines.isEmpty { lines.append("") }
        func share(_ count: Int) -> String { variantCount == 0 ? "0.0%" : String(format: "%.1f%%", 100 * Double(count) / Double(variantCount)) }
        lines.append("phrases: \(phrases.count), variants: \(variantCount)")
        lines.append("ran the right shortcut: \(ranRightCount) (\(share(ranRightCount)))")
        lines.append("offered (a choice or \"Did you mean\"): \(offeredCount) (\(share(offeredCount)))")
        lines.append("missed: \(missedCount) (\(share(missedCount)))")
        lines.append("false triggers from mis-hearing: \(ranElseCount) (\(share(ranElseCount)))")
        if !hearsSounds { lines.append("note: no sound-alike words were made: espeak-ng is missing or has no voice for this locale") }
        return lines
    }
}
