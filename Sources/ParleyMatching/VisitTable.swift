/// Where the search stands: a trie node, a position in the utterance and the value-name
/// trie node heard so far (or -1).
struct VisitKey: Equatable {
    var node: Int32
    var position: Int32
    var valueName: Int32
}

/// The cheapest cost the search has reached each `VisitKey` at: open addressing with
/// linear probing over flat arrays. A search reads and writes it for every state it makes,
/// and a `Dictionary` spends most of that on hashing through `Hasher` and on its generic
/// machinery; this table mixes three integers and compares them.
///
/// A slot is filled in the current generation or empty: emptying the table for the next
/// search starts a new generation instead of clearing every slot.
struct VisitTable {
    private var keys: [VisitKey]
    private var costs: [MatchCost.Units]
    /// The generation each slot was last filled in.
    private var filledIn: [UInt32]
    private var generation: UInt32 = 1
    private var count = 0
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: VisitKey(node: 0, position: 0, valueName: 0), count: size)
        costs = Array(repeating: 0, count: size)
        filledIn = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// How many slots the table has: what it holds on to between searches.
    var capacity: Int { keys.count }

    /// The cheapest cost the key was reached at, or nil.
    subscript(key: VisitKey) -> MatchCost.Units? {
        var slot = Self.hash(key) & mask
        while filledIn[slot] == generation {
            if keys[slot] == key { return costs[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records `cost` for the key unless it was reached at that cost or less (the search only
    /// ever lowers a cost, and never removes a key): one probe for what reading and then
    /// writing would do in two. Returns whether it recorded it.
    mutating func lower(_ key: VisitKey, to cost: MatchCost.Units) -> Bool {
        var slot = Self.hash(key) & mask
        while filledIn[slot] == generation {
            if keys[slot] == key {
                guard cost < costs[slot] else { return false }
                costs[slot] = cost
                return true
            }
            slot = (slot + 1) & mask
        }
        insert(key, cost: cost, at: slot)
        return true
    }

    private mutating func insert(_ key: VisitKey, cost: MatchCost.Units, at slot: Int) {
        keys[slot] = key
        costs[slot] = cost
        filledIn[slot] = generation
        count += 1
        // At most half full, so probes stay short.
        if count * 2 > keys.count { grow() }
    }

    /// Empties the table, keeping its slots.
    mutating func removeAll() {
        count = 0
        generation &+= 1
        if generation == 0 {
            // After four billion searches the stamps wrap: clear them once.
            filledIn = Array(repeating: 0, count: keys.count)
            generation = 1
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldCosts = costs, oldFilledIn = filledIn, oldGeneration = generation
        let size = oldKeys.count * 2
        keys = Array(repeating: VisitKey(node: 0, position: 0, valueName: 0), count: size)
        costs = Array(repeating: 0, count: size)
        filledIn = Array(repeating: 0, count: size)
        generation = 1
        mask = size - 1
        for slot in oldKeys.indices where oldFilledIn[slot] == oldGeneration {
            var newSlot = Self.hash(oldKeys[slot]) & mask
            while filledIn[newSlot] == generation { newSlot = (newSlot + 1) & mask }
            keys[newSlot] = oldKeys[slot]
            costs[newSlot] = oldCosts[slot]
            filledIn[newSlot] = generation
        }
    }

    /// The three numbers folded into one word and mixed (SplitMix64's finalizer), so that
    /// neighbouring nodes and positions land far apart.
    private static func hash(_ key: VisitKey) -> Int {
        var mixed = UInt64(UInt32(bitPattern: key.node)) | UInt64(UInt32(bitPattern: key.position)) << 32
        mixed ^= UInt64(UInt32(bitPattern: key.valueName)) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }
}
