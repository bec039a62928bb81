/// One node of a YAML document — a catalog, a locale's vocabulary, a project's spec file —
/// as Parley reads every one: a scalar, a list or a mapping, with where it starts.
///
/// A class, so that handing a node to a reader function costs one reference count rather
/// than a copy of its payload: the reader passes every node of a 10,000-value catalog around
/// several times. Built by `YAMLComposer`; an alias is the node it names, shared.
public final class YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public struct Scalar: Hashable, Sendable {
        /// The value as YAML reads it: quotes, escapes and folded line breaks resolved.
        public let string: String
        public let style: Style

        public init(string: String, style: Style) {
            self.string = string
            self.style = style
        }

        public enum Style: UInt8, Hashable, Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }
    }

    /// Where a node starts, as libyaml counts: lines and columns from 1, columns in Unicode
    /// scalars, and U+0085, U+2028 and U+2029 ending lines (`YAMLPositions` maps it to an
    /// editor's position).
    public struct Mark: Hashable, Sendable {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public let content: Content
    public let mark: Mark
    /// The tag written on the node (`!!int 5`), if any: two keys of one mapping are the same
    /// key only when their tags are too.
    public let tag: String?

    public init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    public var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// Whether a mapping has a key written as this text.
    public func hasKey(_ key: String) -> Bool {
        mapping?.contains { $0.key.scalar?.string == key } == true
    }

    /// A scalar's text; nil for a list or a mapping.
    public var text: String? { scalar?.string }
}

extension YAMLNode: Equatable {
    /// The same document: the same content, written the same way, at the same places.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        guard lhs.mark == rhs.mark, lhs.tag == rhs.tag else { return false }
        switch (lhs.content, rhs.content) {
        case (.scalar(let left), .scalar(let right)): return left == right
        case (.sequence(let left), .sequence(let right)): return left == right
        case (.mapping(let left), .mapping(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
