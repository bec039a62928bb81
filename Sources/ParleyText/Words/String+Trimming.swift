/// Trimming that never depends on Foundation's locale-aware character sets.
extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    package var trimmed: String {
        // Most text starts and ends with an ASCII byte that is not a space: then no Character
        // at either end can be whitespace, and there is nothing to trim.
        if let first = utf8.first, let last = lastUTF8Byte, Self.isPlainASCII(first) || Self.leadsNoSpace(first), Self.isPlainASCII(last) {
            return self
        }
        // Else, the same asked of the end scalars, which is cheaper than finding the end
        // Characters: a Character is whitespace when its first scalar is.
        if let first = unicodeScalars.first, let last = unicodeScalars.last,
           !Self.isWhitespace(first), !Self.isWhitespace(last), Self.beginsCharacter(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// Without trailing spaces and tabs, which transcripts ignore when comparing lines.
    package var trailingSpacesTrimmed: String {
        guard let last = lastUTF8Byte, last == 0x20 || last == 0x09 else { return self }
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }

    /// Unicode's White_Space scalars.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether a scalar always begins a Character, as letters, digits, punctuation and most
    /// symbols do; not marks, joiners, emoji modifiers, nor Thai's and Lao's am, which join
    /// the Character before, a space's too.
    private static func beginsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Letters and digits of ASCII, and the letters of Thai, kana, Han and Hangul
        // syllables, without a look-up in Unicode's tables: the ends of most utterances.
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x0E01...0x0E30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        case 0x0E33, 0x0EB3:
            return false
        default:
            break
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol:
            true
        default:
            false
        }
    }

    /// A first byte of UTF-8 whose scalar is no space: every lead byte but those of U+0085
    /// and U+00A0 (C2), U+1680 (E1), U+2000 to U+205F (E2) and U+3000 (E3).
    private static func leadsNoSpace(_ byte: UInt8) -> Bool {
        byte >= 0xC3 && byte != 0xE1 && byte != 0xE2 && byte != 0xE3
    }

    /// ASCII, and not a space, tab or line break.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}

extension String {
    /// The text with each line break (LF, CR, NEL, LS, PS, vertical tab, form feed) as a
    /// space: a turn is one line, and what it echoes or records must stay one line.
    package var lineBreaksAsSpaces: String {
        guard unicodeScalars.contains(where: Self.isLineBreak) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { Self.isLineBreak($0) ? " " : $0 }))
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
