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
/// words are equal bytes. (Comparing bytes instead of `String`s cost 2 k instructions an utterance.)
///
///     var table = WordTable()
///     table.insert("start")    // 0
///     table.insert("session")  // 1
///     table.number(of: "session")  // 1
///     table.number(of: "stop")     // nil
package struct WordTable: Equatable, Sendable {
    /// Every word, by its number.
    package private(set) var words: [String] = []
    /// Per slot, the number of the word in it, or -1 when the slot is empty.
    private var slots: [Int32]
    private var mask: Int

    package init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
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
        var slot = Self.hash(word) & mask
        while true {
            let number = slots[slot]
            if number < 0 { return nil }
            if words[Int(number)] == word { return number }
            slot = (slot + 1) & mask
        }
    }

    package func contains(_ word: String) -> Bool {
        number(of: word) != nil
    }

    /// The word's number, adding it when it is new.
    @discardableResult
    package mutating func insert(_ word: String) -> Int32 {
        var slot = Self.hash(word) & mask
        while slots[slot] >= 0 {
            if words[Int(slots[slot])] == word { return slots[slot] }
            slot = (slot + 1) & mask
        }
        let number = Int32(words.count)
        words.append(word)
        slots[slot] = number
        // At most half full, so probes stay short.
        if words.count * 2 > slots.count { grow() }
        return number
    }

    package static func == (lhs: WordTable, rhs: WordTable) -> Bool {
        lhs.words == rhs.words
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (number, word) in words.enumerated() {
            var slot = Self.hash(word) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    private static func hash(_ word: String) -> Int {
        var word = word
        let hash = word.withUTF8 { FNV1a.hash($0) }
        // FNV-1a's low bits mix least: fold the high half in.
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
