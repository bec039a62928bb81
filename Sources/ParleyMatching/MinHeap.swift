/// A binary min-heap of (cost, id), ties broken by id so the search order is deterministic.
struct MinHeap {
    private var items: [(cost: MatchCost.Units, id: Int32)] = []

    mutating func reserveCapacity(_ capacity: Int) {
        items.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }

    private static func less(_ a: (cost: MatchCost.Units, id: Int32), _ b: (cost: MatchCost.Units, id: Int32)) -> Bool {
        a.cost != b.cost ? a.cost < b.cost : a.id < b.id
    }

    mutating func push(cost: MatchCost.Units, id: Int32) {
        items.append((cost, id))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (MatchCost.Units, Int32)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
                if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (first.cost, first.id)
    }
}
