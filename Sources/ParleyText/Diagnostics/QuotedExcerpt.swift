extension String {
    /// The text in quotes for an error message: its first line, at most 60 characters, so
    /// that an error about a wrong file never prints the file (a key, a secret).
    ///
    ///     "KEY=abc\nSECRET=xyz".quotedExcerpt   // "'KEY=abc…'"
    package var quotedExcerpt: String {
        // Most text is one short line: no need to split it.
        if utf8.count <= 60, !utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 }) { return "'\(self)'" }
        let firstLine = SourceText.lines(self).first.map(String.init) ?? ""
        let limit = 60
        let cut = firstLine.count > limit || firstLine.count < count
        return "'\(firstLine.prefix(limit))\(cut ? "…" : "")'"
    }
}
