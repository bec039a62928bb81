/// The sections of a vocabulary, ready for the engine: entries normalized the way the
/// text they are compared with is, and a locale's file merged over English's.
extension Vocabulary {
    /// Spoken-form clean-up applied to phrases and utterances alike.
    package struct Normalizing: Sendable {
        package var wakeWords: [[String]]
        package var fillers: Set<String>
        package var contractions: [String: [String]]
        package var ordinalDigits: [String: String]
        /// Every word that one of the normalizer's steps after splitting can change or drop,
        /// with the steps it matters to (`roleWords` numbers the words, `roles` is by that
        /// number): one look-up per word tells them all, and a text with none of them is its
        /// split words.
        package var roleWords = WordTable()
        package var roles: [WordRoles] = []

        /// The steps `word` matters to (none for most words).
        package func roles(of word: String) -> WordRoles {
            roleWords.number(of: word).map { roles[Int($0)] } ?? []
        }
    }

    /// What a word is to the normalizer's steps after splitting.
    package struct WordRoles: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let contraction = WordRoles(rawValue: 1 << 0)
        /// A number word a number can begin with (a unit or a ten).
        package static let numberStart = WordRoles(rawValue: 1 << 1)
        package static let ordinalInDigits = WordRoles(rawValue: 1 << 2)
        package static let wakeWordStart = WordRoles(rawValue: 1 << 3)
        package static let filler = WordRoles(rawValue: 1 << 4)
    }

    package struct Numbers: Sendable {
        package var units: [String: Int]
        package var tens: [String: Int]
        package var scales: [String: Int]
        package var joiner: String
        package var point: String
        package var negative: Set<String>
        package var indefinite: Set<String>
        package var amounts: [[String]: Double]
        package var kanjiDigits: [Character: Int]
        package var kanjiScales: [Character: Int]
        package var counters: [String]

        package func isNumberWord(_ word: String) -> Bool {
            units[word] != nil || tens[word] != nil || scales[word] != nil
        }
    }

    package struct Answers: Sendable {
        package var yes: Set<[String]>
        package var no: Set<[String]>
        package var yesLeads: Set<String>
        package var noLeads: Set<String>
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
        package var positionSuffix: String?
    }

    package struct Help: Sendable {
        package var here: Set<[String]>
        package var aboutApp: [[String]]
        package var afterApp: [String]
        package var hereWord: String?
    }

    package struct Matching: Sendable {
        package var articles: Set<String>
        package var carrierWords: Set<String>
        /// Prepositions, pronouns, possessives, "be" and "do": cheap to add or drop.
        package var functionWords: Set<String>
        /// Words that pick another thing ("next", "last"): added, the request is offered back.
        package var qualifiers: Set<String>
        package var connectors: Set<String>
        /// Words (or sequences) that reverse a request.
        package var negators: Set<[String]>
        /// Groups of words (or word sequences) a user swaps without changing the request.
        package var synonyms: [[[String]]]
        /// Groups of words that turn a request into another one (on, off).
        package var opposites: [[[String]]]
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
        package var cannotRunNow: String
        package var siriRequest: String
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
        package var lowercasesTitles: Bool
    }

    /// What Siri answers itself, as written (shapes are compiled where they are matched).
    package struct Siri: Sendable {
        /// Shapes with `{app}` where an app's name goes: "open {app}".
        package var openApp: [String]
        /// Each request's name and shapes, by name.
        package var requests: [(name: String, shapes: [String])]
    }

    /// The sections a dialogue reads and matching does not.
    struct Dialogue: Sendable {
        var answers: Answers
        var help: Help
        var dates: Dates
        var durations: Durations
        var format: Format
        var system: System
    }

    init(locale: String, file: VocabularyFile, english: VocabularyFile?) {
        // Each section is built in a function of its own: one large initializer needs a
        // stack frame too big for the small stacks of worker threads in debug builds.
        let merge = Merge(file: file, english: english)
        self.locale = locale
        var normalizing = Self.normalizing(merge)
        let entries = Entries(contractions: normalizing.contractions)
        numbers = Self.numbers(merge, entries)
        (normalizing.roleWords, normalizing.roles) = Self.roles(normalizing, numbers)
        self.normalizing = normalizing
        matching = Self.matching(merge, entries)
        dialogue = Self.dialogue(merge, entries)
        siriSection = OnFirstUse { Self.siri(merge) }
    }

    private static func dialogue(_ merge: Merge, _ entries: Entries) -> OnFirstUse<Dialogue> {
        OnFirstUse {
            Dialogue(
                answers: answers(merge, entries), help: help(merge, entries), dates: dates(merge, entries),
                durations: durations(merge, entries), format: format(merge), system: system(merge))
        }
    }

    private static func roles(_ normalizing: Normalizing, _ numbers: Numbers) -> (WordTable, [WordRoles]) {
        var words = WordTable()
        var roles: [WordRoles] = []
        func add(_ added: some Sequence<String>, _ role: WordRoles) {
            for word in added {
                let number = Int(words.insert(word))
                if number == roles.count { roles.append([]) }
                roles[number].insert(role)
            }
        }
        add(normalizing.contractions.keys, .contraction)
        add(numbers.units.keys, .numberStart)
        add(numbers.tens.keys, .numberStart)
        add(normalizing.ordinalDigits.keys, .ordinalInDigits)
        add(normalizing.wakeWords.compactMap(\.first), .wakeWordStart)
        add(normalizing.fillers, .filler)
        return (words, roles)
    }

    private static func normalizing(_ merge: Merge) -> Normalizing {
        let contractions = merge.table(\.normalizing?.contractions).reduce(into: [String: [String]]()) { table, entry in
            table[Normalizer.split(entry.key).joined()] = Normalizer.split(entry.value)
        }
        return Normalizing(
            wakeWords: merge.list(\.normalizing?.wakeWords).map(Normalizer.split).sorted { $0.count > $1.count },
            fillers: Set(merge.list(\.normalizing?.fillers).flatMap(Normalizer.split)),
            contractions: contractions,
            ordinalDigits: merge.table(\.normalizing?.ordinalDigits))
    }

    private static func numbers(_ merge: Merge, _ entries: Entries) -> Numbers {
        Numbers(
            units: merge.table(\.numbers?.units), tens: merge.table(\.numbers?.tens), scales: merge.table(\.numbers?.scales),
            joiner: merge.value(\.numbers?.joiner) ?? "and", point: merge.value(\.numbers?.point) ?? "point",
            negative: entries.words(merge.list(\.numbers?.negative)), indefinite: entries.words(merge.list(\.numbers?.indefinite)),
            amounts: merge.table(\.numbers?.amounts).reduce(into: [:]) { result, entry in result[Normalizer.split(entry.key)] = entry.value },
            kanjiDigits: entries.characters(merge.table(\.numbers?.kanjiDigits)),
            kanjiScales: entries.characters(merge.table(\.numbers?.kanjiScales)),
            counters: merge.list(\.numbers?.counters))
    }

    private static func answers(_ merge: Merge, _ entries: Entries) -> Answers {
        Answers(
            yes: entries.phrases(merge.list(\.answers?.yes)), no: entries.phrases(merge.list(\.answers?.no)),
            yesLeads: entries.words(merge.list(\.answers?.yesLeads)), noLeads: entries.words(merge.list(\.answers?.noLeads)),
            cancel: entries.phrases(merge.list(\.answers?.cancel)), numberNoise: entries.words(merge.list(\.answers?.numberNoise)),
            ordinals: entries.joined(merge.table(\.answers?.ordinals)), last: entries.phrases(merge.list(\.answers?.last)),
            positionNoise: entries.words(merge.list(\.answers?.positionNoise)),
            pointers: entries.words(merge.list(\.answers?.pointers)), nameLeads: entries.words(merge.list(\.answers?.nameLeads)), positionSuffix: merge.value(\.answers?.positionSuffix))
    }

    private static func help(_ merge: Merge, _ entries: Entries) -> Help {
        Help(
            here: entries.phrases(merge.list(\.help?.here)), aboutApp: merge.list(\.help?.aboutApp).map(Normalizer.split),
            afterApp: merge.list(\.help?.afterApp), hereWord: merge.value(\.help?.hereWord))
    }

    private static func matching(_ merge: Merge, _ entries: Entries) -> Matching {
        Matching(
            articles: entries.words(merge.list(\.matching?.articles)), carrierWords: entries.words(merge.list(\.matching?.carrierWords)),
            functionWords: entries.words(merge.list(\.matching?.functionWords)), qualifiers: entries.words(merge.list(\.matching?.qualifiers)),
            connectors: entries.words(merge.list(\.matching?.connectors)), negators: Set(merge.list(\.matching?.negators).map(Normalizer.split)),
            synonyms: merge.list(\.matching?.synonyms).map { $0.map(Normalizer.split) },
            opposites: merge.list(\.matching?.opposites).map { $0.map(Normalizer.split) })
    }

    private static func dates(_ merge: Merge, _ entries: Entries) -> Dates {
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

    private static func durations(_ merge: Merge, _ entries: Entries) -> Durations {
        Durations(
            units: merge.table(\.durations?.units), noise: entries.words(merge.list(\.durations?.noise)),
            half: merge.value(\.durations?.half) ?? "half",
            fixed: merge.table(\.durations?.fixed).reduce(into: [:]) { result, entry in result[Normalizer.split(entry.key)] = entry.value },
            compactUnits: merge.table(\.durations?.compactUnits).map { (unit: $0.key, seconds: $0.value) }
                .sorted { ($0.seconds, $0.unit) > ($1.seconds, $1.unit) },
            compactHalf: merge.value(\.durations?.compactHalf), compactNoise: merge.list(\.durations?.compactNoise))
    }

    private static func format(_ merge: Merge) -> Format {
        Format(
            weekdays: merge.value(\.format?.weekdays) ?? [], months: merge.value(\.format?.months) ?? [],
            date: merge.value(\.format?.date) ?? "", time: merge.value(\.format?.time) ?? "",
            am: merge.value(\.format?.am) ?? "AM", pm: merge.value(\.format?.pm) ?? "PM",
            durationParts: merge.table(\.format?.durationParts), durationSeparator: merge.value(\.format?.durationSeparator) ?? " ",
            yes: merge.value(\.format?.yes) ?? "yes", no: merge.value(\.format?.no) ?? "no",
            flagOn: merge.value(\.format?.flagOn) ?? "on", flagOff: merge.value(\.format?.flagOff) ?? "off")
    }

    /// A locale's own requests replace English's of the same name; the others are kept, as
    /// a list adds to English's.
    private static func siri(_ merge: Merge) -> Siri {
        let requests = merge.table(\.siri?.requests)
        return Siri(openApp: merge.list(\.siri?.openApp), requests: requests.keys.sorted().map { ($0, requests[$0] ?? []) })
    }

    private static func system(_ merge: Merge) -> System {
        let list = merge.value(\.system?.list)
        return System(
            notUnderstood: merge.text(\.system?.notUnderstood), didYouMean: merge.text(\.system?.didYouMean),
            cancelled: merge.text(\.system?.cancelled), didNotGetThat: merge.text(\.system?.didNotGetThat),
            giveUp: merge.text(\.system?.giveUp), done: merge.text(\.system?.done), opensApp: merge.text(\.system?.opensApp),
            cannotOpenApp: merge.text(\.system?.cannotOpenApp), whichOne: merge.text(\.system?.whichOne),
            helpHeading: merge.text(\.system?.helpHeading), noShortcuts: merge.text(\.system?.noShortcuts),
            valuePrompt: merge.text(\.system?.valuePrompt), choicePrompt: merge.text(\.system?.choicePrompt),
            confirmValue: merge.text(\.system?.confirmValue), tooLow: merge.text(\.system?.tooLow),
            tooHigh: merge.text(\.system?.tooHigh), cannotRunNow: merge.text(\.system?.cannotRunNow),
            siriRequest: merge.text(\.system?.siriRequest), suggested: merge.text(\.system?.suggested), suggestedSubtitle: merge.text(\.system?.suggestedSubtitle), suggestedOpensApp: merge.text(\.system?.suggestedOpensApp), notSuggested: merge.text(\.system?.notSuggested), noParameters: merge.text(\.system?.noParameters), noSuggestions: merge.text(\.system?.noSuggestions),
            listPair: list?.pair ?? " or ", listSeparator: list?.separator ?? ", ", listLast: list?.last ?? ", or ",
            listEnd: list?.end ?? "?", lowercasesTitles: merge.value(\.system?.lowercasesTitles) ?? false)
    }
}

