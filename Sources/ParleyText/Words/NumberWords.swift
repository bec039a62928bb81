/// English number words and their digits: "twenty five" ↔ "25".
///
///     NumberWords.digitize(["order", "twenty", "five", "soups"])  // ["order", "25", "soups"]
///     NumberWords.value(of: ["a", "dozen"])                      // 12
public enum NumberWords {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let scales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]

    static func isNumberWord(_ word: String) -> Bool {
        units[word] != nil || tens[word] != nil || scales[word] != nil
    }

    /// Replaces every run of number words with its digits.
    public static func digitize(_ words: [String]) -> [String] {
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

    /// The value of a whole phrase of number words or digits ("forty five", "a dozen", "2.5").
    public static func value(of words: [String]) -> Double? {
        var words = words
        if words.first == "a" || words.first == "an" { words.removeFirst() }
        if words == ["dozen"] { return 12 }
        if words == ["half", "dozen"] { return 6 }
        if words.count == 1, let number = Double(words[0]) { return number.isSpokenNumber ? number : nil }
        if words.first == "minus" || words.first == "negative", let rest = value(of: Array(words.dropFirst())) { return -rest }
        if let point = words.firstIndex(of: "point"), let whole = value(of: Array(words[..<point])).flatMap(Int.init(exactly:)) {
            let digits = words[(point + 1)...].compactMap { units[$0] ?? Int($0) }
            guard digits.count == words.count - point - 1, !digits.isEmpty, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
            return Double("\(whole).\(digits.map(String.init).joined())").flatMap { $0.isSpokenNumber ? $0 : nil }
        }
        guard let (value, length) = parse(words, from: 0), length == words.count else { return nil }
        return Double(value)
    }

    /// Parses the longest number starting at `start`: its value and how many words it used.
    static func parse(_ words: [String], from start: Int) -> (Int, Int)? {
        var total = 0
        var current = 0
        var index = start
        var used = 0
        while index < words.count {
            let word = words[index]
            let continuing = used > 0
            let lastTwoDigits = current % 100
            if let unit = units[word] {
                // "twenty five" and "one hundred twelve" continue a number; "five five" does not.
                if continuing, !(lastTwoDigits == 0 || (lastTwoDigits >= 20 && lastTwoDigits % 10 == 0 && unit < 10)) { break }
                current += unit
            } else if let ten = tens[word] {
                if continuing, lastTwoDigits != 0 { break }
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
            } else if word == "and", continuing, index + 1 < words.count, units[words[index + 1]] != nil || tens[words[index + 1]] != nil {
                index += 1
                continue
            } else {
                break
            }
            index += 1
            used = index - start
        }
        guard used > 0 else { return nil }
        return (total + current, used)
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
