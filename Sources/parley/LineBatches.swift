#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ParleyMatching

/// A file's lines in batches of what has already arrived: a file or a fast pipe gives
/// thousands at once, which `parley match` answers on every core; a person typing, or a
/// program that waits for each answer, gives one at a time, answered at once.
///
/// Lines are split at "\n", with one "\r" before it dropped (Windows line endings), and
/// decoded as UTF-8 with invalid bytes replaced, as `readLine()` does. A last line without
/// "\n" is a line. A batch is what one read brings, so it is at most `readSize` bytes
/// besides the line that was already begun.
///
/// A line longer than any utterance (`MatchLimits.longestUtterance`) is kept only as its
/// beginning, still too long to be understood, and the rest of it is read and dropped: no
/// input, even one with no "\n" at all, is held whole.
struct LineBatches {
    static let readSize = 1 << 16
    /// What is kept of a line at most: past the longest utterance even once a final "\r" is
    /// dropped, so a kept line is never taken for a shorter one.
    static let longestKept = MatchLimits.longestUtterance + 2

    private let fileDescriptor: Int32
    /// What was read after the last "\n", at most `longestKept` bytes of it.
    private var pending: [UInt8] = []
    /// Whether the line in `pending` was cut short, and what follows it until "\n" is dropped.
    private var isDroppingRest = false
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
            var arrived = readBuffer[..<count]
            if isDroppingRest {
                guard let newline = arrived.firstIndex(of: UInt8(ascii: "\n")) else { continue }
                arrived = arrived[newline...]
                isDroppingRest = false
            }
            let start = pending.count
            pending += arrived
            guard let lastNewline = pending[start...].lastIndex(of: UInt8(ascii: "\n")) else {
                keepOnlyTheBeginning()
                continue
            }
            let lines = lines(endingBy: lastNewline)
            pending.removeSubrange(...lastNewline)
            keepOnlyTheBeginning()
            return lines
        }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return [pending.withUnsafeBufferPointer(Self.line)]
    }

    /// Whether more input can be read at once: while it can, answers may wait in the output
    /// buffer; when it cannot, they are written out for whoever waits on them.
    var hasMoreWaiting: Bool {
        guard !isAtEnd else { return false }
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    /// Cuts the line begun in `pending` to `longestKept` bytes, the rest to be dropped.
    private mutating func keepOnlyTheBeginning() {
        guard pending.count > Self.longestKept else { return }
        pending.removeSubrange(Self.longestKept...)
        isDroppingRest = true
    }

    /// The lines in `pending` up to the "\n" at `lastNewline`, each without its "\n".
    private func lines(endingBy lastNewline: Int) -> [String] {
        pending.withUnsafeBufferPointer { bytes in
            // There is a "\n" at `lastNewline`, so `pending` has storage.
            let base = UnsafeRawPointer(bytes.baseAddress!)
            var lines: [String] = []
            var start = 0
            while start <= lastNewline {
                // memchr: splitting through the collection protocols costs far more per byte.
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), lastNewline + 1 - start)!
                let end = base.distance(to: UnsafeRawPointer(newline))
                lines.append(Self.line(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                start = end + 1
            }
            return lines
        }
    }

    private static func line(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var kept = UnsafeBufferPointer(rebasing: bytes.prefix(longestKept))
        if kept.last == UInt8(ascii: "\r") { kept = UnsafeBufferPointer(rebasing: kept.dropLast()) }
        return String(decoding: kept, as: UTF8.self)
    }
}
