/// The sections of a vocabulary, ready for the engine: entries normalized the way the
/// text they are compared with is, and a locale's file merged over English's.
extension Vocabulary {
    /// Spoken-form clean-up applied to phrases and utterances alike.
    package struct Normalizing: Sendable {
        package var wakeWords: [[String]]
        package var fillers: Set<String>
        package var contractions: [String: [String]]
        package var ordinalDigits: [String: String]
        package var apostropheEndsWord: Bool
        /// Pronouns written against an accented verb, longest first (`Normalizer.splittingEnclitic`).
        package var enclitics: [String] = []
        /// Dropped at either end of a text, longest first.
        package var politeness: [[String]]
        /// Every word that one of the normalizer's steps after splitting can change or drop,
        /// with the steps it matters to (`roleWords` numbers the words, `roles` is by that
        /// number): one look-up per word tells them all, and a text with none of them is its
        /// split words.
        package var roleWords = WordTable()
        package var roles: [WordRoles] = []
        /// The wake words by their first word's number in `roleWords`, each without that
        /// word, longest first: what is said is compared with the few that begin as it does
        /// (a language has a dozen, with English's, and "hey" is as long as "ヘ").
        package var wakeWordsByStart: [[[String]]] = []

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
        /// The first or last word of a polite phrase.
        package static let politenessEnd = WordRoles(rawValue: 1 << 5)
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
        /// Units that are an amount of themselves, read only where the question counts them:
        /// Hebrew "דקה" (a minute) is 1, "שעתיים" (two hours) is 2.
        package var unitAmounts: [String: Double]
        /// Words of an amount that is no count ("a few", "ein paar", "几"): an answer with
        /// one is asked again.
        package var vague: Set<[String]>
        package var kanjiDigits: [Character: Int]
        package var kanjiScales: [Character: Int]
        package var counters: [String]

        package func isNumberWord(_ word: String) -> Bool {
            units[word] != nil || tens[word] != nil || scales[word] != nil
        }
    }



    package struct Matching: Sendable {
        package var articles: Set<String>
        package var carrierWords: Set<String>
        /// Prepositions, pronouns, possessives, "be" and "do": cheap to add or drop.
        package var functionWords: Set<String>
        /// Words that pick another thing ("next", "last"): added, the request is offered back.
        package var qualifiers: Set<String>
        /// Words that only describe the phrase's object ("a new lift", "my current streak"),
        /// cheap to add right after one of `describerLeads` (anywhere when there are none). A
        /// language's own: English "new" is not French, and Russian has no articles.
        package var describers: Set<String>
        package var describerLeads: Set<String>
        package var connectors: Set<String>
        /// Words (or sequences) that reverse a request.
        package var negators: Set<[String]>
        /// Groups of words (or word sequences) a user swaps without changing the request.
        package var synonyms: [[[String]]]
        /// Groups of words that turn a request into another one (on, off).
        package var opposites: [[[String]]]
        /// Prepositions written against an app's name (Hebrew "ב", Arabic "ب").
        package var namePrefixes: [String]
        /// Endings of a form that tells of an action, said for a phrase's form ending in one
        /// of `requestEndings` (Russian "открыл" for "открой"); suffixes that negate the word
        /// before them (Turkish "kilitleme"). A language's own: not added to English's.
        package var tellingEndings: [String]
        package var requestEndings: [String]
        package var askingWords: Set<String>
        package var subjectPronouns: Set<String>
        package var conditionals: Set<String>
        package var tellingForms: [String: String]
        package var negatingSuffixes: [String]
        package var negatingPrefixes: [String]
        /// Whether an opposite's word is still that word with an ending after it (Turkish).
        package var oppositesTakeEndings: Bool
        /// Whether a request may say its verb last as well as first (German, Dutch).
        package var verbMovesToEnd: Bool
        /// Particles a separable verb leaves at the end (German "weiter", Dutch "af").
        package var separableParticles: Set<String>
        /// Whether a describing word follows its noun (French, Spanish, Italian, Portuguese).
        package var describersFollowNouns: Bool
        /// Word sequences that soften a request anywhere in it (Chinese "一下").
        package var softeners: [[String]]
    }





    /// What Siri answers itself, as written (shapes are compiled where they are matched).
    package struct Siri: Sendable {
        /// Shapes with `{app}` where an app's name goes: "open {app}".
        package var openApp: [String]
        /// Each request's name and shapes, by name.
        package var requests: [(name: String, shapes: [String])]
    }


