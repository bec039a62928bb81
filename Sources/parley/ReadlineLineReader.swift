import CReadline
import Foundation
import ParleyConsole

#if canImport(Glibc)
import Glibc
#endif

// readline calls back through C function pointers, which cannot capture context: the
// little state they share with the reader lives here. The REPL is single-threaded.
nonisolated(unsafe) private var pendingEvent: LineEvent?
nonisolated(unsafe) private var interruptRequested: Int32 = 0
nonisolated(unsafe) private var completionSource: (String) -> [String] = { _ in [] }
nonisolated(unsafe) private var completionMatches: [String] = []
nonisolated(unsafe) private var completionNext = 0

/// GNU readline on a terminal: line editing, history kept between runs, tab completion,
/// and Ctrl-C that abandons the current line (and dialogue) instead of the process.
///
/// Uses readline's callback interface with `poll`, the way the readline manual
/// recommends for programs that handle signals themselves.
struct ReadlineLineReader: LineReader {
    let historyFile: String
    static let historyLimit: Int32 = 1000
    /// readline keeps the pointer, so it must live as long as the process: a static string's does.
    private static let programName: StaticString = "parley"

    /// - Parameter completions: candidates for the whole line typed so far.
    init(historyFile: String, completions: @escaping (String) -> [String]) {
        self.historyFile = historyFile
        completionSource = completions
        // readline measures characters by the locale: without this, UTF-8 input (Japanese) misdraws.
        setlocale(LC_CTYPE, "")
        using_history()
        stifle_history(Self.historyLimit)
        _ = read_history(historyFile)
        let name = UnsafeRawPointer(Self.programName.utf8Start).assumingMemoryBound(to: CChar.self)
        parley_rl_configure(name) { text, _, _ in
            parley_rl_completion_over()
            let line = text.map { String(cString: $0) } ?? ""
            completionMatches = completionSource(line)
            completionNext = 0
            return rl_completion_matches(text) { _, _ in
                guard completionNext < completionMatches.count else { return nil }
                defer { completionNext += 1 }
                return strdup(completionMatches[completionNext])
            }
        }
        signal(SIGINT) { _ in interruptRequested = 1 }
    }

    mutating func readLine(prompt: String) -> LineEvent {
        pendingEvent = nil
        rl_callback_handler_install(prompt) { pointer in
            if let pointer {
                pendingEvent = .line(String(cString: pointer))
                free(pointer)
            } else {
                pendingEvent = .end
            }
            // Remove the handler so readline does not redraw the prompt under our output.
            rl_callback_handler_remove()
        }
        while pendingEvent == nil {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, -1)
            if interruptRequested != 0 {
                interruptRequested = 0
                // As a shell shows it: "^C" after what was typed, then a fresh, empty prompt.
                parley_rl_end_of_line()
                Terminal.write("^C\n")
                rl_free_line_state()
                rl_callback_sigcleanup()
                parley_rl_clear_line()
                rl_callback_handler_remove()
                return .interrupt
            }
            if ready < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .end
            }
            rl_callback_read_char()
        }
        if case .line(let line)? = pendingEvent, !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let previous = parley_rl_last_history_line().map { String(cString: $0) }
            if previous != line { add_history(line) }
        }
        return pendingEvent ?? .end
    }

    mutating func close() {
        _ = write_history(historyFile)
        _ = history_truncate_file(historyFile, Self.historyLimit)
    }
}
