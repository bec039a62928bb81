import Foundation

/// Splitting a text into words by the Unicode classes of its scalars, in one pass over its
/// UTF-8, folding case and compatibility forms as it goes (NFKC where it must).
extension Normalizer {
    /// The words of a text, before any vocabulary applies: NFKC, lower case, apostrophes
    /// dropped, other punctuation a word break, unspaced scripts one token per character or cluster.
    package static func split(_ text: String) -> [String] {
        // NFKC changes nothing in ASCII, and most utterances are ASCII: skip Foundation's pass.
        if let words = splitASCII(text) { return words }
        let text = joiningPrefixMaqaf(text)
        // Most other text is NFKC already, but for its capitals: each is lowered alone.
        if let words = splitWords(text, folding: true) { return words }
        return splitWords(text.precomposedStringWithCompatibilityMapping.lowercased(), folding: false) ?? []
    }

    // MARK: Splitting

    /// Whether `splitWords` reads a letter otherwise than as the text has it, or ends a word
    /// at it: the scalars it tells apart by value.
    static func mayReadApart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isApostrophe(scalar) || isOptionalVowelMark(scalar) || isHangul(scalar) || isUnspacedScript(scalar)
            || value == 0x307 || value == 0x622 || value == 0x623 || value == 0x625
            || value == 0x3000 || (0xFF01...0xFF5E).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
    }

    /// ' ’ ‘ ʼ ` ´: dropped within a word, told apart by value (a set's hashing cost more).
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x60, 0xB4, 0x2BC, 0x2018, 0x2019: true
        default: false
        }
    }

    /// Whether a UTF-8 byte may be an apostrophe's last.
    static func mayEndApostrophe(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x27, 0x60, 0xB4, 0xBC, 0x98, 0x99: true
        default: false
        }
    }

    /// The text with a space for each apostrophe, for a language where one ends a word.
    static func apostrophesAsSpaces(_ text: String) -> String {
        // Each apostrophe's UTF-8 ends in one of these bytes: most texts have none, and
        // their bytes are read faster than their scalars.
        guard text.utf8.contains(where: mayEndApostrophe),
              text.unicodeScalars.contains(where: isApostrophe) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isApostrophe($0) ? " " : $0 }))
    }

    /// The words of a text, in one pass over its UTF-8. With `folding`, capitals are lowered
    /// as they come, fullwidth ASCII is read as ASCII, and nil is the answer when the text
    /// needs Foundation's NFKC: a scalar that NFKC changes otherwise, a mark it would compose
    /// with the letter before or reorder, or a jamo. Without, the text is taken as folded
    /// already, and there is always an answer.
    static func splitWords(_ text: String, folding: Bool) -> [String]? {
        var text = text
        return text.withUTF8 { bytes in
            ScalarClasses.shared.reading { classesOf in
                splitWords(bytes, folding: folding, classesOf: classesOf)
            }
        }
    }

    static func splitWords(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool, classesOf: ScalarClasses.Reader) -> [String]? {
        // The words so far take no more bytes than the text, but for a capital whose lower
        // case is longer ("Ⱥ" is two bytes, "ⱥ" three): a scalar lowers to at most three
        // scalars, so six bytes a byte always suffice.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 6 + 16) { scratch in
            splitWords(bytes, folding: folding, classesOf: classesOf, scratch: scratch)
        }
    }

    static func splitWords(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool, classesOf: ScalarClasses.Reader,
                                   scratch: UnsafeMutableBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        words.reserveCapacity(bytes.count / 3 + 1)
        // The word so far as UTF-8, in `scratch` (an array checks its storage at every byte
        // appended), and what its last scalar is: Hangul (a particle may end it, and it ends
        // where another script begins) and alphabetic.
        var word = WordBytes(scratch)
        var lastIsHangul = false
        var lastIsAlphabetic = false
        func flush() {
            if !word.isEmpty {
                let bytes = word.bytes
                if lastIsHangul, let length = particleLength(bytes) {
                    let stem = UnsafeBufferPointer(rebasing: bytes.dropLast(length))
                    let particle = String(decoding: bytes.suffix(length), as: UTF8.self)
                    // A request helper written against its verb ("잠가줘"): the verb is then
                    // split as it is when the helper is written apart ("잠가 줘").
                    if Self.requestHelpers.contains(particle), let ending = particleLength(stem) {
                        words.append(String(decoding: stem.dropLast(ending), as: UTF8.self))
                        words.append(String(decoding: stem.suffix(ending), as: UTF8.self))
                    } else {
                        words.append(String(decoding: stem, as: UTF8.self))
                    }
                    words.append(particle)
                } else {
                    words.append(String(decoding: bytes, as: UTF8.self))
                }
                word.removeAll()
            }
            lastIsHangul = false
            lastIsAlphabetic = false
        }
        // The scalar that starts at `index`, and its length in bytes (the text is valid UTF-8).
        func decode(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
            let lead = bytes[index]
            guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }
        func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? (0x30...0x39).contains(scalar.value) : classesOf[scalar].contains(.numeric)
        }
        // What NFKC would compose a mark with: the last scalar of combining class 0, as the
        // text has it; and the scalar before, when it has another class (marks are reordered).
        var starter: Unicode.Scalar?
        var reorderingBefore: Unicode.Scalar?
        var previousIsNumeric = false
        var index = 0
        while index < bytes.count {
            var (scalar, length) = decode(at: index)
            let start = index
            index += length
            // Most letters outside ASCII need none of the steps below (ScalarClass.keptLetter).
            if scalar.value >= 0x80, !lastIsHangul, classesOf[scalar].contains(.keptLetter) {
                word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                starter = scalar
                reorderingBefore = nil
                previousIsNumeric = false
                lastIsAlphabetic = true
                continue
            }
            // Thai, read a run at a time (`readThai`).
            if LetterCluster.isQuickThai(scalar.value) {
                flush()
                guard let run = Self.readThai(bytes, from: start, folding: folding, after: reorderingBefore, into: &words) else { return nil }
                index = run.end
                starter = run.starter ?? starter
                reorderingBefore = run.reorderingBefore
                previousIsNumeric = false
                continue
            }
            // Fullwidth ASCII ("，", "Ｓｉｒｉ") is its ASCII letter under NFKC, and the
            // ideographic space a space: Chinese and Japanese punctuation is written so.
            if folding, scalar.value >= 0x3000 {
                if (0xFF01...0xFF5E).contains(scalar.value) {
                    scalar = Unicode.Scalar(scalar.value - 0xFEE0)!
                } else if scalar.value == 0x3000 {
                    scalar = " "
                }
            }
            // A digit of any script is the digit: "٣" and "๓" are 3, as "3" is.
            if scalar.value >= 0x660, classesOf[scalar].contains(.numeric), scalar.properties.numericType == .decimal,
               let digit = scalar.properties.numericValue {
                scalar = Unicode.Scalar(UInt8(0x30 + Int(digit)))
            }
            let value = scalar.value
            // ASCII, most of any text, is told apart by its value.
            if value < 0x80 {
                starter = scalar
                reorderingBefore = nil
                let isLetter = (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
                let isDigit = (0x30...0x39).contains(value)
                defer { previousIsNumeric = isDigit }
                if isLetter || isDigit {
                    if lastIsHangul { flush() }
                    word.append((0x41...0x5A).contains(value) ? UInt8(value) + 0x20 : UInt8(value))
                    lastIsAlphabetic = isLetter
                } else if value == 0x27 || value == 0x60 {
                    continue  // ' and `: "chef's" is "chefs"
                } else if value == 0x2E || value == 0x2C, previousIsNumeric, index < bytes.count, isNumeric(decode(at: index).scalar) {
                    // "2.5" and "1,000" stay one number.
                    if value == 0x2E {
                        word.append(UInt8(value))
                        lastIsAlphabetic = false
                    }
                } else {
                    flush()
                }
                continue
            }
            if isOptionalVowelMark(scalar) {
                // Dropped; but NFKC may put it before the mark that came before it, between
                // two Thai letters that would then be read apart: Foundation's order decides.
                if folding, reorderingBefore != nil { return nil }
                continue
            }
            // "i̇" is "i": Turkish "İptal" lowers to an i and a dot above, and a Turkish
            // request often begins with a capital İ.
            if value == 0x307, word.last == UInt8(ascii: "i") { continue }
            let classes = classesOf[scalar]
            let followsNumber = previousIsNumeric
            previousIsNumeric = classes.contains(.numeric)
            var lowered: String?
            if folding {
                if classes.contains(.mark) {
                    guard let starter, classesOf.keepsApart(starter, scalar) else { return nil }
                    if classes.contains(.reorders), let before = reorderingBefore,
                       before.properties.canonicalCombiningClass > scalar.properties.canonicalCombiningClass {
                        return nil
                    }
                }
                if (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value) { return nil }
                if classes.contains(.changesWhenFolded) {
                    guard classes.contains(.lowersAlone) else { return nil }
                    lowered = value == 0x130 ? "i" : scalar.properties.lowercaseMapping
                }
                if classes.contains(.reorders) {
                    reorderingBefore = scalar
                } else {
                    starter = scalar
                    reorderingBefore = nil
                }
            }
            if isApostrophe(scalar) { continue }
            // Alef with a hamza or a madda is written bare as often as not ("اقفل" for
            // "أقفل"): both sides read it as alef.
            if value == 0x622 || value == 0x623 || value == 0x625 { lowered = "\u{627}" }
            if isUnspacedScript(scalar) {
                flush()
                words.append(String(scalar))
                continue
            }
            guard classes.contains(.wordPart) else {
                flush()
                continue
            }
            // Korean writes a particle against the word before it, an app's Latin name too
            // ("Barista에서"): where Hangul meets another script, a word ends.
            let isHangul = isHangul(scalar)
            // And a counter written against its digits is a word of its own ("3대", "2잔").
            if lastIsAlphabetic || followsNumber && isHangul, lastIsHangul != isHangul { flush() }
            if let lowered {
                word.append(contentsOf: lowered.utf8)
            } else {
                word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            lastIsHangul = isHangul
            // A lowered capital ends as its lower case does ("İ" as "i" and a dot above).
            if let last = lowered?.unicodeScalars.last {
                lastIsAlphabetic = classesOf[last].contains(.alphabetic)
            } else {
                lastIsAlphabetic = classes.contains(.alphabetic)
            }
        }
        flush()
        return words
    }
}
