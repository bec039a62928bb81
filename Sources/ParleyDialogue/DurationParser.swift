import ParleyText

/// Reads a spoken duration: "five minutes", "an hour and a half", "90 seconds",
/// "1 hour 30 minutes", "half an hour", "1時間30分". Returns whole seconds.
public struct DurationParser: Sendable {
    private let words: Vocabulary.Durations
    private let normalizer: Normalizer
    private let indefinite: Set<String>

    public init(locale: String = "en") {
        let vocabulary = Vocabulary.forLocale(locale)
        words = vocabulary.durations
        normalizer = Normalizer(vocabulary: vocabulary)
        indefinite = vocabulary.numbers.indefinite
    }

    /// A hundred years: a longer answer is not a duration anyone means.
    static let longest = 100 * 366 * 86400

    public func parse(_ raw: String) -> Int? {
        if let compact = parseCompact(raw.precomposedStringWithCompatibilityMapping.trimmed) { return compact }
        let tokens = normalizer.tokens(raw.replacingOccurrences(of: "-", with: " "), isUtteranceStart: false)
        if let fixed = words.fixed[tokens] { return fixed }
        let words = tokens.filter { !self.words.noise.contains($0) }
        if let fixed = self.words.fixed[words] { return fixed }
        var total = 0
        var pending: Double?
        var matchedUnit = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if let number = Double(word) {
                guard pending == nil, number.isFinite, number >= 0 else { return nil }
                pending = number
            } else if indefinite.contains(word) {
                guard pending == nil else { return nil }
                pending = 1
            } else if let unit = self.words.units[word] {
                // "minute" alone is one minute; "minutes" alone is no amount at all.
                if pending == nil, word.hasSuffix("s"), word.count > 1 { return nil }
                guard let seconds = ((pending ?? 1) * Double(unit)).rounded().spokenWholeNumber, seconds <= Self.longest - total else { return nil }
                total += seconds
                pending = nil
                matchedUnit = true
                // "an hour and a half": half of the unit just named.
                if index + 2 < words.count, indefinite.contains(words[index + 1]), words[index + 2] == self.words.half {
                    total += unit / 2
                    index += 2
                }
            } else if word == self.words.half, index + 1 < words.count, indefinite.contains(words[index + 1]),
                      index + 2 < words.count, let unit = self.words.units[words[index + 2]] {
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

    /// Units written right after their number, without spaces: "1時間30分", "1時間半".
    private func parseCompact(_ text: String) -> Int? {
        guard words.compactUnits.contains(where: { text.contains($0.unit) }) else { return nil }
        var rest = Substring(text)
        for noise in words.compactNoise { rest = Substring(rest.replacingOccurrences(of: noise, with: "")) }
        if let half = words.compactHalf { rest = Substring(rest.replacingOccurrences(of: half, with: "30")) }
        var total = 0
        for (unit, seconds) in words.compactUnits {
            guard let range = rest.range(of: unit) else { continue }
            let amount = String(rest[..<range.lowerBound])
            guard let value = Double(amount) ?? normalizer.numbers.numeralValue(amount) else { return nil }
            guard let amount = (value * Double(seconds)).rounded().spokenWholeNumber, amount >= 0, amount <= Self.longest - total else { return nil }
            total += amount
            rest = rest[range.upperBound...]
        }
        if rest == "30" { total += 1800 }  // "1時間半": half an hour after the hours
        else if !rest.isEmpty { return nil }
        return total
    }
}
