
/// Turns YAML's positions into the ones an editor shows.
///
/// libyaml (under Yams) also ends lines at U+0085, U+2028 and U+2029, which editors draw
/// inside a line; its line numbers then run ahead of the file's. This table maps a YAML
/// mark (line, column in Unicode scalars) to the editor's line and column.
struct YAMLPositions: Sendable {
    /// Scalar offset where each YAML line starts.
    private let yamlLineStarts: [Int]
    /// Scalar offset where each editor line starts.
    private let editorLineStarts: [Int]
    private let scalars: [Unicode.Scalar]

    init(_ text: String) {
        // One pass over the text: every catalog file read afresh builds this table.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var yaml = [0], editor = [0]
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            // A carriage return ends a line by itself unless a line feed follows it.
            if afterCarriageReturn, scalar != "\n" {
                yaml.append(scalars.count)
                editor.append(scalars.count)
            }
            scalars.append(scalar)
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" {
                yaml.append(scalars.count)
                editor.append(scalars.count)
            } else if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                yaml.append(scalars.count)
            }
        }
        if afterCarriageReturn {
            yaml.append(scalars.count)
            editor.append(scalars.count)
        }
        self.scalars = scalars
        yamlLineStarts = yaml
        editorLineStarts = editor
    }

    /// The scalar offset of a 1-based YAML mark, clamped to the text.
    func offset(yamlLine line: Int, column: Int) -> Int {
        let start = yamlLineStarts[min(max(line - 1, 0), yamlLineStarts.count - 1)]
        return min(start + max(column - 1, 0), scalars.count)
    }

    /// The editor's 1-based line and column of a scalar offset.
    func editorPosition(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before the offset.
        var low = 0, high = editorLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if editorLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - editorLineStarts[low] + 1)
    }

    func editorPosition(yamlLine line: Int, column: Int) -> (line: Int, column: Int) {
        editorPosition(ofOffset: offset(yamlLine: line, column: column))
    }

    /// Where each scalar of a plain or quoted scalar's value stands in the file, for values
    /// that span lines (YAML folds their line breaks and indentation into one space).
    /// Returns nil when the value cannot be followed through the source (escapes).
    func valueOffsets(of value: String, startingAt start: Int, quoted: Bool) -> [Int]? {
        var offsets: [Int] = []
        var source = quoted ? start + 1 : start
        for scalar in value.unicodeScalars {
            guard source < scalars.count else { return nil }
            if scalars[source] == scalar {
                offsets.append(source)
                source += 1
                if quoted, scalar == "'", source < scalars.count, scalars[source] == "'" { source += 1 }
                continue
            }
            // A folded line break: the value has one space (or a newline for a blank line)
            // where the source has spaces, a break and the next line's indentation.
            guard scalar == " " || scalar == "\n", Self.isFoldable(scalars[source]) else { return nil }
            offsets.append(source)
            var sawBreak = false
            while source < scalars.count, Self.isFoldable(scalars[source]) {
                if Self.isBreak(scalars[source]) {
                    if sawBreak, scalar == " " { break }
                    sawBreak = true
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
