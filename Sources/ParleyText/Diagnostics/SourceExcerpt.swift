/// The line a diagnostic points at, with a caret under its column, as compilers show it:
///
///      3 |   - {intent: Strat, phrases: ['Start \(.applicationName)']}
///        |      ^
///
/// Long lines are cut to a window around the column so the caret stays on screen.
public enum SourceExcerpt {
    private static let window = 100

    /// The two lines for `location` in `text` (the whole file), or nil when the file has no
    /// such line.
    public static func lines(for location: SourceLocation, in text: String) -> [String]? {
        lines(for: location, inLines: SourceText.lines(text))
    }

    /// As `lines(for:in:)`, with the file already split into lines: a file that many
    /// diagnostics point into is split once.
    public static func lines(for location: SourceLocation, inLines fileLines: [Substring]) -> [String]? {
        guard location.line >= 1, location.line <= fileLines.count else { return nil }
        // A control character (ESC, a NUL) is shown as U+FFFD, one column like the others,
        // so a file cannot send a terminal its own escape sequences.
        var line = fileLines[location.line - 1].map { character in
            String(character).controlsShown() == String(character) ? character : "\u{FFFD}"
        }
        var column = max(1, min(location.column, line.count + 1)) - 1
        if line.count > window {
            let start = max(0, min(column - window / 2, line.count - window))
            line = Array(line[start..<min(line.count, start + window)])
            column -= start
        }
        // Tabs stay tabs under the caret so it lines up in any terminal.
        let padding = String(line.prefix(column).map { $0 == "\t" ? "\t" : " " })
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        return ["\(number) | \(String(line))", "\(gutter) | \(padding)^"]
    }
}
