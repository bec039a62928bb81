/// Collects the diagnostics of one pass over a user's file (a reader, a validator), in
/// the order they were found.
package final class DiagnosticLog {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    package func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
