import ParleyText
import ParleyDialogue

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
        /// Shortcut types suggested, and intents run by a personal shortcut (SPEC §9).
        case siriShortcuts = "Siri shortcuts"
        /// The doors Siri AI reaches an intent by: its schema, or as a tool (SPEC §10).
        case siriAIDoors = "Siri AI doors"
        case devices
        case locales
    }

    /// What the item is about; its title is worked out only when printed, since a catalog
    /// of thousands of entity values has as many items.
    public enum Subject: Sendable {
        case shortcut(title: String, intent: String)
        case phrase(text: String, locale: String?)
        case spokenValue(type: String, title: String)
        case parameter(intent: String, name: String, what: String)
        case intent(String, what: String)
        case device(Device)
        case locale(String)
    }

    public var group: Group
    public var subject: Subject
    public var location: SourceLocation
    public var point: CoveragePoint

    public init(group: Group, subject: Subject, location: SourceLocation, point: CoveragePoint) {
        self.group = group
        self.subject = subject
        self.location = location
        self.point = point
    }

    /// What it is, in a few words: `phrase 'Stop my \(.applicationName) session' (en)`.
    public var title: String {
        switch subject {
        case .shortcut(let title, let intent): "shortcut \(title.quotedExcerpt) (\(intent))"
        case .phrase(let text, let locale): "phrase \(text.quotedExcerpt)" + (locale.map { " (\($0))" } ?? "")
        case .spokenValue(let type, let title): "\(type) \(title.quotedExcerpt) spoken in a phrase"
        case .parameter(let intent, let name, let what): "\(intent).\(name): \(what)"
        case .intent(let intent, let what): "\(intent): \(what)"
        case .device(let device): "a shortcut run on \(device.displayName)"
        case .locale(let locale): "a shortcut run in \(locale)"
        }
    }
}
