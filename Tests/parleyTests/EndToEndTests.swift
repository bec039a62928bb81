import Foundation
import ParleyTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A few whole runs of the built binary, with piped stdin, as users and CI run it.
@Suite("parley binary")
struct EndToEndTests {
    @Test func pipedConversationPrintsOnlyTheDialogue() throws {
        let run = try ParleyBinary.run([], stdin: "Start a Meditation\nthe second one\nWhat can I do here?\n")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            What session would you like?
            1. Calming — Slow breathing
            2. Walking — Mindful steps
            Okay, starting a Walking meditation session.
            | Session: Walking
            Here's what you can do with Meditation:
            - Start a Meditation
            - Calm me down with Meditation
            - End my session in Meditation
            - Show my progress in Meditation

            """)
    }

    @Test func replCommandsWorkThroughAPipe() throws {
        let run = try ParleyBinary.run(["repl", "--device", "homepod"], stdin: ":device\n:set Soup Chef loggedIn=false\nOrder soup with Soup Chef\n:set Nope x=true\n:quit\nStart a Meditation\n")
        #expect(run.stdout == """
            device: homepod
            Soup Chef: loggedIn=false
            Please sign in to Soup Chef first.

            """)
        #expect(run.stderr == "error: unknown app 'Nope'; apps: Bookshelf, Lumen, Meditation, Soup Chef, Torch\n")
    }

    /// Without a command, `parley` is the REPL, its options included; a mistyped command is
    /// caught rather than taken for an utterance.
    /// A language without a vocabulary still runs, and says once what that means.
    @Test func aLocaleWithoutAVocabularyIsNoted() throws {
        let run = try ParleyBinary.run(["match", "--locale", "hu-HU", "Turn on Torch"])
        #expect(run.status == 0)
        let vocabularies = "ar, da, de, en, es, fi, fr, he, it, ja, ko, ms, nb, nl, pt-BR, ru, sv, th, tr, zh-HK, zh-Hans, zh-Hant"
        #expect(run.stderr == "note: Parley has no vocabulary for 'hu-HU' yet: its phrases are matched word for word, and Siri's own lines are in English (docs/VOCABULARY.md). Vocabularies: \(vocabularies)\n")
        let french = try ParleyBinary.run(["match", "--locale", "fr-CA", "Turn on Torch"])
        #expect(french.stderr == "")
        // What is not a locale code at all is an error that names the codes there are.
        let klingon = try ParleyBinary.run(["match", "--locale", "klingon", "Turn on Torch"])
        #expect(klingon.status == 64)
        #expect(klingon.stderr.hasPrefix("Error: 'klingon' is not a locale code such as en, ja or en-GB. Vocabularies: \(vocabularies)\n"))
    }

    /// Issue 42 through the binary, in Spanish: another form of the verb (Snowball), an
    /// opposite that never runs, "por favor" at the end of a request and of answers, a
    /// parameter whose title has no Spanish text (asked about without it), and a count with
    /// its noun in the singular.
    @Test func aSpanishDialogueWithItsWordsThroughTheBinary() throws {
        let folder = try ParleyBinary.temporaryFolder("spanish")
        try #"""
            app: Barista
            types:
              Drink: {kind: enum, values: [{id: coffee, title: {en: Coffee, es: café}}, {id: tea, title: {en: Tea, es: té}}]}
              Size: {kind: enum, values: [{id: small, title: {en: Small, es: pequeño}}, {id: large, title: {en: Large, es: grande}}]}
            intents:
              Order:
                title: {en: Order, es: Pedir}
                parameters:
                  - {name: drink, title: {en: Drink, es: Bebida}, type: Drink}
                  - {name: size, title: {en: Size}, type: Size}
                  - {name: cups, title: {en: Cups, es: Tazas}, type: Int, min: 1, max: 6}
                confirm: {en: 'Order \(cups) \(drink)?', es: '¿Pido \(cups) \(drink)?'}
                result: {dialog: {en: Ordered., es: Pedido hecho.}}
              Quiet:
                title: {en: Quiet Mode, es: Modo silencio}
                result: {dialog: {en: Quiet mode on., es: Modo silencio activado.}}
            shortcuts:
              - intent: Order
                phrases: {es: ['Pide un \(\.$drink) con \(.applicationName)']}
              - intent: Quiet
                phrases: {es: ['Activa el modo silencio en \(.applicationName)']}
            """#.write(to: folder.appendingPathComponent("barista.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["replay", "--phrases", folder.path, "--locale", "es-ES", "-"], stdin: """
            > Oye Siri, activar el modo silencio en Barista
            > Desactiva el modo silencio en Barista
            > Pide un café con Barista por favor
            > la segunda por favor
            > doce
            > una taza
            > sí por favor

            """)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == """
            > Oye Siri, activar el modo silencio en Barista
            < Modo silencio activado.
            > Desactiva el modo silencio en Barista
            < No sé si lo he entendido bien.
            > Pide un café con Barista por favor
            < ¿Cuál?
            < 1. pequeño
            < 2. grande
            > la segunda por favor
            < ¿Qué tazas quieres?
            > doce
            < «Tazas» no puede ser superior a 6.
            < ¿Qué tazas quieres?
            > una taza
            < ¿Pido 1 café?
            > sí por favor
            < Pedido hecho.

            """)
    }

    /// A French session through the binary: wake word, a counted number, a confirmation,
    /// a choice by ordinal and cancel, each line as the French vocabulary says it.
    @Test func aFrenchDialogueThroughTheBinary() throws {
        let folder = try ParleyBinary.temporaryFolder("french")
        try #"""
            app: Barista
            types:
              Drink: {kind: enum, values: [{id: coffee, title: {en: Coffee, fr: café}}, {id: tea, title: {en: Tea, fr: thé}}]}
            intents:
              Order:
                title: {en: Order, fr: Commander}
                parameters:
                  - {name: drink, title: {en: Drink, fr: Boisson}, type: Drink, prompt: {en: Which drink?, fr: Quelle boisson ?}}
                  - {name: cups, title: {en: Cups, fr: Tasses}, type: Int, min: 1, max: 6, prompt: {en: How many?, fr: Combien de tasses ?}}
                confirm: {en: 'Order \(cups) \(drink)?', fr: 'Commander \(cups) \(drink) ?'}
                result: {dialog: {en: Ordered., fr: "C'est commandé."}}
            shortcuts:
              - intent: Order
                phrases: {fr: ['Commande un \(\.$drink) avec \(.applicationName)', 'Commande avec \(.applicationName)']}
            """#.write(to: folder.appendingPathComponent("barista.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["replay", "--phrases", folder.path, "--locale", "fr-FR", "-"], stdin: """
            > Dis Siri, commande un café avec Barista
            > douze
            > deux tasses
            > oui
            > Commande avec Barista
            > le deuxième
            > annuler

            """)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == """
            > Dis Siri, commande un café avec Barista
            < Combien de tasses ?
            > douze
            < La valeur de « Tasses » ne peut pas être supérieure à 6.
            < Combien de tasses ?
            > deux tasses
            < Commander 2 café ?
            > oui
            < C'est commandé.
            > Commande avec Barista
            < Quelle boisson ?
            < 1. café
            < 2. thé
            > le deuxième
            < Combien de tasses ?
            > annuler
            < D'accord, c'est annulé.

            """)
    }

    @Test func theREPLIsTheDefaultCommand() throws {
        let input = ":device\nStart a Meditation\nthe second one\n"
        let explicit = try ParleyBinary.run(["repl", "--device", "homepod"], stdin: input)
        let implicit = try ParleyBinary.run(["--device", "homepod"], stdin: input)
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stdout.hasPrefix("device: homepod\n"))
        #expect(try ParleyBinary.run([], stdin: input).stdout.hasPrefix("device: phone\n"))
        let mistyped = try ParleyBinary.run(["mach", "hello"])
        #expect(mistyped.status == 2)
        #expect(mistyped.stderr.hasPrefix("error: unknown command 'mach'; did you mean 'match'?\n"))
        #expect(try ParleyBinary.run(["--version"]).stdout == "0.3.0\n")
    }

    /// The second run reads the compiled catalog and its phrase index from the cache: the
    /// same bytes out, warnings included, and a cache that cannot be written changes nothing
    /// but speed.
    @Test func theCatalogCacheChangesNothingButSpeed() throws {
        let cache = try TestFolder.make("cache-e2e").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let input = "Start a Meditation\nthe second one\nturn on the light\n"
        let uncached = try ParleyBinary.run(["repl"], stdin: input, environment: ["PARLEY_CACHE_DIR": "off"])
        let first = try ParleyBinary.run(["repl"], stdin: input, environment: ["PARLEY_CACHE_DIR": cache])
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache)
        let second = try ParleyBinary.run(["repl"], stdin: input, environment: ["PARLEY_CACHE_DIR": cache])
        let unwritable = try ParleyBinary.run(["repl"], stdin: input, environment: ["PARLEY_CACHE_DIR": "/proc/parley-cannot-write-here"])
        #expect(entries.filter { $0.hasPrefix("catalog-") }.count == 5, "one entry per catalog file")
        #expect(entries.filter { $0.hasPrefix("index-") }.count == 1, "one phrase index for the catalog's locale")
        for run in [first, second, unwritable] {
            #expect(run.status == uncached.status)
            #expect(run.stdout == uncached.stdout)
            #expect(run.stderr == uncached.stderr)
        }
    }

    @Test func matchPrintsJSONLines() throws {
        let run = try ParleyBinary.run(["match", "--json"], stdin: "start a walking session with meditation\nturn on the light\nstart a timer\n")
        #expect(run.status == 0)
        #expect(run.stdout == #"""
            {"utterance":"start a walking session with meditation","status":"matched","source":"app","app":"Meditation","intent":"StartMeditation","shortcut":0,"phrase":"Start a \\(\\.$session) session with \\(.applicationName)","parameters":{"session":"walking"},"exact":true,"score":1.0}
            {"utterance":"turn on the light","status":"ambiguous","source":"app","candidates":[{"app":"Lumen","intent":"LightsOn","shortcut":0,"phrase":"Turn on the \\(.applicationName)","parameters":{},"exact":true,"score":1.0},{"app":"Torch","intent":"TurnOn","shortcut":0,"phrase":"Turn on the \\(.applicationName)","parameters":{},"exact":true,"score":1.0}]}
            {"utterance":"start a timer","status":"matched","source":"siri","request":"Timer"}

            """#)
    }

    /// Thousands of lines (more than one read of standard input) are answered on every core,
    /// yet each line gets its own answer, in order, whatever the line endings.
    @Test func matchAnswersManyLinesInTheirOrder() throws {
        let utterances = ["start a walking session with meditation", "", "start a timer", "turn on the light"]
        var input = ""
        for number in 0..<5_000 { input += utterances[number % 4] + (number % 3 == 0 ? "\r\n" : "\n") }
        input += "start a timer"
        let answers = try utterances.map { try ParleyBinary.run(["match", "--json"], stdin: $0 + "\n").stdout }
        let run = try ParleyBinary.run(["match", "--json"], stdin: input)
        #expect(run.status == 0)
        #expect(run.stdout == (0..<5_000).map { answers[$0 % 4] }.joined() + answers[2])
    }

    /// A line longer than any request is not understood and is not held whole, even when it
    /// never ends: its answer echoes its beginning, and the lines around it are answered as
    /// usual, one answer a line. ("dont" far along the first line would reverse the request.)
    @Test func matchAnswersAnOverlongLineAsNotUnderstood() throws {
        let phrase = "Start a walking session with Meditation"
        let overlong = phrase + String(repeating: " ", count: 70_000) + "dont"
        let unending = String(repeating: "x", count: 3_000_000)
        // From a file: the answers to lines this long fill a pipe before all the input is written.
        let input = try ParleyBinary.temporaryFolder("overlong-line").appendingPathComponent("input.txt")
        try Data((overlong + "\n" + phrase + "\n" + unending).utf8).write(to: input)
        let run = try ParleyBinary.run(["-c", #"exec "$0" match --json < "$1""#, ParleyBinary.executable.path, input.path], program: URL(fileURLWithPath: "/bin/sh"))
        let kept = 65_538  // MatchLimits.longestUtterance and two bytes
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == #"""
            {"utterance":"\#(overlong.prefix(kept))","status":"none","suggestion":null}
            {"utterance":"Start a walking session with Meditation","status":"matched","source":"app","app":"Meditation","intent":"StartMeditation","shortcut":0,"phrase":"Start a \\(\\.$session) session with \\(.applicationName)","parameters":{"session":"walking"},"exact":true,"score":1.0}
            {"utterance":"\#(unending.prefix(kept))","status":"none","suggestion":null}

            """#)
    }

    /// `parley replay -` holds no more of standard input than of a transcript file: past
    /// 16 MiB it says so at once, as for a file.
    @Test func replayRefusesAStandardInputLargerThanAnyTranscript() throws {
        let input = try ParleyBinary.temporaryFolder("large-stdin").appendingPathComponent("input.txt")
        try Data(("> Start a Meditation\n" + String(repeating: "# a comment\n", count: 1_500_000)).utf8).write(to: input)
        let run = try ParleyBinary.run(["-c", #"exec "$0" replay - < "$1""#, ParleyBinary.executable.path, input.path], program: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "<stdin>:1:1: error: the transcript is larger than 16 MiB; is it the right file?\n")
    }

    /// The REPL reads a pipe as `parley match` does: an overlong line is not understood,
    /// though it is a request with spaces after it.
    @Test func theREPLAnswersAnOverlongLineAsNotUnderstood() throws {
        let phrase = "Start a walking session with Meditation"
        let run = try ParleyBinary.run([], stdin: phrase + String(repeating: " ", count: 70_000) + "\n" + phrase + "\n")
        #expect(run.status == 0)
        #expect(run.stdout == "I'm not sure I understand.\nOkay, starting a Walking meditation session.\n| Session: Walking\n")
    }

    /// A program that writes one utterance and waits for its answer gets it, though the
    /// answers go into a pipe, not a terminal.
    @Test func matchAnswersEachLineWithoutWaitingForMore() throws {
        let process = Process()
        process.executableURL = ParleyBinary.executable
        process.arguments = ["match", "--json"]
        process.currentDirectoryURL = ParleyBinary.root
        process.environment = ProcessInfo.processInfo.environment.merging(["PARLEY_CACHE_DIR": ParleyBinary.cacheDirectory]) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { process.terminate() }
        for (utterance, status) in [("start a countdown", "none"), ("turn on the light", "ambiguous")] {
            input.fileHandleForWriting.write(Data((utterance + "\n").utf8))
            let answer = try #require(Self.line(from: output.fileHandleForReading.fileDescriptor, within: 20))
            #expect(answer.hasPrefix(#"{"utterance":"\#(utterance)","status":"\#(status)""#))
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// One line read from `descriptor`, or nil if none comes within `seconds`.
    private static func line(from descriptor: Int32, within seconds: Double) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    @Test func testCommandReportsDiffsAndExitCodes() throws {
        let folder = try ParleyBinary.temporaryFolder("transcripts")
        let phrases = ParleyBinary.root.appendingPathComponent("phrases").path
        let broken = folder.appendingPathComponent("broken.transcript")
        try """
            # Keep this comment.
            @phrases \(phrases)

            > Start a Meditation
            < What session would you like?
            # and this one
            < 1. Calming
            < 2. Walking — Mindful steps
            """.write(to: broken, atomically: false, encoding: .utf8)
        let failing = try ParleyBinary.run(["test", folder.path, "--junit", folder.appendingPathComponent("report.xml").path])
        #expect(failing.status == 1)
        #expect(failing.stdout == """
            FAIL \(broken.path)
            \(broken.path):4: > Start a Meditation
                < What session would you like?
              - < 1. Calming
              + < 1. Calming — Slow breathing
                < 2. Walking — Mindful steps

            0 passed, 1 failed

            """)
        let junit = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="parley" tests="1" failures="1" errors="0""#))

        let updated = try ParleyBinary.run(["test", folder.path, "--update"])
        #expect(updated.status == 0)
        #expect(updated.stdout.hasSuffix("1 passed, 0 failed\n"))
        #expect(try String(contentsOf: broken, encoding: .utf8) == """
            # Keep this comment.
            @phrases \(phrases)

            > Start a Meditation
            < What session would you like?
            # and this one
            < 1. Calming — Slow breathing
            < 2. Walking — Mindful steps

            """)

        try "< orphan\n".write(to: folder.appendingPathComponent("bad.transcript"), atomically: false, encoding: .utf8)
        let bad = try ParleyBinary.run(["test", folder.path])
        #expect(bad.status == 2)
        #expect(bad.stderr == "\(folder.path)/bad.transcript:1:1: error: an expected line comes before any '>' turn; start with '> what the user says'\n1 | < orphan\n  | ^\n")
        #expect(bad.stdout.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func savedSessionPassesUnchanged() throws {
        let folder = try ParleyBinary.temporaryFolder("save")
        let file = folder.appendingPathComponent("recorded.transcript").path
        let script = "@ignored\n:device homepod\nStart a Meditation\nsomething odd\nwalking\n:set Torch lit=true\nTurn on the Torch\n:reset\nTurn on the Torch\n:save \(file)\n"
        let run = try ParleyBinary.run(["--phrases", ParleyBinary.root.appendingPathComponent("phrases").path], stdin: script)
        // After `:reset` the recording starts over, with the settings still in force.
        #expect(run.stdout.hasSuffix("Saved 1 turn to \(file).\n"))
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("@device homepod\n\n> Turn on the Torch\n< Flashlight on."))
        #expect(!saved.contains("walking") && !saved.contains("@set") && !saved.contains("@reset"))
        let replay = try ParleyBinary.run(["test", file])
        #expect(replay.status == 0)
        #expect(replay.stdout == "1 passed, 0 failed\n")
    }

    /// A command parsed by itself (`Parley.main`) leaves its help, version and usage errors to
    /// parsing from `parley`, so they read as they always have.
    @Test func aCommandsUsageErrorsAndVersionReadAsFromParley() throws {
        let unknown = try ParleyBinary.run(["match", "--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == """
            Error: Unknown option '--bogus'
            Usage: parley match [--phrases <dir> ...] [--locale <code>] [--siri <mode>] [--region <code>] [--foreground <app>] [--live-activity <app> ...] [--default-app <domain=app> ...] [--json] [--mishear <n>] [<utterance> ...]
              See 'parley match --help' for more information.

            """)
        let missing = try ParleyBinary.run(["replay"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<files> ...'\n"))
        let version = try ParleyBinary.run(["match", "--version"])
        let parleysVersion = try ParleyBinary.run(["--version"])
        #expect(version.status == 0 && version.stdout == parleysVersion.stdout)
        let help = try ParleyBinary.run(["match", "--help"])
        #expect(help.stdout.contains("USAGE: parley match [--phrases <dir> ...]"))
        #expect(help.stdout.contains("--version               Show the version."))
    }

    @Test func benchRefusesSizesItCannotGenerate() throws {
        for (arguments, message) in [
            (["--apps", "0"], "--apps takes a number from 1 to 1000"),
            (["--values=-1"], "--values takes a number from 1 to 1000"),
            (["--utterances", "0"], "--utterances takes a number from 1 to 100000"),
            (["--scaling", "10,abc"], "--scaling takes app counts from 1 to 1000 separated by commas, such as 10,100,200; 'abc' is not one"),
        ] {
            let run = try ParleyBinary.run(["bench"] + arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix("Error: \(message)\nUsage: parley bench "), "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
        }
    }

    /// A transcript without turns passes, having checked nothing: the run says so.
    @Test func aTranscriptWithNoTurnsIsReportedAsCheckingNothing() throws {
        let folder = try ParleyBinary.temporaryFolder("no-turns")
        let phrases = ParleyBinary.root.appendingPathComponent("phrases").path
        let file = folder.appendingPathComponent("draft.transcript")
        try "# to be written\n@phrases \(phrases)\n".write(to: file, atomically: false, encoding: .utf8)
        let report = folder.appendingPathComponent("report.xml")
        let run = try ParleyBinary.run(["test", folder.path, "--junit", report.path])
        #expect(run.status == 0)
        #expect(run.stdout == "1 passed, 0 failed\n")
        #expect(run.stderr == """
            \(file.path):1:1: warning: no turns ('> what the user says'); this transcript checks nothing
            1 | # to be written
              | ^

            """)
        let junit = try String(contentsOf: report, encoding: .utf8)
        #expect(junit.contains(#"tests="1" failures="0" errors="0" skipped="1""#))
        #expect(junit.contains(#"<skipped message="no turns; this transcript checks nothing"/>"#))
    }

    /// `parley studio` is served by parley-studio, run in parley's place: it prints the page's
    /// address with its token, and a folder that does not exist is bad input.
    @Test func studioRunsBesideParley() throws {
        let missing = try ParleyBinary.run(["studio", "--port", "0", "--phrases", "/nonexistent-parley"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: no folder '/nonexistent-parley' (--phrases)\n")

        let process = Process()
        process.executableURL = ParleyBinary.executable
        process.arguments = ["studio", "--port", "0"]
        process.currentDirectoryURL = ParleyBinary.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var printed = Data()
        let deadline = Date().addingTimeInterval(30)
        while !printed.contains(UInt8(ascii: "\n")), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        let line = String(decoding: printed, as: UTF8.self)
        #expect(line.range(of: #"^Parley Studio: http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}\n"#, options: .regularExpression) != nil, "\(line)")
    }
}
