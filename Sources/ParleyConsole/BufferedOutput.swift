
/// Standard output gathered into writes of about 64 KB: one system call per line costs
/// more than matching the line.
package final class BufferedOutput {
    private var buffer: [UInt8] = []
    private let flushingEachWrite: Bool

    package init(flushingEachWrite: Bool) {
        self.flushingEachWrite = flushingEachWrite
        buffer.reserveCapacity(1 << 16)
    }

    package func write(_ text: String) {
        write(bytes: text.utf8)
    }

    package func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if flushingEachWrite || buffer.count >= 1 << 16 { flush() }
    }

    package func flush() {
        guard !buffer.isEmpty else { return }
        let bytes = buffer
        // Emptied first: a failed write ends the program, and nothing may be written twice.
        buffer.removeAll(keepingCapacity: true)
        bytes.withUnsafeBytes { StandardStream.writeOutput($0) }
    }
}
