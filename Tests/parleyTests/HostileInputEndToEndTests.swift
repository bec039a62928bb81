import Foundation
import ParleyTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a hostile project, file or stream does to the binary: each case is one of the second
/// fuzzing campaign's findings, replayed through `parley` as a user would meet it, with the
/// whole message or the file's final bytes asserted.
@Suite("Hostile input, end to end")
struct HostileInputEndToEndTests {
    // MARK: Standard output full, closed or gone

    /// Runs `parley` under bash, so a test can close or redirect its streams.
    private func shell(_ script: String) throws -> ParleyBinary.Run {
        try ParleyBinary.run(["-c", script], environment: ["PARLEY": ParleyBinary.executable.path], program: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test(arguments: [
        ("> /dev/full", "No space left on device"),
        (">&-", "Bad file descriptor"),
    ])
    func fullOrClosedStandardOutputIsOneLineAndStatusOne(redirect: String, reason: String) throws {
        for command in ["match 'Start a Meditation'", "test transcripts", "lint", "--help", "graph Meditation"] {
            let run = try shell("\"$PARLEY\" \(command) \(redirect)")
            #expect(run.status == 1, "\(command): \(run.stderr)")
            #expect(run.stderr.hasSuffix("error: cannot write to standard output: \(reason)\n"), "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("backtrace"), "\(command)")
        }
    }

    @Test func aReaderThatGoesAwayEndsTheProgramQuietly() throws {
        let input = try ParleyBinary.temporaryFolder("pipe").appendingPathComponent("utterances")
        try String(repeating: "Start a Meditation\n", count: 50_000).write(to: input, atomically: true, encoding: .utf8)
        let run = try shell("\"$PARLEY\" match --json < '\(input.path)' | head -n 1 >/dev/null; echo \"${PIPESTATUS[0]}\"")
        #expect(run.stdout == "141\n")
        #expect(run.stderr == "")
    }

    // MARK: Files that are not files

    @Test func namedPipesInSearchedFoldersAreSkipped() throws {
        let folder = try ParleyBinary.temporaryFolder("fifo")
        let transcripts = folder.appendingPathComponent("transcripts")
        try FileManager.default.createDirectory(at: transcripts, withIntermediateDirectories: true)
        try "@phrases \(ParleyBinary.root.path)/phrases\n> Start a Meditation\n= Meditation/StartMeditation\n".write(to: transcripts.appendingPathComponent("ok.transcript"), atomically: true, encoding: .utf8)
        #expect(mkfifo(transcripts.appendingPathComponent("pipe.transcript").path, 0o600) == 0)
        let phrases = folder.appendingPathComponent("phrases")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("phrases"), to: phrases)
        #expect(mkfifo(phrases.appendingPathComponent("pipe.yaml").path, 0o600) == 0)

        let test = try ParleyBinary.run(["test", "transcripts"], in: folder)
        #expect(test.status == 0, "\(test.stderr)")
        #expect(test.stderr == "warning: 'transcripts/pipe.transcript' is not a regular file (a named pipe, device or socket); skipped\n")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))

        let lint = try ParleyBinary.run(["lint", "phrases"], in: folder)
        #expect(lint.stderr.contains("warning: 'phrases/pipe.yaml' is not a regular file (a named pipe, device or socket); skipped\n"), "\(lint.stderr)")

        let replay = try ParleyBinary.run(["replay", "transcripts/pipe.transcript"], in: folder)
        #expect(replay.status == 2)
        #expect(replay.stderr.hasPrefix("transcripts/pipe.transcript:1:1: error: 'transcripts/pipe.transcript' is not a regular file (a named pipe, device or socket); Parley reads only files\n"))
    }

    // MARK: Lint and import stay linear

    @Test func aPhraseOfSixtyFourThousandWordsIsLintedQuickly() throws {
        let folder = try ParleyBinary.temporaryFolder("long-phrase")
        let words = (0..<64_000).map { "word\($0 % 500)" }.joined(separator: " ")
        try """
            app: Longy
            intents: {Go: {title: Go}}
            shortcuts:
              - intent: Go
                phrases: ['Go \(words) with \\(.applicationName)']

            """.write(to: folder.appendingPathComponent("longy.yaml"), atomically: true, encoding: .utf8)
        let start = Date()
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(run.stdout == """
            \(folder.path)/longy.yaml:5:15: warning: 'Go word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 wor…' \
            has 64002 words besides the app name and value; short phrases (8 or fewer) are easier to remember [long-phrase]
            1 warning, 0 errors

            """)
    }

    // MARK: Importing hostile projects

    /// A copy of the TeaTimer example to change.
    private func teaTimer() throws -> URL {
        let folder = try ParleyBinary.temporaryFolder("project").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: folder)
        return folder
    }

