import Foundation
import Testing
import ParleyTestSupport

/// The documentation's examples, run: a doc that shows a command and what it prints, or a
/// transcript, cannot drift from what Parley does.
///
/// - A fenced block whose first line is `$ parley …` (or `$ swift run parley …`, or a
///   `printf … | parley …` pipeline) is run by `sh` from the repository root with the built
///   `parley` first on the PATH; the rest of the block is what it prints, standard error
///   included. A `…` line stands for any lines, and a run time such as `(0.025 s)` for any. A block that shows an interactive REPL
///   (`$ parley` then `> ` lines) is run piped: its `> ` lines are the input, and the
///   greeting line, which only a terminal gets, is left out. A block that starts with a REPL
///   command (`> :phrases Lumen`) and has no `<` lines is such a session without its `$ parley`.
/// - A fenced block made only of transcript lines (`#`, `@`, `>`, `<`, `=`, blank) with at
///   least one `>` and one `<` or `=` line is run by `parley test` against the bundled catalog
///   (its `@phrases` line, if any, is pointed there), and must pass.
/// - A block right after `<!-- example: not run: REASON -->` is not run; the reason says why
///   (a measurement, a folder the reader cannot read).
@Suite("Documentation examples")
struct DocumentationExampleTests {
    static let documents = [
        "README.md", "docs/COMMANDS.md", "docs/TRANSCRIPTS.md", "docs/COVERAGE.md", "docs/CATALOG.md", "docs/IMPORT.md", "docs/EVALUATION.md",
        "docs/MATCHING.md", "docs/VOCABULARY.md", "docs/SIRI_AI.md", "docs/SIRI_EVALUATIONS.md",
    ]

    struct Example: CustomTestStringConvertible, Sendable {
        enum Kind: Sendable { case command, transcript }
        var file: String
        var line: Int
        var kind: Kind
        var lines: [String]
        var testDescription: String { "\(file):\(line)" }
    }

    static let examples: [Example] = documents.flatMap { examples(in: $0) }

    static func examples(in document: String) -> [Example] {
        guard let text = try? String(contentsOfFile: TestCatalog.root + "/" + document, encoding: .utf8) else { return [] }
        var found: [Example] = []
        var block: (start: Int, indent: Int, lines: [String], skipped: Bool)?
        var skipNext = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var open = block {
                if trimmed.hasPrefix("```") {
                    if !open.skipped, let example = example(open.lines, file: document, line: open.start) { found.append(example) }
                    block = nil
                } else {
                    open.lines.append(String(line.dropFirst(min(open.indent, line.prefix { $0 == " " }.count))))
                    block = open
                }
            } else if trimmed.hasPrefix("```") {
                block = (index + 2, line.count - trimmed.count, [], skipNext)
                skipNext = false
            } else if trimmed.hasPrefix("<!-- example: not run") {
                skipNext = true
            }
        }
        return found
    }

    static func example(_ lines: [String], file: String, line: Int) -> Example? {
        if let first = lines.first, first.hasPrefix("$ "), first.contains("parley") {
            return Example(file: file, line: line, kind: .command, lines: lines)
        }
        // A REPL session without its command line: the lines a user typed, and what printed.
        if let first = lines.first, first.hasPrefix("> :"), !lines.contains(where: { $0.hasPrefix("< ") }) {
            return Example(file: file, line: line, kind: .command, lines: ["$ parley"] + lines)
        }
        let transcriptMarks: Set<Character> = ["#", "@", ">", "<", "="]
        let isTranscript = lines.allSatisfy { $0.isEmpty || $0.first.map(transcriptMarks.contains) == true }
            && lines.contains { $0.hasPrefix("> ") } && lines.contains { $0.hasPrefix("< ") || $0.hasPrefix("= ") }
        return isTranscript ? Example(file: file, line: line, kind: .transcript, lines: lines) : nil
    }

    @Test func theDocumentsHaveExamples() {
        #expect(Self.examples.filter { $0.kind == .command }.count >= 10)
        #expect(Self.examples.filter { $0.kind == .transcript }.count >= 10)
    }

    @Test(arguments: examples)
    func printsWhatTheDocumentShows(_ example: Example) throws {
        switch example.kind {
        case .command: try checkCommand(example)
        case .transcript: try checkTranscript(example)
        }
    }

    private func checkCommand(_ example: Example) throws {
        var command = String(example.lines[0].dropFirst(2))
        command = command.replacingOccurrences(of: "swift run parley", with: "parley")
        var expected = Array(example.lines.dropFirst())
        var input = ""
        if command == "parley" || command.hasPrefix("parley repl") {
            input = expected.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) + "\n" }.joined()
            expected = expected.filter { !$0.hasPrefix("> ") && !$0.hasPrefix("Parley — ") }
        }
        while expected.last == "" { expected.removeLast() }
        let binFolder = ParleyBinary.executable.deletingLastPathComponent().path
        let run = try ParleyBinary.run(
            ["-c", command + " 2>&1"], stdin: input,
            environment: ["PATH": binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")],
            program: URL(fileURLWithPath: "/bin/sh"))
        var actual = run.stdout.components(separatedBy: "\n").map(Self.withoutTimes)
        while actual.last == "" { actual.removeLast() }
        expected = expected.map(Self.withoutTimes)
        #expect(Self.matches(actual[...], expected[...]), "\(example.file):\(example.line): `\(command)` printed:\n\(actual.joined(separator: "\n"))")
    }

    private func checkTranscript(_ example: Example) throws {
        // An example's `@phrases` names the bundled catalog from wherever the doc imagines
        // the file, or one of the examples' folders (`../examples/siri-ai`); here it names it
        // from the test's folder.
        let lines = example.lines.map { line in
            guard line.hasPrefix("@phrases ") else { return line }
            if let examples = line.range(of: "examples/") { return "@phrases " + TestCatalog.root + "/" + line[examples.lowerBound...] }
            return line.replacingOccurrences(of: #"^@phrases\s+\S+"#, with: "@phrases " + TestCatalog.bundledDirectory, options: .regularExpression)
        }
        let name = example.file.replacingOccurrences(of: "/", with: "-") + "-\(example.line).transcript"
        let file = try ParleyBinary.temporaryFolder("doc-examples").appendingPathComponent(name)
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["test", "--phrases", TestCatalog.bundledDirectory, file.path])
        #expect(run.status == 0, "\(example.file):\(example.line): the transcript fails:\n\(run.stdout)\(run.stderr)")
    }

    /// A line with its run time, `(0.025 s)`, written `(… s)`: the one figure that differs by run.
    static func withoutTimes(_ line: String) -> String {
        line.replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "(… s)", options: .regularExpression)
    }

    /// Whether `actual` is `expected`, where a `…` line of `expected` stands for any lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }
}
