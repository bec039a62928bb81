import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints diagnostics as `file:line:col: error: message`, coloured only on a terminal.
/// On standard error each is followed by the source line with a caret under the column;
/// findings on standard output (`parley lint`) stay one line each, for tools to read.
package struct DiagnosticPrinter {
    package let useColor: Bool

    package init(useColor: Bool) {
        self.useColor = useColor
    }

    package static var standardError: DiagnosticPrinter {
        DiagnosticPrinter(useColor: Terminal.colorEnabled(fileDescriptor: STDERR_FILENO))
    }

    package func print(_ diagnostics: [Diagnostic]) {
        // Each file is read and split once however many diagnostics point into it.
        var sources: [String: [Substring]?] = [:]
        for diagnostic in diagnostics {
            var excerpt: [String] = []
            if let location = diagnostic.location {
                if sources[location.file] == nil {
                    sources[location.file] = .some((try? SourceText.read(location.file, what: "file")).map(SourceText.lines))
                }
                if let lines = sources[location.file] ?? nil {
                    excerpt = SourceExcerpt.lines(for: location, inLines: lines) ?? []
                }
            }
            Terminal.writeError(format(diagnostic) + "\n" + excerpt.map { $0 + "\n" }.joined())
        }
    }

    package func printToStandardOutput(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            Terminal.write(format(diagnostic) + "\n")
        }
    }

    /// A control character that a message quotes from a file or a project (ESC, a NUL) is
    /// shown as `\u{…}` rather than sent to the terminal.
    package func format(_ diagnostic: Diagnostic) -> String {
        guard useColor else { return diagnostic.description.controlsShown(keepingLineFeeds: true) }
        let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        let location = diagnostic.location.map { "\u{1B}[1m\($0.description.controlsShown()):\u{1B}[0m " } ?? ""
        return "\(location)\(color)\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message.controlsShown(keepingLineFeeds: true))"
    }
}
