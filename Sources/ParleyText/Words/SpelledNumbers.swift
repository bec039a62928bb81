import Foundation

/// Numbers as CLDR spells them out in a locale — "vingt et un", "quatre-vingt-dix-neuf",
/// "einundzwanzig", "treinta y cinco" — read through Foundation's `NumberFormatter`
/// (`.spellOut`), for the answers a vocabulary's word tables do not read.
///
/// Built by spelling out 0 to 1,000, never by the formatter's lenient parsing, which reads
/// a prefix ("vingt et un" as 20, "einundzwanzig" as 1). Built on a locale's first use,
/// which only an answer the tables could not read reaches.
package final class SpelledNumbers: Sendable {
    private let values: [String: Int]

    /// The spelled-out numbers of a locale code, read once per process.
    package static func forLocale(_ code: String) -> SpelledNumbers {
        cache[code]
    }

    private static let cache = PerLocale { SpelledNumbers(locale: $0) }

    private init(locale: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .spellOut
        var values: [String: Int] = [:]
        for number in 0...1000 {
            guard let spelled = formatter.string(from: NSNumber(value: number)) else { continue }
            // German's soft hyphens ("ein\u{AD}und\u{AD}zwanzig") mark where a line may break, not words.
            let words = spelled.replacingOccurrences(of: "\u{00AD}", with: "").split(whereSeparator: { $0 == " " || $0 == "-" })
            values[Self.key(words.map(String.init))] = number
        }
        self.values = values
    }

    /// The number these words spell out ("vingt", "et", "un"), hyphens written as spaces.
    package func value(of words: [String]) -> Int? {
        values[Self.key(words)]
    }

    private static func key(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: " ")
    }
}
