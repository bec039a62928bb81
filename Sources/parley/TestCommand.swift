import ArgumentParser
import Foundation
import ParleyText
import ParleyTranscript
import ParleyCatalog
import ParleyCoverage
import ParleyConsole
import ParleyFrontEnd

#if canImport(Glibc)
import Glibc
#endif

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "test",
        abstract: "Run transcripts and compare the dialogue with what they expect.",
        discussion: """
            Finds *.transcript files (folders are searched recursively; default ./transcripts), \
            runs each in a fresh session, in parallel, and prints each failing transcript's \
            first differing turn as a diff. Ends with 'N passed, N failed'. Exit status: \
            0 all passed, 1 failures, 2 bad input (a malformed transcript, a catalog that does \
            not load, no transcript found).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var dialogueOptions: DialogueOptions

    @Argument(help: "Transcript files or folders.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write one self-contained HTML page: every transcript as a conversation, the diffs, coverage and each app's dialogue map.", valueName: "file"))
    var html: String?

    @Flag(help: "Print the results as one JSON object instead of text.")
    var json = false

    @Flag(help: "Rewrite the expectations of failing transcripts with what happened (atomically, keeping each file's line endings and mode).")
    var update = false

    @Option(help: ArgumentHelp("Run only transcripts whose path contains this text.", valueName: "text"))
    var filter: String?

    @Flag(name: .shortAndLong, help: "List every transcript with its result and time (with --json: each transcript's seconds).")
    var verbose = false

    @Flag(help: "Stop at the first transcript that fails (in file order).")
    var failFast = false

    @Option(help: ArgumentHelp("How many transcripts to run at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Report which catalog items the transcripts reached, per app (with --json: under \"coverage\").")
    var coverage = false

    @Option(help: ArgumentHelp("Write every coverage item, its state and the transcript lines that reached it, as JSON.", valueName: "file"))
    var coverageJson: String?

    @Option(help: ArgumentHelp("Exit 1 when the transcripts reach less than this percentage of the catalog items.", valueName: "percent"))
    var minCoverage: Double?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of at least 1") }
        if let minCoverage, !(0...100).contains(minCoverage) { throw ValidationError("--min-coverage takes a percentage from 0 to 100") }
    }

    private var collectsCoverage: Bool { coverage || coverageJson != nil || minCoverage != nil || html != nil }

    func run() throws {
        let files = try Self.transcripts(in: paths.isEmpty ? ["transcripts"] : paths, filter: filter)
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale,
            device: dialogueOptions.device, now: WallClock.now()), recordsDialogueEvents: collectsCoverage, loader: CatalogOptions.loader)
        var results = failFast
            ? Self.runUntilFailure(files, runner: runner)
            : runner.run(files: files, jobs: jobs ?? RunningProgram.processorCount)
        if update { results = updateFiles(results, runner: runner) }

        let report = TestReport(results: results)
        let reached = collectsCoverage ? Coverage.reached(by: results) : nil
        let coverageReport = reached?.report
        // Built only when written: for a large catalog it costs as much as the text report.
        let coverageJSON = json || coverageJson != nil ? coverageReport?.json : nil
        do {
            if let junit { try AtomicFile.write(report.junitXML(), to: junit) }
            if let coverageJson, let coverageJSON { try AtomicFile.write(coverageJSON.serialized + "\n", to: coverageJson) }
            if let html, let reached {
                let page = TestHTMLReport(report: report, coverage: reached, device: dialogueOptions.device, locale: catalogOptions.locale)
                    .html(drawMaps: Graphviz.isInstalled ? { try Graphviz.svg(from: $0) } : nil)
                try AtomicFile.write(page, to: html)
            }
        } catch {
            Terminal.writeError("error: \(error.message)\n")
            throw ExitCode(2)
        }
        // Bad input is an error: it goes to stderr, whatever the report format, with a warning
        // for each transcript that checked nothing.
        DiagnosticPrinter.standardError.print(results.flatMap(\.problems) + report.uncheckedWarnings)
        if json {
            var object = report.json(timings: verbose)
            if coverage, let coverageJSON, case .object(var members) = object {
                members.append(JSONValue.Member(key: "coverage", value: coverageJSON))
                object = .object(members)
            }
            Terminal.write(object.serialized + "\n")
        } else {
            printText(report, coverage: coverage ? coverageReport : nil)
        }
        if report.hasBadInput { throw ExitCode(2) }
        if report.failedCount > 0 { throw ExitCode(1) }
        if let minCoverage, let coverageReport, !coverageReport.reaches(minCoverage) {
            Terminal.writeError("error: coverage \(coverageReport.percentText) is below --min-coverage \(minCoverage.formattedNumber)%\n")
            throw ExitCode(1)
        }
    }

    /// The transcript files under `paths`; finding none is bad input (exit 2).
    static func transcripts(in paths: [String], filter: String? = nil) throws -> [String] {
        var files: [String]
        do {
            var skipped: [String] = []
            files = try TranscriptFinder.find(paths, skipped: &skipped)
            DiagnosticPrinter.standardError.print(skipped.map { Diagnostic(.warning, "'\($0)' is not a regular file (a named pipe, device or socket); skipped", at: nil) })
        } catch {
            DiagnosticPrinter.standardError.print([Diagnostic(.error, error.message, at: nil)])
            throw ExitCode(2)
        }
        if let filter { files = files.filter { $0.contains(filter) } }
        guard !files.isEmpty else {
            let filtered = filter.map { " matching --filter '\($0)'" } ?? ""
            Terminal.writeError("error: no transcript (*.transcript) found in \(paths.joined(separator: ", "))\(filtered)\n")
            throw ExitCode(2)
        }
        return files
    }

    /// Rewrites failing transcripts and runs them again; says what it changed on stderr.
    private func updateFiles(_ results: [TranscriptResult], runner: TranscriptRunner) -> [TranscriptResult] {
        var results = results
        for (index, result) in results.enumerated() where !result.passed && !result.isBadInput {
            guard let update = TranscriptUpdater.update(result) else { continue }
            do {
                try AtomicFile.write(update.text, to: result.file)
                let lines = update.changedTurns.map(String.init).joined(separator: ", ")
                let count = update.changedTurns.count
                Terminal.writeError("updated \(result.file): \(count) turn\(count == 1 ? "" : "s") (line\(count == 1 ? "" : "s") \(lines))\n")
                results[index] = runner.run(file: result.file)
            } catch {
                Terminal.writeError("error: cannot update \(result.file): \(error.message)\n")
            }
        }
        return results
    }

    /// Failures first, then the coverage table, then the summary line, which ends the output.
    private func printText(_ report: TestReport, coverage: CoverageReport?) {
        let color = Terminal.colorEnabled(fileDescriptor: STDOUT_FILENO)
        if verbose {
            for result in report.results {
                let status = result.isBadInput ? "ERROR" : result.passed ? "ok" : "FAIL"
                Terminal.write("\(status) \(result.file) (\(String(format: "%.3f", result.seconds)) s)\n")
            }
        }
        let failureLines = report.failureLines(problems: false)
        for line in failureLines where !line.hasPrefix("FAIL ") || !verbose {
            guard color else {
                Terminal.write(line + "\n")
                continue
            }
            let styled = if line.hasPrefix("FAIL ") { "\u{1B}[1;31m\(line)\u{1B}[0m" }
                else if line.hasPrefix("  - ") { "\u{1B}[31m\(line)\u{1B}[0m" }
                else if line.hasPrefix("  + ") { "\u{1B}[32m\(line)\u{1B}[0m" }
                else { line }
            Terminal.write(styled + "\n")
        }
        if let coverage {
            if verbose || !failureLines.isEmpty { Terminal.write("\n") }
            Terminal.write(coverage.text)
        }
        Terminal.write(report.summary + "\n")
    }

    /// One file after another, stopping after the first that does not pass.
    static func runUntilFailure(_ files: [String], runner: TranscriptRunner) -> [TranscriptResult] {
        var results: [TranscriptResult] = []
        for file in files {
            let result = runner.run(file: file)
            results.append(result)
            if !result.passed { break }
        }
        return results
    }
}
