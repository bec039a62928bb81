import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints diagnostics as `file:line:col: error: message`, coloured only on a terminal.
struct DiagnosticPrinter {
    let useColor: Bool

    static var standardError: DiagnosticPrinter {
        DiagnosticPrinter(useColor: Terminal.colorEnabled(fileDescriptor: STDERR_FILENO))
    }

    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            Terminal.writeError(format(diagnostic) + "\n")
        }
    }

    func printToStandardOutput(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            Terminal.write(format(diagnostic) + "\n")
        }
    }

    func format(_ diagnostic: Diagnostic) -> String {
        guard useColor else { return diagnostic.description }
        let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        let location = diagnostic.location.map { "\u{1B}[1m\($0):\u{1B}[0m " } ?? ""
        return "\(location)\(color)\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message)"
    }
}
