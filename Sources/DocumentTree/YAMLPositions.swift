
/// Turns YAML's positions into the ones an editor shows.
///
/// libyaml also ends lines at U+0085, U+2028 and U+2029, which editors draw
/// inside a line; its line numbers then run ahead of the file's. This table maps a YAML
/// mark (line, column in Unicode scalars) to the editor's line and column.
public struct YAMLPositions: Sendable {
    /// Scalar offset where each YAML line starts.
    private let yamlLineStarts: [Int]
    /// Scalar offset where each editor line starts.
    private let editorLineStarts: [Int]
    private let text: Text

    /// The text's scalars: its bytes when it is ASCII (most catalogs), where each byte is a
    /// scalar, rather than a copy four times the size.
    private enum Text {
        case ascii([UInt8])
        case scalars([Unicode.Scalar])
    }

    public init(_ text: String) {
        var text = text
        if let (bytes, starts) = text.withUTF8({ bytes in Self.asciiLineStarts(bytes).map { (Array(bytes), $0) } }) {
            yamlLineStarts = starts
            editorLineStarts = starts
            self.text = .ascii(bytes)
        } else {
            let scalars = Array(text.unicodeScalars)
            yamlLineStarts = Self.lineStarts(of: scalars, yamlOnly: true)
            editorLineStarts = Self.lineStarts(of: scalars, yamlOnly: false)
            self.text = .scalars(scalars)
        }
    }

    /// Where each line of ASCII text starts, in one pass over its bytes (ASCII has none of the
    /// line breaks that only YAML sees); nil for other text.
    private static func asciiLineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x80...:
                return nil
            case UInt8(ascii: "\n"):
                starts.append(offset + 1)
            // A carriage return ends a line by itself unless a line feed follows it.
            case UInt8(ascii: "\r") where offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"):
                starts.append(offset + 1)
            default:
                continue
            }
        }
        return starts
    }

    /// Where each line starts: after "\n", "\r\n" or a "\r" alone, and, where YAML's lines are
    /// counted, after U+0085, U+2028 and U+2029 too.
    private static func lineStarts(of scalars: [Unicode.Scalar], yamlOnly: Bool) -> [Int] {
        var starts = [0]
        var offset = 0
        var afterCarriageReturn = false
        for scalar in scalars {
            // A carriage return ends a line by itself unless a line feed follows it.
            if afterCarriageReturn, scalar != "\n" { starts.append(offset) }
            offset += 1
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || (yamlOnly && (scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}")) {
                starts.append(offset)
            }
        }
        if afterCarriageReturn { starts.append(offset) }
        return starts
    }

    private var scalarCount: Int {
        switch text {
        case .ascii(let bytes): bytes.count
        case .scalars(let scalars): scalars.count
        }
    }

    private func textScalar(at offset: Int) -> Unicode.Scalar {
        switch text {
        case .ascii(let bytes): Unicode.Scalar(bytes[offset])
        case .scalars(let scalars): scalars[offset]
        }
    }

    /// The scalar offset of a 1-based YAML mark, clamped to the text.
    public func offset(yamlLine line: Int, column: Int) -> Int {
        let start = yamlLineStarts[min(max(line - 1, 0), yamlLineStarts.count - 1)]
        return min(start + max(column - 1, 0), scalarCount)
    }

    /// The editor's 1-based line and column of a scalar offset.
    public func editorPosition(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before the offset.
        var low = 0, high = editorLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if editorLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - editorLineStarts[low] + 1)
    }

    public func editorPosition(yamlLine line: Int, column: Int) -> (line: Int, column: Int) {
        editorPosition(ofOffset: offset(yamlLine: line, column: column))
    }

    /// Where each scalar of a plain or quoted scalar's value stands in the file, for values
    /// that span lines (YAML folds their line breaks and indentation into one space).
    /// Returns nil when the value cannot be followed through the source (escapes).
    public func valueOffsets(of value: String, startingAt start: Int, quoted: Bool) -> [Int]? {
        var offsets: [Int] = []
        var source = quoted ? start + 1 : start
        for scalar in value.unicodeScalars {
            guard source < scalarCount else { return nil }
            if textScalar(at: source) == scalar {
                offsets.append(source)
                source += 1
                if quoted, scalar == "'", source < scalarCount, textScalar(at: source) == "'" { source += 1 }
                continue
            }
            // A folded line break: the value has one space (or a newline for a blank line)
            // where the source has spaces, a break and the next line's indentation.
            guard scalar == " " || scalar == "\n", Self.isFoldable(textScalar(at: source)) else { return nil }
            offsets.append(source)
            var sawBreak = false
            while source < scalarCount, Self.isFoldable(textScalar(at: source)) {
                if Self.isBreak(textScalar(at: source)) {
                    if sawBreak, scalar == " " { break }
                    sawBreak = true
                    // CRLF is one line break, not two.
                    if textScalar(at: source) == "\r", source + 1 < scalarCount, textScalar(at: source + 1) == "\n" { source += 1 }
                }
                source += 1
            }
        }
        return offsets
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isFoldable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || isBreak(scalar)
    }
}
