import DocumentTree
import ParleyText

/// The sections of a locale's vocabulary file that only a dialogue reads — answers, help,
/// dates, durations, how values are written, Siri's own lines — as written: each key is the
/// property of the same name, every one optional. ParleyText reads the file's other sections
/// (`VocabularyFile`); `DialogueVocabulary` merges these over English's.
struct DialogueVocabularyFile: Decodable, Sendable {
    struct Answers: Decodable, Sendable {
        var yes: [String]?
        var no: [String]?
        var yesLeads: [String]?
        var noLeads: [String]?
        var cancel: [String]?
        var numberNoise: [String]?
        var ordinals: [String: Int]?
        var last: [String]?
        var positionNoise: [String]?
        var pointers: [String]?
        var nameLeads: [String]?
        var positionSuffixes: [String]?
    }

    struct Help: Decodable, Sendable {
        var here: [String]?
        var aboutApp: [String]?
        var afterApp: [String]?
        var hereWord: String?
    }

    struct Dates: Decodable, Sendable {
        var weekdays: [String]?
        var months: [String]?
        var relativeDays: [String: Int]?
        var next: String?
        var `in`: String?
        var dayUnits: [String: Int]?
        var ordinalSuffixes: [String]?
        var noise: [String]?
        var suffixes: [String]?
        var at: String?
        var noon: String?
        var midnight: String?
        var am: String?
        var pm: String?
        var oclock: [String]?
    }

    struct Durations: Decodable, Sendable {
        var units: [String: Int]?
        var noise: [String]?
        var half: String?
        var fixed: [String: Int]?
        var compactUnits: [String: Int]?
        var compactHalf: String?
        var compactNoise: [String]?
    }

    struct Format: Decodable, Sendable {
        var weekdays: [String]?
        var months: [String]?
        var date: String?
        var time: String?
        var am: String?
        var pm: String?
        var durationParts: [String: String]?
        var durationSeparator: String?
        var yes: String?
        var no: String?
        var flagOn: String?
        var flagOff: String?
    }

    struct ListStyle: Decodable, Sendable {
        var pair: String
        var separator: String
        var last: String
        var end: String
        /// What opens a spoken list, where the language opens a question: Spanish "¿".
        var start: String?
    }

    struct System: Decodable, Sendable {
        var notUnderstood: String?
        var didYouMean: String?
        var cancelled: String?
        var didNotGetThat: String?
        var giveUp: String?
        var done: String?
        var opensApp: String?
        var cannotOpenApp: String?
        var whichOne: String?
        var helpHeading: String?
        var noShortcuts: String?
        var valuePrompt: String?
        var choicePrompt: String?
        var confirmValue: String?
        var tooLow: String?
        var tooHigh: String?
        /// The same questions and bounds for a parameter whose title has no text in the
        /// session's language: a line is never half in another language.
        var valuePromptUntitled: String?
        var tooLowUntitled: String?
        var tooHighUntitled: String?
        var cannotRunNow: String?
        var siriRequest: String?
        /// Siri AI is off where the session is: said once, then Siri answers as classic.
        var siriAIUnavailable: String?
        /// Siri AI's own confirmation of an intent it is about to run: `{title}`, `{app}`.
        var siriAIConfirm: String?
        /// Siri's own requests by their names in the `siri` section (`Timer`), as Siri names
        /// them in the language: `siriRequest`'s `{request}`.
        var siriRequestNames: [String: String]?
        var suggested: String?
        var suggestedSubtitle: String?
        var suggestedOpensApp: String?
        var notSuggested: String?
        var noParameters: String?
        var noSuggestions: String?
        var list: ListStyle?
        var lowercasesTitles: Bool?
    }

    var answers: Answers?
    var help: Help?
    var dates: Dates?
    var durations: Durations?
    var format: Format?
    var system: System?

    /// A locale with no file: English alone.
    init() {}

    /// Reads a vocabulary file's text (the tests).
    init(yaml: String) throws {
        try self.init(document: YAMLNode.document(yaml))
    }

    /// Reads the dialogue's sections of a file's tree; the others are ParleyText's.
    init(document: YAMLNode) throws {
        let ours = (document.mapping ?? []).filter { VocabularyFile.dialogueSections.contains($0.key.text ?? "") }
        self = try YAMLNodeDecoder.decode(Self.self, from: YAMLNode(.mapping(ours), mark: document.mark, tag: document.tag))
    }
}
