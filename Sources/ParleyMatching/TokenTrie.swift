
/// A trie over interned token ids whose end nodes carry payloads: app indices for the
/// app-name trie, (vocabulary, value) pairs for the value trie.
struct TokenTrie: Equatable, Sendable {
    struct Node: Equatable, Sendable {
        var children = EdgeMap()
        var payload: [Int64] = []
    }

    private(set) var nodes: [Node] = [Node()]

    init() {}

    /// A trie of these nodes (as `nodes` gave them), the root first.
    init(nodes: [Node]) {
        self.nodes = nodes.isEmpty ? [Node()] : nodes
    }

    mutating func insert(_ tokens: [Int32], payload: Int64) {
        guard !tokens.isEmpty else { return }
        var node: Int32 = 0
        for token in tokens {
            if let child = nodes[Int(node)].children[token] {
                node = child
            } else {
                let child = Int32(nodes.count)
                nodes.append(Node())
                nodes[Int(node)].children[token] = child
                node = child
            }
        }
        if !nodes[Int(node)].payload.contains(payload) { nodes[Int(node)].payload.append(payload) }
    }

    func child(of node: Int32, _ token: Int32) -> Int32? {
        nodes[Int(node)].children[token]
    }

    /// The edges out of a node: its words' ids and the nodes they lead to.
    func edges(of node: Int32) -> [EdgeMap.Edge] {
        nodes[Int(node)].children.edges
    }

    func payload(of node: Int32) -> [Int64] {
        nodes[Int(node)].payload
    }
}
