/// The cluster of Thai, Lao or Khmer letters `Normalizer.splitWords` is reading: those scripts
/// spell words without spaces, and a token per letter cost twice the tokens a cluster does.
///
/// A cluster is a letter with the vowels and tones written above, below and after it, the
/// letter after a vowel written before it (Thai เ แ โ ใ ไ), the final after Thai's and Lao's
/// mai han-akat (ั, always followed by the letter that closes its syllable) and, in Khmer,
/// the letter a coeng stacks under the one before. A cluster never ends where a word cannot,
/// and whether one scalar joins the last depends on those two alone (and, after ั, on
/// whether the final came yet): a word is the same clusters alone as inside a sentence —
/// "ไฟ" in "เปิดไฟ" — with no dictionary.
///
///     "สั่งกาแฟผ่าน" → สั่ง | กา | แฟ | ผ่า | น
struct LetterCluster {
    /// The cluster's bytes in the text being split, which those scripts are read as they
    /// are written; empty when no cluster is open.
    private(set) var bytes: Range<Int> = 0..<0
    private var last: Unicode.Scalar = " "
    /// Whether a mai han-akat waits for the letter that closes its syllable.
    private var awaitsFinal = false

    var isOpen: Bool { !bytes.isEmpty }

    /// Whether a scalar begins a cluster of its own: a scalar of Thai, Lao or Khmer.
    static func begins(_ scalar: Unicode.Scalar) -> Bool {
        (0x0E00...0x0EFF).contains(scalar.value) || (0x1780...0x17FF).contains(scalar.value)
    }

    /// Adds the scalar at `range` to the open cluster when it comes right after it and joins
    /// it; false, and nothing changed, otherwise.
    mutating func extend(with scalar: Unicode.Scalar, at range: Range<Int>) -> Bool {
        guard isOpen, range.lowerBound == bytes.upperBound else { return false }
        let value = scalar.value
        if awaitsFinal, (0x0E01...0x0E2E).contains(value) || (0x0E81...0x0EAE).contains(value) {
            awaitsFinal = false
        } else if !(Self.followsLetter(value) || Self.precedesLetter(last.value)) {
            return false
        }
        if value == 0x0E31 || value == 0x0EB1 { awaitsFinal = true }
        bytes = bytes.lowerBound..<range.upperBound
        last = scalar
        return true
    }

    /// Opens a cluster at the scalar at `range` (one that `begins`).
    mutating func start(with scalar: Unicode.Scalar, at range: Range<Int>) {
        bytes = range
        last = scalar
        awaitsFinal = scalar.value == 0x0E31 || scalar.value == 0x0EB1
    }

    /// The open cluster's bytes, and no cluster open.
    mutating func close() -> Range<Int> {
        defer { bytes = bytes.upperBound..<bytes.upperBound }
        return bytes
    }

    /// A vowel, tone or sign written with the letter before it.
    private static func followsLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E30...0x0E3A, 0x0E45, 0x0E47...0x0E4E,  // Thai: ะ ั า ำ ิ ี ึ ื ุ ู ฺ ๅ, tones
             0x0EB0...0x0EBC, 0x0EC8...0x0ECE,  // Lao, the same
             0x17B4...0x17D3, 0x17DD:  // Khmer's vowels and signs
            true
        default:
            false
        }
    }

    /// A vowel written before the letter it follows in speech, and Khmer's coeng.
    private static func precedesLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E40...0x0E44, 0x0EC0...0x0EC4, 0x17D2: true
        default: false
        }
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
