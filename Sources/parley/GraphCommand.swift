import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog
import ParleyTranscript
import ParleyCoverage

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw each intent's dialogue as a graph (Mermaid, Graphviz DOT or SVG).",
        discussion: """
            Draws how shortcuts and phrases enter each intent, each parameter's prompt, \
            choice and confirmation, requirements, failures, the intent's confirmation and \
            its results, and where "cancel" and three misunderstandings lead. With \
            --coverage, runs those transcripts and draws what they never reached dashed \
            and red. SVG needs Graphviz's `dot` on the PATH.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot, svg
    }

    @OptionGroup var catalogOptions: CatalogOptions

    @Argument(help: ArgumentHelp("Apps to draw, or one intent as App/Intent (default: every app).", valueName: "app"))
    var selection: [String] = []

    @Option(help: "mermaid, dot or svg.")
    var format: Format = .mermaid

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Transcript files or folders to run; what they never reach is marked.", valueName: "path"))
    var coverage: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let catalog = try catalogOptions.loadCatalog()
        var maps = try Self.select(selection, in: catalog).map { app, intent in
            DialogueMap(app: app, intent: intent, locale: catalogOptions.locale)
        }
        if !coverage.isEmpty {
            let reached = try reachedPoints()
            for (position, (app, _)) in try Self.select(selection, in: catalog).enumerated() {
                maps[position].reached = reached.reachedPoints(ofAppAt: app.file, named: app.key)
            }
        }
        let text: String
        switch format {
        case .mermaid: text = MermaidWriter.write(maps)
        case .dot: text = DotWriter.write(maps, title: "Parley dialogue map")
        case .svg: text = try Graphviz.svg(from: DotWriter.write(maps, title: "Parley dialogue map"))
        }
        if let output {
            do {
                try AtomicFile.write(text, to: output)
            } catch {
                Terminal.writeError("error: \(error.message)\n")
                throw ExitCode(2)
            }
        } else {
            Terminal.write(text)
        }
    }

    /// The intents to draw, in catalog order; an unknown app or intent is an error.
    static func select(_ selection: [String], in catalog: Catalog) throws -> [(App, Intent)] {
        guard !selection.isEmpty else { return catalog.apps.flatMap { app in app.intents.map { (app, $0) } } }
        return try selection.flatMap { item -> [(App, Intent)] in
            let parts = item.split(separator: "/", maxSplits: 1).map(String.init)
            guard let appIndex = catalog.appIndex(named: parts.first ?? "") else {
                Terminal.writeError("error: no app '\(parts.first ?? "")'; apps: \(catalog.apps.map(\.key).joined(separator: ", "))\n")
                throw ExitCode(2)
            }
            let app = catalog.apps[appIndex]
            guard parts.count == 2 else { return app.intents.map { (app, $0) } }
            guard let intent = app.intent(parts[1]) else {
                Terminal.writeError("error: \(app.key) has no intent '\(parts[1])'; it has: \(app.intents.map(\.key).joined(separator: ", "))\n")
                throw ExitCode(2)
            }
            return [(app, intent)]
        }
    }

    /// Runs the --coverage transcripts, each in its own session, and gathers what they reached.
    private func reachedPoints() throws -> Coverage {
        let files = try TestCommand.transcripts(in: coverage)
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale, now: WallClock.now()),
            recordsDialogueEvents: true)
        let results = TestCommand.run(files, runner: runner, jobs: ProcessInfo.processInfo.activeProcessorCount)
        let problems = results.flatMap(\.problems)
        if !problems.isEmpty {
            DiagnosticPrinter.standardError.print(problems)
            throw ExitCode(2)
        }
        let failed = results.filter { !$0.passed }.count
        if failed > 0 {
            Terminal.writeError("warning: \(failed) of \(results.count) transcripts fail; the map shows what they reached all the same\n")
        }
        return TestCommand.coverage(of: results)
    }
}

/// Graphviz's `dot`, found on the PATH.
enum Graphviz {
    /// Seconds `dot` may take before it is stopped.
    static let timeLimit: Double = 120

    static func svg(from dot: String) throws -> String {
        guard let executable = findDot() else {
            Terminal.writeError("""
                error: --format svg draws with Graphviz's `dot`, which is not installed (or not on the PATH).
                Install Graphviz (Debian, Ubuntu: sudo apt-get install graphviz; macOS: brew install graphviz), \
                or write --format dot and draw it elsewhere.

                """)
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A graph of hundreds of apps can keep dot busy for a very long time: bound it.
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: stop)
        defer { stop.cancel() }
        // Write, read and read its complaints at once: a large graph fills any one pipe.
        let complaints = ErrorText()
        let helpers = DispatchGroup()
        DispatchQueue.global().async(group: helpers) {
            input.fileHandleForWriting.write(Data(dot.utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: helpers) {
            complaints.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        helpers.wait()
        let complaint = complaints.data
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Terminal.writeError("error: dot did not finish within \(Int(timeLimit)) s; draw fewer intents (parley graph APP or APP/INTENT), or write --format dot\n")
            throw ExitCode(2)
        }
        guard process.terminationStatus == 0 else {
            Terminal.writeError("error: dot failed: \(String(decoding: complaint, as: UTF8.self))\n")
            throw ExitCode(2)
        }
        return String(decoding: svg, as: UTF8.self)
    }

    private static func findDot() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What `dot` wrote on standard error, filled by the thread that reads it.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
