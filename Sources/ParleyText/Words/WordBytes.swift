/// The UTF-8 of the word `Normalizer.splitWords` is reading, kept in a buffer the caller sized
/// for the whole text's words, so that a letter is a store, not an array's append.
struct WordBytes {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    var isEmpty: Bool { count == 0 }
    var last: UInt8? { count > 0 ? buffer[count - 1] : nil }
    /// Valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }

    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "a word outgrew the buffer sized for its text")
        buffer[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func removeAll() {
        count = 0
    }
}
