/// The compact form the build embeds for each locale's vocabulary: a depth-first walk of the
/// tree, each node a kind byte, its line and column, its tag (0, or its length + 1 and its
/// UTF-8 bytes), then a scalar's style byte and text (a length and UTF-8 bytes) or a
/// collection's children (a count, then each child, a mapping's as key and value). Numbers are
/// unsigned LEB128.
extension YAMLNode {
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    /// Reads what `bytes` wrote; nil if the bytes are not exactly one node.
    public convenience init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let node = reader.node(depth: 0), reader.offset == bytes.count else { return nil }
        self.init(node.content, mark: node.mark, tag: node.tag)
    }

    private enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    private func append(to bytes: inout [UInt8]) {
        let kind: Kind = switch content {
        case .scalar: .scalar
        case .sequence: .sequence
        case .mapping: .mapping
        }
        bytes.append(kind.rawValue)
        Self.append(mark.line, to: &bytes)
        Self.append(mark.column, to: &bytes)
        if let tag {
            Self.append(tag.utf8.count + 1, to: &bytes)
            bytes.append(contentsOf: tag.utf8)
        } else {
            bytes.append(0)
        }
        switch content {
        case .scalar(let scalar):
            bytes.append(scalar.style.rawValue)
            Self.append(scalar.string.utf8.count, to: &bytes)
            bytes.append(contentsOf: scalar.string.utf8)
        case .sequence(let items):
            Self.append(items.count, to: &bytes)
            for item in items { item.append(to: &bytes) }
        case .mapping(let pairs):
            Self.append(pairs.count, to: &bytes)
            for pair in pairs {
                pair.key.append(to: &bytes)
                pair.value.append(to: &bytes)
            }
        }
    }

    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        var rest = UInt(number)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        /// Deep enough for any vocabulary file; a deeper tree is damaged bytes, not a stack overflow.
        static let maximumDepth = 64

        mutating func node(depth: Int) -> YAMLNode? {
            guard depth < Self.maximumDepth, let kind = byte().flatMap(Kind.init(rawValue:)),
                  let line = number(), let column = number(), let tagLength = number() else { return nil }
            let mark = Mark(line: line, column: column)
            var tag: String?
            if tagLength > 0 {
                guard let text = text(count: tagLength - 1) else { return nil }
                tag = text
            }
            switch kind {
            case .scalar:
                guard let style = byte().flatMap(Scalar.Style.init(rawValue:)), let count = number(), let text = text(count: count) else { return nil }
                return YAMLNode(.scalar(Scalar(string: text, style: style)), mark: mark, tag: tag)
            case .sequence:
                guard let count = number(), count <= bytes.count - offset else { return nil }
                var items: [YAMLNode] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = node(depth: depth + 1) else { return nil }
                    items.append(item)
                }
                return YAMLNode(.sequence(items), mark: mark, tag: tag)
            case .mapping:
                guard let count = number(), count <= bytes.count - offset else { return nil }
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                pairs.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = node(depth: depth + 1), let value = node(depth: depth + 1) else { return nil }
                    pairs.append((key, value))
                }
                return YAMLNode(.mapping(pairs), mark: mark, tag: tag)
            }
        }

        mutating func text(count: Int) -> String? {
            guard count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// An unsigned LEB128 number of at most 8 bytes (more is damage, not a number).
        mutating func number() -> Int? {
            var value = 0
            for shift in stride(from: 0, to: 56, by: 7) {
                guard let byte = byte() else { return nil }
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
            }
            return nil
        }
    }
}
