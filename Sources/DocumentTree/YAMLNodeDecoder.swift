/// Reads a `Decodable` value from a YAML tree, so that a file's shape is declared once, by
/// the type's stored properties: each property is the key of the same name.
///
/// Strict, as a hand-written reader would be: a key the type does not have is an error at
/// the key, a value of the wrong kind an error at the value, a missing key an error at its
/// mapping; every error names its line and column. Scalars are read from their text as
/// written: `12` is a whole number only where one is expected.
public enum YAMLNodeDecoder {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var mark: YAMLNode.Mark

        public var description: String { "\(mark.line):\(mark.column): \(message)" }
    }

    /// - Parameter leaving: keys of the top-level mapping that another reader reads: not
    ///   rejected here.
    public static func decode<Value: Decodable>(_ type: Value.Type, from node: YAMLNode, leaving: Set<String> = []) throws -> Value {
        try NodeDecoder.value(of: type, at: node, codingPath: [], leaving: leaving)
    }
}

private final class NodeDecoder: Decoder {
    let node: YAMLNode
    /// Always empty: errors are placed by the node's line and column, not by a key path.
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The keys a keyed container handed out has been asked for, to reject the others.
    private var keyed: KeyedStorage?

    init(node: YAMLNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    /// Decodes a value, then rejects any key of its mapping that it did not ask for.
    static func value<Value: Decodable>(of type: Value.Type, at node: YAMLNode, codingPath: [any CodingKey], leaving: Set<String> = []) throws -> Value {
        let decoder = NodeDecoder(node: node, codingPath: codingPath)
        let value = try Value(from: decoder)
        if let keyed = decoder.keyed, let unknown = keyed.pairs.first(where: { pair in
            let key = pair.key.text ?? ""
            return !keyed.asked.contains(key) && !leaving.contains(key)
        }) {
            throw YAMLNodeDecoder.Problem(message: "unknown key '\(unknown.key.text ?? "")'", mark: unknown.key.mark)
        }
        return value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let pairs = node.mapping else { throw YAMLNodeDecoder.Problem(message: "expected a mapping", mark: node.mark) }
        let storage = keyed ?? KeyedStorage(pairs: pairs)
        keyed = storage
        return KeyedDecodingContainer(KeyedContainer<Key>(node: node, storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let items = node.sequence else { throw YAMLNodeDecoder.Problem(message: "expected a list", mark: node.mark) }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// A mapping's pairs and the keys asked of it so far.
private final class KeyedStorage {
    let pairs: [(key: YAMLNode, value: YAMLNode)]
    var asked: Set<String> = []

    init(pairs: [(key: YAMLNode, value: YAMLNode)]) {
        self.pairs = pairs
    }

    func value(for key: String) -> YAMLNode? {
        asked.insert(key)
        return pairs.first { $0.key.text == key }?.value
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: YAMLNode
    let storage: KeyedStorage
    let codingPath: [any CodingKey]

    var allKeys: [Key] { storage.pairs.compactMap { $0.key.text.flatMap(Key.init(stringValue:)) } }

    func contains(_ key: Key) -> Bool {
        storage.value(for: key.stringValue) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        false
    }

    /// One look-up, where the default would make two (`contains`, then `decode`).
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let value = storage.value(for: key.stringValue) else { return nil }
        return try NodeDecoder.value(of: type, at: value, codingPath: codingPath)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        guard let value = storage.value(for: key.stringValue) else {
            throw YAMLNodeDecoder.Problem(message: "missing key '\(key.stringValue)'", mark: node.mark)
        }
        return try NodeDecoder.value(of: type, at: value, codingPath: codingPath)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard let value = storage.value(for: key.stringValue) else {
            throw YAMLNodeDecoder.Problem(message: "missing key '\(key.stringValue)'", mark: node.mark)
        }
        return try NodeDecoder(node: value, codingPath: codingPath).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard let value = storage.value(for: key.stringValue) else {
            throw YAMLNodeDecoder.Problem(message: "missing key '\(key.stringValue)'", mark: node.mark)
        }
        return try NodeDecoder(node: value, codingPath: codingPath).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        NodeDecoder(node: node, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        NodeDecoder(node: storage.value(for: key.stringValue) ?? node, codingPath: codingPath)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [YAMLNode]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [YAMLNode], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func decodeNil() throws -> Bool {
        false
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let node = try next()
        return try NodeDecoder.value(of: type, at: node, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeDecoder(node: try next(), codingPath: codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try NodeDecoder(node: try next(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        NodeDecoder(node: try next(), codingPath: codingPath)
    }

    private mutating func next() throws -> YAMLNode {
        guard currentIndex < items.count else {
            throw YAMLNodeDecoder.Problem(message: "the list ends too soon", mark: items.last?.mark ?? YAMLNode.Mark(line: 0, column: 0))
        }
        defer { currentIndex += 1 }
        return items[currentIndex]
    }
}

/// A scalar, read from its text as the type asks.
private struct SingleValueContainer: SingleValueDecodingContainer {
    let node: YAMLNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        false
    }

    func decode(_ type: String.Type) throws -> String {
        try text(expected: "text") { $0 }
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try text(expected: "true or false") { $0 == "true" ? true : $0 == "false" ? false : nil }
    }

    func decode(_ type: Int.Type) throws -> Int {
        try text(expected: "a whole number") { Int($0) }
    }

    func decode(_ type: Double.Type) throws -> Double {
        try text(expected: "a number") { Double($0) }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try NodeDecoder.value(of: type, at: node, codingPath: codingPath)
    }

    private func integer<Value: FixedWidthInteger>() throws -> Value {
        try text(expected: "a whole number") { Value($0) }
    }

    private func text<Value>(expected: String, _ read: (String) -> Value?) throws -> Value {
        guard let text = node.text, let value = read(text) else {
            throw YAMLNodeDecoder.Problem(message: "expected \(expected)", mark: node.mark)
        }
        return value
    }
}
