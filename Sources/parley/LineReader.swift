#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the REPL's lines come from: GNU readline on a terminal, plain reading on a pipe.
protocol LineReader {
    /// The next line, or nil at end of input (Ctrl-D).
    mutating func readLine(prompt: String) -> LineEvent
    mutating func close()
}

enum LineEvent {
    case line(String)
    /// Ctrl-C at the prompt.
    case interrupt
    case end
}

/// Reads lines from a pipe or file with no prompt and no echo, so `echo … | parley` prints
/// only the conversation. Lines are read as `parley match` reads them, so a line with no
/// end is not held whole (`LineBatches`).
struct PlainLineReader: LineReader {
    private var input = LineBatches(fileDescriptor: STDIN_FILENO)
    /// Lines read and not yet handed out, in order from `next`.
    private var waiting: [String] = []
    private var next = 0

    mutating func readLine(prompt: String) -> LineEvent {
        while next == waiting.count {
            guard let batch = input.next() else { return .end }
            waiting = batch
            next = 0
        }
        defer { next += 1 }
        return .line(waiting[next])
    }

    mutating func close() {}
}
