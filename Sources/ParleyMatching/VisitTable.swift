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
struct VisitTable {
    /// A slot's key, or one with node -1 when the slot is empty (nodes are never negative).
    private var keys: [VisitKey]
    private var costs: [MatchCost.Units]
    private var count = 0
    private var mask: Int

    private static let empty = VisitKey(node: -1, position: 0, valueName: 0)

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: Self.empty, count: size)
        costs = Array(repeating: 0, count: size)
        mask = size - 1
    }

    subscript(key: VisitKey) -> MatchCost.Units? {
        get {
            var slot = Self.hash(key) & mask
            while keys[slot].node >= 0 {
                if keys[slot] == key { return costs[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            // The search only ever lowers a cost; it never removes a key.
            guard let cost = newValue else { return }
            var slot = Self.hash(key) & mask
            while keys[slot].node >= 0 {
                if keys[slot] == key {
                    costs[slot] = cost
                    return
                }
                slot = (slot + 1) & mask
            }
            keys[slot] = key
            costs[slot] = cost
            count += 1
            // At most half full, so probes stay short.
            if count * 2 > keys.count { grow() }
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldCosts = costs
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        costs = Array(repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (key, cost) in zip(oldKeys, oldCosts) where key.node >= 0 {
            var slot = Self.hash(key) & mask
            while keys[slot].node >= 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            costs[slot] = cost
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
