import Foundation
import ArgumentParser
import ParleyText
import ParleyCatalog
import ParleyTranscript
import ParleyConsole
import ParleyFrontEnd

/// `parley export`: transcripts in another framework's form.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write transcripts in another framework's form.",
        version: Parley.version,
        subcommands: [SiriEvaluationsExport.self]
    )
}

/// `parley export siri-evaluations`: each transcript as a Swift file of Apple's SiriEvaluations
/// scenarios, for a UI test target (docs/SIRI_EVALUATIONS.md).
struct SiriEvaluationsExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "siri-evaluations",
        abstract: "Write each transcript as SiriEvaluations scenarios (Swift), for a UI test target.",
        discussion: """
            One Swift file per transcript in DIR: a SiriScenario per conversation, a UserTurn per \
            '>' line, Calls for '=' and '->' lines, SiriResponse for results. The same bytes on \
            every run; files are replaced whole, never through a symbolic link.
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions

    @Argument(help: "Transcript files or folders.")
    var paths: [String] = ["transcripts"]

    @Option(help: ArgumentHelp("The folder to write the Swift files into (made if missing).", valueName: "dir"))
    var out: String

    @Option(name: .customLong("bundle-id"), help: ArgumentHelp("The bundle identifier of the app under test; by default the one `parley import` read from its project.", valueName: "id"))
    var bundleID: String?

    @Option(help: ArgumentHelp("The app under test, when the catalog has several (default: the app the transcript's lines name most).", valueName: "app"))
    var app: String?

    func run() throws {
        let files = try TestCommand.transcripts(in: paths)
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale, device: .phone, now: WallClock.now()),
            recordsDialogueEvents: true, loader: CatalogOptions.loader)
        let results = runner.run(files: files, jobs: RunningProgram.processorCount)
        // A transcript that does not load stops the export, with nothing written.
        let problems = results.flatMap(\.problems)
        guard problems.isEmpty else {
            DiagnosticPrinter.standardError.print(problems)
            throw ExitCode(2)
        }
        var outputs: [(name: String, text: String)] = []
        for result in results {
            guard let catalog = result.catalog, !catalog.apps.isEmpty else { continue }
            let appIndex: Int
            if let app {
                guard let index = catalog.appIndex(named: app) else {
                    Terminal.writeError("error: unknown app '\(app)' in \(result.file); apps: \(catalog.apps.map(\.key).joined(separator: ", "))\n")
                    throw ExitCode(2)
                }
                appIndex = index
            } else {
                appIndex = ScenarioExporter.appUnderTest(result, catalog: catalog)
            }
            guard let bundle = bundleID ?? ScenarioExporter.importedBundleIdentifier(of: catalog.apps[appIndex]) else {
                Terminal.writeError("error: no bundle identifier for \(catalog.apps[appIndex].key) (\(result.file)): give it with --bundle-id; `parley import` records it when the project states it\n")
                throw ExitCode(2)
            }
            let exporter = ScenarioExporter(bundleIdentifier: bundle, appIndex: appIndex)
            outputs.append((ScenarioExporter.fileName(for: result.file), exporter.swift(for: result, catalog: catalog, name: result.file)))
        }
        var seen: Set<String> = []
        for output in outputs where !seen.insert(output.name).inserted {
            Terminal.writeError("error: two transcripts would both be written as \(output.name); export them to separate folders\n")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            Terminal.writeError("error: cannot make the folder \(out): \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
        for output in outputs {
            let path = (out as NSString).appendingPathComponent(output.name)
            do {
                try AtomicFile.write(output.text, to: path, followingLinks: false)
            } catch {
                Terminal.writeError("error: \(error.message)\n")
                throw ExitCode(2)
            }
            Terminal.write("wrote \(path)\n")
        }
    }
}
