import ParleyText

/// The type of an intent parameter: a built-in scalar or a type declared under `types:`.
public enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case string
    case int
    case double
    case bool
    case date
    case duration
    /// An enum or entity declared in the same catalog, by its key.
    case custom(String)

    /// Built-in type names as written in catalogs.
    public static let builtInNames = ["String", "Int", "Double", "Bool", "Date", "Duration"]

    public init(name: String) {
        switch name {
        case "String": self = .string
        case "Int": self = .int
        case "Double": self = .double
        case "Bool": self = .bool
        case "Date": self = .date
        case "Duration": self = .duration
        default: self = .custom(name)
        }
    }

    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .duration: "Duration"
        case .custom(let name): name
        }
    }

    public var isNumeric: Bool { self == .int || self == .double }

    /// Whether `min`/`max` apply: numbers, and durations in seconds (`inclusiveRange` on a
    /// `TimeInterval`).
    public var isBounded: Bool { isNumeric || self == .duration }

    public var customName: String? {
        if case .custom(let name) = self { return name }
        return nil
    }
}

extension ValueType {
    /// "an Int", "a Date", "a SessionType": the type in a sentence.
    var withArticle: String {
        let name = "\(self)"
        return ("AEIOU".contains(name.prefix(1)) ? "an " : "a ") + name
    }
}
