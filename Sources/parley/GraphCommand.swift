import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog
import ParleyTranscript
import ParleyCoverage
import ParleyConsole
import ParleyFrontEnd

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
        case .svg:
            do throws(GraphvizError) {
                var pictures: [String] = []
                for map in maps { pictures.append(try Graphviz.svg(from: DotWriter.write([map], title: "Parley dialogue map"))) }
                text = try Graphviz.stackedSVG(pictures)
            } catch {
                Terminal.writeError("error: \(error.message)\n")
                throw ExitCode(error.exitCode)
            }
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
        return Coverage.reached(by: results)
    }
}
