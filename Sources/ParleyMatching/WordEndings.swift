import ParleyText

/// How a locale's words lose their endings, for `FuzzyLexicon`'s inflection step: Snowball's
/// stemmer for the language, or for English Parley's own light rules. English keeps its own:
/// Snowball's English (Porter2) keeps noun and verb pairs apart ("summari", "summar"), and
/// on the evaluation corpus it missed one flexible utterance these rules hear
/// (docs/VOCABULARY.md, "Word endings").
package enum WordEndings: Sendable {
    case english
    case snowball(SnowballStemmer)

    /// The endings for a locale, or nil where Snowball has no stemmer (Hebrew, Thai,
    /// Chinese, Japanese, Korean): there words inflect only as written.
    package static func forLocale(_ locale: String) -> WordEndings? {
        if LocaleCode.language(of: locale) == "en" { return .english }
        return SnowballStemmer.forLocale(locale).map { .snowball($0) }
    }

    /// The stem, when the word is its stem and an ending: Snowball also folds letters within
    /// a stem (German "zählen" and "zahlen", "count" and "pay", are both "zahl"; Spanish "está"
    /// is "esta"), and two words that differ there are two words, never one inflected.
    ///
    /// German's stemmer also takes the umlaut off the stem ("hören" is "hor"): such a stem is
    /// given back with the word's own letters ("hör"), so that "weiterhören" and "weiterhör"
    /// share it and "zählen" and "zahlen" still do not.
    ///
    /// Dutch writes a verb's long vowel twice where no syllable follows it: the stem of the
    /// imperative "markeer" is "marker", as the infinitive "markeren"'s is, and still only an
    /// ending was taken.
    ///
    /// Dutch doubles a loanword's last consonant before an ending ("loggen", "joggen"), which
    /// Snowball undoubles only for k, d and t: its stem is written with one ("log").
    package func suffixStem(_ word: String) -> String? {
        let stem = stem(word)
        if case .snowball(let stemmer) = self, stemmer.algorithm == "nl" {
            let written = word.hasPrefix(stem) || Self.dutchLongVowelWrittenOnce(word).hasPrefix(stem)
            return written ? Self.lastConsonantWrittenOnce(stem) : nil
        }
        if word.hasPrefix(stem) { return stem }
        // French writes a verb's e with a grave accent where the next syllable is silent:
        // "promène", "achète" are forms of "promener", "acheter", whose stem has a plain e.
        if case .snowball(let stemmer) = self, stemmer.algorithm == "fr" {
            let plain = String(String.UnicodeScalarView(word.unicodeScalars.map { "èêë".unicodeScalars.contains($0) ? "e" : $0 }))
            return plain.hasPrefix(stem) ? stem : nil
        }
        guard word.unicodeScalars.contains(where: { Self.umlauts[$0] != nil }) else { return nil }
        let own = String(word.unicodeScalars.prefix(stem.unicodeScalars.count))
        let folded = String(String.UnicodeScalarView(own.unicodeScalars.map { Self.umlauts[$0] ?? $0 }))
        return folded == stem ? own : nil
    }

    private static let umlauts: [Unicode.Scalar: Unicode.Scalar] = ["ä": "a", "ö": "o", "ü": "u"]

    /// "logg" → "log": a doubled last consonant written once.
    static func lastConsonantWrittenOnce(_ stem: String) -> String {
        let letters = Array(stem.unicodeScalars)
        guard letters.count >= 3, letters[letters.count - 1] == letters[letters.count - 2],
              !"aeiouy".unicodeScalars.contains(letters[letters.count - 1]) else { return stem }
        return String(String.UnicodeScalarView(letters.dropLast()))
    }

    /// "markeer" → "marker": a doubled a, e, o or u before one last consonant written once.
    static func dutchLongVowelWrittenOnce(_ word: String) -> String {
        let letters = Array(word.unicodeScalars)
        guard letters.count >= 4 else { return word }
        let last = letters[letters.count - 1], vowel = letters[letters.count - 2]
        guard "aeou".unicodeScalars.contains(vowel), letters[letters.count - 3] == vowel, !"aeiouy".unicodeScalars.contains(last),
              !"aeiouy".unicodeScalars.contains(letters[letters.count - 4])
        else { return word }
        return String(String.UnicodeScalarView(letters[..<(letters.count - 2)] + [last]))
    }

    package func stem(_ word: String) -> String {
        switch self {
        case .english: Self.englishStem(word)
        case .snowball(let stemmer): stemmer.stem(word)
        }
    }

    /// A light English stemmer: enough to equate plurals, -ing/-ed forms and
    /// noun/verb pairs like summary/summarize.
    ///
    ///     englishStem("passes") == englishStem("pass")      // "pass"
    ///     englishStem("logging") == englishStem("log")      // "log"
    ///     englishStem("summary") == englishStem("summarize") // "summar"
    static func englishStem(_ word: String) -> String {
        // Only the suffixes that end as the word does are tried: most words end otherwise.
        guard let lastByte = word.lastUTF8Byte else { return word }
        let suffixes = suffixesByLastByte[Int(lastByte)]
        guard !suffixes.isEmpty else { return word }
        // "pass", "glass": a final double s is not a plural.
        if lastByte == UInt8(ascii: "s"), word.hasSuffix("ss") { return word }
        // The suffixes are ASCII, so comparing bytes from the end is comparing Characters.
        let reversed = word.utf8.reversed()
        for suffix in suffixes where reversed.starts(with: suffix.reversedBytes) && word.count - suffix.length >= 3 {
            var stem = String(word.dropLast(suffix.length))
            // "logging" → "logg" → "log", "stopped" → "stopp" → "stop".
            if suffix.undoublesLetter, let last = stem.last, stem.dropLast().last == last, !"lsz".contains(last) {
                stem.removeLast()
            }
            return stem
        }
        return word
    }

    private struct Suffix {
        var reversedBytes: [UInt8]
        var length: Int
        /// Whether a doubled letter before it is one letter in the stem ("logging").
        var undoublesLetter: Bool
    }

    /// The suffixes by their last byte, longest first.
    private static let suffixesByLastByte: [[Suffix]] = {
        let suffixes = [
            "izations", "isations", "ization", "isation", "izing", "ising", "izes", "ises", "ized", "ised", "ize", "ise",
            "ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "s", "y", "e",
        ]
        var byLastByte = [[Suffix]](repeating: [], count: 256)
        for suffix in suffixes {
            let bytes = Array(suffix.utf8.reversed())
            byLastByte[Int(bytes[0])].append(
                Suffix(reversedBytes: bytes, length: bytes.count, undoublesLetter: ["ing", "ings", "ed"].contains(suffix)))
        }
        return byLastByte
    }()
}
