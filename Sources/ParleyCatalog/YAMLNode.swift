/// One node of a catalog file: a scalar, a list or a mapping, with where it starts.
///
/// A class, so that handing a node to a reader function costs one reference count rather
/// than a copy of its payload: the reader passes every node of a 10,000-value catalog around
/// several times. Built by `YAMLComposer`; an alias is the node it names, shared.
final class YAMLNode {
    enum Content {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    struct Scalar {
        /// The value as YAML reads it: quotes, escapes and folded line breaks resolved.
        let string: String
        let style: Style

        enum Style {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }
    }

    /// Where a node starts, as libyaml counts: lines and columns from 1, columns in Unicode
    /// scalars, and U+0085, U+2028 and U+2029 ending lines (`YAMLPositions` maps it to an
    /// editor's position).
    struct Mark {
        let line: Int
        let column: Int
    }

    let content: Content
    let mark: Mark
    /// The tag written on the node (`!!int 5`), if any: two keys of one mapping are the same
    /// key only when their tags are too.
    let tag: String?

    init(_ content: Content, mark: Mark, tag: String?) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// Whether a mapping has a key written as this text.
    func hasKey(_ key: String) -> Bool {
        mapping?.contains { $0.key.scalar?.string == key } == true
    }
}
