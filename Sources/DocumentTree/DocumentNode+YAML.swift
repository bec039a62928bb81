import Yams

extension DocumentNode {
    /// Reads a YAML text. Every scalar is kept as written (no tag resolution: `12` stays the
    /// text "12"); aliases are replaced by what they name; an empty document is an empty mapping. Throws Yams'
    /// error, which names the line and column.
    public init(yaml: String) throws {
        guard let root = try Yams.compose(yaml: yaml, .basic) else {
            self = .mapping([], at: Position(line: 1, column: 1))
            return
        }
        self.init(root)
    }

    private init(_ node: Node) {
        let position = Position(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.string, at: position)
        case .sequence(let sequence):
            self = .sequence(sequence.map(DocumentNode.init), at: position)
        case .mapping(let mapping):
            self = .mapping(mapping.map { Entry(key: DocumentNode($0.key), value: DocumentNode($0.value)) }, at: position)
        case .alias(let alias):
            // `compose` resolves every alias to the node it names, so none reaches here.
            self = .scalar("*" + alias.anchor.rawValue, at: position)
        }
    }
}
