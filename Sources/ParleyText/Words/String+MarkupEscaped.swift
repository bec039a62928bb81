extension String {
    /// The text as XML and HTML show it, never as markup: `&`, `<`, `>` and both quotes as
    /// entities, and what XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) as a
    /// visible `\u{…}`, so every parser reads it. A catalog's `<script>` stays text in a
    /// JUnit report, an HTML page or an attribute of either.
    public var markupEscaped: String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
