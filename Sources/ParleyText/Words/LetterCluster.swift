/// The cluster of Thai letters `Normalizer.readThai` is reading: Thai spells words without
/// spaces, and a token per letter cost twice the tokens a cluster does.
///
/// A cluster is a letter with the vowels and tones written above, below and after it, the
/// letter after a vowel written before it (เ แ โ ใ ไ), and the final after mai han-akat
/// (ั, always followed by the letter that closes its syllable). A cluster never ends where
/// a word cannot, and whether a scalar joins the cluster depends on it and the one before
/// alone (and, after ั, on whether the final came yet): a word is the same clusters alone
/// as inside a sentence — "ไฟ" in "เปิดไฟ" — with no dictionary.
///
///     "สั่งกาแฟผ่าน" → สั่ง | กา | แฟ | ผ่า | น
///
/// Lao and Khmer, which no Siri speaks, stay a token per letter.
struct LetterCluster {
    /// The cluster's bytes in the text being split, which Thai is read as it is written;
    /// empty when no cluster is open.
    private(set) var bytes: Range<Int> = 0..<0
    private var last: Unicode.Scalar = " "
    /// Whether a mai han-akat waits for the letter that closes its syllable.
    private var awaitsFinal = false

    var isOpen: Bool { !bytes.isEmpty }

    /// Adds the scalar at `range` to the open cluster when it comes right after it and joins
    /// it; false, and nothing changed, otherwise.
    mutating func extend(with scalar: Unicode.Scalar, at range: Range<Int>) -> Bool {
        guard isOpen, range.lowerBound == bytes.upperBound else { return false }
        let value = scalar.value
        if awaitsFinal, (0x0E01...0x0E2E).contains(value) {
            awaitsFinal = false
        } else if !(Self.followsLetter(value) || (0x0E40...0x0E44).contains(last.value)) {
            return false
        }
        if value == 0x0E31 { awaitsFinal = true }
        bytes = bytes.lowerBound..<range.upperBound
        last = scalar
        return true
    }

    /// Opens a cluster at the scalar at `range`.
    mutating func start(with scalar: Unicode.Scalar, at range: Range<Int>) {
        bytes = range
        last = scalar
        awaitsFinal = scalar.value == 0x0E31
    }

    /// The open cluster's bytes, and no cluster open.
    mutating func close() -> Range<Int> {
        defer { bytes = bytes.upperBound..<bytes.upperBound }
        return bytes
    }

    /// A vowel, tone or sign written with the letter before it: ะ ั า ำ ิ ี ึ ื ุ ู ฺ ๅ ็ ่ ้ ๊ ๋ ์ ํ ๎.
    private static func followsLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E30...0x0E3A, 0x0E45, 0x0E47...0x0E4E: true
        default: false
        }
    }

    /// Thai but for its digits and am (ำ, two scalars under NFKC), which `Normalizer` reads
    /// without the steps other scripts need: NFKC changes none of it but for the order of
    /// two marks.
    static func isQuickThai(_ value: UInt32) -> Bool {
        (0x0E01...0x0E4F).contains(value) && value != 0x0E33
    }

    /// The canonical combining class of a Thai scalar (Unicode's data, written out): only
    /// the vowels below, phinthu and the tone marks have one.
    static func thaiCombiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        switch scalar.value {
        case 0x0E38, 0x0E39: 103
        case 0x0E3A: 9
        case 0x0E48...0x0E4B: 107
        default: 0
        }
    }
}
