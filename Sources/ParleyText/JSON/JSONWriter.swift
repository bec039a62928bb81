import Foundation

/// Writes JSON straight into UTF-8 bytes, a value at a time: what `JSONValue` serializes
/// through, and what a report that writes thousands of lines uses without building a tree.
///
///     var writer = JSONWriter()
///     writer.beginObject()
///     writer.key("status"); writer.string("matched")
///     writer.key("score"); writer.number(1)
///     writer.endObject()
///     // writer.bytes: {"status":"matched","score":1.0}
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another in its container (and needs a comma).
    private var followsValue = false

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the bytes, keeping their storage, for the next line.
    public mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
        followsValue = false
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        followsValue = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        followsValue = true
    }

    /// An object's key written in the program (`"status"`), which needs no escaping: its
    /// bytes go out as they are, with no check of each. Its value is the next thing written.
    public mutating func key(_ name: StaticString) {
        assert(name.withUTF8Buffer { !$0.contains(where: Self.needsEscape) }, "a key written in the program needs escaping")
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    /// An object's key read from input (a parameter's name), escaped where JSON needs it.
    public mutating func key(escaping name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    public mutating func string(_ text: String) {
        separate()
        writeString(text)
        followsValue = true
    }

    /// `1.0`, `0.85`: always a decimal point, at most the digits needed (six at most).
    public mutating func number(_ number: Double) {
        separate()
        if let hundredths = Self.hundredths(number) {
            // A score: its digits go straight into the bytes, with no string made for them.
            writeDigits(hundredths / 100)
            bytes.append(UInt8(ascii: "."))
            // 1.0, 0.5, 0.05, 0.85: at least one decimal, and no zero at the end but that one.
            let fraction = hundredths % 100
            if fraction % 10 == 0 {
                writeDigits(fraction / 10)
            } else {
                if fraction < 10 { bytes.append(UInt8(ascii: "0")) }
                writeDigits(fraction)
            }
        } else {
            bytes += Self.format(number).utf8
        }
        followsValue = true
    }

    public mutating func integer(_ number: Int) {
        separate()
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(number.magnitude)
        followsValue = true
    }

    public mutating func bool(_ flag: Bool) {
        separate()
        bytes += (flag ? "true" : "false").utf8
        followsValue = true
    }

    public mutating func null() {
        separate()
        bytes += "null".utf8
        followsValue = true
    }

    public mutating func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members {
                key(escaping: member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }

    /// The number as a whole count of hundredths, when it is one (every score) and not
    /// negative: the nearest Double to k/100 prints as k/100 does, so it is written from the
    /// integer without Double's description. Below 1e9 that Double is within 6e-8 of k/100,
    /// far inside the 5e-7 at which "%.6f" would round otherwise.
    private static func hundredths(_ number: Double) -> Int? {
        guard number.sign == .plus, number < 1e9 else { return nil }
        let hundredths = (number * 100).rounded()
        return hundredths / 100 == number ? Int(hundredths) : nil
    }

    /// A number's decimal digits, most significant first.
    private mutating func writeDigits(_ number: some BinaryInteger) {
        if number >= 10 { writeDigits(number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// A number that is not a count of hundredths (those `number` writes itself).
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

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most text needs no escaping: then it goes out in one copy.
            if !utf8.contains(where: Self.needsEscape) {
                bytes.append(contentsOf: utf8)
            } else {
                writeEscaped(utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Runs of bytes that need no escape go out in one copy each (a phrase's `\(` is one
        // escape in a line of plain text).
        var runStart = 0
        for (index, byte) in utf8.enumerated() {
            let escape: String
            switch byte {
            case UInt8(ascii: "\""): escape = #"\""#
            case UInt8(ascii: "\\"): escape = #"\\"#
            case UInt8(ascii: "\n"): escape = #"\n"#
            case UInt8(ascii: "\r"): escape = #"\r"#
            case UInt8(ascii: "\t"): escape = #"\t"#
            case ..<0x20: escape = String(format: "\\u%04x", byte)
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            bytes += escape.utf8
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
}
