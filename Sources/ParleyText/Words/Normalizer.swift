import Foundation

/// Turns spoken-style text into the tokens both phrases and utterances are compared by.
///
/// NFKC, case folding, apostrophes dropped, other punctuation a word break, a leading
/// wake word and polite fillers removed, number words turned into digits, English
/// contractions expanded, and scripts written without spaces (Japanese, Chinese, Thai)
/// split into one token per character so that matching needs no dictionary.
///
///     Normalizer.tokens("Hey Siri, um, start twenty-five sessions with Calm’s app?")
///     // ["start", "25", "sessions", "with", "calms", "app"]
public enum Normalizer {
    /// Normalizes a whole utterance (a leading wake word is dropped).
    public static func tokens(_ text: String) -> [String] {
        tokens(text, isUtteranceStart: true)
    }

    /// Normalizes a piece of text; a wake word is only dropped at the start of an utterance.
    public static func tokens(_ text: String, isUtteranceStart: Bool) -> [String] {
        // NFKC changes nothing in ASCII, and most utterances are ASCII: skip Foundation's pass.
        let composed = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCompatibilityMapping
        var words = split(composed.lowercased())
        words = expandContractions(words)
        words = NumberWords.digitize(words)
        words = words.map { ordinalDigits[$0] ?? $0 }
        if isUtteranceStart { words = dropWakeWord(words) }
        return words.filter { !fillers.contains($0) }
    }

    /// Joins tokens back for display and comparison (`"start 25 sessions"`, `"瞑想を開始"`).
    public static func join(_ tokens: [String]) -> String {
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0, !isUnspaced(token), !isUnspaced(tokens[index - 1]) { text += " " }
            text += token
        }
        return text
    }

    // MARK: Splitting

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}"]

    private static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if apostrophes.contains(scalar) { continue }
            if isUnspacedScript(scalar) {
                flush()
                words.append(String(scalar))
                continue
            }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark {
                word.append(scalar)
                continue
            }
            // "2.5" and "1,000" stay one number.
            if (scalar == "." || scalar == ","), index > 0, index + 1 < scalars.count,
               scalars[index - 1].properties.numericType != nil, scalars[index + 1].properties.numericType != nil {
                if scalar == "." { word.append(scalar) }
                continue
            }
            flush()
        }
        flush()
        return words
    }

    /// Scripts written without spaces between words: each character is a token.
    static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF,  // Hiragana, Katakana (with ー)
             0x31F0...0x31FF,  // Katakana extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,  // Han
             0x3005, 0x3006,  // 々 〆
             0x0E00...0x0E7F,  // Thai
             0x0E80...0x0EFF,  // Lao
             0x1780...0x17FF:  // Khmer
            return true
        default:
            return false
        }
    }

    package static func isUnspaced(_ token: String) -> Bool {
        token.unicodeScalars.count == 1 && token.unicodeScalars.first.map(isUnspacedScript) == true
    }

    // MARK: Spoken-style clean-up

    private static let fillers: Set<String> = ["please", "pls", "um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "mm"]

    private static let wakeWords: [[String]] = [
        ["hey", "siri"], ["ok", "siri"], ["okay", "siri"], ["hi", "siri"], ["siri"],
        ["ヘ", "イ", "シ", "リ"], ["シ", "リ"],
    ]

    private static func dropWakeWord(_ words: [String]) -> [String] {
        for wake in wakeWords where words.starts(with: wake) {
            return Array(words.dropFirst(wake.count))
        }
        return words
    }

    /// Contractions after the apostrophe is dropped, expanded so both forms compare equal.
    private static let contractions: [String: [String]] = [
        "whats": ["what", "is"], "wheres": ["where", "is"], "whos": ["who", "is"], "hows": ["how", "is"],
        "thats": ["that", "is"], "theres": ["there", "is"], "heres": ["here", "is"], "isnt": ["is", "not"],
        "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"], "cant": ["can", "not"],
        "cannot": ["can", "not"], "wont": ["will", "not"], "im": ["i", "am"], "youre": ["you", "are"],
        "ive": ["i", "have"], "arent": ["are", "not"], "wasnt": ["was", "not"], "lets": ["let", "us"],
        "whatre": ["what", "are"], "theyre": ["they", "are"], "youll": ["you", "will"], "youve": ["you", "have"],
        "weve": ["we", "have"], "theyve": ["they", "have"], "couldnt": ["could", "not"], "wouldnt": ["would", "not"],
        "shouldnt": ["should", "not"], "havent": ["have", "not"], "hasnt": ["has", "not"], "werent": ["were", "not"],
    ]

    private static func expandContractions(_ words: [String]) -> [String] {
        words.flatMap { contractions[$0] ?? [$0] }
    }

    private static let ordinalDigits: [String: String] = [
        "1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth",
        "6th": "sixth", "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth",
    ]
}
