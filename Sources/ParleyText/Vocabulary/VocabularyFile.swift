import DocumentTree

/// One locale's vocabulary file (`Vocabulary/<locale>.yaml`) as written: every section and
/// key is the property of the same name, read by `YAMLNodeDecoder` (a key the file has and
/// this type does not is an error at its line), and every one is optional, so a locale can
/// give only what differs from English. `Vocabulary` merges it over English and prepares it for the engine.
struct VocabularyFile: Decodable, Sendable {
    struct Normalizing: Decodable, Sendable {
        var wakeWords: [String]?
        var fillers: [String]?
        var contractions: [String: String]?
        var ordinalDigits: [String: String]?

    }

    struct Numbers: Decodable, Sendable {
        var units: [String: Int]?
        var tens: [String: Int]?
        var scales: [String: Int]?
        var joiner: String?
        var point: String?
        var negative: [String]?
        var indefinite: [String]?
        var amounts: [String: Double]?
        var kanjiDigits: [String: Int]?
        var kanjiScales: [String: Int]?
        var counters: [String]?

    }

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
        var positionSuffix: String?

    }

    struct Help: Decodable, Sendable {
        var here: [String]?
        var aboutApp: [String]?
        var afterApp: [String]?
        var hereWord: String?

    }

    struct Matching: Decodable, Sendable {
        var articles: [String]?
        var carrierWords: [String]?
        var functionWords: [String]?
        var qualifiers: [String]?
        var connectors: [String]?
        var negators: [String]?
        var synonyms: [[String]]?
        var opposites: [[String]]?

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
        var cannotRunNow: String?
        var siriRequest: String?
        var suggested: String?
        var suggestedSubtitle: String?
        var suggestedOpensApp: String?
        var notSuggested: String?
        var noParameters: String?
        var noSuggestions: String?
        var list: ListStyle?
        var lowercasesTitles: Bool?

    }

    /// What Siri answers itself (SPEC §9): opening an app, and its own requests by name,
    /// each with the shapes that say it.
    struct Siri: Decodable, Sendable {
        var openApp: [String]?
        var requests: [String: [String]]?

    }

    var normalizing: Normalizing?
    var numbers: Numbers?
    var answers: Answers?
    var help: Help?
    var matching: Matching?
    var dates: Dates?
    var durations: Durations?
    var format: Format?
    var system: System?
    var siri: Siri?

    /// A locale with no file: English alone.
    init() {}

    /// Reads a vocabulary file's text (what the build does, and the tests).
    init(yaml: String) throws {
        try self.init(document: YAMLNode.document(yaml))
    }

    /// Reads a file's tree: each section and key is the property of the same name.
    init(document: YAMLNode) throws {
        self = try YAMLNodeDecoder.decode(VocabularyFile.self, from: document)
    }
}
