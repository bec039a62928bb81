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
/// only the conversation.
struct PlainLineReader: LineReader {
    mutating func readLine(prompt: String) -> LineEvent {
        Swift.readLine(strippingNewline: true).map(LineEvent.line) ?? .end
    }

    mutating func close() {}
}
