import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog
import ParleyTranscript
import ParleyCoverage
import ParleyConsole

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "graph",
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
        let selected = try Self.select(selection, in: catalog)
        var maps = selected.map { app, intent in DialogueMap(app: app, intent: intent, locale: catalogOptions.locale) }
        if !coverage.isEmpty {
            let reached = try reachedPoints()
            // Looked up once per app, not once per intent.
            var reachedByApp: [String: Set<CoveragePoint>] = [:]
            for (position, (app, _)) in selected.enumerated() {
                let key = "\(app.file)\n\(app.key)"
                if reachedByApp[key] == nil { reachedByApp[key] = reached.reachedPoints(ofAppAt: app.file, named: app.key) }
                maps[position].reached = reachedByApp[key]
            }
        }
        let text: String
        switch format {
        case .mermaid: text = MermaidWriter.write(maps)
        case .dot: text = DotWriter.write(maps, title: "Parley dialogue map")
        case .svg: text = try Graphviz.stackedSVG(maps.map { try Graphviz.svg(from: DotWriter.write([$0], title: "Parley dialogue map")) })
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
            // `APP` or `APP/INTENT`; an app's name may itself hold a slash, an intent key not.
            if let appIndex = catalog.appIndex(named: item) {
                let app = catalog.apps[appIndex]
                return app.intents.map { (app, $0) }
            }
            let slash = item.lastIndex(of: "/")
            let appName = slash.map { String(item[..<$0]) } ?? item
            guard let appIndex = catalog.appIndex(named: appName) else {
                Terminal.writeError("error: no app '\(appName)'; apps: \(catalog.apps.map(\.key).joined(separator: ", "))\n")
                throw ExitCode(2)
            }
            let app = catalog.apps[appIndex]
            let intentKey = slash.map { String(item[item.index(after: $0)...]) } ?? ""
            guard let intent = app.intent(intentKey) else {
                Terminal.writeError("error: \(app.key) has no intent '\(intentKey)'; it has: \(app.intents.map(\.key).joined(separator: ", "))\n")
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
            recordsDialogueEvents: true, loader: CatalogOptions.loader)
        let results = runner.run(files: files, jobs: RunningProgram.processorCount)
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
    /// Pictures drawn one per intent, one under another in a single SVG: dot lays the
    /// clusters of one graph side by side, and a whole app's map (four intents: 2,200 × 553
    /// px) could not be read.
    static func stackedSVG(_ pictures: [String]) throws -> String {
        guard pictures.count > 1 else { return pictures.first ?? "" }
        let gap = 16.0
        var width = 0.0, height = 0.0
        var parts: [String] = []
        for (number, picture) in pictures.enumerated() {
            guard let open = picture.range(of: "<svg"), let openEnd = picture[open.upperBound...].firstIndex(of: ">"),
                  let close = picture.range(of: "</svg>", options: .backwards),
                  let size = Self.points(in: String(picture[open.lowerBound...openEnd]))
            else {
                Terminal.writeError("error: dot drew a picture that is not SVG\n")
                throw ExitCode(1)
            }
            // Ids are unique per picture; prefixed, they stay unique in the whole.
            let body = picture[picture.index(after: openEnd)..<close.lowerBound].replacingOccurrences(of: " id=\"", with: " id=\"m\(number)_")
            parts.append(#"<svg x="0" y="\#(format(height))" width="\#(format(size.width))" height="\#(format(size.height))" viewBox="\#(size.viewBox)">"# + body + "</svg>")
            width = max(width, size.width)
            height += size.height + gap
        }
        height -= gap
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg width="\(format(width))pt" height="\(format(height))pt" viewBox="0 0 \(format(width)) \(format(height))" \
            xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            \(parts.joined(separator: "\n"))
            </svg>

            """
    }

    /// The width and height (in points) and the view box of dot's `<svg …>` tag.
    private static func points(in tag: String) -> (width: Double, height: Double, viewBox: String)? {
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            return tag[start.upperBound...].prefix { $0 != "\"" }.description
        }
        guard let width = attribute("width").flatMap({ Double($0.replacingOccurrences(of: "pt", with: "")) }),
              let height = attribute("height").flatMap({ Double($0.replacingOccurrences(of: "pt", with: "")) }),
              let viewBox = attribute("viewBox")
        else { return nil }
        return (width, height, viewBox)
    }

    private static func format(_ number: Double) -> String {
        String(format: "%.2f", number)
    }

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
        // If dot stops reading (it failed early), the write fails instead of killing parley
        // with SIGPIPE, and dot's own complaint is reported below. Only while dot reads: a
        // closed standard output (`parley graph … | head`) still ends parley as usual.
        signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, SIG_DFL) }
        DispatchQueue.global().async(group: helpers) {
            try? input.fileHandleForWriting.write(contentsOf: Data(dot.utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: helpers) {
            complaints.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        helpers.wait()
        let complaint = complaints.data
        process.waitUntilExit()
        // Stopped by the SIGTERM of the time limit, or by a signal of its own (a crash).
        guard process.terminationReason == .exit else {
            if process.terminationStatus == SIGTERM {
                Terminal.writeError("error: dot did not finish within \(Int(timeLimit)) s; draw fewer intents (parley graph APP or APP/INTENT), or write --format dot\n")
            } else {
                Terminal.writeError("error: dot stopped with signal \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))\n")
            }
            throw ExitCode(2)
        }
        guard process.terminationStatus == 0 else {
            Terminal.writeError("error: dot failed: \(String(decoding: complaint, as: UTF8.self))\n")
            throw ExitCode(2)
        }
        return String(decoding: svg, as: UTF8.self)
    }

    private static func findDot() -> String? {
        let path = RunningProgram.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What `dot` wrote on standard error, filled by the thread that reads it.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
