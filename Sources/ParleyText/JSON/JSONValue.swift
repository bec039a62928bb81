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
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Written as UTF-8 bytes, then made a String once: appending to a String piece by
    /// piece costs more than the bytes themselves.
    private func write(to output: inout [UInt8]) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .number(let number): output += Self.format(number).utf8
        case .integer(let number): output += String(number).utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `1.0`, `0.85`: always a decimal point, at most the digits needed (six at most).
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Below 2^30 a Double is within 1.2e-7 of its shortest form, so when that form has no
        // exponent and at most six decimals (a score, a percentage) it is what "%.6f" with its
        // zeros trimmed gives: no Foundation call.
        if abs(number) < 1e9 {
            let shortest = number.description
            if let point = shortest.utf8.firstIndex(of: UInt8(ascii: ".")),
               shortest.utf8.distance(from: point, to: shortest.utf8.endIndex) <= 7,
               !shortest.utf8.contains(UInt8(ascii: "e")) {
                return shortest
            }
        }
        if number == number.rounded(), abs(number) < 1e15 { return String(format: "%.1f", number) }
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        // 1e-7 rounds to "0.", 2e15 has no decimals: JSON needs a digit after the point.
        if text.hasSuffix(".") { text += "0" }
        return text
    }

    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most text needs no escaping: then it goes out in one copy.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                output.append(contentsOf: utf8)
            } else {
                writeEscaped(utf8, to: &output)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            case ..<0x20: output += String(format: "\\u%04x", byte).utf8
            default: output.append(byte)
            }
        }
    }
}