    init(locale: String, file: VocabularyFile, english: VocabularyFile?) {
        // Each section is built in a function of its own: one large initializer needs a
        // stack frame too big for the small stacks of worker threads in debug builds.
        let merge = VocabularyMerge(file: file, english: english)
        self.locale = locale
        var normalizing = Self.normalizing(merge)
        let entries = VocabularyEntries(normalizing: normalizing)
        numbers = Self.numbers(merge, entries)
        (normalizing.roleWords, normalizing.roles) = Self.roles(normalizing, numbers)
        normalizing.wakeWordsByStart = Array(repeating: [], count: normalizing.roles.count)
        for wake in normalizing.wakeWords {
            if let first = wake.first, let number = normalizing.roleWords.number(of: first) {
                normalizing.wakeWordsByStart[Int(number)].append(Array(wake.dropFirst()))
            }
        }
        self.normalizing = normalizing
        matching = Self.matching(merge, entries)
        siriSection = OnFirstUse { Self.siri(merge) }
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
        add(normalizing.politeness.compactMap(\.first) + normalizing.politeness.compactMap(\.last), .politenessEnd)
        return (words, roles)
    }

    private static func normalizing(_ merge: VocabularyMerge<VocabularyFile>) -> Normalizing {
        let contractions = merge.table(\.normalizing?.contractions).reduce(into: [String: [String]]()) { table, entry in
            table[Normalizer.split(entry.key).joined()] = Normalizer.split(entry.value)
        }
        return Normalizing(
            wakeWords: merge.list(\.normalizing?.wakeWords).map(Normalizer.split).sorted { $0.count > $1.count },
            // A language's own fillers replace English's: "um" is Portuguese for one, German
            // for "at", and "er" Danish for "is".
            fillers: Set((merge.value(\.normalizing?.fillers) ?? []).flatMap(Normalizer.split)),
            contractions: contractions,
            ordinalDigits: merge.table(\.normalizing?.ordinalDigits),
            apostropheEndsWord: merge.value(\.normalizing?.apostropheEndsWord) ?? false,
            enclitics: merge.list(\.normalizing?.enclitics).flatMap(Normalizer.split).sorted { ($0.count, $0) > ($1.count, $1) },
            politeness: merge.list(\.normalizing?.politeness).map(Normalizer.split).filter { !$0.isEmpty }.sorted { $0.count > $1.count })
    }

    private static func numbers(_ merge: VocabularyMerge<VocabularyFile>, _ entries: VocabularyEntries) -> Numbers {
        Numbers(
            units: merge.table(\.numbers?.units), tens: merge.table(\.numbers?.tens), scales: merge.table(\.numbers?.scales),
            joiner: merge.value(\.numbers?.joiner) ?? "and", point: merge.value(\.numbers?.point) ?? "point",
            negative: entries.words(merge.list(\.numbers?.negative)), indefinite: entries.words(merge.list(\.numbers?.indefinite)),
            amounts: merge.table(\.numbers?.amounts).reduce(into: [:]) { result, entry in result[Normalizer.split(entry.key)] = entry.value },
            unitAmounts: merge.table(\.numbers?.unitAmounts).reduce(into: [:]) { result, entry in result[Normalizer.join(Normalizer.split(entry.key))] = entry.value },
            vague: entries.phrases(merge.list(\.numbers?.vague)),
            kanjiDigits: entries.characters(merge.table(\.numbers?.kanjiDigits)),
            kanjiScales: entries.characters(merge.table(\.numbers?.kanjiScales)),
            counters: merge.list(\.numbers?.counters))
    }



    private static func matching(_ merge: VocabularyMerge<VocabularyFile>, _ entries: VocabularyEntries) -> Matching {
        Matching(
            articles: entries.words(merge.list(\.matching?.articles)), carrierWords: entries.words(merge.list(\.matching?.carrierWords)),
            functionWords: entries.words(merge.list(\.matching?.functionWords)), qualifiers: entries.words(merge.list(\.matching?.qualifiers)),
            describers: entries.words(merge.value(\.matching?.describers) ?? []),
            describerLeads: entries.words(merge.value(\.matching?.describerLeads) ?? []),
            connectors: entries.words(merge.list(\.matching?.connectors)),
            // A language's own negators replace English's, as its fillers do: "no" is
            // Portuguese for "in the" ("no Stridely").
            negators: Set((merge.value(\.matching?.negators) ?? []).map(Normalizer.split)),
            synonyms: merge.list(\.matching?.synonyms).map { $0.map(Normalizer.split) },
            opposites: merge.list(\.matching?.opposites).map { $0.map(oppositeSide) },
            namePrefixes: merge.list(\.matching?.namePrefixes).flatMap(Normalizer.split),
            tellingEndings: merge.value(\.matching?.tellingEndings) ?? [], requestEndings: merge.value(\.matching?.requestEndings) ?? [],
            askingWords: Set(merge.value(\.matching?.askingWords) ?? []),
            // A language's own: English "I" is no French word, but "de" is Swedish for they.
            subjectPronouns: Set((merge.value(\.matching?.subjectPronouns) ?? []).flatMap(Normalizer.split)),
            conditionals: Set((merge.value(\.matching?.conditionals) ?? []).flatMap(Normalizer.split)),
            tellingForms: (merge.value(\.matching?.tellingForms) ?? [:]).reduce(into: [:]) { forms, entry in
                if let form = Normalizer.split(entry.key).first, let word = Normalizer.split(entry.value).first { forms[form] = word }
            },
            negatingSuffixes: merge.value(\.matching?.negatingSuffixes) ?? [],
            negatingPrefixes: merge.value(\.matching?.negatingPrefixes) ?? [],
            oppositesTakeEndings: merge.value(\.matching?.oppositesTakeEndings) ?? false,
            // A language's own word order: not English's.
            verbMovesToEnd: merge.value(\.matching?.verbMovesToEnd) ?? false,
            separableParticles: Set((merge.value(\.matching?.separableParticles) ?? []).flatMap(Normalizer.split)),
            describersFollowNouns: merge.value(\.matching?.describersFollowNouns) ?? false,
            softeners: (merge.value(\.matching?.softeners) ?? []).map(Normalizer.split))
    }

