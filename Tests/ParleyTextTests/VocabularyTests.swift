import Testing
import DocumentTree
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

/// The locale vocabularies: every bundled file reads, a locale's file adds to English's,
/// and a third locale (German) works from its file alone, with no engine code of its own.
@Suite("Vocabulary")
struct VocabularyTests {
    @Test func everyBundledFileDecodes() {
        #expect(Vocabulary.locales == ["ar", "da", "de", "en", "es", "fi", "fr", "he", "it", "ja", "ko", "ms", "nb", "nl", "pt-BR", "ru", "sv", "th", "tr", "zh-HK", "zh-Hans", "zh-Hant"])
        for locale in Vocabulary.locales {
            let vocabulary = Vocabulary.forLocale(locale)
            #expect(vocabulary.locale == locale)
            #expect(!vocabulary.system.notUnderstood.isEmpty)
            #expect(vocabulary.format.weekdays.count == 7)
            #expect(vocabulary.dates.months.count == 12)
        }
    }

    /// A locale's file is read key by key: a misspelt key or a word list written as text is
    /// an error that names its line, not a word silently missing.
    @Test(arguments: [
        ("system:\n  cancelled: Abgebrochen.\n  canceled: Abgebrochen.\n", "3:3: unknown key 'canceled'"),
        ("answers:\n  yes: ja\n", "2:8: expected a list"),
        ("numbers:\n  units: {eins: one}\n", "2:17: expected a whole number"),
        ("system:\n  list: {pair: ' oder '}\n", "2:9: missing key 'separator'"),
        ("sytem:\n  cancelled: Abgebrochen.\n", "1:1: unknown key 'sytem'"),
    ])
    func aMistakeInAFileNamesItsLine(_ yaml: String, _ expected: String) {
        // ParleyText reads the file's sections that matching needs, ParleyDialogue the others;
        // between them every key is read once.
        #expect(throws: YAMLNodeDecoder.Problem.self) {
            _ = try VocabularyFile(yaml: yaml)
            _ = try DialogueVocabularyFile(yaml: yaml)
        }
        do {
            _ = try VocabularyFile(yaml: yaml)
            _ = try DialogueVocabularyFile(yaml: yaml)
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func aFileReadsEveryKindOfValue() throws {
        let yaml = """
            numbers: {amounts: {dutzend: 12, halbes dutzend: 6.5}}
            matching: {synonyms: [[fang an, starte]]}
            system: {lowercasesTitles: false, list: {pair: ' oder ', separator: ', ', last: ' oder ', end: '?'}}
            """
        let file = try VocabularyFile(yaml: yaml), dialogue = try DialogueVocabularyFile(yaml: yaml)
        #expect(file.numbers?.amounts == ["dutzend": 12, "halbes dutzend": 6.5])
        #expect(file.matching?.synonyms == [["fang an", "starte"]])
        #expect(dialogue.system?.lowercasesTitles == false)
        #expect(dialogue.system?.list?.pair == " oder ")
    }

    @Test func aLocaleWithoutAFileIsEnglish() {
        #expect(Vocabulary.forLocale("hu").locale == "en")
        #expect(Vocabulary.forLocale("ja-JP").locale == "ja")
        #expect(Vocabulary.forLocale("fr-CA").locale == "fr")
        #expect(SystemStrings.forLocale("hu").cancelled == "Okay, cancelled.")
    }

    /// Siri's languages by the codes a device or a project uses: a region reads its
    /// language's file, Chinese its script's, Portuguese Brazil's.
    @Test(arguments: [
        ("zh-CN", ["zh-CN", "zh-Hans", "zh", "", "en"]), ("zh_TW", ["zh_TW", "zh-Hant", "zh", "", "en"]),
        ("zh-HK", ["zh-HK", "zh-Hant", "zh", "", "en"]), ("zh", ["zh", "zh-Hans", "", "en"]),
        ("pt", ["pt", "pt-BR", "", "en"]), ("pt-PT", ["pt-PT", "pt", "pt-BR", "", "en"]),
        ("zh-Hant", ["zh-Hant", "zh", "", "en"]), ("es-MX", ["es-MX", "es", "", "en"]), ("en-GB", ["en-GB", "en", "", "en"]), ("nb", ["nb", "", "en"]),
    ])
    func localeFallbacks(_ code: String, _ chain: [String]) {
        #expect(LocaleCode.fallbackChain(for: code) == chain)
    }

    @Test(arguments: [
        ("Hey Siri, bitte starte zwei Sitzungen", "starte 2 sitzungen"),
        ("Siri, ähm, zwölf Minuten", "12 minuten"),
        ("hey siri start two sessions", "start 2 sessions"),
    ])
    func germanNormalizes(_ input: String, _ expected: String) {
        #expect(Normalizer.join(Normalizer.forLocale("de").tokens(input)) == expected)
    }

    @Test(arguments: [("ja", true), ("Ja bitte", true), ("genau", true), ("yes", true), ("nein", false), ("nein danke", false)])
    func germanYesNo(_ spoken: String, _ answer: Bool) {
        let parser = AnswerParser(locale: "de")
        #expect(parser.yesNo(parser.normalizer.tokens(spoken), said: spoken) == answer)
    }

    @Test func germanNumbersAndPositions() {
        let parser = AnswerParser(locale: "de")
        #expect(parser.number(parser.normalizer.tokens("zwölf"), raw: "zwölf") == 12)
        #expect(parser.position(parser.normalizer.tokens("die zweite"), optionCount: 3) == 2)
        #expect(parser.position(parser.normalizer.tokens("die letzte"), optionCount: 3) == 3)
        #expect(parser.isCancel(parser.normalizer.tokens("Abbrechen")))
    }

    @Test func germanSystemLines() {
        let strings = SystemStrings.forLocale("de-DE")
        #expect(strings.notUnderstood == "Das habe ich leider nicht verstanden.")
        #expect(strings.didYouMean("Starte eine Meditation") == "Meintest du „Starte eine Meditation“?")
        #expect(strings.spokenList(["Ruhig", "Gehen", "Fokus"]) == "Ruhig, Gehen oder Fokus?")
        #expect(strings.tooHigh("Minuten", "60") == "„Minuten“ darf nicht größer als 60 sein.")
        let formatter = ValueFormatter(locale: "de")
        #expect(formatter.date(CalendarDate(year: 2026, month: 11, day: 27, hour: 9, minute: 5)) == "Freitag, 27. November 2026 um 9:05")
        #expect(formatter.duration(5400) == "1 Stunde 30 Minuten")
    }

    @Test func aGermanSessionRunsADialogue() throws {
        let app = try TestCatalog.app("""
            app: {en: Meditation, de: Meditation}
            types:
              Kind:
                kind: enum
                values:
                  - {id: calm, title: {en: Calm, de: Ruhig}}
                  - {id: walk, title: {en: Walking, de: Gehen}}
            intents:
              Start:
                title: Start
                parameters:
                  - {name: kind, title: {en: Kind, de: Art}, type: Kind}
                confirm: {en: Start \\(kind)?, de: \\(kind) starten?}
                result: {dialog: {en: Started., de: Gestartet.}}
            shortcuts:
              - intent: Start
                phrases: {en: ['Start \\(.applicationName)'], de: ['Starte \\(.applicationName)']}
            """)
        let session = Session(catalog: Catalog(apps: [app]), device: .homepod, locale: "de", now: TestCatalog.now)
        #expect(session.respond(to: "Hey Siri, starte Meditation bitte") == ["Welche Option für „Art“?", "Ruhig oder Gehen?"])
        #expect(session.respond(to: "die zweite") == ["Gehen starten?"])
        #expect(session.respond(to: "vielleicht") == ["Entschuldige, das habe ich nicht verstanden.", "Gehen starten?"])
        #expect(session.respond(to: "ja") == ["Gestartet."])
    }

    @Test func placeholdersFillInOnePass() {
        #expect("Which {title}?".filling(["title": "{limit}", "limit": "x"]) == "Which {limit}?")
        #expect("{missing} stays".filling([:]) == "{missing} stays")
    }
}
