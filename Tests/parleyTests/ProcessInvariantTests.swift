import Foundation
import Testing
import ParleyTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What must hold for every input a user can write, checked on the built binary: it exits
/// 0, 1 or 2 and never by a signal, prints no stack trace, gives every error a file, line
/// and column, and rewrites files so that a kill at any moment leaves each whole.
@Suite("Process invariants", .serialized)
struct ProcessInvariantTests {
    static let phrases = ParleyBinary.root.appendingPathComponent("phrases")
    static let inputs = 30

    static func files(in folder: String, suffix: String) -> [URL] {
        let root = ParleyBinary.root.appendingPathComponent(folder)
        let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.sorted()
        return names.map { root.appendingPathComponent($0) }
    }

    /// The problems with one run, as readable lines (none when it behaved).
    static func problems(_ run: ParleyBinary.Run, _ what: String) -> [String] {
        var problems: [String] = []
        if run.reason != .exit { problems.append("\(what): ended by signal \(run.status)") }
        if ![0, 1, 2].contains(run.status) { problems.append("\(what): exit status \(run.status)") }
        for marker in ["Fatal error", "Stack dump", "stack trace", "Illegal instruction", "Segmentation fault"] where run.stderr.contains(marker) {
            problems.append("\(what): stderr has '\(marker)'")
        }
        let located = #/^.+:\d+:\d+: (error|warning): /#
        for line in run.stderr.split(separator: "\n") where line.contains("error: ") {
            if !line.hasPrefix("error: "), (try? located.prefixMatch(in: String(line))) == nil {
                problems.append("\(what): an error without file:line:col: \(line)")
            }
        }
        return problems
    }

    @Test func mutatedCatalogsNeverCrashLint() throws {
        var random = SeededGenerator(state: 11)
        let seeds = try Self.files(in: "phrases", suffix: ".yaml").map { try String(contentsOf: $0, encoding: .utf8) }
        var problems: [String] = []
        for attempt in 0..<Self.inputs {
            let folder = try ParleyBinary.temporaryFolder("fuzz-catalog")
            try Mutator.mutate(random.pick(seeds), &random).write(to: folder.appendingPathComponent("app.yaml"), atomically: false, encoding: .utf8)
            problems += Self.problems(try ParleyBinary.run(["lint", folder.path]), "catalog \(attempt)")
            try? FileManager.default.removeItem(at: folder)
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func mutatedTranscriptsNeverCrashTestOrReplay() throws {
        var random = SeededGenerator(state: 12)
        let seeds = try Self.files(in: "transcripts", suffix: ".transcript").map {
            try String(contentsOf: $0, encoding: .utf8).replacingOccurrences(of: "@phrases ../phrases", with: "@phrases \(Self.phrases.path)")
                .replacingOccurrences(of: "@phrases ../../phrases", with: "@phrases \(Self.phrases.path)")
        }
        let folder = try ParleyBinary.temporaryFolder("fuzz-transcript")
        var problems: [String] = []
        for attempt in 0..<Self.inputs {
            let file = folder.appendingPathComponent("t\(attempt).transcript")
            try Mutator.mutate(random.pick(seeds), &random).write(to: file, atomically: false, encoding: .utf8)
            problems += Self.problems(try ParleyBinary.run(["test", file.path, "--phrases", Self.phrases.path]), "transcript \(attempt)")
            problems += Self.problems(try ParleyBinary.run(["replay", file.path, "--phrases", Self.phrases.path]), "replay \(attempt)")
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func mutatedUtterancesGiveOneJSONLineEach() throws {
        var random = SeededGenerator(state: 13)
        let seeds = ["Start a Meditation", "Order tomato soup with Soup Chef", "Turn on the light", "the second one", "1e300 point 5", "nan番目", ""]
        let lines = (0..<200).map { _ in Mutator.mutate(random.pick(seeds), &random).replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ") }
        let match = try ParleyBinary.run(["match", "--json", "--phrases", Self.phrases.path], stdin: lines.joined(separator: "\n") + "\n")
        #expect(Self.problems(match, "match").isEmpty)
        #expect(match.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == lines.count)
        let repl = try ParleyBinary.run(["--phrases", Self.phrases.path], stdin: lines.joined(separator: "\n") + "\n")
        #expect(Self.problems(repl, "repl").isEmpty)
    }

    @Test func outputIsTheSameWhateverTheJobs() throws {
        let suite = ParleyBinary.root.appendingPathComponent("transcripts").path
        for format in [[], ["--json"]] {
            let serial = try ParleyBinary.run(["test", suite, "--jobs", "1"] + format)
            let parallel = try ParleyBinary.run(["test", suite, "--jobs", "4"] + format)
            let again = try ParleyBinary.run(["test", suite, "--jobs", "4"] + format)
            #expect(serial.stdout == parallel.stdout)
            #expect(parallel.stdout == again.stdout)
        }
    }

    /// `--update` is killed at many moments while it rewrites forty files; each file must
    /// then hold either its old text or its new text, byte for byte.
    @Test func updateKilledAtAnyMomentLeavesEveryFileWhole() throws {
        let turns = (0..<30).map { _ in "> Turn on the Torch\n< wrong\n> Turn off the Torch\n< wrong too\n" }.joined()
        let old = "@phrases \(Self.phrases.path)\n" + turns
        let reference = try ParleyBinary.temporaryFolder("update-reference")
        try old.write(to: reference.appendingPathComponent("a.transcript"), atomically: false, encoding: .utf8)
        _ = try ParleyBinary.run(["test", reference.path, "--update"])
        let new = try String(contentsOf: reference.appendingPathComponent("a.transcript"), encoding: .utf8)
        #expect(new != old)

        let folder = try ParleyBinary.temporaryFolder("update-kill")
        let names = (0..<40).map { "t\($0).transcript" }
        func reset() throws {
            for name in names { try old.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        }
        // Kill at fractions of how long a whole run takes on this machine.
        try reset()
        let start = Date()
        _ = try ParleyBinary.run(["test", folder.path, "--update", "--jobs", "1"])
        let whole = Date().timeIntervalSince(start)
        var torn: [String] = []
        var sawBoth = (old: false, new: false)
        for fraction in stride(from: 0.0, through: 1.0, by: 0.1) {
            try reset()
            let process = Process()
            process.executableURL = ParleyBinary.executable
            process.arguments = ["test", folder.path, "--update", "--jobs", "1"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(whole * fraction * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                if text == old { sawBoth.old = true } else if text == new { sawBoth.new = true } else { torn.append("\(name) at \(fraction) of the run") }
            }
        }
        #expect(torn.isEmpty, "\(torn.prefix(5))")
        #expect(sawBoth.old && sawBoth.new, "the kills should land both before and after some rewrites")
    }
}
