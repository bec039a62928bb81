/// Token ids filed under 64-bit keys, built once from every (key, id) pair and then only
/// read: the pairs sit in three flat arrays, grouped by bucket, so building it allocates
/// three arrays rather than one per key (a `[UInt64: [Int32]]` of the slip keys was half
/// of what building the fuzzy lexicon cost).
///
///     let table = IDsByKey([(key: 7, id: 0), (key: 9, id: 1), (key: 7, id: 2)])
///     table.ids(under: 7)  // [0, 2]
///     table.ids(under: 8)  // []
struct IDsByKey: Sendable {
    /// Bucket `b`'s pairs are at `starts[b]..<starts[b + 1]` of `keys` and `ids`.
    private let starts: [Int32]
    private let keys: [UInt64]
    private let ids: [Int32]
    private let mask: Int

    init(_ pairs: [(key: UInt64, id: Int32)]) {
        var size = 16
        while size < pairs.count { size *= 2 }
        mask = size - 1
        var starts = [Int32](repeating: 0, count: size + 1)
        for pair in pairs { starts[Self.bucket(pair.key, mask) + 1] += 1 }
        for bucket in 0..<size { starts[bucket + 1] += starts[bucket] }
        // Each pair goes to the next free place of its bucket, so a bucket keeps the pairs'
        // order and a key's ids come back in the order they were given.
        var next = starts
        var keys = [UInt64](repeating: 0, count: pairs.count)
        var ids = [Int32](repeating: 0, count: pairs.count)
        for pair in pairs {
            let bucket = Self.bucket(pair.key, mask)
            let place = Int(next[bucket])
            keys[place] = pair.key
            ids[place] = pair.id
            next[bucket] += 1
        }
        self.starts = starts
        self.keys = keys
        self.ids = ids
    }

    /// The ids filed under `key`, in the order they were given.
    func ids(under key: UInt64) -> [Int32] {
        let bucket = Self.bucket(key, mask)
        var found: [Int32] = []
        for place in Int(starts[bucket])..<Int(starts[bucket + 1]) where keys[place] == key {
            found.append(ids[place])
        }
        return found
    }

    /// The keys are FNV-1a hashes, whose low bits mix least: the high half is folded in.
    private static func bucket(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
    }
}
