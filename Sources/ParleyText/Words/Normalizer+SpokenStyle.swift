import Foundation

/// Spoken-style clean-up: wake words and polite phrases dropped at the ends.
extension Normalizer {
    // MARK: Spoken-style clean-up

    /// Without the polite phrases said first or last ("la segunda por favor", "2杯お願いします"),
    /// unless nothing else is said: "ครับ" alone is Thai's yes.
    /// In Thai, Lao and Khmer a polite phrase is dropped only at the end, where Thai's particles
    /// go: at the start its letters may begin a word ("คะแนน", score). Chinese and Japanese
    /// drop one at the start too (Cantonese "唔該", whose 唔 alone is "not").
    func droppingPoliteness(_ tokens: [String], at ends: PoliteEnds) -> [String] {
        var kept = tokens[...]
        let least = ends.contains(.said) ? 1 : 0
        var dropped = true
        while dropped {
            dropped = false
            for polite in words.politeness where kept.count - polite.count >= least {
                if ends.contains(.start), Self.sameWords(kept.prefix(polite.count), polite), !polite.contains(where: Self.isSpelledWithoutSpaces) {
                    kept.removeFirst(polite.count)
                    dropped = true
                } else if ends.contains(.end), Self.sameWords(kept.suffix(polite.count), polite) {
                    kept.removeLast(polite.count)
                    dropped = true
                }
            }
        }
        return Array(kept)
    }

    /// Without the longest wake word `tokens` begin with, whose first word is the word
    /// numbered `start` in `words.roleWords`.
    func dropWakeWord(_ tokens: [String], startingWith start: Int) -> [String] {
        for rest in words.wakeWordsByStart[start] where Self.sameWords(tokens.dropFirst().prefix(rest.count), rest) {
            return Array(tokens.dropFirst(1 + rest.count))
        }
        return tokens
    }

    /// Whether two runs of split words are the same, compared as UTF-8: both were split
    /// alike, and String's == would normalize each word that is not ASCII again.
    static func sameWords(_ words: ArraySlice<String>, _ others: [String]) -> Bool {
        guard words.count == others.count else { return false }
        for (offset, other) in others.enumerated() where !sameWord(words[words.startIndex + offset], other) { return false }
        return true
    }

    static func sameWord(_ word: String, _ other: String) -> Bool {
        guard word.utf8.count == other.utf8.count else { return false }
        return word.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                bytes.isEmpty || memcmp(bytes.baseAddress!, otherBytes.baseAddress!, bytes.count) == 0
            }
        }.flatMap { $0 } ?? word.utf8.elementsEqual(other.utf8)
    }
}
