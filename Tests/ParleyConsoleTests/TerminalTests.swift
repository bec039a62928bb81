import Foundation
import Testing
@testable import ParleyConsole

/// Colour and the REPL's line editing are for a terminal only: output into a pipe or a file
/// (CI's logs, `> out.txt`) stays plain.
@Suite("Terminal")
struct TerminalTests {
    @Test func aPipeIsNoTerminalAndGetsNoColour() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(!Terminal.isTerminal(ends[1]))
        #expect(!Terminal.colorEnabled(fileDescriptor: ends[1]))
    }

    @Test func aFileIsNoTerminal() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("parley-terminal-\(getpid())").path
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        #expect(!Terminal.isTerminal(descriptor))
    }
}
