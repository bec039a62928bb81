import Foundation
import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process is attached to, decided once at start-up.
package enum Terminal {
    package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
    package static func colorEnabled(fileDescriptor: Int32) -> Bool {
        let noColor = RunningProgram.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        return !noColor && isTerminal(fileDescriptor) && RunningProgram.environment("TERM") != "dumb"
    }

    package static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    package static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

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
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
