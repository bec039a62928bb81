import Testing
import ParleyTestSupport
@testable import ParleySpeech

/// How alike two names sound, as espeak-ng writes them: the distance the sound-alike lint and
/// mis-hearing use, and the index that keeps the lint from comparing every pair.
@Suite("Phoneme distance")
struct PhonemeDistanceTests {
    @Test func aVowelOrAGlideCostsHalfAnyOtherChangeOne() {
        #expect(PhonemeDistance.between("kˈansəl", "kˈɛnsəl") == 0.5, "one vowel for another")
        #expect(PhonemeDistance.between("kˈansəl", "kˈaʊnsəl") == 1.0, "Cancel, Council: a vowel added")
        #expect(PhonemeDistance.between("sˈiː", "sˈi") == 0.5, "a length mark")
        #expect(PhonemeDistance.between("lˈuːmɛn", "hjˈuːmən") == 2.0, "Lumen, Human")
        #expect(PhonemeDistance.between("pˈɪn", "bˈɪn") == 1.0)
        #expect(PhonemeDistance.between("", "tiː") == 2.5, "t and i cost one each, the length mark half")
    }

    @Test func stressAndWordBreaksAreLeftOut() {
        #expect(PhonemeDistance.between("sˈuːp ʃˈɛf", "sˈuːpʃɛf") == 0)
        #expect(PhonemeDistance.phonemes("sˈuːp ʃˈɛf").count == 7)
    }

    @Test func wordsBothShareAtTheEndsAreLeftOutBeforeComparing() {
        // "Code five" and "Code nine" differ as "five" and "nine" do: three changes of four
        // phonemes, not three of eight.
        #expect(!PhonemeDistance.soundAlike("kˈəʊd fˈaɪv", "kˈəʊd nˈaɪn"))
        #expect(PhonemeDistance.soundAlike("lˈuːmɛn lˈaɪts", "lˈuːmən lˈaɪts"))
        #expect(PhonemeDistance.soundAlike("kˈaʊnsəl", "kˈaʊnsəl"), "the same sounds, written two ways, are alike")
        #expect(!PhonemeDistance.soundAlike("sˈuːp", "tʃˈiːz"))
    }

    /// `SoundAlikeCandidates` finds every pair that comparing all pairs finds, on random
    /// phoneme strings dense enough to hold hundreds of alike pairs, homophones included.
    @Test func soundAlikeCandidatesMissNoPairThatAllPairsFind() {
        var random = SeededGenerator(state: 56)
        let letters = Array("kltrsnmpbdgfvzʃaeiouəɪɛæʊːjwhˈ ".unicodeScalars)
        let sounds = (0..<600).map { _ in
            Phonemes(String(String.UnicodeScalarView((0..<(2 + Int(random.next() % 7))).map { _ in random.pick(letters) })))
        } + [Phonemes("kˈaʊnsəl"), Phonemes("kˈaʊnsəl")]
        var everyPair: [String] = []
        for first in sounds.indices {
            for second in sounds.indices where second > first && PhonemeDistance.soundAlike(sounds[first], sounds[second]) {
                everyPair.append("\(first)-\(second)")
            }
        }
        let found = SoundAlikeCandidates.pairs(sounds).filter { PhonemeDistance.soundAlike(sounds[$0.0], sounds[$0.1]) }.map { "\($0.0)-\($0.1)" }
        #expect(everyPair.count > 50, "the strings are dense enough to test something")
        #expect(found == everyPair)
    }

    @Test func identicalPhonemesAreAlikeAndFarOnesAreNot() {
        #expect(PhonemeDistance.between("kˈat", "kˈat") == 0)
        #expect(PhonemeDistance.soundAlike("lˈuːmən", "lˈuːmən"))
        #expect(!PhonemeDistance.soundAlike("lˈuːmən", "tˈɔːtʃ"))
        #expect(PhonemeDistance.between("kˈat", "bˈat") > 0)
    }

    @Test func candidatesHoldTheNearPairs() {
        let sounds = [Phonemes("lˈuːmən"), Phonemes("lˈuːmɪn"), Phonemes("tˈɔːtʃ")]
        let pairs = SoundAlikeCandidates.pairs(sounds)
        #expect(pairs.contains { Set([$0.0, $0.1]) == [0, 1] })
    }
}
