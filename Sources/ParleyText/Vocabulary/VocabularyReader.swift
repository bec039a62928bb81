import DocumentTree

/// Reads one vocabulary file key by key, into `VocabularyFile`.
///
/// Written by hand rather than derived from `Decodable`: the decoder resolves types and
/// conformances at run time, which made reading English's vocabulary take ~40% of a
/// one-utterance `parley match` process. The hand reader also rejects a key it does not know,
/// so a typo in a locale's file is an error with its line rather than a word silently missing.
/// It reads the file's document tree, which the build made from the YAML (`YAMLNode`).
final class VocabularyReader {
    struct ReadError: Error, CustomStringConvertible {
        var message: String
        var position: YAMLNode.Mark

        var description: String {
            "\(position.line):\(position.column): \(message)"
        }
    }

    private let entries: [(key: String, keyPosition: YAMLNode.Mark, value: YAMLNode)]
    private let position: YAMLNode.Mark
    private var read: Set<String> = []

    /// A reader of a whole file: its top level must be a mapping.
    init(_ node: YAMLNode) throws {
        guard let mapping = node.mapping else { throw ReadError(message: "expected a mapping", position: node.mark) }
        entries = mapping.map { (key: $0.key.text ?? "", keyPosition: $0.key.mark, value: $0.value) }
        position = node.mark
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
        guard let mapping = node.mapping else { throw ReadError(message: "expected a mapping", position: node.mark) }
        var table: [String: Value] = [:]
        for entry in mapping { table[try Self.string(entry.key)] = try Self.scalar(entry.value) }
        return table
    }

    /// A mapping from names to lists of text (`Timer: [set a timer for {duration}, …]`).
    func listTable(_ key: String) throws -> [String: [String]]? {
        guard let node = value(key) else { return nil }
        guard let mapping = node.mapping else { throw ReadError(message: "expected a mapping", position: node.mark) }
        var table: [String: [String]] = [:]
        for entry in mapping { table[try Self.string(entry.key)] = try Self.sequence(entry.value).map(Self.string) }
        return table
    }

    /// A key a section cannot do without.
    func required<Value>(_ value: Value?, _ key: String) throws -> Value {
        guard let value else { throw ReadError(message: "missing key '\(key)'", position: position) }
        return value
    }

    /// Called once every key a section knows has been read.
    func rejectUnknownKeys() throws {
        if let unknown = entries.first(where: { !read.contains($0.key) }) {
            throw ReadError(message: "unknown key '\(unknown.key)'", position: unknown.keyPosition)
        }
    }

    private func value(_ key: String) -> YAMLNode? {
        read.insert(key)
        return entries.first { $0.key == key }?.value
    }

    private static func string(_ node: YAMLNode) throws -> String {
        guard let text = node.text else { throw ReadError(message: "expected text", position: node.mark) }
        return text
    }

    private static func scalar<Value: VocabularyScalar>(_ node: YAMLNode) throws -> Value {
        guard let text = node.text, let value = Value(vocabularyText: text) else {
            throw ReadError(message: "expected \(Value.expected)", position: node.mark)
        }
        return value
    }

    private static func sequence(_ node: YAMLNode) throws -> [YAMLNode] {
        guard let items = node.sequence else { throw ReadError(message: "expected a list", position: node.mark) }
        return items
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
