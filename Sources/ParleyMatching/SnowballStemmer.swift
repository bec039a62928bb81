import CStemmer
import Foundation
import ParleyText

/// A language's Snowball stemmer (libstemmer, BSD): what `FuzzyLexicon` takes a word's
/// ending off with, so that "commandes" can stand for "commande" and "meine" for "mein".
/// Snowball covers about thirty languages; a locale it does not cover has no stemmer, and
/// its words inflect only as written (docs/MATCHING.md).
///
/// A libstemmer stemmer keeps its result in a buffer of its own, so each call holds a lock.
package final class SnowballStemmer: @unchecked Sendable {
    /// The algorithm's name, as libstemmer lists it ("french").
    let algorithm: String
    private let stemmer: OpaquePointer
    private let lock = NSLock()

    private init?(algorithm: String) {
        guard let stemmer = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
        self.algorithm = algorithm
        self.stemmer = stemmer
    }

    deinit {
        sb_stemmer_delete(stemmer)
    }

    /// The word without its ending: "commandes" → "command", "meinen" → "mein".
    func stem(_ word: String) -> String {
        var word = word
        return word.withUTF8 { bytes in
            lock.lock()
            defer { lock.unlock() }
            guard let base = bytes.baseAddress, let stemmed = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else {
                // libstemmer returns nil only when it cannot allocate; the word is kept whole.
                return String(decoding: bytes, as: UTF8.self)
            }
            return String(decoding: UnsafeBufferPointer(start: stemmed, count: Int(sb_stemmer_length(stemmer))), as: UTF8.self)
        }
    }

    /// The stemmer for a locale, or nil where Snowball has none (Hebrew, Thai, Chinese,
    /// Japanese, Korean). libstemmer knows languages by their ISO 639 codes ("fr", "pt"),
    /// except the two Parley names otherwise: Norwegian Bokmål and Malay.
    static func forLocale(_ locale: String) -> SnowballStemmer? {
        cache[locale]
    }

    private static let cache = PerLocale<SnowballStemmer?> { locale in
        let language = LocaleCode.language(of: locale)
        return SnowballStemmer(algorithm: algorithmByLanguage[language] ?? language)
    }

    /// Languages whose code libstemmer does not know, with the algorithm that fits them:
    /// Bokmål is Snowball's Norwegian, and Malay shares Indonesian's affixes.
    private static let algorithmByLanguage = ["nb": "norwegian", "nn": "norwegian", "ms": "indonesian"]
}
