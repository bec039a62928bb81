import Foundation
import ParleyTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Seeded fuzz targets for the surfaces that run as whole programs: `parley import` and
/// `parley lint --project` on mutated projects, `parley graph` in every format, and every
/// command writing to a full or closed standard output. Each input is checked for what
/// `ProcessInvariantTests.problems` demands (no signal, no trace, every error located), and
/// more per target: an import that succeeds leaves catalogs that load; a picture parses
/// back; a failed write is one line and status 1.
///
/// CI runs a few inputs per target; `scripts/fuzz` runs many (`PARLEY_FUZZ_PROCESS_INPUTS`).
/// Each target prints how many inputs it tried and how long the slowest took.
@Suite("Process fuzzing", .serialized)
struct ProcessFuzzTests {
    static let inputs = ProcessInfo.processInfo.environment["PARLEY_FUZZ_PROCESS_INPUTS"].flatMap(Int.init) ?? 12
    static let seed = ProcessInfo.processInfo.environment["PARLEY_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

    /// Longest any one run may take, however hostile its input: a hang fails the target.
    static let slowestAllowed = 20.0

    /// Runs `arguments`, timing it; problems go to `problems`.
    private static func timedRun(_ arguments: [String], _ what: String, problems: inout [String], slowest: inout Double) throws -> ParleyBinary.Run {
        let start = Date()
        let run = try ParleyBinary.run(arguments)
        let seconds = Date().timeIntervalSince(start)
        slowest = max(slowest, seconds)
        if seconds > slowestAllowed { problems.append("\(what): took \(Int(seconds)) s") }
        problems += ProcessInvariantTests.problems(run, what)
        return run
    }

    private static func report(_ target: String, slowest: Double) {
        print("fuzz \(target): \(inputs) inputs, 0 crashes, slowest \(String(format: "%.0f", slowest * 1000)) ms")
    }

    /// The example projects' files that `parley import` reads, by path within the project.
    private static let projectFileSuffixes = [".swift", ".xcstrings", ".strings", ".plist", ".pbxproj", ".xcconfig", ".yml", ".intentdefinition"]

    @Test func importAndProjectLint() throws {
        var random = SeededGenerator(state: Self.seed &+ 20)
        let examples = ["examples/ios/CoffeeRun", "examples/ios/TeaTimer"]
        var problems: [String] = []
        var slowest = 0.0
        for attempt in 0..<Self.inputs {
            let example = random.pick(examples)
            let project = try ParleyBinary.temporaryFolder("fuzz-project").appendingPathComponent("App")
            try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent(example), to: project)
            let files = (FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] ?? [])
                .filter { name in Self.projectFileSuffixes.contains { name.hasSuffix($0) } }.sorted()
            // One to three files changed, each the way a careless edit or a hostile tool would.
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let file = project.appendingPathComponent(random.pick(files))
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                try Mutator.mutate(text, &random).write(to: file, atomically: false, encoding: .utf8)
            }
            let out = try ParleyBinary.temporaryFolder("fuzz-out")
            let what = "import \(attempt) of \(example)"
            let run = try Self.timedRun(["import", project.path, "--out", out.path], what, problems: &problems, slowest: &slowest)
            // What an import leaves in --out always loads: a broken file is never written.
            let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            if !written.isEmpty {
                let lint = try ParleyBinary.run(["lint", out.path])
                if lint.status == 2 { problems.append("\(what) (exit \(run.status)) wrote a catalog that does not load: \(lint.stderr.prefix(300))") }
            }
            _ = try Self.timedRun(["lint", "--project", project.path], "lint --project \(attempt)", problems: &problems, slowest: &slowest)
            try? FileManager.default.removeItem(at: project.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: out)
        }
        Self.report("import", slowest: slowest)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func graphInEveryFormat() throws {
        var random = SeededGenerator(state: Self.seed &+ 21)
        let seeds = try ProcessInvariantTests.files(in: "phrases", suffix: ".yaml").map { try String(contentsOf: $0, encoding: .utf8) }
        let hasDot = FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")
        var problems: [String] = []
        var slowest = 0.0
        for attempt in 0..<Self.inputs {
            let folder = try ParleyBinary.temporaryFolder("fuzz-graph")
            try Mutator.mutate(random.pick(seeds), &random).write(to: folder.appendingPathComponent("app.yaml"), atomically: false, encoding: .utf8)
            for format in hasDot ? ["mermaid", "dot", "svg"] : ["mermaid", "dot"] {
                let what = "graph \(attempt) --format \(format)"
                let run = try Self.timedRun(["graph", "--phrases", folder.path, "--format", format], what, problems: &problems, slowest: &slowest)
                guard run.status == 0 else { continue }
                if run.stdout.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || $0.value == 0xFFFE || $0.value == 0xFFFF }) {
                    problems.append("\(what): a control character in the output")
                }
                if format == "svg" {
                    let parser = XMLParser(data: Data(run.stdout.utf8))
                    if !parser.parse() { problems.append("\(what): the SVG does not parse: \(String(describing: parser.parserError))") }
                    if run.stdout.contains("href=\"javascript") || run.stdout.contains("<a ") { problems.append("\(what): the SVG links to script") }
                }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        Self.report("graph", slowest: slowest)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func outputToAFullOrClosedStream() throws {
        var random = SeededGenerator(state: Self.seed &+ 22)
        let commands = [
            ["match", "Start a Meditation"], ["match", "--json", "turn on the light"], ["test", "transcripts"], ["test", "transcripts", "--json"],
            ["replay", "transcripts/phone/cancel.transcript"], ["lint"], ["lint", "--rules"], ["graph", "Soup Chef"], ["--help"], ["--version"], ["eval"],
        ].filter { $0.count < 2 || $0[0] != "replay" || FileManager.default.fileExists(atPath: ParleyBinary.root.appendingPathComponent($0[1]).path) }
        var problems: [String] = []
        var slowest = 0.0
        for attempt in 0..<Self.inputs {
            let command = random.pick(commands).map { "'\($0)'" }.joined(separator: " ")
            let (redirect, reason) = random.pick([("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")])
            let start = Date()
            let run = try ParleyBinary.run(["-c", "\"$PARLEY\" \(command) \(redirect)"], environment: ["PARLEY": ParleyBinary.executable.path], program: URL(fileURLWithPath: "/bin/bash"))
            slowest = max(slowest, Date().timeIntervalSince(start))
            let what = "output \(attempt): parley \(command) \(redirect)"
            problems += ProcessInvariantTests.problems(run, what)
            if run.status != 1 || !run.stderr.hasSuffix("error: cannot write to standard output: \(reason)\n") {
                problems.append("\(what): exit \(run.status), stderr \(run.stderr.suffix(200).debugDescription)")
            }
        }
        Self.report("output", slowest: slowest)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// The third campaign's strings (issue 56): what once broke a recording or re-targeted it.
    static let hostileWords = [
        "\"", " #", "#", "=", "/", "\\", "\u{301}", "\u{0E34}", "\u{05B8}", "&#1;", "a\"=Soup Chef/ShowMenu #", "\u{202E}", "\t", "  ",
        "@set", "> ", "< ", "Project Hail Mary", "😀\u{200D}🔥", "\u{A0}", "none", "= none", "O\"Brien", "\"quoted\"", "x=y", "ิ",
    ]

    /// A value and a personal shortcut's name made of the campaign's strings, recorded with
    /// `:add-to-siri` and `:save`: the saved transcript passes `parley test`, and replaying it
    /// prints it back scalar for scalar.
    @Test func saveRoundTrips() throws {
        var random = SeededGenerator(state: Self.seed &+ 56)
        var problems: [String] = []
        var slowest = 0.0
        for attempt in 0..<Self.inputs {
            func hostile() -> String {
                var text = ""
                for _ in 0..<(1 + Int(random.next() % 4)) { text += random.pick(Self.hostileWords) + random.pick(["", "a", "Soup", " "]) }
                return text
            }
            // The REPL reads one line per turn, and trims a name's ends: neither is the recording's to keep.
            let value = hostile().replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
            let name = hostile().replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, !name.isEmpty, !value.hasPrefix(":"), !name.hasPrefix("\"") else { continue }
            let folder = try ParleyBinary.temporaryFolder("save-fuzz-\(attempt)")
            let start = Date()
            let session = ["Add a book to Bookshelf", value, ":add-to-siri \(name)", ":save s"].joined(separator: "\n") + "\n"
            let run = try ParleyBinary.run(["--phrases", ParleyBinary.root.path + "/phrases"], stdin: session, in: folder)
            slowest = max(slowest, Date().timeIntervalSince(start))
            let what = "save \(attempt): value \(value.debugDescription), name \(name.debugDescription)"
            problems += ProcessInvariantTests.problems(run, what)
            let file = folder.appendingPathComponent("s.transcript")
            guard let saved = try? String(contentsOf: file, encoding: .utf8) else {
                problems.append("\(what): nothing saved: \(run.stdout.suffix(300))")
                continue
            }
            let test = try ParleyBinary.run(["test", file.path])
            if test.status != 0 { problems.append("\(what): the saved file fails: \(test.stdout.suffix(300))\(test.stderr.suffix(300))") }
            let replay = try ParleyBinary.run(["replay", file.path])
            if !replay.stdout.unicodeScalars.elementsEqual(saved.unicodeScalars) { problems.append("\(what): replay differs from the saved file") }
            try? FileManager.default.removeItem(at: folder)
        }
        Self.report("save", slowest: slowest)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// `--speak-to` with many transcripts of few names in nested folders with hostile names:
    /// every spoken turn gets a file of its own, none is written twice, none outside.
    @Test(.enabled(if: SpeechTests.hasEspeak)) func speakToManyTranscripts() throws {
        var random = SeededGenerator(state: Self.seed &+ 57)
        let source = try String(contentsOfFile: ParleyBinary.root.path + "/transcripts/homepod/homepod-order.transcript", encoding: .utf8)
            .replacingOccurrences(of: "@phrases ../../phrases", with: "@phrases \(ParleyBinary.root.path)/phrases")
        let folder = try ParleyBinary.temporaryFolder("speak-fuzz")
        var files: [String] = []
        for index in 0..<max(3, Self.inputs / 3) {
            let sub = random.pick(["a", "b", "a/b", "a b", "é", "\u{0E34}x", "-", "stdin"])
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            let name = sub + "/" + random.pick(["order", "x", "stdin", "order-01"]) + ".transcript"
            if files.contains(name) { continue }
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            files.append(name)
            _ = index
        }
        let start = Date()
        // `./` first: a folder named `-` would otherwise be read as an option.
        let run = try ParleyBinary.run(["replay"] + files.map { "./" + $0 } + ["--speak-to", "out"], in: folder)
        var problems = ProcessInvariantTests.problems(run, "speak-to \(files.count) transcripts")
        let written = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []).filter { $0.hasSuffix(".wav") }
        if run.status != 0 || written.count != 6 * files.count {
            problems.append("speak-to: \(written.count) files for \(files.count) transcripts of 6 spoken turns; \(run.stderr.prefix(300))")
        }
        Self.report("speak-to", slowest: Date().timeIntervalSince(start))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
