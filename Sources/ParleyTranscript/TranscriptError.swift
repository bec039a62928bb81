import ParleyText

/// A malformed transcript: where, and what was expected.
public struct TranscriptError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var problem: TranscriptProblem

    public init(_ problem: TranscriptProblem, file: String, line: Int, column: Int = 1) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.problem = problem
    }

    public var message: String { problem.message }
    public var diagnostic: Diagnostic { Diagnostic(problem, at: location) }
    public var description: String { diagnostic.description }
}
