/// A trie node's children by key (a token, or an app's index), sorted by key and found by
/// binary search.
///
/// Most nodes have one child or a few. A `Dictionary` per node hashed every key through
/// `Hasher` on each step of a search, and held a hash table for a single edge; this is one
/// small array, and a node read from the cache is its edges as they were written.
struct EdgeMap: Equatable, Sendable {
    struct Edge: Equatable, Sendable {
        var key: Int32
        var child: Int32
    }

    /// Every edge, in key order.
    private(set) var edges: [Edge] = []

    init() {}

    /// The edges of these (key, child) pairs in any order; a key given twice keeps its first child.
    init(_ pairs: [(Int32, Int32)]) {
        // As the cache writes them: in key order, each key once.
        if zip(pairs, pairs.dropFirst()).allSatisfy({ $0.0 < $1.0 }) {
            edges = pairs.map { Edge(key: $0.0, child: $0.1) }
            return
        }
        var edges = pairs.enumerated().map { (order: $0.offset, edge: Edge(key: $0.element.0, child: $0.element.1)) }
        edges.sort { $0.edge.key != $1.edge.key ? $0.edge.key < $1.edge.key : $0.order < $1.order }
        for (_, edge) in edges where self.edges.last?.key != edge.key { self.edges.append(edge) }
    }

    var isEmpty: Bool { edges.isEmpty }

    /// The child under `key`. Setting adds the edge or replaces its child (nil removes it).
    subscript(key: Int32) -> Int32? {
        get {
            let index = position(of: key)
            return index < edges.count && edges[index].key == key ? edges[index].child : nil
        }
        set {
            let index = position(of: key)
            let exists = index < edges.count && edges[index].key == key
            switch (newValue, exists) {
            case (let child?, true): edges[index].child = child
            case (let child?, false): edges.insert(Edge(key: key, child: child), at: index)
            case (nil, true): edges.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Where `key` is or would go: the first edge whose key is not below it. Tokens are
    /// numbered as they are first met, so a new edge usually goes at the end.
    private func position(of key: Int32) -> Int {
        if let last = edges.last, last.key < key { return edges.count }
        var low = 0, high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
