import Foundation

/// Turns spoken-style text into the tokens both phrases and utterances are compared by.
///
/// NFKC, case folding, apostrophes dropped, other punctuation a word break, a leading
/// wake word and polite fillers removed, number words turned into digits, contractions
/// expanded — the words are the locale's `Vocabulary` — and scripts written without
/// spaces split into one token per character (Japanese, Chinese) or per cluster of letters
/// (Thai), so that matching needs no dictionary.
///
/// Its concerns are files of their own: `+ASCII` (the fast path), `+Splitting` (the Unicode
/// fold, in one pass), `+Thai`, `+Korean`, `+Enclitics`, `+Scripts` and `+SpokenStyle` (wake
/// words and polite phrases).
///
///     Normalizer.forLocale("en").tokens("Hey Siri, um, start twenty-five sessions with Calm’s app?")
///     // ["start", "25", "sessions", "with", "calms", "app"]
public final class Normalizer: Sendable {
    let words: Vocabulary.Normalizing
    /// The locale's number words, which become digits.
    public let numbers: NumberWords
    /// The pronouns an imperative may have written against it (`normalizing.enclitics`),
    /// longest first, as scalars: compared with every accented word's end.
    let enclitics: [[Unicode.Scalar]]

    public init(vocabulary: Vocabulary) {
        words = vocabulary.normalizing
        numbers = NumberWords(vocabulary: vocabulary.numbers)
        enclitics = vocabulary.normalizing.enclitics.map { Array($0.unicodeScalars) }
    }

    /// The normalizer for a locale's vocabulary (its words over English's), built once.
    public static func forLocale(_ locale: String) -> Normalizer {
        cache[locale]
    }

    private static let cache = PerLocale { Normalizer(vocabulary: .forLocale($0)) }

    /// Where a text may lose a polite phrase ("por favor", "お願いします"): at the ends of
    /// what a user says, and at the same ends of a phrase (its first and last pieces), never
    /// inside a name or a value.
    public struct PoliteEnds: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let start = PoliteEnds(rawValue: 1 << 0)
        public static let end = PoliteEnds(rawValue: 1 << 1)
        /// A whole text a user says, which keeps its polite words when they are all it says
        /// (Thai "ครับ" alone is yes); a phrase's piece may be left empty.
        public static let said = PoliteEnds(rawValue: 1 << 2)
        public static let utterance: PoliteEnds = [.start, .end, .said]
    }

    /// Normalizes a whole utterance (a leading wake word and polite phrases are dropped).
    public func tokens(_ text: String) -> [String] {
        tokens(text, isUtteranceStart: true, politeEnds: .utterance)
    }

    /// Normalizes a piece of text; a wake word is only dropped at the start of an utterance,
    /// and a polite phrase only at `politeEnds`.
    public func tokens(_ text: String, isUtteranceStart: Bool, politeEnds: PoliteEnds = []) -> [String] {
        var tokens = Self.split(words.apostropheEndsWord ? Self.apostrophesAsSpaces(text) : text)
        if !enclitics.isEmpty, tokens.contains(where: mayEndInEnclitic) {
            tokens = tokens.flatMap { Self.splittingEnclitic($0, enclitics) }
        }
        // One look-up per word tells which steps below can change anything; most texts need none.
        var present = roles(in: tokens)
        guard !present.isEmpty else { return tokens }
        if present.contains(.contraction) {
            tokens = tokens.flatMap { words.contractions[$0] ?? [$0] }
            present = roles(in: tokens)
        }
        if present.contains(.numberStart) {
            tokens = numbers.digitize(tokens)
            present = roles(in: tokens)
        }
        if present.contains(.ordinalInDigits) {
            tokens = tokens.map { words.ordinalDigits[$0] ?? $0 }
            present = roles(in: tokens)
        }
        if isUtteranceStart, let first = tokens.first, let number = words.roleWords.number(of: first),
           words.roles[Int(number)].contains(.wakeWordStart) {
            // `present` may still name a filler that went with the wake word: the filter
            // below asks each word again, so that costs nothing but the pass.
            tokens = dropWakeWord(tokens, startingWith: Int(number))
        }
        if present.contains(.filler) { tokens = tokens.filter { !words.roles(of: $0).contains(.filler) } }
        // Only when the text begins or ends with a polite phrase's word: Thai's particles
        // share their letters with most Thai words.
        if present.contains(.politenessEnd), !politeEnds.isEmpty,
           [tokens.first, tokens.last].contains(where: { $0.map { words.roles(of: $0).contains(.politenessEnd) } == true }) {
            tokens = droppingPoliteness(tokens, at: politeEnds)
        }
        return tokens
    }

    /// Every role that some word of `tokens` has.
    private func roles(in tokens: [String]) -> Vocabulary.WordRoles {
        var present: Vocabulary.WordRoles = []
        for token in tokens { present.formUnion(words.roles(of: token)) }
        return present
    }

    /// Joins tokens back for display and comparison (`"start 25 sessions"`, `"瞑想を開始"`).
    public static func join(_ tokens: [String]) -> String {
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0, !isUnspaced(token), !isUnspaced(tokens[index - 1]) { text += " " }
            text += token
        }
        return text
    }
}
