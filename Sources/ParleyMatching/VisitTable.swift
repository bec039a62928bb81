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
    /// One slot: a key, its cost, and the generation it was last filled in. Kept together so
    /// that a probe reads one place.
    private struct Slot {
        var key: VisitKey
        var cost: MatchCost.Units
        var filledIn: UInt32
    }

    private var slots: [Slot]
    private var generation: UInt32 = 1
    private var count = 0
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Self.emptySlots(size)
        mask = size - 1
    }

    private static func emptySlots(_ count: Int) -> [Slot] {
        Array(repeating: Slot(key: VisitKey(node: 0, position: 0, valueName: 0), cost: 0, filledIn: 0), count: count)
    }

    /// How many slots the table has: what it holds on to between searches.
    var capacity: Int { slots.count }

    /// The cheapest cost the key was reached at, or nil.
    subscript(key: VisitKey) -> MatchCost.Units? {
        var slot = Self.hash(key) & mask
        while slots[slot].filledIn == generation {
            if slots[slot].key == key { return slots[slot].cost }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records `cost` for the key unless it was reached at that cost or less (the search only
    /// ever lowers a cost, and never removes a key): one probe for what reading and then
    /// writing would do in two. Returns whether it recorded it.
    mutating func lower(_ key: VisitKey, to cost: MatchCost.Units) -> Bool {
        var slot = Self.hash(key) & mask
        while slots[slot].filledIn == generation {
            if slots[slot].key == key {
                guard cost < slots[slot].cost else { return false }
                slots[slot].cost = cost
                return true
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, cost: cost, filledIn: generation)
        count += 1
        // At most half full, so probes stay short.
        if count * 2 > slots.count { grow() }
        return true
    }

    /// Empties the table, keeping its slots.
    mutating func removeAll() {
        count = 0
        generation &+= 1
        if generation == 0 {
            // After four billion searches the stamps wrap: clear them once.
            slots = Self.emptySlots(slots.count)
            generation = 1
        }
    }

    private mutating func grow() {
        let old = slots, oldGeneration = generation
        slots = Self.emptySlots(old.count * 2)
        generation = 1
        mask = slots.count - 1
        for slot in old where slot.filledIn == oldGeneration {
            var newSlot = Self.hash(slot.key) & mask
            while slots[newSlot].filledIn == generation { newSlot = (newSlot + 1) & mask }
            slots[newSlot] = Slot(key: slot.key, cost: slot.cost, filledIn: generation)
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
