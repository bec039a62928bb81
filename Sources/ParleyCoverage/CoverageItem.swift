import ParleyText

/// One thing of an app's catalog that transcripts should reach: a phrase, a parameter's
/// prompt, a result case… with where it is written.
public struct CoverageItem: Sendable {
    /// The rows of the text report, in order.
    public enum Group: String, CaseIterable, Sendable {
        case shortcuts
        case phrases
        case spokenValues = "spoken values"
        case parameters
        case intents
        case devices
        case locales
    }

    public var group: Group
    /// What it is, in a few words: `phrase "Stop my \(.applicationName) session" (en)`.
    public var title: String
    public var location: SourceLocation
    public var point: CoveragePoint

    public init(group: Group, title: String, location: SourceLocation, point: CoveragePoint) {
        self.group = group
        self.title = title
        self.location = location
        self.point = point
    }
}
