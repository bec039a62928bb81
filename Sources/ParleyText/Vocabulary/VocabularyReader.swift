import Yams

/// Reads one vocabulary file's YAML key by key, into `VocabularyFile`.
///
/// Written by hand rather than derived from `Decodable`: the decoder resolves types and
/// conformances at run time, which made reading English's vocabulary take ~40% of a
/// one-utterance `parley match` process. The hand reader does the same work in a few
/// hundred thousand instructions, and it also rejects a key it does not know, so a typo in
/// a locale's file is an error with its line rather than a word silently missing.
final class VocabularyReader {
    struct ReadError: Error, CustomStringConvertible {
        var message: String
        var mark: Mark?

        var description: String {
            mark.map { "\($0.line):\($0.column): \(message)" } ?? message
        }
    }

    private let entries: [(key: String, keyMark: Mark?, value: Node)]
    private let mark: Mark?
    private var read: Set<String> = []

    /// A reader of a whole file: its top level must be a mapping.
    convenience init(yaml: String) throws {
        // Every scalar is read as written: Yams' regex-based tag resolution is skipped.
        guard let root = try Yams.compose(yaml: yaml, .basic) else { try self.init(Node.mapping(Node.Mapping([]))); return }
        try self.init(root)
    }

    private init(_ node: Node) throws {
        guard let mapping = node.mapping else { throw ReadError(message: "expected a mapping", mark: node.mark) }
        entries = mapping.map { (key: $0.key.string ?? "", keyMark: $0.key.mark, value: $0.value) }
        mark = node.mark
    }

    /// A nested section, read by `body`, or nil when the file leaves it out.
    func section<Section>(_ key: String, _ body: (VocabularyReader) throws -> Section) throws -> Section? {
        guard let node = value(key) else { return nil }
        let reader = try VocabularyReader(node)
        let section = try body(reader)
        try reader.rejectUnknownKeys()
        return section
    }

    func string(_ key: String) throws -> String? {
        try value(key).map(Self.string)
    }

    func scalar<Value: VocabularyScalar>(_ key: String) throws -> Value? {
        guard let node = value(key) else { return nil }
        return try Self.scalar(node)
    }

    func strings(_ key: String) throws -> [String]? {
        try value(key).map { try Self.sequence($0).map(Self.string) }
    }

    func lists(_ key: String) throws -> [[String]]? {
        try value(key).map { try Self.sequence($0).map { try Self.sequence($0).map(Self.string) } }
    }

    func table<Value: VocabularyScalar>(_ key: String) throws -> [String: Value]? {
        guard let node = value(key) else { return nil }
        guard let mapping = node.mapping else { throw ReadError(message: "expected a mapping", mark: node.mark) }
        var table: [String: Value] = [:]
        for (key, value) in mapping { table[try Self.string(key)] = try Self.scalar(value) }
        return table
    }

    /// A key a section cannot do without.
    func required<Value>(_ value: Value?, _ key: String) throws -> Value {
        guard let value else { throw ReadError(message: "missing key '\(key)'", mark: mark) }
        return value
    }

    /// Called once every key a section knows has been read.
    func rejectUnknownKeys() throws {
        if let unknown = entries.first(where: { !read.contains($0.key) }) {
            throw ReadError(message: "unknown key '\(unknown.key)'", mark: unknown.keyMark)
        }
    }

    private func value(_ key: String) -> Node? {
        read.insert(key)
        return entries.first { $0.key == key }?.value
    }

    private static func string(_ node: Node) throws -> String {
        guard let scalar = node.scalar else { throw ReadError(message: "expected text", mark: node.mark) }
        return scalar.string
    }

    private static func scalar<Value: VocabularyScalar>(_ node: Node) throws -> Value {
        guard let scalar = node.scalar, let value = Value(vocabularyText: scalar.string) else {
            throw ReadError(message: "expected \(Value.expected)", mark: node.mark)
        }
        return value
    }

    private static func sequence(_ node: Node) throws -> [Node] {
        guard let sequence = node.sequence else { throw ReadError(message: "expected a list", mark: node.mark) }
        return Array(sequence)
    }
}

/// A value in a vocabulary file, written plainly: `first`, `12`, `-1`, `0.5`, `true`.
protocol VocabularyScalar {
    /// What a value of this kind is, for an error: "a whole number".
    static var expected: String { get }
    init?(vocabularyText: String)
}

extension String: VocabularyScalar {
    static var expected: String { "text" }
    init?(vocabularyText: String) { self = vocabularyText }
}

extension Int: VocabularyScalar {
    static var expected: String { "a whole number" }
    init?(vocabularyText: String) { self.init(vocabularyText) }
}

extension Double: VocabularyScalar {
    static var expected: String { "a number" }
    init?(vocabularyText: String) { self.init(vocabularyText) }
}

extension Bool: VocabularyScalar {
    static var expected: String { "true or false" }
    init?(vocabularyText: String) {
        switch vocabularyText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}
