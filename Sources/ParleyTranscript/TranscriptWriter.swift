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
                lines.append("> \(Self.oneLine(input))")
                lines += output.map { $0.isEmpty ? "<" : "< \(Self.oneLine($0))" }
                previousWasTurn = true
            case .suggestions(let output):
                if previousWasTurn || lines.last?.hasPrefix("@") == true { lines.append("") }
                lines.append("@suggestions")
                lines += output.map { $0.isEmpty ? "<" : "< \(Self.oneLine($0))" }
                previousWasTurn = true
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line break in what was typed or said would start another line of the transcript (a
    /// `<` line injected into a user's turn): each is written as a space, which is how
    /// matching hears it anyway.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}
