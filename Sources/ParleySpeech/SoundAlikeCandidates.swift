/// The pairs among many phoneme strings that could sound alike, found without comparing every
/// pair: a type of 10,000 values has 50 million pairs, and comparing them all once took the
/// sound-alike lint over a minute.
///
/// Two strings within `PhonemeDistance.close` differ by at most two changes of their heavy
/// consonants (every consonant but the light j, w, h, ʔ and ː): the distance counts each
/// such change as one, and the vowels and light ones between them cost nothing less. So
/// each string is filed under its consonant skeleton with every one or two consonants left
/// out, and only strings filed under a common key are compared, as SymSpell finds
/// spellings. No pair that sounds alike is missed: a test checks it against every pair.
public enum SoundAlikeCandidates {
    /// Index pairs `(i, j)` with `i < j`, in order, that may sound alike; every pair that
    /// `PhonemeDistance.soundAlike` accepts is among them.
    public static func pairs(_ sounds: [Phonemes]) -> [(Int, Int)] {
        var filed: [[Unicode.Scalar]: [Int]] = [:]
        for (index, sound) in sounds.enumerated() {
            for key in keys(skeleton(sound)) { filed[key, default: []].append(index) }
        }
        var found = Set<Pair>()
        for members in filed.values where members.count > 1 {
            for (position, first) in members.enumerated() {
                // Four half-cost changes at most: a longer difference is never alike.
                for second in members[(position + 1)...] where first != second && abs(sounds[first].count - sounds[second].count) <= 4 {
                    found.insert(Pair(min(first, second), max(first, second)))
                }
            }
        }
        return found.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map { ($0.first, $0.second) }
    }

    private struct Pair: Hashable {
        let first: Int, second: Int
        init(_ first: Int, _ second: Int) {
            self.first = first
            self.second = second
        }
    }

    /// The heavy consonants, in order, of every word.
    static func skeleton(_ sound: Phonemes) -> [Unicode.Scalar] {
        sound.words.joined().filter(PhonemeDistance.isHeavyConsonant)
    }

    /// The skeleton itself and every form of it with one or two consonants left out.
    static func keys(_ skeleton: [Unicode.Scalar]) -> Set<[Unicode.Scalar]> {
        var keys: Set<[Unicode.Scalar]> = [skeleton]
        for first in skeleton.indices {
            var once = skeleton
            once.remove(at: first)
            keys.insert(once)
            for second in once.indices where second >= first {
                var twice = once
                twice.remove(at: second)
                keys.insert(twice)
            }
        }
        return keys
    }
}
