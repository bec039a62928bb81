import ParleyCatalog
import ParleyText

/// Every app's names and synonyms as a locale says them, to tell which app a run of words
/// names: Siri's "open …" (SPEC §9) and help's "what can I do with …" (SPEC §4).
///
/// A name is recognized whole, or without a leading "the" and a trailing "app"; and where
/// Snowball stems the locale's words, in another form of its words: Russian "Открой
/// Велору" and "в Велоре" name "Велора", in the cases "open" and "in" take. English names are
/// said as written.
package struct SpokenAppNames: Sendable {
    /// Each app's names, normalized, by app index.
    private let names: [[[String]]]
    /// The same names as stems, and the endings that made them; nil without a stemmer.
    private let stems: [[[String]]]?
    private let endings: WordEndings?

    package init(catalog: Catalog, locale: String, normalizer: Normalizer) {
        let words = MatchWords.forLocale(locale)
        names = catalog.apps.map { app in
            app.spokenNames(for: locale).flatMap { words.spellings(ofName: normalizer.tokens($0, isUtteranceStart: false)) }
        }
        if case .snowball = WordEndings.forLocale(locale) {
            let endings = WordEndings.forLocale(locale)
            self.endings = endings
            stems = names.map { names in names.map { $0.map { endings?.suffixStem($0) ?? $0 } } }
        } else {
            endings = nil
            stems = nil
        }
    }

    /// Whether `words` hold the name or a synonym of one of `apps` (all when nil), whole,
    /// among other words: a slot of one of Siri's shapes that took "the map in traveltracking".
    package func holdsName(of apps: Set<Int>? = nil, in words: [String]) -> Bool {
        names.indices.contains { app in
            (apps?.contains(app) ?? true) && names[app].contains { name in
                !name.isEmpty && words.count >= name.count && (0...(words.count - name.count)).contains { Array(words[$0..<($0 + name.count)]) == name }
            }
        }
    }

    /// Where `words` name an app, among other words: the app and the span of its name (the
    /// longest name said; the last when two are as long), for Siri AI to know the app meant
    /// and hear the request without it ("Remind me to buy milk in Errands").
    package func nameSpan(in words: [String]) -> (app: Int, span: Range<Int>)? {
        var best: (app: Int, span: Range<Int>)?
        for app in names.indices {
            for name in names[app] where !name.isEmpty && name.count <= words.count {
                for start in 0...(words.count - name.count) where words[start..<(start + name.count)].elementsEqual(name) {
                    let span = start..<(start + name.count)
                    if best.map({ span.count > $0.span.count || (span.count == $0.span.count && span.lowerBound > $0.span.lowerBound) }) ?? true {
                        best = (app, span)
                    }
                }
            }
        }
        return best
    }

    /// The app whose name or one of whose synonyms `words` are.
    package func app(named words: [String]) -> Int? {
        var trimmed = words[...]
        if trimmed.count > 1, trimmed.first == "the" { trimmed = trimmed.dropFirst() }
        if trimmed.count > 1, trimmed.last == "app" { trimmed = trimmed.dropLast() }
        if let exact = names.indices.first(where: { names[$0].contains { $0 == words || $0[...] == trimmed } }) {
            return exact
        }
        guard let stems, let endings else { return nil }
        let said = words.map { endings.suffixStem($0) ?? $0 }
        return stems.indices.first { stems[$0].contains(said) }
    }
}
