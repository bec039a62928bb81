/// The line each key of a resource file is first written on, found in one pass over the text:
/// a string catalog or `.strings` file holds thousands of keys, and searching the whole text
/// for each would take time quadratic in its size.
struct KeyLines {
    private var lines: [Substring: Int] = [:]

    /// Keys as `key(line)` finds them on each line (nil: the line has none).
    init(_ text: String, key: (Substring) -> Substring?) {
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let found = key(line), lines[found] == nil { lines[found] = offset + 1 }
        }
    }

    /// The first `"…"` of each line, escapes as written: the key of a `.strings` entry or of a
    /// string catalog's `"key" : {`.
    static func firstQuoted(in text: String) -> KeyLines {
        KeyLines(text) { line in
            guard let open = line.firstIndex(of: "\"") else { return nil }
            var index = line.index(after: open)
            while index < line.endIndex {
                if line[index] == "\\" {
                    index = line.index(after: index)
                    if index == line.endIndex { break }
                } else if line[index] == "\"" {
                    return line[line.index(after: open)..<index]
                }
                index = line.index(after: index)
            }
            return nil
        }
    }

    /// Each line without its indentation: `<string>OrderSoup</string>` in a property list.
    static func trimmedLines(in text: String) -> KeyLines {
        KeyLines(text) { line in
            let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
            let end = line.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map { line.index(after: $0) } ?? start
            return start < end ? line[start..<end] : nil
        }
    }

    /// The line of a `.strings` or string-catalog key, escaped as those files write it; 1 if absent.
    func line(ofQuoted key: String) -> Int {
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        return lines[Substring(escaped)] ?? 1
    }

    /// The line that is exactly this text, indentation aside; 1 if absent.
    func line(of text: String) -> Int {
        lines[Substring(text)] ?? 1
    }
}

/// Every line a property list's `<key>NAME</key>` is written on, in order: items of one kind
/// (the third intent's `INIntentName`) are found by how many came before.
struct KeyOccurrences {
    private var lines: [Substring: [Int]] = [:]

    init(_ text: String) {
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let open = line.range(of: "<key>"), let close = line.range(of: "</key>"), open.upperBound <= close.lowerBound else { continue }
            lines[line[open.upperBound..<close.lowerBound], default: []].append(offset + 1)
        }
    }

    /// The line of the `occurrence`-th (from 0) `<key>key</key>`; its last one, or 1, when there are fewer.
    func line(of key: String, occurrence: Int) -> Int {
        guard let found = lines[Substring(key)], !found.isEmpty else { return 1 }
        return found[min(occurrence, found.count - 1)]
    }
}