/// How entries are prepared for comparison with normalized text.
private struct Entries: Sendable {
    let contractions: [String: [String]]

    /// Compared with normalized answers: split, contractions expanded ("that's right").
    func phrases(_ entries: [String]) -> Set<[String]> {
        Set(entries.map { Normalizer.split($0).flatMap { contractions[$0] ?? [$0] } })
    }

    /// Single words, compared with single tokens.
    func words(_ entries: [String]) -> Set<String> {
        Set(entries.flatMap(Normalizer.split))
    }

    /// Keyed by the entry's tokens joined (`day after tomorrow`, `明日`).
    func joined(_ table: [String: Int]) -> [String: Int] {
        table.reduce(into: [:]) { result, entry in result[Normalizer.join(Normalizer.split(entry.key))] = entry.value }
    }

    /// Keyed by the entry's first character (kanji numerals).
    func characters(_ table: [String: Int]) -> [Character: Int] {
        table.reduce(into: [:]) { result, entry in if let first = entry.key.first { result[first] = entry.value } }
    }
}

/// A locale's file read over English's: lists and tables add to English's, single values
/// replace English's.
private struct Merge: Sendable {
    let file: VocabularyFile
    let english: VocabularyFile?

    // Each entry is named by a function (written as a key path literal, `\.numbers?.units`):
    // a real `KeyPath` is built at run time from its mangled name, at every start, for each
    // of the ~100 entries (BENCHMARKS.md, "Figures behind the code").
    func list<Element>(_ entry: (VocabularyFile) -> [Element]?) -> [Element] {
        (english.flatMap(entry) ?? []) + (entry(file) ?? [])
    }

    func table<Value>(_ entry: (VocabularyFile) -> [String: Value]?) -> [String: Value] {
        (english.flatMap(entry) ?? [:]).merging(entry(file) ?? [:]) { _, own in own }
    }

    func value<Value>(_ entry: (VocabularyFile) -> Value?) -> Value? {
        entry(file) ?? english.flatMap(entry)
    }

    func text(_ entry: (VocabularyFile) -> String?) -> String {
        value(entry) ?? ""
    }
}

extension String {
    /// Fills the `{name}` placeholders of a vocabulary template in one pass, so a value
    /// that itself contains braces is kept as it is: `"Which {title}?"`.
    package func filling(_ values: [String: String]) -> String {
        var text = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                text.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            text += value
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}
