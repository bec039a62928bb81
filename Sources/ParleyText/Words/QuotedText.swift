/// Text in double quotes, as transcripts write a name or a value that a bare word cannot
/// carry: `title="Project Hail Mary"`, `@shortcut "a\"=Soup Chef/ShowMenu #" = …`. Inside
/// the quotes `\"` is a quote and `\\` a backslash; any other backslash is itself, so a name
/// quoted before escapes existed reads as it always did.
///
/// Everything here works on Unicode scalars, not Characters: a combining mark right after
/// the opening quote (a Thai vowel, a Hebrew point, U+0301) forms one Character with the
/// quote, and must still be read as the first letter of the text.
///
///     QuotedText.word("Project Hail Mary")    // "\"Project Hail Mary\""
///     QuotedText.word("tomatoSoup")           // "tomatoSoup"
package enum QuotedText {
    /// `text` in quotes, its quotes and backslashes escaped.
    package static func quoted(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.append("\\") }
            result.append(scalar)
        }
        result.append("\"")
        return String(result)
    }

    /// A value as one word: bare when it can be, else quoted.
    package static func word(_ text: String) -> String {
        needsQuotes(text, spacesAllowed: false) ? quoted(text) : text
    }

    /// A name that may hold single spaces (an app's): bare when it can be, else quoted. A
    /// name with one of `alsoQuoting` (the `/` that ends an app's name) is quoted too.
    package static func name(_ text: String, alsoQuoting: Unicode.Scalar? = nil) -> String {
        needsQuotes(text, spacesAllowed: true) || alsoQuoting.map(text.unicodeScalars.contains) == true ? quoted(text) : text
    }

    /// Whether a bare word (or name, with `spacesAllowed`) would read back as something else:
    /// it is empty, has a quote, starts with a combining mark or ends in a space, has a
    /// space where none is allowed (or two in a row, or another kind of white space), or a
    /// `#` after a space, which starts a directive's comment.
    package static func needsQuotes(_ text: String, spacesAllowed: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace || startsCharacterBadly(first) { return true }
        var previous = first
        for scalar in text.unicodeScalars {
            if scalar == "\"" { return true }
            if scalar.properties.isWhitespace, !spacesAllowed || scalar != " " || previous == " " { return true }
            if scalar == "#", previous == " " { return true }
            previous = scalar
        }
        return false
    }

    /// A combining mark or joiner: written first, it fuses with whatever stands before it.
    private static func startsCharacterBadly(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar == "\u{200D}" || scalar == "\u{200C}"
        }
    }

    /// The quoted text at the start of `scalars` and what follows its closing quote; nil
    /// when `scalars` does not start with a quote, or the quote is never closed.
    package static func read(_ scalars: Substring.UnicodeScalarView) -> (text: String, rest: Substring.UnicodeScalarView)? {
        guard scalars.first == "\"" else { return nil }
        var text = String.UnicodeScalarView()
        var index = scalars.index(after: scalars.startIndex)
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\"" { return (String(text), scalars[scalars.index(after: index)...]) }
            if scalar == "\\" {
                let next = scalars.index(after: index)
                if next < scalars.endIndex, scalars[next] == "\"" || scalars[next] == "\\" {
                    text.append(scalars[next])
                    index = scalars.index(after: next)
                    continue
                }
            }
            text.append(scalar)
            index = scalars.index(after: index)
        }
        return nil
    }

    /// `line` up to a comment: a `#` after a space or tab that is not inside quotes.
    package static func withoutComment(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        var inQuotes = false
        var previous: Unicode.Scalar = "\0"
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if inQuotes, scalar == "\\" {
                let next = scalars.index(after: index)
                if next < scalars.endIndex, scalars[next] == "\"" || scalars[next] == "\\" {
                    previous = scalars[next]
                    index = scalars.index(after: next)
                    continue
                }
            } else if scalar == "\"" {
                inQuotes.toggle()
            } else if !inQuotes, scalar == "#", previous == " " || previous == "\t" {
                return Substring(scalars[..<scalars.index(before: index)])
            }
            previous = scalar
            index = scalars.index(after: index)
        }
        return line
    }

    /// Words split on spaces, a quoted run (`key="two words"`) kept in its word with its
    /// quotes; nil when a quote is never closed. Only a quote that begins a word or follows
    /// its `=` opens a run: `O"Brien` is a bare word, as it was before quotes were read.
    package static func words(_ text: Substring) -> [Substring]? {
        let scalars = text.unicodeScalars
        var words: [Substring] = []
        var start: Substring.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\"", start == nil || scalars[scalars.index(before: index)] == "=" {
                if start == nil { start = index }
                guard let (_, rest) = read(scalars[index...]) else { return nil }
                index = rest.startIndex
                continue
            }
            if scalar == " " {
                if let begun = start { words.append(Substring(scalars[begun..<index])) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = scalars.index(after: index)
        }
        if let begun = start { words.append(Substring(scalars[begun...])) }
        return words
    }
}