    /// Stands between the two parts of an opposite's side said apart: German "schalte … aus"
    /// is "schalte", then anything, then "aus" ("Schalte das Licht aus"). Never a word: the
    /// normalizer drops "…" as punctuation.
    package static let gap = "…"

    /// An opposite's side as words, with `gap` where the vocabulary writes "…".
    private static func oppositeSide(_ text: String) -> [String] {
        // Most sides have no gap: Foundation's `components(separatedBy:)` on every side cost
        // a whole replay 2% more.
        guard text.unicodeScalars.contains("\u{2026}") else { return Normalizer.split(text) }
        let parts = text.split(separator: "\u{2026}").map { Normalizer.split(String($0)) }
        return Array(parts.filter { !$0.isEmpty }.joined(separator: [gap]))
    }




    /// A locale's own requests replace English's of the same name; the others are kept, as
    /// a list adds to English's.
    private static func siri(_ merge: VocabularyMerge<VocabularyFile>) -> Siri {
        let requests = merge.table(\.siri?.requests)
        return Siri(openApp: merge.list(\.siri?.openApp), requests: requests.keys.sorted().map { ($0, requests[$0] ?? []) })
    }

}

/// How entries are prepared for comparison with normalized text.
package struct VocabularyEntries: Sendable {
    let contractions: [String: [String]]
    /// The pronouns written against an imperative, split off as an answer's are ("déjalo").
    let enclitics: [[Unicode.Scalar]]

    package init(normalizing: Vocabulary.Normalizing) {
        contractions = normalizing.contractions
        enclitics = normalizing.enclitics.map { Array($0.unicodeScalars) }
    }

    /// Compared with normalized answers: split, contractions expanded ("that's right"), and an
    /// imperative's pronoun a word of its own ("déjalo" is "deja lo").
    package func phrases(_ entries: [String]) -> Set<[String]> {
        Set(entries.map { entry in
            let words = Normalizer.split(entry).flatMap { contractions[$0] ?? [$0] }
            return enclitics.isEmpty ? words : words.flatMap { Normalizer.splittingEnclitic($0, enclitics) }
        })
    }

    /// Single words, compared with single tokens.
    package func words(_ entries: [String]) -> Set<String> {
        Set(entries.flatMap(Normalizer.split))
    }

    /// Keyed by the entry's tokens joined (`day after tomorrow`, `明日`).
    package func joined(_ table: [String: Int]) -> [String: Int] {
        table.reduce(into: [:]) { result, entry in result[Normalizer.join(Normalizer.split(entry.key))] = entry.value }
    }

    /// Keyed by the entry's first character (kanji numerals).
    package func characters(_ table: [String: Int]) -> [Character: Int] {
        table.reduce(into: [:]) { result, entry in if let first = entry.key.first { result[first] = entry.value } }
    }
}

/// A locale's file read over English's: lists and tables add to English's, single values
/// replace English's. (ParleyDialogue merges its own sections the same way.)
package struct VocabularyMerge<File: Sendable>: Sendable {
    let file: File
    let english: File?

    package init(file: File, english: File?) {
        self.file = file
        self.english = english
    }

    // Each entry is named by a function (written as a key path literal, `\.numbers?.units`):
    // a real `KeyPath` is built at run time from its mangled name, at every start, for each
    // of the ~100 entries (BENCHMARKS.md, "Figures behind the code").
    package func list<Element>(_ entry: (File) -> [Element]?) -> [Element] {
        (english.flatMap(entry) ?? []) + (entry(file) ?? [])
    }

    package func table<Value>(_ entry: (File) -> [String: Value]?) -> [String: Value] {
        (english.flatMap(entry) ?? [:]).merging(entry(file) ?? [:]) { _, own in own }
    }

    package func value<Value>(_ entry: (File) -> Value?) -> Value? {
        entry(file) ?? english.flatMap(entry)
    }

    package func text(_ entry: (File) -> String?) -> String {
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
