import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyMatching
@testable import ParleyDialogue
@testable import ParleyTranscript

/// Inputs a fuzzing campaign found crashing, hanging or passing silently: each now gets
/// its clean answer or its clean error.
@Suite("Hostile input")
struct HostileInputTests {
    static func session() -> Session {
        Session(catalog: TestCatalog.bundled, now: TestCatalog.now)
    }

    // MARK: Answers that once trapped

    static let answers: [(request: String, answer: String, expected: [String])] = [
        ("Set the Torch brightness", "1e300 point 5", ["Sorry, I didn't get that.", "What's the brightness?"]),
        ("Set the Torch brightness", "nan", ["Sorry, I didn't get that.", "What's the brightness?"]),
        ("Set the Torch brightness", "inf", ["Sorry, I didn't get that.", "What's the brightness?"]),
        ("Start a Meditation", "nan番目", ["Sorry, I didn't get that.", "What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"]),
        ("Start a Meditation", "99999999999999999999番目", ["Sorry, I didn't get that.", "What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"]),
        ("Set a goal for Project Hail Mary in Bookshelf", "T", ["Sorry, I didn't get that.", "When do you want to finish it?"]),
        ("Set a goal for Project Hail Mary in Bookshelf", "2026-02-31", ["Sorry, I didn't get that.", "When do you want to finish it?"]),
        ("Set a goal for Project Hail Mary in Bookshelf", "in 9223372036854775807 days", ["Sorry, I didn't get that.", "When do you want to finish it?"]),
        ("Set a goal for Project Hail Mary in Bookshelf", "december 5 99999999999", ["Sorry, I didn't get that.", "When do you want to finish it?"]),
    ]

    @Test(arguments: answers)
    func answersNeverTrap(_ request: String, _ answer: String, _ expected: [String]) {
        let session = Self.session()
        _ = session.respond(to: request)
        #expect(session.respond(to: answer) == expected)
    }

    static let durations: [(String, Int?)] = [
        ("1e300 minutes", nil), ("inf hours", nil), ("nan seconds", nil), ("99999999999999999999 days", nil),
        ("1e300時間", nil), ("five minutes", 300), ("an hour and a half", 5400),
    ]

    @Test(arguments: durations)
    func durationsNeverTrap(_ text: String, _ seconds: Int?) {
        #expect(DurationParser().parse(text) == seconds)
    }

    static let isoDates: [(String, String?)] = [
        ("T", nil), ("", nil), ("2026-02-31", nil), ("2026-13-01", nil), ("2026-1-1", nil), ("+2026-01-01", nil),
        ("2026-11-21T", nil), ("2026-11-21T25:00", nil), ("2024-02-29", "2024-02-29"), ("2026-11-21T09:05", "2026-11-21T09:05"),
        ("2026-11-21T09:05:59", "2026-11-21T09:05"),
    ]

    @Test(arguments: isoDates)
    func isoDatesAreRealDays(_ text: String, _ iso: String?) {
        #expect(CalendarDate(iso: text)?.iso == iso)
    }

    @Test func hugeConditionNumbersPrint() {
        #expect(Condition.Expected.number(1e19).description == "1e+19")
        #expect(Condition.Expected.number(5).description == "5")
    }

    // MARK: Catalogs

