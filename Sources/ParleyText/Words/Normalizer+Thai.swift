import Foundation

/// Thai, read as clusters of letters without the look-ups other scripts need.
extension Normalizer {
    /// What `readThai` read: where it stopped, the last scalar of combining class 0 (nil
    /// when none), and the last scalar when it has another class.
    struct ThaiRun {
        var end: Int
        var starter: Unicode.Scalar?
        var reorderingBefore: Unicode.Scalar?
    }

    /// Reads the Thai that begins at `start` as clusters (`LetterCluster`), up to the first
    /// scalar `LetterCluster.isQuickThai` does not take: most Thai text is one such run, read
    /// without the look-ups other scripts need, since NFKC changes none of it but for the
    /// order of two marks. With `folding`, nil when NFKC would put two marks in another
    /// order (`after` is the mark before the run, if any).
    static func readThai(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, folding: Bool, after mark: Unicode.Scalar?,
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
}
