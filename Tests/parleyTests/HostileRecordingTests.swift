import Foundation
import ParleySpeech
import ParleyTestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The third fuzzing campaign's findings outside the studio (issue 56), through the binary:
/// recordings that `:save` must write so that they replay identically, speech files that are
/// bounded and never collide, SVG maps that XML parsers read, typed `.intentdefinition`
/// items, and an interrupted `--update` that leaves nothing behind. The studio's own findings
/// are tested over HTTP (Tests/Browser/studio_http_test.py).
@Suite("Hostile recordings and files")
struct HostileRecordingTests {
    /// A REPL session piped in, saved with `:save`, and the saved file's text.
    private func saved(_ lines: [String]) throws -> (run: ParleyBinary.Run, text: String, folder: URL) {
        let folder = try ParleyBinary.temporaryFolder("record")
        let run = try ParleyBinary.run(
            ["--phrases", ParleyBinary.root.path + "/phrases"], stdin: (lines + [":save s"]).joined(separator: "\n") + "\n", in: folder)
        let text = (try? String(contentsOf: folder.appendingPathComponent("s.transcript"), encoding: .utf8)) ?? ""
        return (run, text, folder)
    }

    /// The saved file with its first lines (which name the day it was made) left out.
    private func body(_ text: String) -> String {
        text.components(separatedBy: "\n").drop { !$0.hasPrefix(">") }.joined(separator: "\n")
    }

