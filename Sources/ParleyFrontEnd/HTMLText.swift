extension String {
    /// The text as HTML shows it, never as markup: `<`, `>`, `&` and both quotes escaped, so
    /// a catalog's `<script>` or a transcript's `"` stays text in an element or an attribute.
    public var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
