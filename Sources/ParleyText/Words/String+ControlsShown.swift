extension String {
    /// The text with every character that a line of a text format cannot carry written out
    /// as `\u{…}`: C0 and C1 controls (NUL, ESC…), DEL, the line breaks NEL, LS and PS, the
    /// byte-order mark and Unicode's noncharacters (U+FFFE…). What remains is printable in
    /// YAML and allowed in XML 1.0, so a name from a project can be written into a comment,
    /// a DOT or Mermaid label, an SVG or a terminal without ending a line or a string, or
    /// being read as markup or an escape sequence. Tabs stay; line feeds stay when asked.
    ///
    ///     "Mocha\u{1B}[31m".controlsShown()    // Mocha\u{1B}[31m, as ten plain characters
    package func controlsShown(keepingLineFeeds: Bool = false) -> String {
        guard unicodeScalars.contains(where: { !Self.isShownAsItIs($0, keepingLineFeeds: keepingLineFeeds) }) else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            if Self.isShownAsItIs(scalar, keepingLineFeeds: keepingLineFeeds) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return shown
    }

    private static func isShownAsItIs(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09: return true
        case 0x0A: return keepingLineFeeds
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return value != 0x2028 && value != 0x2029
        case 0xE000...0x10FFFF:
            return value != 0xFEFF && !(0xFDD0...0xFDEF).contains(value) && value & 0xFFFE != 0xFFFE
        default: return false
        }
    }
}
