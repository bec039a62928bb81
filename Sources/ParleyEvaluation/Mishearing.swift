import Foundation
import ParleyText
import ParleyCatalog
import ParleySpeech

/// What a speech recognizer might write for a phrase said aloud: the mistakes recognizers are
/// known to make with App Shortcuts, each made the same way every run (docs/SPEECH.md).
///
/// - a word written as another that sounds like it (espeak-ng's phonemes; the other words are
///   the catalog's own: its phrases, names and values, so "Lumen" may come back as "Human");
/// - a long name split in two ("Kurozora" → "Kuro zora"), and two words merged ("Soup Chef"
///   → "Soupchef");
/// - digits for number words and number words for digits ("two" ↔ "2");
/// - an unstressed word dropped ("a", "the", "with").
public struct Mishearing: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case soundAlike = "sound-alike word"
        case split = "word split"
        case merged = "words merged"
        case digits = "digits for words"
        case words = "words for digits"
        case dropped = "word dropped"
    }

    public struct Variant: Hashable, Sendable {
        public var kind: Kind
        public var text: String
    }

    public let locale: String
    /// The words a sound-alike may come back as, with their phonemes.
    private let pool: [(word: String, phonemes: Phonemes)]
    private let unstressed: Set<String>
    private let espeak: Espeak?
    private let spelled: NumberFormatter

    /// - Parameter words: the words a recognizer may write instead of one it heard (the catalog's).
    public init(locale: String, words: [String], unstressed: Set<String>) {
        self.locale = locale
        self.unstressed = unstressed
        espeak = try? Espeak.shared.get()
        var seen = Set<String>()
        var pool: [(String, Phonemes)] = []
        for word in words.sorted() where word.count >= 3 && seen.insert(word.lowercased()).inserted {
            if let espeak, let sound = try? espeak.phonemes(word, locale: locale) { pool.append((word, Phonemes(sound))) }
        }
        self.pool = pool
        spelled = NumberFormatter()
        spelled.locale = Locale(identifier: locale)
        spelled.numberStyle = .spellOut
    }

    /// Whether sound-alike words are made (espeak-ng is here and has a voice for the locale).
    public var hearsSounds: Bool { !pool.isEmpty }

    /// Every variant of the text, in a fixed order, without repeats or the text itself.
    public func variants(of text: String) -> [Variant] {
        let words = text.split(separator: " ").map(String.init)
        var found: [Variant] = []
        func add(_ kind: Kind, _ replaced: [String]) {
            let variant = replaced.joined(separator: " ")
            if variant != text, !variant.isEmpty, !found.contains(where: { $0.text == variant }) { found.append(Variant(kind: kind, text: variant)) }
        }
        for (index, word) in words.enumerated() {
            var replaced = words
            if let other = soundAlike(word) {
                replaced[index] = other
                add(.soundAlike, replaced)
            }
            if let halves = split(word) {
                replaced = words
                replaced[index] = halves
                add(.split, replaced)
            }
            // A name's two words are what a recognizer merges ("Soup Chef"); the first word of
            // the phrase is capitalized anyway.
            if index > 0, index + 1 < words.count, word.first?.isUppercase == true, words[index + 1].first?.isUppercase == true {
                replaced = words
                replaced[index] = word + words[index + 1].lowercased()
                replaced.remove(at: index + 1)
                add(.merged, replaced)
            }
            if let number = Int(word) {
                replaced = words
                replaced[index] = spelled.string(from: NSNumber(value: number)) ?? word
                add(.words, replaced)
            } else if let number = spelled.number(from: word.lowercased()), word.count > 2 {
                replaced = words
                replaced[index] = number.stringValue
                add(.digits, replaced)
            }
            if unstressed.contains(word.lowercased()) {
                replaced = words
                replaced.remove(at: index)
                add(.dropped, replaced)
            }
        }
        return found
    }

    /// The catalog word that sounds most like `word` (but is not it), if one is close.
    private func soundAlike(_ word: String) -> String? {
        guard word.count >= 3, let espeak, let text = try? espeak.phonemes(word, locale: locale) else { return nil }
        let sound = Phonemes(text)
        var best: (distance: Double, word: String)?
        for candidate in pool where abs(candidate.phonemes.count - sound.count) <= 4 && candidate.word.lowercased() != word.lowercased() {
            guard PhonemeDistance.soundAlike(sound, candidate.phonemes) else { continue }
            let distance = PhonemeDistance.between(sound.text, candidate.phonemes.text)
            if best == nil || distance < best!.distance { best = (distance, candidate.word) }
        }
        return best?.word
    }

    /// A word of six letters or more split where its second half starts with a consonant.
    private func split(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= 6, letters.allSatisfy(\.isLetter) else { return nil }
        let vowels = Set("aeiouyAEIOUY")
        for cut in (letters.count / 2)..<(letters.count - 2) where !vowels.contains(letters[cut]) && vowels.contains(letters[cut - 1]) {
            return String(letters[..<cut]) + " " + String(letters[cut...]).lowercased()
        }
        return nil
    }
}
