import Testing
@testable import ParleyText

@Suite("Word bytes")
struct WordBytesTests {
    @Test func keepsTheBytesAppendedSinceTheLastClear() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            var word = WordBytes(buffer)
            #expect(word.isEmpty)
            #expect(word.last == nil)
            word.append(UInt8(ascii: "a"))
            word.append(contentsOf: "é".utf8)
            #expect(word.count == 3)
            #expect(word.last == 0xA9)
            #expect(String(decoding: word.bytes, as: UTF8.self) == "aé")
            word.removeAll()
            #expect(word.isEmpty)
            word.append(contentsOf: "文".utf8)
            #expect(String(decoding: word.bytes, as: UTF8.self) == "文")
        }
    }
}