    /// Finding 9: a String value of several words, saved with the personal shortcut that
    /// holds it, passes `parley test` and runs again by its name.
    @Test func aValueOfSeveralWordsIsQuotedAndReplays() throws {
        let (run, text, folder) = try saved(["Add a book to Bookshelf", "Project Hail Mary", ":add-to-siri Read more"])
        #expect(run.stdout.contains(#"Added "Read more" to Siri: Bookshelf/AddBook shelf=wantToRead title="Project Hail Mary""#), "\(run.stdout)")
        #expect(body(text) == """
            > Add a book to Bookshelf
            < What's the title of the book?

            > Project Hail Mary
            < Added “Project Hail Mary” to Want to Read.
            < | Project Hail Mary
            < | Shelf: Want to Read
            @shortcut "Read more" = Bookshelf/AddBook shelf=wantToRead title="Project Hail Mary"

            """)
        let file = folder.appendingPathComponent("s.transcript")
        try (text + "\n> Read more\n< Added “Project Hail Mary” to Want to Read.\n< | Project Hail Mary\n< | Shelf: Want to Read\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let test = try ParleyBinary.run(["test", file.path])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// Finding 10: a name with a quote, `=`, `/` and ` #` stays one name and runs what it was
    /// saved to run, never the intent its words spell.
    @Test func aNameWithQuotesAndAHashIsOneNameOnReplay() throws {
        let (run, text, folder) = try saved(["Show the Soup Chef menu", #":add-to-siri a"=Soup Chef/SignOut #"#])
        #expect(run.stdout.contains(#"Added "a"=Soup Chef/SignOut #" to Siri: Soup Chef/ShowMenu"#), "\(run.stdout)")
        #expect(text.contains(#"@shortcut "a\"=Soup Chef/SignOut #" = Soup Chef/ShowMenu"# + "\n"), "\(text)")
        let file = folder.appendingPathComponent("s.transcript")
        try (text + "\n> a\"=Soup Chef/SignOut #\n= Soup Chef/ShowMenu\n").write(to: file, atomically: true, encoding: .utf8)
        let test = try ParleyBinary.run(["test", file.path])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// Finding 11: a line, a value and a name that start with a combining mark (a Thai
    /// vowel, a Hebrew point, U+0301) are saved and read back scalar for scalar.
    @Test(arguments: ["\u{0E34}Project", "\u{05B8}book", "\u{0301}x"])
    func aLeadingCombiningMarkSurvivesSave(_ title: String) throws {
        let (_, text, folder) = try saved(["Add a book to Bookshelf", title, ":add-to-siri \(title) name"])
        #expect(text.contains("\n> \(title)\n"), "\(text)")
        #expect(text.contains("@shortcut \"\(title) name\" = Bookshelf/AddBook shelf=wantToRead title=\"\(title)\"\n"), "\(text)")
        let replay = try ParleyBinary.run(["replay", folder.appendingPathComponent("s.transcript").path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.unicodeScalars.elementsEqual(text.unicodeScalars), "replay prints the very scalars saved")
    }

    /// The quoted forms read where a person writes them too: an app's name in quotes in
    /// `@set`, a value in quotes in an `=` line.
    @Test func quotedNamesAndValuesReadInDirectivesAndAssertions() throws {
        let folder = try ParleyBinary.temporaryFolder("quoted")
        let file = folder.appendingPathComponent("t.transcript")
        try """
            @phrases \(ParleyBinary.root.path)/phrases
            @set "Soup Chef" loggedIn=false   # a comment after a quoted name
            @shortcut "Dinner #2" = "Bookshelf"/AddBook title="Dune Messiah" shelf=read
            > Dinner #2
            = Bookshelf/AddBook shelf=read title="Dune Messiah"
            < Added “Dune Messiah” to Read.
            < | Dune Messiah
            < | Shelf: Read

            """.write(to: file, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["test", file.path])
        #expect(run.stdout == "1 passed, 0 failed\n", "\(run.stdout)\(run.stderr)")
    }

    /// Finding 12: two transcripts of one name in two folders write their WAV files into two
    /// folders; standard input's are named `stdin`.
    @Test(.enabled(if: SpeechTests.hasEspeak)) func wavFilesOfTwoTranscriptsOfOneNameNeverCollide() throws {
        let folder = try ParleyBinary.temporaryFolder("wav-names")
        let source = try String(contentsOfFile: ParleyBinary.root.path + "/transcripts/homepod/homepod-order.transcript", encoding: .utf8)
            .replacingOccurrences(of: "@phrases ../../phrases", with: "@phrases \(ParleyBinary.root.path)/phrases")
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("\(sub)/order.transcript"), atomically: true, encoding: .utf8)
        }
        let run = try ParleyBinary.run(["replay", "a/order.transcript", "b/order.transcript", "--speak-to", "out"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path).filter { $0.hasSuffix(".wav") }.sorted()
        #expect(written == (1...6).map { "a/order-0\($0).wav" } + (1...6).map { "b/order-0\($0).wav" })

        let piped = try ParleyBinary.run(["replay", "-", "--speak-to", "piped"], stdin: source, in: folder)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("piped").path).sorted() == (1...6).map { "stdin-0\($0).wav" })
    }

    /// Finding 7: a turn that would speak for hours writes nothing and says why; the
    /// process never holds the sound whole (its peak stays far below the 207 MB such a turn
    /// once took).
    @Test(.enabled(if: SpeechTests.hasEspeak)) func aTurnPastTheSpeechBoundWritesNothingAndSaysSo() throws {
        let folder = try ParleyBinary.temporaryFolder("long-speech")
        let dialog = Array(repeating: "This sentence is read aloud again and again.", count: 600).joined(separator: " ")
        try "app: Talker\nintents:\n  Talk: {title: Talk, result: {dialog: '\(dialog)'}}\nshortcuts:\n  - {intent: Talk, phrases: ['Talk with \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("talker.yaml"), atomically: true, encoding: .utf8)
        try "@phrases .\n@device homepod\n> Talk with Talker\n".write(to: folder.appendingPathComponent("talk.transcript"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["replay", "talk.transcript", "--speak-to", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot write out/talk-01.wav: the turn speaks for more than \(SpokenTurnsBound.minutes) minutes, the most one turn's file may hold; nothing was written for it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == [])
    }

    /// Finding 13: a name holding a character reference (`&#1;`) reaches the SVG map as the
    /// text it is, and the picture stays XML.
    @Test func aCharacterReferenceInANameIsTextInTheSVG() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else { return }
        let folder = try ParleyBinary.temporaryFolder("svg-reference")
        try "app: 'Ev&#1;il &amp; Co'\nintents:\n  Go: {title: 'Go &#x1F; now', result: {dialog: 'Done &#0; ok'}}\nshortcuts:\n  - {intent: Go, phrases: ['Go with \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["graph", "--phrases", folder.path, "--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("&#1;") && !run.stdout.contains("&#x1F;") && !run.stdout.contains("&#0;"))
        #expect(run.stdout.contains("Ev&amp;#1;il &amp;amp; Co"), "the name is shown as written")
        let parser = XMLParser(data: Data(run.stdout.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    /// Finding 14: a wrongly typed item of an `.intentdefinition` is a warning at its line,
    /// and the rest is imported.
    @Test(arguments: [
        ("<key>INIntentName</key>\n\t\t\t<string>RefillKettle</string>", "<key>INIntentName</key>\n\t\t\t<integer>42</integer>",
         "63:1: warning: INIntentName is a number, not a string; the intent was skipped"),
        ("<key>INIntentParameterName</key>\n\t\t\t\t\t<string>strength</string>", "<key>INIntentParameterName</key>\n\t\t\t\t\t<array/>",
         "82:1: warning: INIntentParameterName is an array, not a string; a parameter of RefillKettle was skipped"),
    ])
    func aMistypedIntentDefinitionItemIsAWarningAtItsLine(written: String, mistyped: String, warning: String) throws {
        let project = try ParleyBinary.temporaryFolder("mistyped").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: project)
        let definition = project.appendingPathComponent("Sources/Base.lproj/Tea.intentdefinition")
        let text = try String(contentsOf: definition, encoding: .utf8)
        #expect(text.contains(written))
        try text.replacingOccurrences(of: written, with: mistyped).write(to: definition, atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("mistyped-out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(definition.path):\(warning)\n"), "\(run.stderr)")
    }

    /// The last campaign's SIGINT finding: `parley test --update` interrupted at thirty moments
    /// leaves no temporary file behind.
    @Test func anInterruptedUpdateLeavesNoTemporaryFile() throws {
        let folder = try ParleyBinary.temporaryFolder("update-sigint")
        let stale = "@phrases \(ParleyBinary.root.path)/phrases\n> Start a Meditation\n< stale\n"
        let names = (0..<40).map { "t\($0).transcript" }
        for run in 0..<30 {
            for name in names { try stale.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
            let process = Process()
            process.executableURL = ParleyBinary.executable
            process.arguments = ["test", folder.path, "--update"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(20_000 + run * 7_000))
            kill(process.processIdentifier, run.isMultiple(of: 2) ? SIGINT : SIGTERM)
            process.waitUntilExit()
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".parley-") }
            #expect(left.isEmpty, "run \(run) left \(left)")
        }
    }
}

/// The speech bound, in the words its message uses.
enum SpokenTurnsBound {
    static let minutes = 2
}