    @Test func anEmptyEnumIsALoadError() {
        #expect(TestCatalog.diagnostics("""
            app: Empty
            types:
              Mood: {kind: enum, values: []}
            intents:
              Pick: {parameters: [{name: mood, type: Mood}]}
            shortcuts:
              - {intent: Pick, phrases: ['Pick with \\(.applicationName)']}
            """) == ["app.yaml:3:30: error: type 'Mood' has no values; an enum needs at least one case"])
    }

    @Test func silentAcceptanceIsAnError() {
        #expect(TestCatalog.diagnostics("app: ''\n") == ["app.yaml:1:6: error: app needs a name, the one users say to Siri (app: Meditation)"])
        #expect(TestCatalog.diagnostics("""
            app: Tea
            types:
              Blend: {kind: enum, values: [{id: green, title: Green}]}
            intents:
              Brew:
                parameters:
                  - {name: cups, type: Int, min: 1, max: 5, default: 99}
                  - {name: blend, type: Blend}
                failures:
                  - {when: {cups: .nan}, dialog: No.}
                  - {when: {cups: nan}, dialog: No.}
                  - {when: {blend: true}, dialog: No.}
                  - {when: {blend: black}, dialog: No.}
            shortcuts:
              - {intent: Brew, phrases: ['Brew with \\(.applicationName)']}
            """) == [
                "app.yaml:7:58: error: default 99 is higher than max (5) for 'cups'",
                "app.yaml:10:17: error: 'cups' is an Int parameter; it cannot be '.nan'",
                "app.yaml:11:17: error: 'cups' is an Int parameter; it cannot be 'nan'",
                "app.yaml:12:17: error: 'blend' is a Blend parameter; it cannot be 'true'",
                "app.yaml:13:17: error: 'black' is not a value of Blend (green)",
            ])
    }

    @Test func errorsQuoteNotDump() {
        let secret = "KEY=" + String(repeating: "s", count: 500) + "\nOTHER=y\n"
        let messages = TestCatalog.diagnostics(secret, file: ".env")
        #expect(messages == ["\(".env"):1:1: error: the catalog should be a mapping of keys (app, synonyms, state, types, intents, shortcuts, negativePhrases), not 'KEY=\(String(repeating: "s", count: 56))…'"])
    }

    // MARK: Positions

    @Test func lineSeparatorsInsideALineKeepLinesRight() {
        // U+2028 ends a line for libyaml but not for an editor: positions are the editor's.
        #expect(TestCatalog.diagnostics("app: 'A\u{2028}B'\nsynonyms: [x]\nbogus: 1\n") == [
            "app.yaml:3:1: error: unknown key 'bogus' in the catalog. Expected one of: app, synonyms, state, types, intents, shortcuts, negativePhrases",
        ])
        // YAML ends a comment there, so the rest of the line is read as content: the error
        // is YAML's, at the editor's line and column of the ':' it trips on.
        #expect(TestCatalog.diagnostics("# a note\u{2028}that goes on\napp: A\n") == [
            "app.yaml:2:4: error: YAML syntax: mapping values are not allowed in this context",
        ])
    }

    @Test func errorsInsideFoldedScalarsPointAtTheirLine() {
        let messages = TestCatalog.diagnostics("""
            app: Fold
            intents:
              Go: {title: Go}
            shortcuts:
              - intent: Go
                phrases:
                  - Go somewhere
                    with \\(\\.$nothing) and \\(.applicationName)
            """)
        #expect(messages.first?.hasPrefix("app.yaml:8:14: error:") == true, "\(messages)")
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        let folder = try TestFolder.make("latin1")
        var bytes = Array("app: Caf".utf8) + [0xE9] + Array("\n".utf8)
        try Data(bytes).write(to: folder.appendingPathComponent("cafe.yaml"))
        #expect(throws: CatalogError.self) { try CatalogLoader().load(directories: [folder.path]) }
        do {
            _ = try CatalogLoader().load(directories: [folder.path])
        } catch {
            #expect(error.description == "\(folder.path)/cafe.yaml:1:9: error: the catalog is not UTF-8 text: byte 0xE9 is not valid UTF-8 (save the file as UTF-8)")
        }
        bytes = Array("> hello\n< Caf".utf8) + [0xE9] + Array("\n".utf8)
        let transcript = folder.appendingPathComponent("t.transcript").path
        try Data(bytes).write(to: URL(fileURLWithPath: transcript))
        #expect(throws: TranscriptError.self) { try TranscriptParser.parse(file: transcript) }
        do {
            _ = try TranscriptParser.parse(file: transcript)
        } catch {
            #expect(error.description == "\(transcript):2:6: error: the transcript is not UTF-8 text: byte 0xE9 is not valid UTF-8 (save the file as UTF-8)")
        }
    }

    // MARK: Matching bounds

    @Test func aNameOfHundredsOfWordsMatchesWithoutRecursion() throws {
        let name = Array(repeating: "ab", count: 2000).joined(separator: " ")
        let catalog = Catalog(apps: [try TestCatalog.app("""
            app: \(name)
            intents:
              Go: {title: Go}
            shortcuts:
              - {intent: Go, phrases: ['Go \\(.applicationName)']}
            """)])
        let matcher = Matcher(index: PhraseIndex(catalog: catalog, locale: "en"))
        guard case .matched = matcher.match("go " + name).outcome else {
            Issue.record("expected a match")
            return
        }
        if case .matched = matcher.match("go " + name + " ab").outcome { Issue.record("an extra word must not match exactly") }
    }

    @Test func aWordOfTwentyThousandLettersIsMatchedOnlyAsWritten() throws {
        let long = String(repeating: "x", count: 20_000)
        let catalog = Catalog(apps: [try TestCatalog.app("""
            app: Long
            synonyms: [\(long)]
            intents:
              Go: {title: Go}
            shortcuts:
              - {intent: Go, phrases: ['Go \\(.applicationName)']}
            """)])
        let matcher = Matcher(index: PhraseIndex(catalog: catalog, locale: "en"))
        guard case .matched = matcher.match("go " + long).outcome else {
            Issue.record("the synonym as written matches")
            return
        }
        guard case .none(nil) = matcher.match("go " + long.dropLast() + "y").outcome else {
            Issue.record("a one-letter slip in an over-long word is not a slip")
            return
        }
    }

    // MARK: Transcripts

    static let lineEndings = ["\r\n", "\r", "\n"]

    @Test(arguments: lineEndings)
    func everyLineEndingIsChecked(_ ending: String) throws {
        let text = ["> Turn on the Torch", "< Something else entirely.", ""].joined(separator: ending)
        let transcript = try TranscriptParser.parse("\u{FEFF}" + text, file: "t.transcript")
        #expect(transcript.turns.count == 1)
        #expect(transcript.lineEnding == ending)
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now))
        let result = runner.run(transcript)
        #expect(!result.passed)
        let updated = try #require(TranscriptUpdater.update(result))
        #expect(updated.text == ["> Turn on the Torch", "< Flashlight on.", ""].joined(separator: ending))
    }

    @Test func aBareNowIsAnError() {
        #expect(throws: TranscriptError.self) { try TranscriptParser.parse("@now\n", file: "t.transcript") }
        do {
            _ = try TranscriptParser.parse("@now\n", file: "t.transcript")
        } catch {
            #expect(error.description == "t.transcript:1:6: error: @now needs a date like 2026-11-21 or 2026-11-21T09:00")
        }
    }

    @Test func aCatastrophicPatternIsBadInputNotAMismatch() throws {
        let transcript = try TranscriptParser.parse("""
            > Turn on the Torch
            <~ ((F+)+b|Flashlight on\\.)

            """, file: "t.transcript")
        let pattern = try LinePattern("((a+)+b|a+)")
        #expect(pattern.check(String(repeating: "a", count: 40)) == .tooSlow)
        #expect(try LinePattern("Flash.*").check("Flashlight on.") == .match)
        #expect(try LinePattern("Flash").check("Flashlight on.") == .mismatch)
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now))
        let result = runner.run(transcript)
        #expect(result.passed == !result.isBadInput)
    }

    @Test func slowPatternsAreReportedAtTheirLine() throws {
        let transcript = try TranscriptParser.parse("""
            > Turn on the Torch
            <~ (((.+)+)+x|Flashlight on\\.)+y

            """, file: "t.transcript")
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now))
        let result = runner.run(transcript)
        #expect(result.problems.map(\.description) == [
            "t.transcript:2:1: error: this pattern takes too long to match (nested repetition such as (a+)+ backtracks without end); simplify it",
        ])
    }
}
