import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyTranscript

@Suite("Transcripts")
struct TranscriptParserTests {
    @Test(arguments: [
        ("< hello\n", "t.transcript:1:1: error: an expected line comes before any '>' turn; start with '> what the user says'"),
        ("@sett x\n", "t.transcript:1:1: error: unknown directive '@sett'; expected @phrases, @device, @locale, @now, @set, @reset, @cancel, @shortcut, @donate, @delete-donations, @siri, @region, @foreground, @live-activity, @on-screen, @default-app"),
        ("@device watch\n", "t.transcript:1:9: error: unknown device 'watch'; use phone or homepod"),
        ("@now tomorrow\n", "t.transcript:1:6: error: @now needs a date like 2026-11-21 or 2026-11-21T09:00, not 'tomorrow'"),
        ("@set Meditation\n", "t.transcript:1:6: error: @set needs an app and name=value, like '@set Meditation loggedIn=false'"),
        ("> hi\n<~ (unclosed\n", "t.transcript:2:4: error: '(unclosed' is not a valid regular expression"),
        ("> hi\nhello\n", "t.transcript:2:1: error: expected '> ' (what the user says), '< ' (what Siri answers), '<~ ' (a pattern), '= ' (how it matches), '@' (a setting) or '#' (a comment)"),
        ("> hi\n@phrases ../phrases\n", "t.transcript:2:1: error: @phrases must come before the first turn"),
        // A marker or a space with a combining mark on it is another character.
        ("> hi\n<\u{301} hello\n", "t.transcript:2:1: error: expected '> ' (what the user says), '< ' (what Siri answers), '<~ ' (a pattern), '= ' (how it matches), '@' (a setting) or '#' (a comment)"),
        ("> hi\n \u{301}< hello\n", "t.transcript:2:1: error: expected '> ' (what the user says), '< ' (what Siri answers), '<~ ' (a pattern), '= ' (how it matches), '@' (a setting) or '#' (a comment)"),
    ])
    func malformedFilesNameTheLine(_ text: String, _ message: String) {
        #expect(throws: TranscriptError.self) { try TranscriptParser.parse(text, file: "t.transcript") }
        do {
            _ = try TranscriptParser.parse(text, file: "t.transcript")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The one space after a marker is never content, even with a combining mark on it:
    /// `:save` writes `> ` and then a line that starts with a mark (a Thai vowel), and must
    /// read it back as it was said; a second space is content. `<~` with a mark on the `~`
    /// is an exact line.
    @Test func aCombiningMarkAfterTheMarkersSpaceIsContent() throws {
        let transcript = try TranscriptParser.parse("> \u{301}x\n<~\u{301} y\n>  \u{301}z\n", file: "t.transcript")
        guard case .turn(let turn) = transcript.items.first, case .turn(let second) = transcript.items.last else { Issue.record("no turn"); return }
        #expect(turn.input.unicodeScalars.elementsEqual("\u{301}x".unicodeScalars))
        #expect(second.input.unicodeScalars.elementsEqual(" \u{301}z".unicodeScalars))
        guard case .exact(let line)? = turn.expectations.first else { Issue.record("no exact line"); return }
        #expect(line == "~\u{301} y")
    }

    /// ASCII lines are read by bytes, others by characters: both read the same shapes.
    @Test func linesReadAlikeWithAndWithoutNonASCIIText() throws {
        let transcript = try TranscriptParser.parse("""
            \t> Play jazz
            \t<  Playing jazz.
            @set\tSoup Chef loggedIn=false
            \t> Play café
            \t<  Playing café.
            @set\tSoupé Chef loggedIn=false
            @device homepod  # not the téléphone
            @device\u{A0}phone\u{A0} # a no-break space is whitespace too
            """, file: "t.transcript")
        #expect(transcript.turns.map(\.input) == ["Play jazz", "Play café"])
        #expect(transcript.turns.map { $0.expectations.map(\.source) } == [["< \u{20}Playing jazz."], ["< \u{20}Playing café."]])
        let settings = transcript.items.compactMap { if case .setting(let setting, _) = $0 { setting } else { nil } }
        #expect(settings == [
            .set(app: "Soup Chef", name: "loggedIn", value: false),
            .set(app: "Soupé Chef", name: "loggedIn", value: false),
            .device(.homepod), .device(.phone),
        ])
    }

