import Testing
@testable import ParleyMatching
@testable import ParleyText

/// `Letters` stands in for `EditDistance` when the fuzzy lexicon checks a slip: over every
/// pair of short words of a small alphabet (ASCII and not), "one edit apart" must mean
/// exactly what an edit distance of 1 means, and two such words must share a deletion key.
@Suite("Letters")
struct LettersTests {
    @Test(arguments: [["a", "b", "c"], ["é", "e", "ü"]])
    func oneEditIsAnEditDistanceOfOne(_ alphabet: [String]) throws {
        var words: [String] = []
        for length in 3...5 {
            var current = [""]
            for _ in 0..<length { current = current.flatMap { prefix in alphabet.map { prefix + $0 } } }
            words += current
        }
        let letters = try words.map { try #require(Letters($0)) }
        for (i, a) in letters.enumerated() {
            for (j, b) in letters.enumerated() {
                let expected = EditDistance.between(words[i], words[j], limit: 1) == 1
                #expect(a.isOneEdit(from: b) == expected, "\(words[i]) / \(words[j])")
                if expected {
                    #expect(!Set(a.deletionKeys()).isDisjoint(with: b.deletionKeys()), "\(words[i]) / \(words[j])")
                }
            }
        }
    }

    @Test(arguments: ["12ab", "ab", "a-b-c", "瞑想する", String(repeating: "a", count: MatchLimits.longestFuzzyWord + 1)])
    func wordsThatCannotSlipHaveNoLetters(_ word: String) {
        #expect(Letters(word) == nil)
    }
}
