
/// For an utterance nothing matched: the phrases of the apps it names that come nearest,
/// word by word, and how they differ — what `:why` and `parley match` show for a miss.
///
///     "Clear the Meditation" → "End my session in Meditation": missing 'end', 'my', …
struct NearestPhrases {
    struct Near {
        var phraseIndex: Int
        var rendered: String
        var missing: [String]
        var extra: [String]
        var cost: Int
        /// Why the utterance could never run this phrase, when it reverses it.
        var meaningChange: String?
    }

    let index: PhraseIndex
    static let shown = 3

    /// Up to three phrases of the apps the utterance names, nearest first; none when it
    /// names no app (every phrase needs one) or is longer than a flexible reading allows.
    func nearest(to tokens: [String], excluding shown: Set<Int>) -> [Near] {
        // The word-by-word comparison is quadratic: a longer utterance is not compared.
        guard tokens.count <= MatchLimits.longestFlexibleUtterance else { return [] }
        let named = Set(index.catalog.apps.indices.filter { appIndex in
            index.catalog.apps[appIndex].spokenNames(for: index.locale).contains {
                tokens.containsSequence(index.normalizer.tokens($0, isUtteranceStart: false))
            }
        })
        var found: [Near] = []
        for (phraseIndex, phrase) in index.phrases.enumerated() where named.contains(phrase.appIndex) && !phrase.isNegative && !shown.contains(phraseIndex) {
            let app = index.catalog.apps[phrase.appIndex]
            let value = phrase.vocabulary.flatMap { index.vocabularies[Int($0)].values.first?.title.resolved(for: index.locale) }
            // The app's name as the user said it (a synonym, "Trails" for "Trails Sample App"):
            // the name itself is never a difference.
            let said = app.spokenNames(for: index.locale)
                .filter { tokens.containsSequence(index.normalizer.tokens($0, isUtteranceStart: false)) }
                .max { $0.count < $1.count } ?? app.name.resolved(for: index.locale)
            let rendered = phrase.template.rendered(appName: said, value: value)
            let words = index.normalizer.tokens(rendered, isUtteranceStart: false)
            let (missing, extra) = Self.difference(said: tokens, phrase: words)
            let cost = missing.map { Int(index.words.deletion(of: $0)) }.reduce(0, +) + extra.map { Int(index.words.insertion(of: $0)) }.reduce(0, +)
            let names = app.spokenNames(for: index.locale).flatMap { index.normalizer.tokens($0, isUtteranceStart: false) }
            let change = index.words.meaningChange(utterance: tokens, phrase: words + names)
            found.append(Near(phraseIndex: phraseIndex, rendered: rendered, missing: missing, extra: extra, cost: cost, meaningChange: change))
        }
        return Array(found.sorted { ($0.cost, $0.phraseIndex) < ($1.cost, $1.phraseIndex) }.prefix(Self.shown))
    }

    /// The phrase's words the utterance lacks and the utterance's words the phrase lacks,
    /// around their longest common subsequence.
    static func difference(said: [String], phrase: [String]) -> (missing: [String], extra: [String]) {
        var table = Array(repeating: Array(repeating: 0, count: phrase.count + 1), count: said.count + 1)
        for i in stride(from: said.count - 1, through: 0, by: -1) {
            for j in stride(from: phrase.count - 1, through: 0, by: -1) {
                table[i][j] = said[i] == phrase[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var missing: [String] = [], extra: [String] = []
        var i = 0, j = 0
        while i < said.count || j < phrase.count {
            if i < said.count, j < phrase.count, said[i] == phrase[j] {
                i += 1
                j += 1
            } else if j < phrase.count, i == said.count || table[i][j + 1] >= table[i + 1][j] {
                missing.append(phrase[j])
                j += 1
            } else {
                extra.append(said[i])
                i += 1
            }
        }
        return (missing, extra)
    }
}
