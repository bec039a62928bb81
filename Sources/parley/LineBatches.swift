#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's lines in batches of what has already arrived: a file or a fast pipe gives
/// thousands at once, which `parley match` answers on every core; a person typing, or a
/// program that waits for each answer, gives one at a time, answered at once.
///
/// Lines are split at "\n", with one "\r" before it dropped (Windows line endings), and
/// decoded as UTF-8 with invalid bytes replaced, as `readLine()` does. A last line without
/// "\n" is a line. A batch is what one read brings, so it is at most `readSize` bytes
/// besides the line that was already begun.
struct LineBatches {
    static let readSize = 1 << 16

    private let fileDescriptor: Int32
    /// What was read after the last "\n".
    private var pending: [UInt8] = []
    private var readBuffer: [UInt8]
    private var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        readBuffer = Array(repeating: 0, count: Self.readSize)
    }

    /// The next lines, or nil at the end of the input (or on a read error, which ends it too).
    mutating func next() -> [String]? {
        while !isAtEnd {
            let count = readBuffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                isAtEnd = true
                break
            }
            let start = pending.count
            pending += readBuffer[..<count]
            guard let lastNewline = pending[start...].lastIndex(of: UInt8(ascii: "\n")) else { continue }
            let lines = pending[..<lastNewline].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Self.line)
            pending.removeSubrange(...lastNewline)
            return lines
        }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return [Self.line(pending[...])]
    }

    /// Whether more input can be read at once: while it can, answers may wait in the output
    /// buffer; when it cannot, they are written out for whoever waits on them.
    var hasMoreWaiting: Bool {
        guard !isAtEnd else { return false }
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        let text = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: text, as: UTF8.self)
    }
}
