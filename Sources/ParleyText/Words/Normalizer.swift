import Foundation

/// Turns spoken-style text into the tokens both phrases and utterances are compared by.
///
/// NFKC, case folding, apostrophes dropped, other punctuation a word break, a leading
/// wake word and polite fillers removed, number words turned into digits, contractions
/// expanded — the words are the locale's `Vocabulary` — and scripts written without
/// spaces split into one token per character (Japanese, Chinese) or per cluster of letters
/// (Thai), so that matching needs no dictionary.
///
///     Normalizer.forLocale("en").tokens("Hey Siri, um, start twenty-five sessions with Calm’s app?")
///     // ["start", "25", "sessions", "with", "calms", "app"]
public final class Normalizer: Sendable {
    private let words: Vocabulary.Normalizing
    /// The locale's number words, which become digits.
    public let numbers: NumberWords
    /// The pronouns an imperative may have written against it (`normalizing.enclitics`),
    /// longest first, as scalars: compared with every accented word's end.
    private let enclitics: [[Unicode.Scalar]]

    public init(vocabulary: Vocabulary) {
        words = vocabulary.normalizing
        numbers = NumberWords(vocabulary: vocabulary.numbers)
        enclitics = vocabulary.normalizing.enclitics.map { Array($0.unicodeScalars) }
    }

    /// The normalizer for a locale's vocabulary (its words over English's), built once.
    public static func forLocale(_ locale: String) -> Normalizer {
        cache[locale]
    }

    private static let cache = PerLocale { Normalizer(vocabulary: .forLocale($0)) }

