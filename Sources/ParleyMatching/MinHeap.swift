/// A binary min-heap of (cost, id), ties broken by id so the search order is deterministic.
///
/// Each item is kept as one 64-bit number that orders as (cost, id) does, so that sifting
/// compares one integer instead of two: the search pushes and pops every state it makes.
struct MinHeap {
    private var items: [UInt64] = []

    mutating func reserveCapacity(_ capacity: Int) {
        items.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }

    /// Flipping the sign bit makes a signed number's order its bit pattern's unsigned order.
    private static func packed(cost: MatchCost.Units, id: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: cost) ^ 0x8000_0000) << 32 | UInt64(UInt32(bitPattern: id) ^ 0x8000_0000)
    }

    private static func unpacked(_ item: UInt64) -> (cost: MatchCost.Units, id: Int32) {
        (Int32(bitPattern: UInt32(truncatingIfNeeded: item >> 32) ^ 0x8000_0000),
         Int32(bitPattern: UInt32(truncatingIfNeeded: item) ^ 0x8000_0000))
    }

    mutating func push(cost: MatchCost.Units, id: Int32) {
        let item = Self.packed(cost: cost, id: id)
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard item < items[parent] else { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = item
    }

    mutating func pop() -> (MatchCost.Units, Int32)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            // The last item sinks from the root: each smaller child moves up into the hole.
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                guard left < items.count else { break }
                let smaller = right < items.count && items[right] < items[left] ? right : left
                guard items[smaller] < last else { break }
                items[parent] = items[smaller]
                parent = smaller
            }
            items[parent] = last
        }
        return Self.unpacked(first)
    }
}
