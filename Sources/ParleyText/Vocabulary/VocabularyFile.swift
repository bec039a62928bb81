import DocumentTree

/// One locale's vocabulary file (`Vocabulary/<locale>.yaml`) as written, read by
/// `VocabularyReader`: every section and key optional, so a locale can give only what
/// differs from English. `Vocabulary` merges it over English and prepares it for the engine.
struct VocabularyFile: Sendable {
    struct Normalizing: Sendable {
        var wakeWords: [String]?
        var fillers: [String]?
        var contractions: [String: String]?
        var ordinalDigits: [String: String]?

        init() {}

        init(_ reader: VocabularyReader) throws {
            wakeWords = try reader.strings("wakeWords")
            fillers = try reader.strings("fillers")
            contractions = try reader.table("contractions")
            ordinalDigits = try reader.table("ordinalDigits")
        }
    }

    struct Numbers: Sendable {
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

        init() {}

        init(_ reader: VocabularyReader) throws {
            units = try reader.table("units")
            tens = try reader.table("tens")
            scales = try reader.table("scales")
            joiner = try reader.string("joiner")
            point = try reader.string("point")
            negative = try reader.strings("negative")
            indefinite = try reader.strings("indefinite")
            amounts = try reader.table("amounts")
            kanjiDigits = try reader.table("kanjiDigits")
            kanjiScales = try reader.table("kanjiScales")
            counters = try reader.strings("counters")
        }
    }

    struct Answers: Sendable {
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

        init() {}

        init(_ reader: VocabularyReader) throws {
            yes = try reader.strings("yes")
            no = try reader.strings("no")
            yesLeads = try reader.strings("yesLeads")
            noLeads = try reader.strings("noLeads")
            cancel = try reader.strings("cancel")
            numberNoise = try reader.strings("numberNoise")
            ordinals = try reader.table("ordinals")
            last = try reader.strings("last")
            positionNoise = try reader.strings("positionNoise")
            pointers = try reader.strings("pointers")
            nameLeads = try reader.strings("nameLeads")
            positionSuffix = try reader.string("positionSuffix")
        }
    }

    struct Help: Sendable {
        var here: [String]?
        var aboutApp: [String]?
        var afterApp: [String]?
        var hereWord: String?

        init() {}

        init(_ reader: VocabularyReader) throws {
            here = try reader.strings("here")
            aboutApp = try reader.strings("aboutApp")
            afterApp = try reader.strings("afterApp")
            hereWord = try reader.string("hereWord")
        }
    }

    struct Matching: Sendable {
        var articles: [String]?
        var carrierWords: [String]?
        var functionWords: [String]?
        var qualifiers: [String]?
        var connectors: [String]?
        var negators: [String]?
        var synonyms: [[String]]?
        var opposites: [[String]]?

        init() {}

        init(_ reader: VocabularyReader) throws {
            articles = try reader.strings("articles")
            carrierWords = try reader.strings("carrierWords")
            functionWords = try reader.strings("functionWords")
            qualifiers = try reader.strings("qualifiers")
            connectors = try reader.strings("connectors")
            negators = try reader.strings("negators")
            synonyms = try reader.lists("synonyms")
            opposites = try reader.lists("opposites")
        }
    }

    struct Dates: Sendable {
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

        init() {}

        init(_ reader: VocabularyReader) throws {
            weekdays = try reader.strings("weekdays")
            months = try reader.strings("months")
            relativeDays = try reader.table("relativeDays")
            next = try reader.string("next")
            `in` = try reader.string("in")
            dayUnits = try reader.table("dayUnits")
            ordinalSuffixes = try reader.strings("ordinalSuffixes")
            noise = try reader.strings("noise")
            suffixes = try reader.strings("suffixes")
            at = try reader.string("at")
            noon = try reader.string("noon")
            midnight = try reader.string("midnight")
            am = try reader.string("am")
            pm = try reader.string("pm")
            oclock = try reader.strings("oclock")
        }
    }

    struct Durations: Sendable {
        var units: [String: Int]?
        var noise: [String]?
        var half: String?
        var fixed: [String: Int]?
        var compactUnits: [String: Int]?
        var compactHalf: String?
        var compactNoise: [String]?

