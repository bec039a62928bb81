/// Collects the diagnostics of one pass over a user's file (a reader, a validator), in
/// the order they were found.
package final class DiagnosticLog {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
