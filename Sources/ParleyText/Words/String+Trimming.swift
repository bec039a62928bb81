/// Trimming that never depends on Foundation's locale-aware character sets.
extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    package var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// Without leading spaces and tabs (the indentation of a transcript line).
    package var trimmingLeadingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" })
    }

    /// Without trailing spaces and tabs, which transcripts ignore when comparing lines.
    package var trailingSpacesTrimmed: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