        init() {}

        init(_ reader: VocabularyReader) throws {
            units = try reader.table("units")
            noise = try reader.strings("noise")
            half = try reader.string("half")
            fixed = try reader.table("fixed")
            compactUnits = try reader.table("compactUnits")
            compactHalf = try reader.string("compactHalf")
            compactNoise = try reader.strings("compactNoise")
        }
    }

    struct Format: Sendable {
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

        init() {}

        init(_ reader: VocabularyReader) throws {
            weekdays = try reader.strings("weekdays")
            months = try reader.strings("months")
            date = try reader.string("date")
            time = try reader.string("time")
            am = try reader.string("am")
            pm = try reader.string("pm")
            durationParts = try reader.table("durationParts")
            durationSeparator = try reader.string("durationSeparator")
            yes = try reader.string("yes")
            no = try reader.string("no")
            flagOn = try reader.string("flagOn")
            flagOff = try reader.string("flagOff")
        }
    }

    struct ListStyle: Sendable {
        var pair: String
        var separator: String
        var last: String
        var end: String

        init(_ reader: VocabularyReader) throws {
            pair = try reader.required(reader.string("pair"), "pair")
            separator = try reader.required(reader.string("separator"), "separator")
            last = try reader.required(reader.string("last"), "last")
            end = try reader.required(reader.string("end"), "end")
        }
    }

    struct System: Sendable {
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

        init() {}

        init(_ reader: VocabularyReader) throws {
            notUnderstood = try reader.string("notUnderstood")
            didYouMean = try reader.string("didYouMean")
            cancelled = try reader.string("cancelled")
            didNotGetThat = try reader.string("didNotGetThat")
            giveUp = try reader.string("giveUp")
            done = try reader.string("done")
            opensApp = try reader.string("opensApp")
            cannotOpenApp = try reader.string("cannotOpenApp")
            whichOne = try reader.string("whichOne")
            helpHeading = try reader.string("helpHeading")
            noShortcuts = try reader.string("noShortcuts")
            valuePrompt = try reader.string("valuePrompt")
            choicePrompt = try reader.string("choicePrompt")
            confirmValue = try reader.string("confirmValue")
            tooLow = try reader.string("tooLow")
            tooHigh = try reader.string("tooHigh")
            cannotRunNow = try reader.string("cannotRunNow")
            siriRequest = try reader.string("siriRequest")
            suggested = try reader.string("suggested")
            suggestedSubtitle = try reader.string("suggestedSubtitle")
            suggestedOpensApp = try reader.string("suggestedOpensApp")
            notSuggested = try reader.string("notSuggested")
            noParameters = try reader.string("noParameters")
            noSuggestions = try reader.string("noSuggestions")
            list = try reader.section("list", ListStyle.init)
            lowercasesTitles = try reader.scalar("lowercasesTitles")
        }
    }

    /// What Siri answers itself (SPEC §9): opening an app, and its own requests by name,
    /// each with the shapes that say it.
    struct Siri: Sendable {
        var openApp: [String]?
        var requests: [String: [String]]?

        init() {}

        init(_ reader: VocabularyReader) throws {
            openApp = try reader.strings("openApp")
            requests = try reader.listTable("requests")
        }
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

    init() {}

    /// Reads a vocabulary file's text (what the build does, and the tests).
    init(yaml: String) throws {
        try self.init(document: YAMLNode.document(yaml))
    }

    init(document: YAMLNode) throws {
        let reader = try VocabularyReader(document)
        normalizing = try reader.section("normalizing", Normalizing.init)
        numbers = try reader.section("numbers", Numbers.init)
        answers = try reader.section("answers", Answers.init)
        help = try reader.section("help", Help.init)
        matching = try reader.section("matching", Matching.init)
        dates = try reader.section("dates", Dates.init)
        durations = try reader.section("durations", Durations.init)
        format = try reader.section("format", Format.init)
        system = try reader.section("system", System.init)
        siri = try reader.section("siri", Siri.init)
        try reader.rejectUnknownKeys()
    }
}
