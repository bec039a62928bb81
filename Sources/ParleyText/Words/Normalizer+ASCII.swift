import Foundation

/// The fast path: ASCII text, which most utterances and phrases are, split byte by byte.
extension Normalizer {
    /// `splitWords` for ASCII text, byte by byte: the same words without a Unicode property
    /// look-up per character (most utterances and phrases are ASCII); nil for other text.
    static func splitASCII(_ text: String) -> [String]? {
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
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> String? {
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
}
