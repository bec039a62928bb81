/// How far apart two phoneme strings (espeak-ng's IPA) sound: an edit distance over phonemes
/// in which the differences a recognizer slips on cost less. Stress marks and word breaks are
/// left out ("Soup Chef" and "Soupchef" sound the same); one vowel for another, a length mark
/// or a glide (j, w, h) costs half; any other change costs one.
///
///     PhonemeDistance.between("kˈansəl", "kˈɛnsəl")    // 0.5 (one vowel for another)
///     PhonemeDistance.between("kˈansəl", "kˈaʊnsəl")   // 1.0 (Cancel, Council: a vowel added)
///     PhonemeDistance.between("lˈuːmɛn", "hjˈuːmən")   // 2.0 (Lumen, Human)
public enum PhonemeDistance {
    /// Two names or values sound alike when they are at most this far apart, and at most
    /// `closeShare` of the longer one.
    public static let close = 2.0
    public static let closeShare = 0.3

    public static func between(_ a: String, _ b: String) -> Double {
        between(phonemes(a), phonemes(b), limit: .infinity)
    }

    /// The distance, or a number above `limit` as soon as it is sure to exceed it (most pairs
    /// of a type's thousand values are told apart in a few rows).
    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Double) -> Double {
        if a.isEmpty { return b.reduce(0) { $0 + insertion($1) } }
        if b.isEmpty { return a.reduce(0) { $0 + insertion($1) } }
        var previous = [Double](repeating: 0, count: b.count + 1)
        for j in 1...b.count { previous[j] = previous[j - 1] + insertion(b[j - 1]) }
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = previous[0] + insertion(a[i - 1])
            var lowest = current[0]
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + insertion(a[i - 1]),
                    current[j - 1] + insertion(b[j - 1]),
                    previous[j - 1] + substitution(a[i - 1], b[j - 1]))
                lowest = min(lowest, current[j])
            }
            if lowest > limit { return lowest }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// Whether two phoneme strings are close enough for a recognizer to write one for the other.
    public static func soundAlike(_ a: String, _ b: String) -> Bool {
        soundAlike(Phonemes(a), Phonemes(b))
    }

    /// The words the two share at the start and the end are left out first: "Code 5" and
    /// "Code 9" differ as "five" and "nine" do, not by two phonemes of eight. Two strings
    /// of the very same sounds are alike: homophones are what a recognizer cannot tell apart.
    public static func soundAlike(_ a: Phonemes, _ b: Phonemes) -> Bool {
        // A consonant that one has and the other not costs at least half a change (one change
        // can swap one for another): most pairs of a type's thousand values end here.
        var unmatched = 0
        for bucket in 0..<Phonemes.buckets { unmatched += abs(Int(a.consonants[bucket]) - Int(b.consonants[bucket])) }
        guard Double(unmatched) / 2 <= close else { return false }
        var start = 0, endA = a.words.count, endB = b.words.count
        while start < endA, start < endB, a.words[start] == b.words[start] { start += 1 }
        while endA > start, endB > start, a.words[endA - 1] == b.words[endB - 1] { endA -= 1; endB -= 1 }
        let first = Array(a.words[start..<endA].joined()), second = Array(b.words[start..<endB].joined())
        // The same sounds written two ways ("Council" and "Counsel"): the surest mis-hearing.
        guard !first.isEmpty || !second.isEmpty else { return true }
        let limit = min(close, closeShare * Double(max(first.count, second.count)))
        return between(first, second, limit: limit) <= limit
    }

    /// The phonemes that count: stress marks, syllable breaks and spaces removed.
    public static func phonemes(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter(counts)
    }

    static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        !vowels.contains(scalar) && !light.contains(scalar)
    }

    /// A phoneme that costs a whole change to add, drop or swap for any other.
    static func isHeavyConsonant(_ scalar: Unicode.Scalar) -> Bool {
        isConsonant(scalar)
    }

    static func counts(_ scalar: Unicode.Scalar) -> Bool {
        !"ˈˌ. -_".unicodeScalars.contains(scalar) && scalar.properties.generalCategory != .nonspacingMark
    }

    private static let vowels = Set("aeiouyɑɐɒæɛɜɝəɚɪɔʊʌʏøœɯɨʉɤɘɵɞ".unicodeScalars)
    private static let light = Set("ːjwʔh".unicodeScalars)

    private static func insertion(_ scalar: Unicode.Scalar) -> Double {
        light.contains(scalar) ? 0.5 : 1
    }

    private static func substitution(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Double {
        if a == b { return 0 }
        if vowels.contains(a) && vowels.contains(b) { return 0.5 }
        return 1
    }
}

/// A phoneme string made ready for comparing, word by word: made once per name or value.
public struct Phonemes: Sendable, Hashable {
    /// As espeak-ng wrote it, for messages.
    public let text: String
    let words: [[Unicode.Scalar]]
    /// How many phonemes count.
    public let count: Int
    /// How many of its consonants fall in each of `buckets` buckets: two strings whose
    /// buckets differ by more than twice the distance allowed cannot be that close.
    let consonants: [UInt8]
    static let buckets = 32

    public init(_ text: String) {
        self.text = text
        words = text.split(separator: " ").map { $0.unicodeScalars.filter(PhonemeDistance.counts) }.filter { !$0.isEmpty }
        count = words.reduce(0) { $0 + $1.count }
        var consonants = [UInt8](repeating: 0, count: Self.buckets)
        for word in words {
            for scalar in word where PhonemeDistance.isConsonant(scalar) {
                let bucket = Int(scalar.value % UInt32(Self.buckets))
                consonants[bucket] = consonants[bucket] &+ 1
            }
        }
        self.consonants = consonants
    }
}
