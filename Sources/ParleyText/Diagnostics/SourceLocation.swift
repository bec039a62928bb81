/// A 1-based position in a user's file, the way compilers print it.
///
///     SourceLocation(file: "phrases/meditation.yaml", line: 12, column: 9).description
///     // "phrases/meditation.yaml:12:9"
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// The same location moved right by `offset` columns on the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
