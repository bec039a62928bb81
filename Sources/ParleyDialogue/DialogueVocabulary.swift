import ParleyText

/// The sections of one locale's vocabulary that only a dialogue reads — answers, help,
/// dates, durations, how values are written, Siri's own lines — ready for the engine:
/// entries normalized the way the text they are compared with is, and the locale's file
/// merged over English's as `Vocabulary` merges the rest. Built on a locale's first use.
package struct DialogueVocabulary: Sendable {
    package struct Answers: Sendable {
        package var yes: Set<[String]>
        package var no: Set<[String]>
        /// Words an answer may begin with to say yes or no before saying more ("yes, order
        /// it", "はい、注文して"): each a sequence of tokens, one per character in Japanese.
        package var yesLeads: Set<[String]>
        package var noLeads: Set<[String]>
        package var cancel: Set<[String]>
        package var numberNoise: Set<String>
        /// Keyed by the ordinal's tokens joined (`second`, `最初`).
        package var ordinals: [String: Int]
        package var last: Set<[String]>
        package var positionNoise: Set<String>
        /// Words that point at an option without naming it: "that one" is no answer.
        package var pointers: Set<String>
        /// Words before a value's name that are not part of it ("the walking one").
        package var nameLeads: Set<String>
        package var positionSuffixes: [String]
    }
    package struct Help: Sendable {
        package var here: Set<[String]>
        package var aboutApp: [[String]]
        package var afterApp: [String]
        package var hereWord: String?
    }
    package struct Dates: Sendable {
        package var weekdays: [String]
        package var months: [String]
        /// Keyed by the words' tokens joined (`day after tomorrow`, `明日`).
        package var relativeDays: [String: Int]
        package var next: String
        package var `in`: String
        package var dayUnits: [String: Int]
        package var ordinalSuffixes: [String]
        package var noise: Set<String>
        package var suffixes: [String]
        package var at: String
        package var noon: String
        package var midnight: String
        package var am: String
        package var pm: String
        package var oclock: Set<[String]>
    }
    package struct Durations: Sendable {
        package var units: [String: Int]
        package var noise: Set<String>
        package var half: String
        package var fixed: [[String]: Int]
        /// Longest unit first, as they are read: `1時間30分`.
        package var compactUnits: [(unit: String, seconds: Int)]
        package var compactHalf: String?
        package var compactNoise: [String]
    }
    package struct Format: Sendable {
        package var weekdays: [String]
        package var months: [String]
        package var date: String
        package var time: String
        package var am: String
        package var pm: String
        package var durationParts: [String: String]
        package var durationSeparator: String
        package var yes: String
        package var no: String
        package var flagOn: String
        package var flagOff: String
    }
    package struct System: Sendable {
        package var notUnderstood: String
        package var didYouMean: String
        package var cancelled: String
        package var didNotGetThat: String
        package var giveUp: String
        package var done: String
        package var opensApp: String
        package var cannotOpenApp: String
        package var whichOne: String
        package var helpHeading: String
        package var noShortcuts: String
        package var valuePrompt: String
        package var choicePrompt: String
        package var confirmValue: String
        package var tooLow: String
        package var tooHigh: String
        package var valuePromptUntitled: String
        package var tooLowUntitled: String
        package var tooHighUntitled: String
        package var cannotRunNow: String
        package var siriRequest: String
        package var siriAIUnavailable: String
        package var siriAIConfirm: String
        package var siriRequestNames: [String: String]
        package var suggested: String
        package var suggestedSubtitle: String
        package var suggestedOpensApp: String
        package var notSuggested: String
        package var noParameters: String
        package var noSuggestions: String
        package var listPair: String
        package var listSeparator: String
        package var listLast: String
        package var listEnd: String
        package var listStart: String
        package var lowercasesTitles: Bool
    }

    package let answers: Answers
    package let help: Help
    package let dates: Dates
    package let durations: Durations
    package let format: Format
    package let system: System

    /// The dialogue's sections for a locale code, read from the file `Vocabulary` reads.
    package static func forLocale(_ code: String) -> DialogueVocabulary {
        cache[Vocabulary.fileLocale(for: code)]
    }

    private static let cache = PerLocale { locale in
        DialogueVocabulary(locale: locale)
    }

    private init(locale: String) {
        let merge = VocabularyMerge(file: Self.decode(locale), english: locale == "en" ? nil : Self.decode("en"))
        let entries = VocabularyEntries(normalizing: Vocabulary.forLocale(locale).normalizing)
        answers = Self.answers(merge, entries)
        help = Self.help(merge, entries)
        dates = Self.dates(merge, entries)
        durations = Self.durations(merge, entries)
        format = Self.format(merge)
        system = Self.system(merge)
    }

    /// Reads a bundled file's dialogue sections; as with `Vocabulary`, a file that does not
    /// decode is a bug in this build (a test reads every one), not bad input.
    static func decode(_ locale: String) -> DialogueVocabularyFile {
        Vocabulary.bundled(locale, empty: DialogueVocabularyFile(), read: DialogueVocabularyFile.init(document:))
    }

    private static func answers(_ merge: VocabularyMerge<DialogueVocabularyFile>, _ entries: VocabularyEntries) -> Answers {
        Answers(
            yes: entries.phrases(merge.list(\.answers?.yes)), no: entries.phrases(merge.list(\.answers?.no)),
            yesLeads: entries.phrases(merge.list(\.answers?.yesLeads)), noLeads: entries.phrases(merge.list(\.answers?.noLeads)),
            cancel: entries.phrases(merge.list(\.answers?.cancel)), numberNoise: entries.words(merge.list(\.answers?.numberNoise)),
            ordinals: entries.joined(merge.table(\.answers?.ordinals)), last: entries.phrases(merge.list(\.answers?.last)),
            positionNoise: entries.words(merge.list(\.answers?.positionNoise)),
            pointers: entries.words(merge.list(\.answers?.pointers)), nameLeads: entries.words(merge.list(\.answers?.nameLeads)), positionSuffixes: merge.value(\.answers?.positionSuffixes) ?? [])
    }
    private static func help(_ merge: VocabularyMerge<DialogueVocabularyFile>, _ entries: VocabularyEntries) -> Help {
        Help(
            here: entries.phrases(merge.list(\.help?.here)), aboutApp: merge.list(\.help?.aboutApp).map(Normalizer.split),
            afterApp: merge.list(\.help?.afterApp), hereWord: merge.value(\.help?.hereWord))
    }
    private static func dates(_ merge: VocabularyMerge<DialogueVocabularyFile>, _ entries: VocabularyEntries) -> Dates {
        Dates(
            weekdays: (merge.value(\.dates?.weekdays) ?? []).map { $0.lowercased() },
            months: (merge.value(\.dates?.months) ?? []).map { $0.lowercased() },
            relativeDays: entries.joined(merge.table(\.dates?.relativeDays)),
            next: merge.value(\.dates?.next) ?? "next", in: merge.value(\.dates?.in) ?? "in",
            dayUnits: merge.table(\.dates?.dayUnits), ordinalSuffixes: merge.list(\.dates?.ordinalSuffixes),
            noise: entries.words(merge.list(\.dates?.noise)), suffixes: merge.list(\.dates?.suffixes),
            at: merge.value(\.dates?.at) ?? "at", noon: merge.value(\.dates?.noon) ?? "noon",
            midnight: merge.value(\.dates?.midnight) ?? "midnight", am: merge.value(\.dates?.am) ?? "am",
            pm: merge.value(\.dates?.pm) ?? "pm", oclock: Set(merge.list(\.dates?.oclock).map(Normalizer.split)))
    }
    private static func durations(_ merge: VocabularyMerge<DialogueVocabularyFile>, _ entries: VocabularyEntries) -> Durations {
        Durations(
            units: merge.table(\.durations?.units), noise: entries.words(merge.list(\.durations?.noise)),
            half: merge.value(\.durations?.half) ?? "half",
            fixed: merge.table(\.durations?.fixed).reduce(into: [:]) { result, entry in result[Normalizer.split(entry.key)] = entry.value },
            compactUnits: merge.table(\.durations?.compactUnits).map { (unit: $0.key, seconds: $0.value) }
                .sorted { ($0.seconds, $0.unit) > ($1.seconds, $1.unit) },
            compactHalf: merge.value(\.durations?.compactHalf), compactNoise: merge.list(\.durations?.compactNoise))
    }
    private static func format(_ merge: VocabularyMerge<DialogueVocabularyFile>) -> Format {
        Format(
            weekdays: merge.value(\.format?.weekdays) ?? [], months: merge.value(\.format?.months) ?? [],
            date: merge.value(\.format?.date) ?? "", time: merge.value(\.format?.time) ?? "",
            am: merge.value(\.format?.am) ?? "AM", pm: merge.value(\.format?.pm) ?? "PM",
            durationParts: merge.table(\.format?.durationParts), durationSeparator: merge.value(\.format?.durationSeparator) ?? " ",
            yes: merge.value(\.format?.yes) ?? "yes", no: merge.value(\.format?.no) ?? "no",
            flagOn: merge.value(\.format?.flagOn) ?? "on", flagOff: merge.value(\.format?.flagOff) ?? "off")
    }
    private static func system(_ merge: VocabularyMerge<DialogueVocabularyFile>) -> System {
        let list = merge.value(\.system?.list)
        return System(
            notUnderstood: merge.text(\.system?.notUnderstood), didYouMean: merge.text(\.system?.didYouMean),
            cancelled: merge.text(\.system?.cancelled), didNotGetThat: merge.text(\.system?.didNotGetThat),
            giveUp: merge.text(\.system?.giveUp), done: merge.text(\.system?.done), opensApp: merge.text(\.system?.opensApp),
            cannotOpenApp: merge.text(\.system?.cannotOpenApp), whichOne: merge.text(\.system?.whichOne),
            helpHeading: merge.text(\.system?.helpHeading), noShortcuts: merge.text(\.system?.noShortcuts),
            valuePrompt: merge.text(\.system?.valuePrompt), choicePrompt: merge.text(\.system?.choicePrompt),
            confirmValue: merge.text(\.system?.confirmValue), tooLow: merge.text(\.system?.tooLow),
            tooHigh: merge.text(\.system?.tooHigh), valuePromptUntitled: merge.text(\.system?.valuePromptUntitled),
            tooLowUntitled: merge.text(\.system?.tooLowUntitled), tooHighUntitled: merge.text(\.system?.tooHighUntitled),
            cannotRunNow: merge.text(\.system?.cannotRunNow),
            siriRequest: merge.text(\.system?.siriRequest), siriAIUnavailable: merge.text(\.system?.siriAIUnavailable), siriAIConfirm: merge.text(\.system?.siriAIConfirm), siriRequestNames: merge.value(\.system?.siriRequestNames) ?? [:], suggested: merge.text(\.system?.suggested), suggestedSubtitle: merge.text(\.system?.suggestedSubtitle), suggestedOpensApp: merge.text(\.system?.suggestedOpensApp), notSuggested: merge.text(\.system?.notSuggested), noParameters: merge.text(\.system?.noParameters), noSuggestions: merge.text(\.system?.noSuggestions),
            listPair: list?.pair ?? " or ", listSeparator: list?.separator ?? ", ", listLast: list?.last ?? ", or ",
            listEnd: list?.end ?? "?", listStart: list?.start ?? "", lowercasesTitles: merge.value(\.system?.lowercasesTitles) ?? false)
    }
}

/// The dialogue's sections, where the engine has always found them: on the locale's
/// vocabulary.
extension Vocabulary {
    package typealias Answers = DialogueVocabulary.Answers
    package typealias Help = DialogueVocabulary.Help
    package typealias Dates = DialogueVocabulary.Dates
    package typealias Durations = DialogueVocabulary.Durations
    package typealias Format = DialogueVocabulary.Format
    package typealias System = DialogueVocabulary.System

    package var answers: Answers { DialogueVocabulary.forLocale(locale).answers }
    package var help: Help { DialogueVocabulary.forLocale(locale).help }
    package var dates: Dates { DialogueVocabulary.forLocale(locale).dates }
    package var durations: Durations { DialogueVocabulary.forLocale(locale).durations }
    package var format: Format { DialogueVocabulary.forLocale(locale).format }
    package var system: System { DialogueVocabulary.forLocale(locale).system }
}
