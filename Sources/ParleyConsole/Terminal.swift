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
        var text = text
        text.withUTF8 { StandardStream.writeOutput(UnsafeRawBufferPointer($0)) }
    }

    package static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { StandardStream.writeError(UnsafeRawBufferPointer($0)) }
    }
}
