/// One domain's catalogue of problems — a catalog's, a transcript's, an import's. Each case
/// knows how serious it is and how it reads, so all the wording of a domain sits in one
/// file, where it can be read and kept consistent as a whole; the code that finds a problem
/// names the case and the place.
package protocol DiagnosticProblem: Sendable {
    var severity: Diagnostic.Severity { get }
    var message: String { get }
}

extension Diagnostic {
    package init(_ problem: some DiagnosticProblem, at location: SourceLocation?) {
        self.init(problem.severity, problem.message, at: location)
    }
}

extension DiagnosticLog {
    package func report(_ problem: some DiagnosticProblem, at location: SourceLocation) {
        append(Diagnostic(problem, at: location))
    }
}
