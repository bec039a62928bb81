/// A JSON value whose objects keep their key order, so reports come out byte-for-byte
/// the same every run (Foundation's encoder sorts or shuffles keys).
///
///     JSONValue.object([("status", "matched"), ("score", .number(1))]).serialized
///     // {"status":"matched","score":1.0}
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral {
    case string(String)
    /// Whole numbers print with a trailing `.0` only where marked as a score.
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { Member(key: $0.0, value: $0.1) })
    }

    public var serialized: String {
        var writer = JSONWriter()
        writer.value(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
