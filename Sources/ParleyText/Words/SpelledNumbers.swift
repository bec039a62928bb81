import Foundation

/// Numbers as CLDR spells them out in a locale — "vingt et un", "quatre-vingt-dix-neuf",
/// "einundzwanzig", "treinta y cinco", Thai "เก้าสิบ" — read through Foundation's
/// `NumberFormatter` (`.spellOut`), for the answers a vocabulary's word tables do not read.
///
/// Built by spelling out 0 to 1,000, never by the formatter's lenient parsing, which reads
/// a prefix ("vingt et un" as 20, "einundzwanzig" as 1). Built on a locale's first use,
/// which only an answer the tables could not read reaches.
package final class SpelledNumbers: Sendable {
    private let values: [String: Int]
    /// The same numbers with nothing between their words, for scripts written without
    /// spaces: CLDR writes Thai "สิบ​ห้า" with a zero-width space, which nobody types.
    private let unspacedValues: [String: Int]
    /// Every word of every number spelled out: "quatre", "vingts", "einundzwanzig".
    private let words: Set<String>

    /// The spelled-out numbers of a locale code, read once per process.
    package static func forLocale(_ code: String) -> SpelledNumbers {
        cache[code]
    }

    private static let cache = PerLocale { SpelledNumbers(locale: $0) }

    private init(locale: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .spellOut
        var values: [String: Int] = [:], unspaced: [String: Int] = [:], spelledWords: Set<String> = []
        var typedForms: [(String, Int)] = []
        // A hundred said without its "one", where CLDR writes the one: Swedish "hundratjugo"
        // for "etthundratjugo", English "hundred twenty".
        let one = formatter.string(from: NSNumber(value: 1))?.lowercased() ?? ""
        let countsItsOne = formatter.string(from: NSNumber(value: 100))?.replacingOccurrences(of: "\u{00AD}", with: "").lowercased().hasPrefix(one) == true
        for number in 0...1000 {
            guard let spelled = formatter.string(from: NSNumber(value: number)) else { continue }
            // German's soft hyphens ("ein\u{AD}und\u{AD}zwanzig") mark where a line may break,
            // not words; Thai's zero-width spaces mark words.
            let words = spelled.replacingOccurrences(of: "\u{00AD}", with: "")
                .split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\u{200B}" }).map(String.init)
            let key = Self.key(words)
            values[key] = number
            if countsItsOne, !one.isEmpty, (100...199).contains(number), key.hasPrefix(one), key.count > one.count {
                typedForms.append((String(key.dropFirst(one.count)).trimmingCharacters(in: .whitespaces), number))
            }
            spelledWords.formUnion(words.map { $0.lowercased() })
            unspaced[words.joined()] = number
            // Accents people leave off when they type: Norwegian "tjueen" for CLDR's "tjueén".
            // Latin letters only: Thai's tone marks and Hebrew's points are letters' own.
            if key.unicodeScalars.allSatisfy({ $0.value < 0x250 }) {
                let plain = key.folding(options: .diacriticInsensitive, locale: nil)
                if plain != key { typedForms.append((plain, number)) }
            }
        }
        // Never in place of a number spelled that way.
        for (typed, number) in typedForms where values[typed] == nil { values[typed] = number }
        self.values = values
        unspacedValues = unspaced
        words = spelledWords
    }

    /// The number these words spell out ("vingt", "et", "un"), hyphens written as spaces.
    package func value(of words: [String]) -> Int? {
        values[Self.key(words)]
    }

    /// Whether a word is part of a number as CLDR spells numbers out ("vingts" of
    /// "quatre-vingts"): never what a number counts.
    package func isNumberWord(_ word: String) -> Bool {
        words.contains(word)
    }

    /// The number this text of a script without spaces spells out, all of it: "เก้าสิบ".
    package func value(ofUnspaced text: String) -> Int? {
        unspacedValues[text]
    }

    private static func key(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: " ")
    }
}
