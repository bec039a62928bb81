extension String {
    /// The text in quotes for an error message: its first line, at most 60 characters, so
    /// that an error about a wrong file never prints the file (a key, a secret).
    ///
    ///     "KEY=abc\nSECRET=xyz".quotedExcerpt   // "'KEY=abc…'"
    package var quotedExcerpt: String {
        let firstLine = SourceText.lines(self).first.map(String.init) ?? ""
        let limit = 60
        let cut = firstLine.count > limit || firstLine.count < count
        return "'\(firstLine.prefix(limit))\(cut ? "…" : "")'"
    }
}
