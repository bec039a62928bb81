import ParleyText
import ParleyCatalog
import ParleyMatching

/// Reads a user's answer to one of Siri's questions: yes/no, cancel, numbers, ordinals
/// and choices. Dates and durations have parsers of their own.
public enum AnswerParser {
    /// Whole answers that end any dialogue.
    static let cancelPhrases: Set<[String]> = [
        ["cancel"], ["stop"], ["never", "mind"], ["nevermind"], ["forget", "it"], ["quit"], ["cancel", "that"],
        ["キ", "ャ", "ン", "セ", "ル"], ["や", "め", "て"], ["も", "う", "い", "い"],
    ]

    static let yesPhrases: Set<[String]> = [
        ["yes"], ["yeah"], ["yep"], ["yup"], ["sure"], ["ok"], ["okay"], ["confirm"], ["correct"], ["right"],
        ["that", "is", "right"], ["that", "is", "correct"], ["do", "it"], ["go", "ahead"], ["absolutely"],
        ["of", "course"], ["yes", "please"], ["sounds", "good"], ["affirmative"], ["y"],
        ["は", "い"], ["う", "ん"], ["そ", "う"], ["お", "願", "い"], ["お", "願", "い", "し", "ま", "す"], ["そ", "う", "で", "す"],
    ]

    static let noPhrases: Set<[String]> = [
        ["no"], ["nope"], ["nah"], ["negative"], ["not", "really"], ["no", "thanks"], ["no", "thank", "you"],
        ["do", "not"], ["wrong"], ["n"],
        ["い", "い", "え"], ["い", "や"], ["違", "う"], ["ち", "が", "う"], ["う", "う", "ん"],
    ]

    public static func isCancel(_ tokens: [String]) -> Bool {
        cancelPhrases.contains(tokens)
    }

    /// true for yes, false for no, nil when the answer is neither.
    public static func yesNo(_ tokens: [String]) -> Bool? {
        if yesPhrases.contains(tokens) { return true }
        if noPhrases.contains(tokens) { return false }
        // "yes, order it" / "no, not that": the first word decides.
        if let first = tokens.first, tokens.count > 1 {
            if ["yes", "yeah", "yep", "sure"].contains(first) { return true }
            if ["no", "nope", "nah"].contains(first) { return false }
        }
        return nil
    }

    /// Words around a number that do not change it ("make it 5", "5 please", "about 5").
    private static let numberNoise: Set<String> = [
        "make", "it", "about", "around", "i", "want", "would", "like", "let", "us", "say", "just", "exactly",
        "percent", "of", "them", "that", "is", "to", "be", "please", "lets", "go", "with",
    ]

    /// A number from digits or number words: "forty five", "a dozen", "2.5", "make it 7".
    public static func number(_ tokens: [String], raw: String) -> Double? {
        let words = Normalizer.tokens(raw.replacingOccurrences(of: "-", with: " "))
            .filter { !numberNoise.contains($0) }
        if let value = NumberWords.value(of: words) { return value }
        if let value = japaneseNumber(raw) { return value }
        return nil
    }

    /// Kanji numerals up to 9,999 ("二十五"), with an optional counter suffix ("五個", "3つ").
    static func japaneseNumber(_ raw: String) -> Double? {
        let digits: [Character: Int] = ["〇": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9]
        let scales: [Character: Int] = ["十": 10, "百": 100, "千": 1000]
        var text = raw.precomposedStringWithCompatibilityMapping.trimmed
        for suffix in ["個", "つ", "杯", "人", "冊", "分", "です", "で", "お願いします", "ください", "。"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count))
        }
        if let number = Double(text) { return number.isSpokenNumber ? number : nil }
        // Nine digits is beyond any count a person answers with, and keeps the sum from overflowing.
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ digits[$0] != nil || scales[$0] != nil }) else { return nil }
        var total = 0, current = 0
        for character in text {
            if let digit = digits[character] {
                current = digit
            } else if let scale = scales[character] {
                total += max(current, 1) * scale
                current = 0
            }
        }
        return Double(total + current)
    }

    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "1番目": 1, "最初": 1,
    ]

    /// The 1-based option an answer points at by position: "the second one", "2", "last",
    /// "number three", "option 2", "2番目".
    public static func position(_ tokens: [String], optionCount: Int) -> Int? {
        let ignored: Set<String> = ["the", "one", "number", "option", "choice", "please", "that", "is", "it", "go", "with", "i", "want"]
        let joined = tokens.joined()
        guard optionCount > 0 else { return nil }
        if joined.hasSuffix("番目"), let number = japaneseNumber(String(joined.dropLast(2)))?.spokenWholeNumber {
            return (1...optionCount).contains(number) ? number : nil
        }
        if ["最後", "最後の", "最後のもの"].contains(joined) { return optionCount }
        var words = tokens.filter { !ignored.contains($0) }
        // "the second one": "one" (normalized to "1") is a pronoun after an ordinal.
        if words.count == 2, words[1] == "1", ordinals[words[0]] != nil || words[0] == "last" { words.removeLast() }
        guard words.count == 1, let word = words.first else { return nil }
        var position: Int?
        if let ordinal = ordinals[word] { position = ordinal }
        if word == "last" || word == "final" { position = optionCount }
        if let number = Int(word) { position = number }
        guard let position, (1...optionCount).contains(position) else { return nil }
        return position
    }
}
