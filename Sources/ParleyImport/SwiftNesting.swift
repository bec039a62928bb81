/// How deeply a Swift file nests its brackets, read before the file is parsed.
///
/// swift-syntax 603's parser looks ahead through `[` without a bound: each `[` opened
/// directly inside another doubles the time (`[[[[Int]]]]` twenty deep takes half a
/// minute, thirty never ends, a thousand overflows the stack). No hand-written file comes
/// near the limits below, so a file past them is skipped with a warning instead of parsed.
/// Comments and string literals are passed over, so text inside them never counts.
///
///     SwiftNesting(source: "let grid = [[0, 1], [2, 3]]").deepestSquare   // 2
struct SwiftNesting: Hashable {
    /// Square brackets open at once: past this, parsing takes seconds.
    static let squareLimit = 12
    /// Brackets of any kind open at once: past this, the parser's recursion nears the stack's end.
    static let anyLimit = 200

    private(set) var deepestSquare = 0
    private(set) var deepestAny = 0

    var isWithinLimits: Bool { deepestSquare <= Self.squareLimit && deepestAny <= Self.anyLimit }

    init(source: String) {
        var open: [UInt8] = []
        var bytes = Array(source.utf8)[...]
        var square = 0
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
                while let next = bytes.first, next != UInt8(ascii: "\n") { bytes.removeFirst() }
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
                Self.skipBlockComment(&bytes)
            case UInt8(ascii: "#") where bytes.first == UInt8(ascii: "#") || bytes.first == UInt8(ascii: "\""):
                var hashes = 1
                while bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); hashes += 1 }
                guard bytes.first == UInt8(ascii: "\"") else { continue }
                bytes.removeFirst()
                Self.skipString(&bytes, hashes: hashes)
            case UInt8(ascii: "\""):
                Self.skipString(&bytes, hashes: 0)
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                open.append(byte)
                if byte == UInt8(ascii: "[") { square += 1 }
                deepestSquare = max(deepestSquare, square)
                deepestAny = max(deepestAny, open.count)
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if let last = open.popLast(), last == UInt8(ascii: "[") { square -= 1 }
            default:
                continue
            }
        }
    }

    /// Past a `/* … */` comment, which Swift lets nest.
    private static func skipBlockComment(_ bytes: inout ArraySlice<UInt8>) {
        bytes.removeFirst()
        var depth = 1
        while depth > 0, let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "*"), bytes.first == UInt8(ascii: "/") {
                bytes.removeFirst()
                depth -= 1
            } else if byte == UInt8(ascii: "/"), bytes.first == UInt8(ascii: "*") {
                bytes.removeFirst()
                depth += 1
            }
        }
    }

    /// Past a string literal whose opening quote was just read: `"…"`, `"""…"""`, or a raw
    /// string with `hashes` number signs. Interpolations are passed over with the string; a
    /// string in an interpolation ends it early, which can only make the count lower.
    private static func skipString(_ bytes: inout ArraySlice<UInt8>, hashes: Int) {
        let quote = UInt8(ascii: "\"")
        let isMultiline = bytes.starts(with: [quote, quote])
        if isMultiline { bytes.removeFirst(2) }
        let closing = (isMultiline ? [quote, quote, quote] : [quote]) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        while let byte = bytes.first {
            if byte == UInt8(ascii: "\\"), hashes == 0 {
                bytes.removeFirst(min(2, bytes.count))
                continue
            }
            if !isMultiline, byte == UInt8(ascii: "\n") { return }
            if bytes.starts(with: closing) {
                bytes.removeFirst(closing.count)
                return
            }
            bytes.removeFirst()
        }
    }
}
