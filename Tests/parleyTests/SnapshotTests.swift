import Foundation
import Testing

/// Whole outputs of the binary compared with files under `Snapshots/`: help, lint, match
/// text, `:why` and load errors. After a deliberate change, re-record them with
/// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` and review the diff.
@Suite("Snapshots")
struct SnapshotTests {
    static let folder = ParleyBinary.root.appendingPathComponent("Tests/parleyTests/Snapshots")
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil

    /// Compares `actual` with the snapshot `name`, or writes it when recording.
    static func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name)
        if isRecording {
            try actual.write(to: file, atomically: false, encoding: .utf8)
            // Recording compares nothing, so it never passes: run again without the variable.
            Issue.record("recorded snapshot \(name); review the diff and run the tests again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs; re-record with RECORD_SNAPSHOTS=1 if the change is meant", sourceLocation: sourceLocation)
    }

    /// The command and its whole output, as a reader of the snapshot wants to see them.
    static func transcript(_ arguments: [String], stdin: String = "") throws -> String {
        let run = try ParleyBinary.run(arguments, stdin: stdin)
        var text = "$ parley \(arguments.joined(separator: " "))\n"
        if !stdin.isEmpty { text += stdin.split(separator: "\n").map { "< \($0)\n" }.joined() }
        text += "exit \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
        return text
    }

    @Test(arguments: ["", "match", "lint", "test", "graph", "repl"])
    func help(_ command: String) throws {
        let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
        try Self.assertSnapshot(try Self.transcript(arguments), named: "help\(command.isEmpty ? "" : "-" + command).txt")
    }

    @Test func lintShowcase() throws {
        try Self.assertSnapshot(try Self.transcript(["lint", "examples/lint-showcase"]), named: "lint-showcase.txt")
    }

    @Test func matchText() throws {
        let utterances = [
            "Start a walking session with Meditation",   // exact, with a value
            "begin a calming session in meditation app",  // flexible
            "don't start a meditation",                   // a negation: never runs
            "turn off the torch light please",            // an opposite phrase exists
            "order a pizza from soup chef",               // a near miss, offered
            "what's the weather",                         // no app named
        ]
        try Self.assertSnapshot(try Self.transcript(["match"], stdin: utterances.joined(separator: "\n") + "\n"), named: "match.txt")
    }

    @Test func whyAfterEachKindOfTurn() throws {
        let stdin = [
            "Start a walking session with Meditation", ":why Start a walking session with Meditation",
            ":why cancel the meditation", ":why order a pizza from soup chef", ":why turn on the light",
        ].joined(separator: "\n") + "\n"
        try Self.assertSnapshot(try Self.transcript(["repl"], stdin: stdin), named: "why.txt")
    }

    @Test func loadErrorsShowTheLineAndColumn() throws {
        try Self.assertSnapshot(try Self.transcript(["match", "--phrases", "Tests/parleyTests/Fixtures/broken-catalog", "hello"]), named: "load-errors.txt")
    }
}
