/// Writes a session's events as a transcript file (SPEC §5) that `parley test` passes.
public struct TranscriptWriter: Sendable {
    public let catalogDirectories: [String]

    public init(catalogDirectories: [String]) {
        self.catalogDirectories = catalogDirectories
    }

    /// The transcript text for `events`, with catalog paths relative to `file`.
    public func write(_ events: [SessionEvent], to file: String) -> String {
        var lines = ["# Recorded with parley's :save."]
        lines += catalogDirectories.map { "@phrases \(RelativePath.of($0, fromFolderOf: file))" }
        var previousWasTurn = false
        for event in events {
            switch event {
            case .directive(let directive):
                lines.append(directive)
                previousWasTurn = false
            case .turn(let input, let output):
                if previousWasTurn || lines.last?.hasPrefix("@") == true { lines.append("") }
                lines.append("> \(input)")
                lines += output.map { "< \($0)" }
                previousWasTurn = true
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
