import ParleyText
import ParleyDialogue

/// Writes a session as a transcript that `parley test` passes on any later day: the
/// settings it started with (`@device`, `@locale`, `@now`), then every setting and turn
/// in the order they happened.
public struct TranscriptWriter: Sendable {
    public let catalogDirectories: [String]

    public init(catalogDirectories: [String]) {
        self.catalogDirectories = catalogDirectories
    }

    /// The transcript text for a session, with catalog paths relative to `file`.
    public func write(initialSettings: [SessionSetting], events: [SessionEvent], to file: String) -> String {
        var lines = ["# Recorded with parley's :save."]
        lines += catalogDirectories.map { "@phrases \(RelativePath.of($0, fromFolderOf: file))" }
        lines += initialSettings.map(\.directive)
        var previousWasTurn = false
        for event in events {
            switch event {
            case .setting(let setting):
                lines.append(setting.directive)
                previousWasTurn = false
            case .turn(let input, let output):
                if previousWasTurn || lines.last?.hasPrefix("@") == true { lines.append("") }
                lines.append("> \(input)")
                lines += output.map { $0.isEmpty ? "<" : "< \($0)" }
                previousWasTurn = true
            case .suggestions(let output):
                if previousWasTurn || lines.last?.hasPrefix("@") == true { lines.append("") }
                lines.append("@suggestions")
                lines += output.map { $0.isEmpty ? "<" : "< \($0)" }
                previousWasTurn = true
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
