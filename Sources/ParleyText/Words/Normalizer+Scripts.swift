import Foundation

/// Which scripts are written without spaces, and which marks everyday text leaves out.
extension Normalizer {
    /// Arabic's short vowels, shadda, sukun and tatweel, and Hebrew's points and cantillation:
    /// written for learners and scripture, left out of everyday text, so they are dropped on
    /// both sides ("شَغِّل" is "شغل"). Alef with a hamza or a madda ("أ", "إ", "آ") is read as
    /// alef by `splitWords`, which sees it whole.
    static func isOptionalVowelMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x064B...0x0652, 0x0656...0x065F, 0x0670, 0x0640,
             0x0591...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7: true
        default: false
        }
    }

    /// Scripts written without spaces between words: each character is a token, or in Thai
    /// each cluster of letters (`LetterCluster`).
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

    /// A token of Thai, Lao or Khmer, whose letters spell words without spaces (Chinese and
    /// Japanese characters are words or syllables of their own).
    package static func isSpelledWithoutSpaces(_ token: String) -> Bool {
        token.unicodeScalars.first.map { (0x0E00...0x0EFF).contains($0.value) || (0x1780...0x17FF).contains($0.value) } == true
    }

    /// A token of a script written without spaces: a character of Chinese, Japanese, Lao or
    /// Khmer, a cluster of Thai.
    package static func isUnspaced(_ token: String) -> Bool {
        token.unicodeScalars.first.map(isUnspacedScript) == true
    }
}

extension Normalizer {
    /// Hebrew's maqaf (־) after a one- or two-letter prefix joins it to the word it comes
    /// before, as a prefix is joined without one: "ב־Sonux" is "בSonux", "ל־5" is "ל5". Elsewhere
    /// ("בית־ספר") it stays a word break, as a hyphen is.
    static func joiningPrefixMaqaf(_ text: String) -> String {
        // The maqaf's UTF-8 is D6 BE: most texts have no D6 byte, and bytes are read fastest.
        guard text.utf8.contains(0xD6), text.unicodeScalars.contains(where: { $0.value == 0x05BE }) else { return text }
        var scalars: [Unicode.Scalar] = []
        var lettersBefore = 0
        for scalar in text.unicodeScalars {
            if scalar.value == 0x05BE, (1...2).contains(lettersBefore) {
                continue
            }
            lettersBefore = (0x05D0...0x05EA).contains(scalar.value) ? lettersBefore + 1
                : isOptionalVowelMark(scalar) ? lettersBefore : scalar.properties.isAlphabetic ? 3 : 0
            scalars.append(scalar)
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