    @Test func parsesEveryDirectiveAndTrailingComments() throws {
        let transcript = try TranscriptParser.parse("""
            # A comment
            @phrases ../phrases            # catalog to load
            @device homepod
            @locale ja
            @now 2026-11-21T09:00
            @set Soup Chef loggedIn=false

            > Start a Meditation
            < What session would you like?
            <~ Calming, Walking(, or .*)?\\?
            >
            """, file: "dir/t.transcript")
        #expect(transcript.catalogDirectories.count == 1)
        let settings = transcript.items.compactMap { if case .setting(let setting, _) = $0 { setting } else { nil } }
        #expect(settings == [
            .device(.homepod), .locale("ja"),
            .now(CalendarDate(year: 2026, month: 11, day: 21, hour: 9, minute: 0)),
            .set(app: "Soup Chef", name: "loggedIn", value: false),
        ])
        #expect(transcript.turns.map(\.input) == ["Start a Meditation", ""])
        #expect(transcript.turns[0].expectations.map(\.source) == ["< What session would you like?", "<~ Calming, Walking(, or .*)?\\?"])
        #expect(transcript.turns[0].expectations[1].matches("Calming, Walking, or Focus?"))
        #expect(!transcript.turns[0].expectations[1].matches("Calming?"))
        #expect(transcript.turns[1].expectations.isEmpty)
    }

    @Test func diffShowsExpectedThenActual() throws {
        let expectations: [Transcript.Expectation] = [.exact("What session would you like?"), .exact("1. Calming"), .exact("2. Walking")]
        #expect(TranscriptDiff.render(expected: expectations, actual: ["What session would you like?", "1. Calming — Slow", "2. Walking"]) == [
            "  < What session would you like?",
            "- < 1. Calming",
            "+ < 1. Calming — Slow",
            "  < 2. Walking",
        ])
        #expect(TranscriptDiff.render(expected: [], actual: ["Done."]) == ["- (silence expected)", "+ < Done."])
        #expect(TranscriptDiff.render(expected: [.exact("Done.")], actual: []) == ["- < Done.", "+ (nothing was said)"])
    }

    @Test func theBundledSuitePasses() throws {
        let files = try TranscriptFinder.find([TestCatalog.root + "/transcripts"])
        #expect(files.count >= 25)
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now))
        let failures = TestReport(results: files.map { runner.run(file: $0) }).failureLines()
        #expect(failures == [])
    }

    /// Folders are walked without following links to folders, in sorted order; a folder that
    /// cannot be read is an error, not transcripts left unrun. (Root reads any folder, so
    /// that part runs only as another user.)
    @Test func foldersAreWalkedAndAnUnreadableOneIsAnError() throws {
        let root = try TestFolder.make("finder").path
        for folder in ["b", "a/deeper"] { try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true) }
        for file in ["b/one.transcript", "a/deeper/two.transcript", "a/notes.txt"] { FileManager.default.createFile(atPath: "\(root)/\(file)", contents: Data()) }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/a/loop", withDestinationPath: root)
        #expect(try TranscriptFinder.find([root + "/"]) == ["\(root)/a/deeper/two.transcript", "\(root)/b/one.transcript"])
        guard getuid() != 0 else { return }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: "\(root)/b")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(root)/b") }
        #expect(throws: TranscriptError.self) { try TranscriptFinder.find([root]) }
    }

    @Test func junitCountsEveryTranscript() throws {
        let withoutTurns = TranscriptResult(file: "a.transcript", turns: [], problems: [])
        let bad = TranscriptResult(file: "b<&>.transcript", turns: [], problems: [Diagnostic(.error, "bad", at: nil)])
        let xml = TestReport(results: [withoutTurns, bad]).junitXML()
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="parley" tests="2" failures="0" errors="1" time="0.000">
              <testsuite name="parley" tests="2" failures="0" errors="1" skipped="1" time="0.000">
                <testcase classname="transcripts" name="a.transcript" file="a.transcript" time="0.000">
                  <skipped message="no turns; this transcript checks nothing"/>
                </testcase>
                <testcase classname="transcripts" name="b&lt;&amp;&gt;.transcript" file="b&lt;&amp;&gt;.transcript" time="0.000">
                  <error message="bad">error: bad
            </error>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase").count == 2)
    }
}
