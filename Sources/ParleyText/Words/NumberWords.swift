import Foundation

/// A locale's number words and their digits: "twenty five" ↔ "25".
///
///     let numbers = Normalizer.forLocale("en").numbers
///     numbers.digitize(["order", "twenty", "five", "soups"])  // ["order", "25", "soups"]
///     numbers.value(of: ["a", "dozen"])                      // 12
public struct NumberWords: Sendable {
    private let words: Vocabulary.Numbers

    private let counters: Set<String>

    package init(vocabulary: Vocabulary.Numbers) {
        counters = Set(vocabulary.counters)
        words = vocabulary
    }

    package func isNumberWord(_ word: String) -> Bool {
        words.isNumberWord(word)
    }

    /// Replaces every run of number words with its digits.
    public func digitize(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if let (value, length) = parse(words, from: index) {
                result.append(String(value))
                index += length
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    /// The value of a whole answer the vocabulary lists as an amount ("a dozen", Korean "네 대").
    public func amount(of tokens: [String]) -> Double? {
        words.amounts[tokens]
    }

    /// The text without the counters and polite endings after its number, each taken off the
    /// end once, in the vocabulary's order ("3杯吧" → "3", Thai "สามใบครับ" → "สาม").
    public func withoutCounters(_ text: String) -> String {
        var text = text
        for counter in words.counters where text.hasSuffix(counter) && text.count > counter.count {
            text = String(text.dropLast(counter.count))
        }
        return text
    }

    /// A numeral written straight before a counter anywhere in a short text of a script
    /// without spaces, what is counted around it: Chinese "三条毛巾", "三个晚上", Japanese
    /// "タオル3枚". The first such numeral; nil when there is none.
    public func countedAmount(in text: String) -> Double? {
        guard text.count <= 16 else { return nil }
        for counter in words.counters where !counter.isEmpty {
            var rest = text[...]
            while let range = rest.range(of: counter) {
                let numeral = String(text[..<range.lowerBound].reversed().prefix { numeralValue(String($0)) != nil }.reversed())
                if !numeral.isEmpty, let value = numeralValue(numeral) { return value }
                rest = rest[range.upperBound...]
            }
        }
        return nil
    }

    /// Whether a word may follow a number as what it counts (Chinese "辆", Korean "대").
    public func isCounter(_ word: String) -> Bool {
        counters.contains(word)
    }

    /// The value of a whole phrase of number words or digits ("forty five", "a dozen", "2.5").
    public func value(of tokens: [String]) -> Double? {
        // A whole answer first: French "une" is both the article of "une douzaine" and one.
        if let amount = self.words.amounts[tokens] { return amount }
        var words = tokens
        if let first = words.first, self.words.indefinite.contains(first) { words.removeFirst() }
        if let amount = self.words.amounts[words] { return amount }
        if words.count == 1, let number = Double(words[0]) { return number.isSpokenNumber ? number : nil }
        if let first = words.first, self.words.negative.contains(first), let rest = value(of: Array(words.dropFirst())) { return -rest }
        if let point = words.firstIndex(of: self.words.point), let whole = value(of: Array(words[..<point])).flatMap(Int.init(exactly:)) {
            let digits = words[(point + 1)...].compactMap { self.words.units[$0] ?? Int($0) }
            guard digits.count == words.count - point - 1, !digits.isEmpty, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
            return Double("\(whole).\(digits.map(String.init).joined())").flatMap { $0.isSpokenNumber ? $0 : nil }
        }
        if let (value, length) = parse(words, from: 0), length == words.count { return Double(value) }
        // A ten and its unit written as one word, as Korean writes them: "스물한" is 21.
        let apart = words.flatMap(tenAndUnit)
        guard apart.count > words.count, let (value, length) = parse(apart, from: 0), length == apart.count else { return nil }
        return Double(value)
    }

    /// A word that is a ten with a unit below ten written after it, as the two words; else the word.
    private func tenAndUnit(_ word: String) -> [String] {
        guard words.units[word] == nil, words.tens[word] == nil else { return [word] }
        let ten = words.tens.keys.filter { word.count > $0.count && word.hasPrefix($0) }.max { ($0.count, $0) < ($1.count, $1) }
        guard let ten, let unit = words.units[String(word.dropFirst(ten.count))], unit < 10 else { return [word] }
        return [ten, String(word.dropFirst(ten.count))]
    }

    /// Parses the longest number starting at `start`: its value and how many words it used.
    func parse(_ words: [String], from start: Int) -> (Int, Int)? {
        let units = self.words.units, tens = self.words.tens, scales = self.words.scales
        var total = 0
        var current = 0
        var index = start
        var used = 0
        // Whether a joiner came between this word and the number so far.
        var joined = false
        while index < words.count {
            var word = words[index]
            let continuing = used > 0
            // A one-letter joiner is written against what it joins: Hebrew "ארבעים ושניים".
            if continuing, units[word] == nil, tens[word] == nil, let rest = Self.afterJoiner(word, self.words.joiner),
               units[rest] != nil || tens[rest] != nil {
                word = rest
                joined = true
            }
            let lastTwoDigits = current % 100
            if let unit = units[word] {
                // "twenty five" and "one hundred twelve" continue a number; "five five" does not.
                if continuing, !(lastTwoDigits == 0 || (lastTwoDigits >= 20 && lastTwoDigits % 10 == 0 && unit < 10)) { break }
                current += unit
            } else if let ten = tens[word] {
                // A unit joined to the ten after it is the ten and the unit: Arabic "خمسة
                // وعشرون" is 25, as English's old "five and twenty".
                if continuing, lastTwoDigits != 0, !(joined && (1...9).contains(lastTwoDigits)) { break }
                current += ten
            } else if let scale = scales[word], continuing {
                // "one million million …" stops growing here rather than overflowing.
                guard total <= 1_000_000_000 else { break }
                if scale == 100 {
                    guard current > 0, current < 100 else { break }
                    current *= 100
                } else {
                    guard current > 0 else { break }
                    total += current * scale
                    current = 0
                }
            } else if word == self.words.joiner, continuing, index + 1 < words.count, units[words[index + 1]] != nil || tens[words[index + 1]] != nil {
                index += 1
                joined = true
                continue
            } else {
                break
            }
            joined = false
            index += 1
            used = index - start
        }
        guard used > 0 else { return nil }
        return (total + current, used)
    }

    /// Whether a word is a number word with a one-letter joiner written against it ("وعشرون").
    public func isJoinedNumberWord(_ word: String) -> Bool {
        Self.afterJoiner(word, words.joiner).map(isNumberWord) == true
    }

    /// The rest of a word that begins with a joiner of one letter.
    private static func afterJoiner(_ word: String, _ joiner: String) -> String? {
        guard joiner.count == 1, word.count > 1, word.hasPrefix(joiner) else { return nil }
        return String(word.dropFirst())
    }

    /// Numerals written with digits and the scales that multiply them (Japanese
    /// "二十五", up to 9,999), or digits, followed by an optional counter word ("五個",
    /// "3つ"), for a locale whose vocabulary has them.
    public func numeralValue(_ raw: String) -> Double? {
        let digits = words.kanjiDigits, scales = words.kanjiScales
        guard !digits.isEmpty else { return nil }
        let text = withoutCounters(raw.precomposedStringWithCompatibilityMapping.trimmed)
        if let number = Double(text) { return number.isSpokenNumber ? number : nil }
        // Nine characters is beyond any count a person answers with, and keeps the sum from overflowing.
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ digits[$0] != nil || scales[$0] != nil }) else { return nil }
        var total = 0, current = 0
        var follows = false
        for character in text {
            if let digit = digits[character] {
                // Two digits in a row are no number ("两三", two or three), unless one is zero
                // ("一百零五").
                if follows, current != 0, digit != 0 { return nil }
                follows = true
                current = digit
            } else if let scale = scales[character] {
                total += max(current, 1) * scale
                current = 0
                follows = false
            }
        }
        return Double(total + current)
    }
}

extension Double {
    /// Numbers a person can say: beyond this, or not finite, an answer is not understood.
    static let largestSpokenNumber = 1e15

    /// Finite and within `largestSpokenNumber`, so that converting it to `Int` cannot trap.
    package var isSpokenNumber: Bool {
        isFinite && abs(self) <= Self.largestSpokenNumber
    }

    /// The whole number this is, when it is a spoken number without a fraction.
    package var spokenWholeNumber: Int? {
        isSpokenNumber ? Int(exactly: self) : nil
    }
}
