/// The compact form the build embeds: a depth-first walk of the tree, each node a kind byte,
/// its line and column, then its text (a length and UTF-8 bytes) or its children (a count,
/// then each child, a mapping's as key and value). Numbers are unsigned LEB128.
extension DocumentNode {
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    /// Reads what `bytes` wrote; nil if the bytes are not exactly one node.
    public init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let node = reader.node(depth: 0), reader.offset == bytes.count else { return nil }
        self = node
    }

    private enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    private func append(to bytes: inout [UInt8]) {
        let kind: Kind
        switch self {
        case .scalar: kind = .scalar
        case .sequence: kind = .sequence
        case .mapping: kind = .mapping
        }
        bytes.append(kind.rawValue)
        Self.append(position.line, to: &bytes)
        Self.append(position.column, to: &bytes)
        switch self {
        case .scalar(let text, _):
            Self.append(text.utf8.count, to: &bytes)
            bytes.append(contentsOf: text.utf8)
        case .sequence(let items, _):
            Self.append(items.count, to: &bytes)
            for item in items { item.append(to: &bytes) }
        case .mapping(let entries, _):
            Self.append(entries.count, to: &bytes)
            for entry in entries {
                entry.key.append(to: &bytes)
                entry.value.append(to: &bytes)
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

        mutating func node(depth: Int) -> DocumentNode? {
            guard depth < Self.maximumDepth, let kind = byte().flatMap(Kind.init(rawValue:)),
                  let line = number(), let column = number(), let count = number() else { return nil }
            let position = Position(line: line, column: column)
            switch kind {
            case .scalar:
                guard count <= bytes.count - offset else { return nil }
                let text = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
                offset += count
                return .scalar(text, at: position)
            case .sequence:
                guard count <= bytes.count - offset else { return nil }
                var items: [DocumentNode] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = node(depth: depth + 1) else { return nil }
                    items.append(item)
                }
                return .sequence(items, at: position)
            case .mapping:
                guard count <= bytes.count - offset else { return nil }
                var entries: [Entry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = node(depth: depth + 1), let value = node(depth: depth + 1) else { return nil }
                    entries.append(Entry(key: key, value: value))
                }
                return .mapping(entries, at: position)
            }
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