    private func edit(_ file: URL, _ change: (String) -> String) throws {
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test(arguments: [("[", 20, "square brackets nested 20 deep (more than 12); Swift's parser would take minutes on it, so the file was not read"),
                      ("[", 1000, "square brackets nested 1000 deep (more than 12); Swift's parser would take minutes on it, so the file was not read"),
                      ("(", 1000, "brackets nested 1000 deep (more than 200); the file was not read")])
    func deeplyNestedSwiftIsSkippedAtItsPath(bracket: String, depth: Int, message: String) throws {
        let project = try teaTimer()
        let closing = bracket == "[" ? "]" : ")"
        try "let deep = \(String(repeating: bracket, count: depth))\(String(repeating: closing, count: depth))\n"
            .write(to: project.appendingPathComponent("Sources/Deep.swift"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let start = Date()
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(project.path)/Sources/Deep.swift:1:1: warning: \(message)\n"), "\(run.stderr.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("tea-timer.yaml").path))
    }

    @Test func aHugeStringsFileIsReadQuicklyAndItsFindingsCounted() throws {
        let project = try teaTimer()
        let strings = project.appendingPathComponent("Sources/de.lproj/AppShortcuts.strings")
        let stale = (0..<6_000).map { "\"Brew tea number \($0) with ${applicationName}\" = \"Tee Nummer \($0) mit ${applicationName}\";\n" }.joined()
        try edit(strings) { $0 + stale }
        let out = try ParleyBinary.temporaryFolder("out")
        let start = Date()
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(run.status == 0)
        #expect(run.stderr.utf8.count < 20_000)
        // One stale key in the example, then 6,000: twenty listed, the rest counted.
        #expect(run.stderr.contains("\(strings.path):27:1: warning: 5981 more like the above in this file, not listed [stale-phrase-key]\n"), "\(run.stderr)")
    }

    @Test func namesFromAnIntentDefinitionCannotAddToTheCatalog() throws {
        let project = try teaTimer()
        let definition = project.appendingPathComponent("Sources/Base.lproj/Tea.intentdefinition")
        try edit(definition) {
            $0.replacingOccurrences(of: "<string>RefillKettle</string>", with: "<string>RefillKettle:\n  Evil: {title: Injected, result: {dialog: pwned}}\n  X</string>")
        }
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("""
            \(definition.path):1:1: error: 'RefillKettle:\\u{A}  Evil: {title: Injected, result: {dialog: pwned}}\\u{A}  XIntent' \
            cannot name an intent in a catalog: a name is letters, digits and underscores, not starting with a digit

            """), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("\(project.path): not imported (see the errors above)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func textWithControlsAndLineBreaksIsQuotedAndReadsBack() throws {
        let project = try teaTimer()
        try edit(project.appendingPathComponent("Sources/Base.lproj/Tea.intentdefinition")) {
            $0.replacingOccurrences(of: "<string>The kettle is filling.</string>", with: "<string>Filling: #1 \"now\"\n  Evil: {title: x}\u{85}done\u{2028}\u{1}</string>")
        }
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("tea-timer.yaml"), encoding: .utf8)
        #expect(catalog.contains(#"    result: {dialog: {en: "Filling: #1 \"now\"\n  Evil: {title: x}\Ndone\L\x01", de: 'Der Wasserkocher füllt sich.'}}"#), "\(catalog)")
        #expect(!catalog.contains("Evil:\n"))
        let lint = try ParleyBinary.run(["lint", out.path])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    }

    /// `inclusiveRange` on a `TimeInterval` (seconds) becomes a duration's bounds (issue 41), and
    /// an answer outside them is refused in duration words.
    @Test func boundsOnADurationAreKeptInSeconds() throws {
        let project = try teaTimer()
        let intent = project.appendingPathComponent("Sources/Intents/BrewTeaIntent.swift")
        try edit(intent) {
            $0.replacingOccurrences(of: "inclusiveRange: (lowerBound: 1, upperBound: 10))\n    var minutes: Int?", with: "inclusiveRange: (lowerBound: 60, upperBound: 600))\n    var minutes: TimeInterval")
        }
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("inclusiveRange"), "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("tea-timer.yaml"), encoding: .utf8)
        #expect(catalog.contains("        type: Duration\n        min: 60\n        max: 600\n"), "\(catalog)")
        #expect(try ParleyBinary.run(["lint", out.path]).status == 0)
        let transcript = out.appendingPathComponent("brew.transcript")
        try "> brew green tea with tea timer\n> half an hour\n> five minutes\n".write(to: transcript, atomically: true, encoding: .utf8)
        let replay = try ParleyBinary.run(["replay", "--phrases", out.path, transcript.path])
        #expect(replay.stdout.contains("> half an hour\n< Minutes can't be higher than 10 minutes.\n"), "\(replay.stdout)\(replay.stderr)")
    }

    @Test func twoProjectsNamingOneAppAreRefused() throws {
        let first = try teaTimer(), second = try teaTimer()
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", first.path, second.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("""
            error: \(second.path) and \(first.path) both name their app 'Tea Timer': \(second.path) was not imported, \
            so as not to replace tea-timer.yaml. Import them one at a time into different --out folders, or give --name.

            """), "\(run.stderr)")
    }

    @Test func aLinkInTheOutputFolderIsNotWrittenThrough() throws {
        let project = try teaTimer()
        let out = try ParleyBinary.temporaryFolder("out")
        let elsewhere = try ParleyBinary.temporaryFolder("elsewhere").appendingPathComponent("precious.yaml")
        try "# mine\n".write(to: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("tea-timer.yaml").path, withDestinationPath: elsewhere.path)
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: \(out.path)/tea-timer.yaml is a symbolic link; parley import writes only files of its own in --out, so it was left as it is\n"))
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "# mine\n")
    }

    @Test func aBuildSettingThatNamesItselfIsAnErrorAtItsLine() throws {
        let project = try teaTimer()
        try edit(project.appendingPathComponent("project.yml")) { text in
            text.replacingOccurrences(of: "    sources: [Sources]\n", with: "    sources: [Sources]\n    settings:\n      base:\n        PRODUCT_NAME: $(PRODUCT_NAME)$(PRODUCT_NAME)\n")
        }
        let spec = try String(contentsOf: project.appendingPathComponent("project.yml"), encoding: .utf8)
        let line = (spec.components(separatedBy: "\n").firstIndex { $0.contains("PRODUCT_NAME:") } ?? -1) + 1
        let run = try ParleyBinary.run(["import", project.path, "--out", try ParleyBinary.temporaryFolder("out").path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(project.path)/project.yml:\(line):1: error: the build setting PRODUCT_NAME refers to itself ($(PRODUCT_NAME) → $(PRODUCT_NAME)); the app's name cannot be read from it\n"), "\(run.stderr)")
        #expect(run.stderr.utf8.count < 4_000)
    }

    // MARK: Pictures

    /// A catalog whose names hold a NUL, ESC, U+FFFE and a would-be DOT attribute.
    private func catalogWithControls() throws -> URL {
        let folder = try ParleyBinary.temporaryFolder("graph")
        try #"""
            app: "Evil\0App"
            intents:
              Go:
                title: "Go\u001B[31m\uFFFE"
                result: {dialog: "done\u0001"}
            shortcuts:
              - intent: Go
                title: "x\0\" URL=\"javascript:0"
                phrases: ['Go with \(.applicationName)']

            """#.write(to: folder.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func graphLabelsShowControlCharactersInEveryFormat() throws {
        let folder = try catalogWithControls()
        let dot = try ParleyBinary.run(["graph", "--phrases", folder.path, "--format", "dot"])
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(!dot.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(dot.stdout.contains(#"\\u{0}"#) || dot.stdout.contains(#"\\u{0}"#))
        let mermaid = try ParleyBinary.run(["graph", "--phrases", folder.path, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(!mermaid.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0xFFFE })
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else { return }
        let svg = try ParleyBinary.run(["graph", "--phrases", folder.path, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(!svg.stdout.contains("href=\"javascript") && !svg.stdout.contains("<a "))
        let parser = XMLParser(data: Data(svg.stdout.utf8))
        #expect(parser.parse(), "the SVG does not parse: \(String(describing: parser.parserError))")
    }

    // MARK: Positions

    @Test(arguments: ["\n", "\r\n", "\r"])
    func anErrorInsideAMultiLinePhraseIsAtItsLine(lineEnd: String) throws {
        let folder = try ParleyBinary.temporaryFolder("positions")
        let lines = ["app: Demo", "intents:", "  Go:", "    title: Go", "shortcuts:", "  - intent: Go", "    phrases:",
                     "      - Go with the", #"        thing \(\.$nope) now \(.applicationName)"#]
        try (lines.joined(separator: lineEnd) + lineEnd).write(to: folder.appendingPathComponent("demo.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stderr.hasPrefix("\(folder.path)/demo.yaml:9:15: error: the phrase refers to parameter 'nope', but intent 'Go' has no parameters\n"), "\(run.stderr)")
    }

    @Test func aControlCharacterIsReportedWhereItIs() throws {
        let folder = try ParleyBinary.temporaryFolder("positions")
        try "app: Démo\r\nintents:\r\n  Go:\r\n    title: Gö\u{1B} now\r\n".write(to: folder.appendingPathComponent("demo.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stderr == """
            \(folder.path)/demo.yaml:4:14: error: cannot read the file: control characters are not allowed (U+001B)
            4 |     title: Gö\u{FFFD} now
              |              ^

            """)
    }
}
