import ParleyText
import ParleyCatalog
import ParleyMatching

/// Reads a spoken duration: "five minutes", "an hour and a half", "90 seconds",
/// "1 hour 30 minutes", "half an hour", "1時間30分". Returns whole seconds.
public enum DurationParser {
    static let units: [String: Int] = [
        "second": 1, "seconds": 1, "sec": 1, "secs": 1, "s": 1,
        "minute": 60, "minutes": 60, "min": 60, "mins": 60, "m": 60,
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
        "day": 86400, "days": 86400,
    ]

    /// A hundred years: a longer answer is not a duration anyone means.
    static let longest = 100 * 366 * 86400

    public static func parse(_ raw: String) -> Int? {
        if let japanese = parseJapanese(raw.precomposedStringWithCompatibilityMapping.trimmed) { return japanese }
        let words = Normalizer.tokens(raw.replacingOccurrences(of: "-", with: " "))
            .filter { !["and", "for", "about", "around", "just", "in"].contains($0) }
        if words == ["half", "an", "hour"] || words == ["half", "hour"] { return 1800 }
        if words == ["quarter", "of", "an", "hour"] || words == ["a", "quarter", "of", "an", "hour"] { return 900 }
        var total = 0
        var pending: Double?
        var matchedUnit = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if let number = Double(word) {
                guard pending == nil, number.isFinite, number >= 0 else { return nil }
                pending = number
            } else if word == "a" || word == "an" {
                guard pending == nil else { return nil }
                pending = 1
            } else if let unit = units[word] {
                // "minute" alone is one minute; "minutes" alone is no amount at all.
                if pending == nil, word.hasSuffix("s"), word.count > 1 { return nil }
                guard let seconds = ((pending ?? 1) * Double(unit)).rounded().spokenWholeNumber, seconds <= Self.longest - total else { return nil }
                total += seconds
                pending = nil
                matchedUnit = true
                // "an hour and a half": half of the unit just named.
                if index + 2 < words.count, words[index + 1] == "a", words[index + 2] == "half" {
                    total += unit / 2
                    index += 2
                }
            } else if word == "half", index + 1 < words.count, words[index + 1] == "a" || words[index + 1] == "an",
                      index + 2 < words.count, let unit = units[words[index + 2]] {
                total += unit / 2
                matchedUnit = true
                index += 2
            } else {
                return nil
            }
            index += 1
        }
        guard matchedUnit, pending == nil else { return nil }
        return total
    }

    private static func parseJapanese(_ text: String) -> Int? {
        let units: [(String, Int)] = [("時間", 3600), ("分", 60), ("秒", 1)]
        guard units.contains(where: { text.contains($0.0) }) else { return nil }
        var rest = Substring(text.replacingOccurrences(of: "半", with: "30").replacingOccurrences(of: "です", with: ""))
        var total = 0
        for (unit, seconds) in units {
            guard let range = rest.range(of: unit) else { continue }
            let amount = String(rest[..<range.lowerBound])
            guard let value = Double(amount) ?? AnswerParser.japaneseNumber(amount) else { return nil }
            guard let amount = (value * Double(seconds)).rounded().spokenWholeNumber, amount >= 0, amount <= Self.longest - total else { return nil }
            total += amount
            rest = rest[range.upperBound...]
        }
        if rest == "30" { total += 1800 }  // "1時間半"
        else if !rest.isEmpty { return nil }
        return total
    }
}
