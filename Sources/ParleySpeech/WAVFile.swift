/// A RIFF WAVE file of 16-bit mono samples: what `--speak-to` writes, one per turn. The
/// samples are written as they come and the header, which holds their count, last.
public enum WAVFile {
    /// The header's length: the samples start here.
    public static let headerSize = 44

    /// The most samples one file may hold: the header's 32-bit sizes count bytes.
    public static let mostSamples = (Int(UInt32.max) - headerSize) / 2

    /// The 44-byte header of a file of `sampleCount` samples.
    public static func header(sampleCount: Int, sampleRate: Int) -> [UInt8] {
        var header: [UInt8] = []
        header.reserveCapacity(headerSize)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) }
        }
        let bytes = UInt32(clamping: min(sampleCount, mostSamples) * 2)
        header.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36) + bytes)
        header.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))  // the format chunk's size
        append(UInt16(1))  // PCM
        append(UInt16(1))  // mono
        append(UInt32(clamping: sampleRate))
        append(UInt32(clamping: sampleRate * 2))  // bytes per second
        append(UInt16(2))  // bytes per sample
        append(UInt16(16))  // bits per sample
        header.append(contentsOf: Array("data".utf8))
        append(bytes)
        return header
    }

    /// Samples as the file stores them: little-endian.
    public static func bytes(_ samples: UnsafeBufferPointer<Int16>) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: samples.count * 2)
        for (index, sample) in samples.enumerated() {
            let value = UInt16(bitPattern: sample)
            bytes[2 * index] = UInt8(truncatingIfNeeded: value)
            bytes[2 * index + 1] = UInt8(truncatingIfNeeded: value >> 8)
        }
        return bytes
    }
}
