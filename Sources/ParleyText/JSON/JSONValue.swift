import Foundation

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
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .number(let number): output += Self.format(number)
        case .integer(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// `1.0`, `0.85`: always a decimal point, at most the digits needed.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(format: "%.1f", number) }
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: copy them whole rather than scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20: output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