    /// Where a text may lose a polite phrase ("por favor", "お願いします"): at the ends of
    /// what a user says, and at the same ends of a phrase (its first and last pieces), never
    /// inside a name or a value.
    public struct PoliteEnds: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let start = PoliteEnds(rawValue: 1 << 0)
        public static let end = PoliteEnds(rawValue: 1 << 1)
        /// A whole text a user says, which keeps its polite words when they are all it says
        /// (Thai "ครับ" alone is yes); a phrase's piece may be left empty.
        public static let said = PoliteEnds(rawValue: 1 << 2)
        public static let utterance: PoliteEnds = [.start, .end, .said]
    }

    /// Normalizes a whole utterance (a leading wake word and polite phrases are dropped).
    public func tokens(_ text: String) -> [String] {
        tokens(text, isUtteranceStart: true, politeEnds: .utterance)
    }

    /// Normalizes a piece of text; a wake word is only dropped at the start of an utterance,
    /// and a polite phrase only at `politeEnds`.
    public func tokens(_ text: String, isUtteranceStart: Bool, politeEnds: PoliteEnds = []) -> [String] {
        var tokens = Self.split(words.apostropheEndsWord ? Self.apostrophesAsSpaces(text) : text)
        if !enclitics.isEmpty, tokens.contains(where: mayEndInEnclitic) {
            tokens = tokens.flatMap { Self.splittingEnclitic($0, enclitics) }
        }
        // One look-up per word tells which steps below can change anything; most texts need none.
        var present = roles(in: tokens)
        guard !present.isEmpty else { return tokens }
        if present.contains(.contraction) {
            tokens = tokens.flatMap { words.contractions[$0] ?? [$0] }
            present = roles(in: tokens)
        }
        if present.contains(.numberStart) {
            tokens = numbers.digitize(tokens)
            present = roles(in: tokens)
        }
        if present.contains(.ordinalInDigits) {
            tokens = tokens.map { words.ordinalDigits[$0] ?? $0 }
            present = roles(in: tokens)
        }
        if isUtteranceStart, let first = tokens.first, let number = words.roleWords.number(of: first),
           words.roles[Int(number)].contains(.wakeWordStart) {
            // `present` may still name a filler that went with the wake word: the filter
            // below asks each word again, so that costs nothing but the pass.
            tokens = dropWakeWord(tokens, startingWith: Int(number))
        }
        if present.contains(.filler) { tokens = tokens.filter { !words.roles(of: $0).contains(.filler) } }
        // Only when the text begins or ends with a polite phrase's word: Thai's particles
        // share their letters with most Thai words.
        if present.contains(.politenessEnd), !politeEnds.isEmpty,
           [tokens.first, tokens.last].contains(where: { $0.map { words.roles(of: $0).contains(.politenessEnd) } == true }) {
            tokens = droppingPoliteness(tokens, at: politeEnds)
        }
        return tokens
    }

    /// Every role that some word of `tokens` has.
    private func roles(in tokens: [String]) -> Vocabulary.WordRoles {
        var present: Vocabulary.WordRoles = []
        for token in tokens { present.formUnion(words.roles(of: token)) }
        return present
    }

    /// Joins tokens back for display and comparison (`"start 25 sessions"`, `"瞑想を開始"`).
    public static func join(_ tokens: [String]) -> String {
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0, !isUnspaced(token), !isUnspaced(tokens[index - 1]) { text += " " }
            text += token
        }
        return text
    }

    /// The words of a text, before any vocabulary applies: NFKC, lower case, apostrophes
    /// dropped, other punctuation a word break, unspaced scripts one token per character or cluster.
    package static func split(_ text: String) -> [String] {
        // NFKC changes nothing in ASCII, and most utterances are ASCII: skip Foundation's pass.
        if let words = splitASCII(text) { return words }
        // Most other text is NFKC already, but for its capitals: each is lowered alone.
        if let words = splitWords(text, folding: true) { return words }
        return splitWords(text.precomposedStringWithCompatibilityMapping.lowercased(), folding: false) ?? []
    }

    /// `splitWords` for ASCII text, byte by byte: the same words without a Unicode property
    /// look-up per character (most utterances and phrases are ASCII); nil for other text.
    private static func splitASCII(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            // Checked first, as a whole: the words before a first letter outside ASCII would
            // be made for nothing.
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [String] = []
            words.reserveCapacity(bytes.count / 3 + 1)
            var start = 0
            // Whether the word so far is lower-case letters and digits only: then it is taken
            // from the text as it is.
            var isPlain = true
            func isDigit(_ index: Int) -> Bool { index >= 0 && index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
            // One step past the last byte, where the last word ends. (A nested function that
            // ended words had these variables captured, and checked at each use.)
            for index in 0...bytes.count {
                if index < bytes.count {
                    switch bytes[index] {
                    case 0x61...0x7A, 0x30...0x39:
                        continue
                    // Capitals, and apostrophes (' and `), which are dropped.
                    case 0x41...0x5A, 0x27, 0x60:
                        isPlain = false
                        continue
                    // "2.5" and "1,000" stay one number.
                    case 0x2E where isDigit(index - 1) && isDigit(index + 1):
                        continue
                    case 0x2C where isDigit(index - 1) && isDigit(index + 1):
                        isPlain = false
                        continue
                    default:
                        break
                    }
                }
                if start < index, let word = word(UnsafeBufferPointer(rebasing: bytes[start..<index]), isPlain: isPlain) {
                    words.append(word)
                }
                start = index + 1
                isPlain = true
            }
            return words
        }
    }

    /// An ASCII word as the text has it; unless it is `plain`, with capitals lowered and
    /// apostrophes and the commas of a number ("1,000") dropped (within a word, a comma is
    /// always a number's). Nil when nothing is left.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> String? {
        if isPlain { return String(decoding: bytes, as: UTF8.self) }
        let edited = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes where byte != 0x27 && byte != 0x60 && byte != 0x2C {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
        return edited.isEmpty ? nil : edited
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
    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x60, 0xB4, 0x2BC, 0x2018, 0x2019: true
        default: false
        }
    }

    /// Whether a UTF-8 byte may be an apostrophe's last.
    private static func mayEndApostrophe(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x27, 0x60, 0xB4, 0xBC, 0x98, 0x99: true
        default: false
        }
    }

    /// The text with a space for each apostrophe, for a language where one ends a word.
    private static func apostrophesAsSpaces(_ text: String) -> String {
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

    private static func splitWords(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool, classesOf: ScalarClasses.Reader) -> [String]? {
        // The words so far take no more bytes than the text, but for a capital whose lower
        // case is longer ("Ⱥ" is two bytes, "ⱥ" three): a scalar lowers to at most three
        // scalars, so six bytes a byte always suffice.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 6 + 16) { scratch in
            splitWords(bytes, folding: folding, classesOf: classesOf, scratch: scratch)
        }
    }

    private static func splitWords(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool, classesOf: ScalarClasses.Reader,
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

    /// What `readThai` read: where it stopped, the last scalar of combining class 0 (nil
    /// when none), and the last scalar when it has another class.
    private struct ThaiRun {
        var end: Int
        var starter: Unicode.Scalar?
        var reorderingBefore: Unicode.Scalar?
    }

    /// Reads the Thai that begins at `start` as clusters (`LetterCluster`), up to the first
    /// scalar `LetterCluster.isQuickThai` does not take: most Thai text is one such run, read
    /// without the look-ups other scripts need, since NFKC changes none of it but for the
    /// order of two marks. With `folding`, nil when NFKC would put two marks in another
    /// order (`after` is the mark before the run, if any).
    private static func readThai(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, folding: Bool, after mark: Unicode.Scalar?,
                                 into words: inout [String]) -> ThaiRun? {
        var run = ThaiRun(end: start, reorderingBefore: mark)
        var cluster = LetterCluster()
        // Each scalar of the Thai block is three bytes: E0, then B8 or B9, then its low six bits.
        while run.end + 2 < bytes.count, bytes[run.end] == 0xE0, bytes[run.end + 1] & 0xFE == 0xB8 {
            let value = 0x0E00 | UInt32(bytes[run.end + 1] & 0x01) << 6 | UInt32(bytes[run.end + 2] & 0x3F)
            guard LetterCluster.isQuickThai(value), let scalar = Unicode.Scalar(value) else { break }
            let order = LetterCluster.thaiCombiningClass(scalar)
            if order == 0 {
                run.starter = scalar
                run.reorderingBefore = nil
            } else {
                if folding, let before = run.reorderingBefore, before.properties.canonicalCombiningClass.rawValue > order { return nil }
                run.reorderingBefore = scalar
            }
            let range = run.end..<run.end + 3
            if !cluster.extend(with: scalar, at: range) {
                if cluster.isOpen { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[cluster.close()]), as: UTF8.self)) }
                cluster.start(with: scalar, at: range)
            }
            run.end += 3
        }
        if cluster.isOpen { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[cluster.close()]), as: UTF8.self)) }
        return run
    }

    /// Korean writes a particle against the word before it ("바리스타에서", "라떼를"): the
    /// longest particle the word ends with becomes a word of its own, when something is left
    /// of it; a particle written alone stays whole ("으로" is not "으 로"). Nil when the word
    /// keeps no particle; else the particle's length in bytes. Hangul is written for Korean only, so this holds in every locale,
    /// and phrases, utterances and the vocabulary's own entries are split alike.
    static func particleLength(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        // Bytes, not strings, are compared: a String's == and hash normalize Hangul first.
        guard let last = word.last else { return nil }
        let candidates = particlesByLastByte[Int(last & 0x3F)]
        guard !candidates.contains(where: { $0.elementsEqual(word) }) else { return nil }
        return candidates.first { word.count > $0.count && word.suffix($0.count).elementsEqual($0) }?.count
    }

    /// An imperative with a pronoun written against it, which takes the accent the verb alone
    /// does without ("muéstrame", "cómpralo", "diciéndole"): the verb unaccented and the
    /// pronoun. Only a word with an accented vowel whose rest ends as an imperative (a, e, i)
    /// or a gerund (ndo) does, and is three letters or more: "película" and "título" end in
    /// "la" and "lo" but in u, and stay whole.
    static func splittingEnclitic(_ word: String, _ enclitics: [[Unicode.Scalar]]) -> [String] {
        let scalars = Array(word.unicodeScalars)
        guard scalars.contains(where: { unaccented($0) != $0 }) else { return [word] }
        for ending in enclitics where scalars.count > ending.count && scalars.suffix(ending.count).elementsEqual(ending) {
            let stem = scalars.dropLast(ending.count).map(unaccented)
            guard stem.count >= 3, stem.last == "a" || stem.last == "e" || stem.last == "i" || stem.suffix(3).elementsEqual("ndo".unicodeScalars) else { continue }
            return [String(String.UnicodeScalarView(stem)), String(String.UnicodeScalarView(ending))]
        }
        return [word]
    }
    private static func unaccented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "á": "a"
        case "é": "e"
        case "í": "i"
        case "ó": "o"
        case "ú": "u"
        default: scalar
        }
    }

    /// Whether a word ends as a pronoun does and has a letter outside ASCII, where an accent
    /// may be: the few words `splittingEnclitic` need look at.
    private func mayEndInEnclitic(_ word: String) -> Bool {
        guard let last = word.utf8.last, enclitics.contains(where: { $0.last?.value == UInt32(last) }) else { return false }
        return word.utf8.contains { $0 >= 0x80 }
    }

    /// Korean's particles (ko.yaml, `normalizing.particles`), longest first. Read from the
    /// file as written, not through `Vocabulary`, whose preparation splits its own entries.
    static let hangulParticles: [String] = (Vocabulary.decode("ko").normalizing?.particles ?? [])
        .sorted { ($0.count, $0) > ($1.count, $1) }
    /// The Korean request helpers among the particles: what follows a verb, not a noun.
    private static let requestHelpers: Set<String> = ["줘", "줘요", "주세요", "줄래", "줄래요", "주실래요", "주시겠어요"]

    /// The particles' UTF-8 by the low six bits of their last byte, longest first: a word is
    /// checked against the few that end as it does, found without hashing (a Hangul
    /// syllable's UTF-8 ends in a continuation byte, which carries six bits).
    private static let particlesByLastByte: [[[UInt8]]] = hangulParticles.reduce(into: Array(repeating: [], count: 64)) { table, particle in
        let bytes = Array(particle.utf8)
        table[Int(bytes.last! & 0x3F)].append(bytes)
    }

    /// Arabic's short vowels, shadda, sukun and tatweel, and Hebrew's points and cantillation:
    /// written for learners and scripture, left out of everyday text, so they are dropped on
    /// both sides ("شَغِّل" is "شغل"). Alef with a hamza or a madda ("أ", "إ", "آ") is read as
    /// alef by `splitWords`, which sees it whole.
    private static func isOptionalVowelMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x064B...0x0652, 0x0656...0x065F, 0x0670, 0x0640,
             0x0591...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7: true
        default: false
        }
    }

    /// Hangul syllables and letters.
    package static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// Scripts written without spaces between words: each character is a token, or in Thai
    /// each cluster of letters (`LetterCluster`).
    static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF,  // Hiragana, Katakana (with ー)
             0x31F0...0x31FF,  // Katakana extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,  // Han
             0x3005, 0x3006,  // 々 〆
             0x0E00...0x0E7F,  // Thai
             0x0E80...0x0EFF,  // Lao
             0x1780...0x17FF:  // Khmer
            return true
        default:
            return false
        }
    }

    /// A token of Thai, Lao or Khmer, whose letters spell words without spaces (Chinese and
    /// Japanese characters are words or syllables of their own).
    package static func isSpelledWithoutSpaces(_ token: String) -> Bool {
        token.unicodeScalars.first.map { (0x0E00...0x0EFF).contains($0.value) || (0x1780...0x17FF).contains($0.value) } == true
    }

    /// A token of a script written without spaces: a character of Chinese, Japanese, Lao or
    /// Khmer, a cluster of Thai.
    package static func isUnspaced(_ token: String) -> Bool {
        token.unicodeScalars.first.map(isUnspacedScript) == true
    }

    // MARK: Spoken-style clean-up

    /// Without the polite phrases said first or last ("la segunda por favor", "2杯お願いします"),
    /// unless nothing else is said: "ครับ" alone is Thai's yes.
    /// In Thai, Lao and Khmer a polite phrase is dropped only at the end, where Thai's particles
    /// go: at the start its letters may begin a word ("คะแนน", score). Chinese and Japanese
    /// drop one at the start too (Cantonese "唔該", whose 唔 alone is "not").
    private func droppingPoliteness(_ tokens: [String], at ends: PoliteEnds) -> [String] {
        var kept = tokens[...]
        let least = ends.contains(.said) ? 1 : 0
        var dropped = true
        while dropped {
            dropped = false
            for polite in words.politeness where kept.count - polite.count >= least {
                if ends.contains(.start), Self.sameWords(kept.prefix(polite.count), polite), !polite.contains(where: Self.isSpelledWithoutSpaces) {
                    kept.removeFirst(polite.count)
                    dropped = true
                } else if ends.contains(.end), Self.sameWords(kept.suffix(polite.count), polite) {
                    kept.removeLast(polite.count)
                    dropped = true
                }
            }
        }
        return Array(kept)
    }

    /// Without the longest wake word `tokens` begin with, whose first word is the word
    /// numbered `start` in `words.roleWords`.
    private func dropWakeWord(_ tokens: [String], startingWith start: Int) -> [String] {
        for rest in words.wakeWordsByStart[start] where Self.sameWords(tokens.dropFirst().prefix(rest.count), rest) {
            return Array(tokens.dropFirst(1 + rest.count))
        }
        return tokens
    }

    /// Whether two runs of split words are the same, compared as UTF-8: both were split
    /// alike, and String's == would normalize each word that is not ASCII again.
    private static func sameWords(_ words: ArraySlice<String>, _ others: [String]) -> Bool {
        guard words.count == others.count else { return false }
        for (offset, other) in others.enumerated() where !sameWord(words[words.startIndex + offset], other) { return false }
        return true
    }

    private static func sameWord(_ word: String, _ other: String) -> Bool {
        guard word.utf8.count == other.utf8.count else { return false }
        return word.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                bytes.isEmpty || memcmp(bytes.baseAddress!, otherBytes.baseAddress!, bytes.count) == 0
            }
        }.flatMap { $0 } ?? word.utf8.elementsEqual(other.utf8)
    }
}
