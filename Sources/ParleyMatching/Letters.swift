import ParleyText

/// A word as the letters `FuzzyLexicon` compares, one code per Character: the byte itself
/// for ASCII (most words, read without a Unicode look-up), a 64-bit hash of the Character's
/// UTF-8 otherwise (with the top bit set, so it never equals an ASCII letter). Only words that can slip or inflect have one: letters only (numbers and
/// single characters of unspaced scripts never slip), 3 to `MatchLimits.longestFuzzyWord`
/// of them.
struct Letters {
    private var codes: [UInt64] = []

    init?(_ word: String) {
        let utf8 = word.utf8
        guard utf8.count >= 3 else { return nil }
        codes.reserveCapacity(utf8.count)
        // One pass while the bytes are ASCII, where each byte is a Character of its own: one
        // that is not a letter means the word is not letters only, whatever follows it.
        for byte in utf8 {
            guard byte < 0x80 else {
                guard !Normalizer.isUnspaced(word), word.allSatisfy(\.isLetter) else { return nil }
                codes = word.map(Self.code)
                break
            }
            guard (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) else { return nil }
            codes.append(UInt64(byte))
        }
        guard (3...MatchLimits.longestFuzzyWord).contains(codes.count) else { return nil }
    }

    var count: Int { codes.count }

    /// The hash of the word and of each spelling with one letter left out: two words one
    /// edit apart (a letter added, dropped, changed or two swapped) share at least one.
    func deletionKeys() -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(codes.count + 1)
        keys.append(Self.hash(codes, skipping: nil))
        for index in codes.indices { keys.append(Self.hash(codes, skipping: index)) }
        return keys
    }

    /// Whether the two words are exactly one edit apart, counted as `EditDistance` counts
    /// (optimal string alignment): one letter added, dropped or changed, or two adjacent
    /// letters swapped.
    func isOneEdit(from other: Letters) -> Bool {
        let (a, b) = (codes, other.codes)
        if a.count == b.count {
            guard let first = a.indices.first(where: { a[$0] != b[$0] }) else { return false }
            let last = a.indices.last { a[$0] != b[$0] }!
            if first == last { return true }
            return last == first + 1 && a[first] == b[last] && a[last] == b[first]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        let first = short.indices.first { short[$0] != long[$0] } ?? short.count
        return short[first...].elementsEqual(long[(first + 1)...])
    }

    private static func code(_ character: Character) -> UInt64 {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return UInt64(byte) }
        return FNV1a.hash(utf8) | 0x8000_0000_0000_0000
    }

    /// FNV-1a over the codes, one left out (or none).
    private static func hash(_ codes: [UInt64], skipping skipped: Int?) -> UInt64 {
        var hasher = FNV1a()
        for index in codes.indices where index != skipped {
            hasher.combine(codes[index])
        }
        return hasher.value
    }
}
