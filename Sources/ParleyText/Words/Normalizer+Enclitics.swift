import Foundation

/// Pronouns written against an imperative (Spanish "muéstrame"), split off.
extension Normalizer {
    /// An imperative with a pronoun written against it, which takes the accent the verb alone
    /// does without ("muéstrame", "cómpralo", "diciéndole"): the verb unaccented and the
    /// pronoun. Only a word with an accented vowel whose rest ends as an imperative (a, e, i)
    /// or a gerund (ndo) does, and is three letters or more: "película" and "título" end in
    /// "la" and "lo" but in u, and stay whole.
    static func splittingEnclitic(_ word: String, _ enclitics: [[Unicode.Scalar]]) -> [String] {
        let scalars = Array(word.unicodeScalars)
        guard scalars.contains(where: { unaccented($0) != $0 }) else { return [word] }
        for ending in enclitics where scalars.count > ending.count && scalars.suffix(ending.count).elementsEqual(ending) {
            let stem = scalars.dropLast(ending.count).map(unaccented)
            guard stem.count >= 3, stem.last == "a" || stem.last == "e" || stem.last == "i" || stem.suffix(3).elementsEqual("ndo".unicodeScalars) else { continue }
            return [String(String.UnicodeScalarView(stem)), String(String.UnicodeScalarView(ending))]
        }
        return [word]
    }
    static func unaccented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "á": "a"
        case "é": "e"
        case "í": "i"
        case "ó": "o"
        case "ú": "u"
        default: scalar
        }
    }

    /// Whether a word ends as a pronoun does and has a letter outside ASCII, where an accent
    /// may be: the few words `splittingEnclitic` need look at.
    func mayEndInEnclitic(_ word: String) -> Bool {
        guard let last = word.utf8.last, enclitics.contains(where: { $0.last?.value == UInt32(last) }) else { return false }
        return word.utf8.contains { $0 >= 0x80 }
    }
}
