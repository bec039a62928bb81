extension YAMLNode {
    /// A whole YAML text as one tree, for readers that want a mapping: a text with no
    /// document (empty, or only comments) is an empty mapping.
    public static func document(_ yaml: String) throws(YAMLComposer.Failure) -> YAMLNode {
        try YAMLComposer.compose(yaml) ?? YAMLNode(.mapping([]), mark: Mark(line: 1, column: 1))
    }
}

extension YAMLComposer.Failure: CustomStringConvertible {
    /// Where the text went wrong, in libyaml's counting (the catalog loader places its own
    /// diagnostics as an editor counts; see `YAMLPositions`); 1:1 when no place is known.
    public var place: YAMLNode.Mark {
        switch self {
        case .syntax(_, let mark), .duplicateKeys(_, let mark): mark
        case .unreadable, .outOfMemory: YAMLNode.Mark(line: 1, column: 1)
        }
    }

    /// What went wrong, in libyaml's words.
    public var problem: String {
        switch self {
        case .syntax(let problem, _): problem
        case .duplicateKeys(let keys, _): "duplicate keys: \(keys.joined(separator: ", "))"
        case .unreadable(let problem, let byteOffset, _): "\(problem) (byte \(byteOffset))"
        case .outOfMemory: "out of memory"
        }
    }

    /// `line:column: problem`.
    public var description: String { "\(place.line):\(place.column): \(problem)" }
}
