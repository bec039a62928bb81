import ParleyText

/// A malformed transcript: where, and what was expected.
public struct TranscriptError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, file: String, line: Int, column: Int = 1) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.message = message
    }

    public var diagnostic: Diagnostic { Diagnostic(.error, message, at: location) }
    public var description: String { diagnostic.description }
}
