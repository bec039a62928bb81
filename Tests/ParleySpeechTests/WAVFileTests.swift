import Testing
@testable import ParleySpeech

/// `--speak-to`'s files: a RIFF WAVE header a player reads, samples little-endian, and sizes
/// clamped where a 32-bit field cannot hold them.
@Suite("WAV files")
struct WAVFileTests {
    @Test func theHeaderIsRIFFWaveOf16BitMono() {
        let header = WAVFile.header(sampleCount: 3, sampleRate: 22050)
        #expect(header.count == WAVFile.headerSize)
        #expect(header == [
            0x52, 0x49, 0x46, 0x46, 42, 0, 0, 0,                // "RIFF", 36 + 6 bytes
            0x57, 0x41, 0x56, 0x45, 0x66, 0x6D, 0x74, 0x20,    // "WAVEfmt "
            16, 0, 0, 0, 1, 0, 1, 0,                            // chunk size, PCM, mono
            0x22, 0x56, 0, 0, 0x44, 0xAC, 0, 0,                 // 22050 Hz, 44100 bytes a second
            2, 0, 16, 0,                                        // 2 bytes a sample, 16 bits
            0x64, 0x61, 0x74, 0x61, 6, 0, 0, 0,                 // "data", 6 bytes
        ])
    }

    @Test func tooManySamplesAreClampedNotWrapped() {
        let header = WAVFile.header(sampleCount: Int(UInt32.max), sampleRate: 22050)
        let dataSize = header[40..<44].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        #expect(dataSize == UInt32(WAVFile.mostSamples * 2))
    }

    @Test func samplesAreLittleEndian() {
        let samples: [Int16] = [1, -1, 0x1234]
        let bytes = samples.withUnsafeBufferPointer(WAVFile.bytes)
        #expect(bytes == [1, 0, 0xFF, 0xFF, 0x34, 0x12])
    }
}
