import ParleyText

/// How project text is written into a generated catalog. Every name, string and comment read
/// from a project goes through here, so no text — however crafted: a colon, a quote, a line
/// break, a C0 control, NEL, LS or PS — can end its scalar early and add keys of its own, or
/// make the file fail to load. A scalar reads back as exactly the text it was given.
///
///     YAMLText.scalar("Order soup")          // Order soup
///     YAMLText.scalar("Soup: hot")           // 'Soup: hot'
///     YAMLText.scalar("a\nb: c")             // "a\nb: c"
///     YAMLText.comment("Intents.swift\nx: 1") // Intents.swift\u{A}x: 1
enum YAMLText {
    /// Plain when the text is letters, digits, inner spaces and underscores (and cannot be
    /// read as a number, a boolean or null); single-quoted when every character may stand in
    /// a single-quoted scalar; double-quoted with escapes otherwise.
    static func scalar(_ text: String) -> String {
        if isPlain(text) { return text }
        if text.unicodeScalars.allSatisfy(mayStandInSingleQuotes) {
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\u{85}": escaped += "\\N"
            case "\u{2028}": escaped += "\\L"
            case "\u{2029}": escaped += "\\P"
            default:
                if mayStandInSingleQuotes(scalar) {
                    escaped.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    escaped += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value <= 0xFFFF {
                    escaped += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    escaped += "\\U" + hex(scalar.value, digits: 8)
                }
            }
        }
        return escaped + "\""
    }

    /// Numbers and `true`/`false` as YAML reads them; anything else as `scalar(_:)` writes it.
    static func value(_ text: String) -> String {
        if text == "true" || text == "false" || (Double(text) != nil && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) {
            return text
        }
        return scalar(text)
    }

    /// Text for a `#` comment, on one line: anything that would end the line or that YAML
    /// does not allow in a file is written as `\u{…}`.
    static func comment(_ text: String) -> String {
        text.controlsShown()
    }

    /// Printable for YAML and not a line break or tab: from a space to `~`, and from U+00A0 up,
    /// less LS and PS (line breaks), the byte-order mark, surrogates and U+FFFE/U+FFFF.
    private static func mayStandInSingleQuotes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first != " ", last != " ", first.properties.numericType == nil, first.properties.generalCategory != .nonspacingMark
        else { return false }
        let isWordy = text.unicodeScalars.allSatisfy { scalar in
            guard mayStandInSingleQuotes(scalar) else { return false }
            if scalar == " " || scalar == "_" { return true }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return properties.isAlphabetic || properties.numericType != nil
            }
        }
        return isWordy && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}
