/// Words numbered in the order they were added, found by their UTF-8 bytes: open addressing
/// with linear probing, hashed with FNV-1a.
///
/// Every utterance's words are looked up in a few such tables (the normalizer's, the
/// catalog's tokens); a `Dictionary` keyed by `String` hashed each word with SipHash through
/// `Hasher`, which was most of what a look-up cost. The hash is not seeded: the words are
/// the user's own catalog and vocabulary, and a table that collides only gets slower.
///
/// The words kept and the words looked up must be normalized text (NFKC, as the normalizer
/// gives it): the hash reads bytes, and two spellings that `String` calls equal but whose
/// bytes differ ("é" precomposed or not) would be two words here. In normalized text, equal
/// words are equal bytes, and comparing bytes is cheaper than comparing `String`s.
///
///     var table = WordTable()
///     table.insert("start")    // 0
///     table.insert("session")  // 1
///     table.number(of: "session")  // 1
///     table.number(of: "stop")     // nil
package struct WordTable: Equatable, Sendable {
    /// Every word, by its number.
    package private(set) var words: [String] = []
    /// Per slot, the number of the word in it (low half) and the high half of its hash, or
    /// `empty`. A probe that passes other words compares their hashes, not their strings:
    /// most look-ups are of words not in the table, and passing them by hash alone spares a
    /// string comparison each.
    private var slots: [UInt64]
    private var mask: Int
    private static let empty = UInt64.max

    package init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Self.empty, count: size)
        mask = size - 1
        words.reserveCapacity(capacity)
    }

    /// A table of these words, numbered in this order (a word given twice keeps its first number).
    package init(_ words: [String]) {
        self.init(capacity: words.count)
        for word in words { insert(word) }
    }

    package var count: Int { words.count }

    /// The word's number, or nil when it is not in the table.
    package func number(of word: String) -> Int32? {
        let (number, _) = find(word, hash: Self.hash(word))
        return number
    }

    package func contains(_ word: String) -> Bool {
        number(of: word) != nil
    }

    /// The word's number, adding it when it is new.
    @discardableResult
    package mutating func insert(_ word: String) -> Int32 {
        let hash = Self.hash(word)
        let (found, slot) = find(word, hash: hash)
        if let found { return found }
        let number = Int32(words.count)
        words.append(word)
        slots[slot] = Self.entry(number, hash: hash)
        // At most half full, so probes stay short.
        if words.count * 2 > slots.count { grow() }
        return number
    }

    /// The word's number and slot, or nil and the empty slot where it would go.
    private func find(_ word: String, hash: UInt64) -> (number: Int32?, slot: Int) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == Self.empty { return (nil, slot) }
            let number = Int(UInt32(truncatingIfNeeded: entry))
            if entry >> 32 == hash >> 32, words[number] == word { return (Int32(number), slot) }
            slot = (slot + 1) & mask
        }
    }

    package static func == (lhs: WordTable, rhs: WordTable) -> Bool {
        lhs.words == rhs.words
    }

    private mutating func grow() {
        slots = Array(repeating: Self.empty, count: slots.count * 2)
        mask = slots.count - 1
        for (number, word) in words.enumerated() {
            let hash = Self.hash(word)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = Self.entry(Int32(number), hash: hash)
        }
    }

    /// A slot's entry: the hash's high half over the number.
    private static func entry(_ number: Int32, hash: UInt64) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(number))
    }

    /// The word's FNV-1a hash, its high bits folded into the low ones, which pick the slot.
    private static func hash(_ word: String) -> UInt64 {
        // Read in place (a small string from its stack copy): copying the string to take
        // `withUTF8` retained and released it on every look-up.
        let hash = word.utf8.withContiguousStorageIfAvailable { FNV1a.hash($0) } ?? FNV1a.hash(word.utf8)
        // FNV-1a's low bits mix least.
        return hash ^ (hash >> 29)
    }
}
