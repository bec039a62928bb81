extension YAMLNode {
    /// A whole YAML text as one tree, for readers that want a mapping: a text with no
    /// document (empty, or only comments) is an empty mapping.
    public static func document(_ yaml: String) throws(YAMLComposer.Failure) -> YAMLNode {
        try YAMLComposer.compose(yaml) ?? YAMLNode(.mapping([]), mark: Mark(line: 1, column: 1))
    }
}

extension YAMLComposer.Failure: CustomStringConvertible {
    /// `line:column: problem`, in libyaml's counting (the catalog loader places its own
    /// diagnostics as an editor counts; see `YAMLPositions`).
    public var description: String {
        switch self {
        case .syntax(let problem, let mark): "\(mark.line):\(mark.column): \(problem)"
        case .duplicateKeys(let keys, let mark): "\(mark.line):\(mark.column): duplicate keys: \(keys.joined(separator: ", "))"
        case .unreadable(let problem, let byteOffset, _): "byte \(byteOffset): \(problem)"
        case .outOfMemory: "1:1: out of memory"
        }
    }
}
