/// A YAML document reduced to what Parley reads of it: text scalars, sequences and mappings,
/// each with the line and column it starts at.
///
/// The build reads each locale's vocabulary file into one of these and embeds its compact
/// bytes (`DocumentNode+Bytes.swift`), so the program reads its vocabularies without parsing
/// YAML at run time, and a vocabulary file that is not valid YAML fails the build, with its
/// line and column, rather than a run.
public indirect enum DocumentNode: Hashable, Sendable {
    case scalar(String, at: Position)
    case sequence([DocumentNode], at: Position)
    case mapping([Entry], at: Position)

    /// Where a node starts in its file, counted from 1 (0 when it is not known).
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public struct Entry: Hashable, Sendable {
        public var key: DocumentNode
        public var value: DocumentNode

        public init(key: DocumentNode, value: DocumentNode) {
            self.key = key
            self.value = value
        }
    }

    public var position: Position {
        switch self {
        case .scalar(_, let position), .sequence(_, let position), .mapping(_, let position): position
        }
    }

    /// The text of a scalar; nil for a sequence or a mapping.
    public var text: String? {
        if case .scalar(let text, _) = self { text } else { nil }
    }

    public var items: [DocumentNode]? {
        if case .sequence(let items, _) = self { items } else { nil }
    }

    public var entries: [Entry]? {
        if case .mapping(let entries, _) = self { entries } else { nil }
    }
}
