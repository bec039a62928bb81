import ArgumentParser
import Foundation
import ParleyCore

#if canImport(Glibc)
import Glibc
#endif

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run transcripts and compare the dialogue with what they expect.",
        discussion: """
            Finds *.transcript files (folders are searched recursively; default ./transcripts), \
            runs each in a fresh session, in parallel, and prints a diff for every turn that \
            differs. Ends with 'N passed, N failed'. Exit status: 0 all passed, 1 failures, \
            2 bad input (a malformed transcript, a catalog that does not load).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var dialogueOptions: DialogueOptions

    @Argument(help: "Transcript files or folders.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print the results as one JSON object instead of text.")
    var json = false

    @Flag(help: "Rewrite the expected lines of failing transcripts with the actual output (atomically).")
    var update = false

    @Option(help: ArgumentHelp("Run only transcripts whose path contains this text.", valueName: "pattern"))
    var filter: String?

    func run() throws {
        let files: [String]
        do {
            files = try TranscriptFinder.find(paths.isEmpty ? ["transcripts"] : paths).filter { file in
                filter.map { file.contains($0) } ?? true
            }
        } catch {
            DiagnosticPrinter.standardError.print([error.diagnostic])
            throw ExitCode(2)
        }
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale, device: dialogueOptions.device))
        var results = Self.runInParallel(files, runner: runner)

        if update {
            for (index, result) in results.enumerated() where !result.passed && !result.isBadInput {
                guard let text = TranscriptUpdater.updatedText(result) else { continue }
                do {
                    try AtomicFile.write(text, to: result.file)
                    Terminal.writeError("updated \(result.file)\n")
                    results[index] = runner.run(file: result.file)
                } catch {
                    Terminal.writeError("error: cannot update \(result.file): \(error.localizedDescription)\n")
                }
            }
        }

        let report = TestReport(results: results)
        if let junit {
            do {
                try AtomicFile.write(report.junitXML(), to: junit)
            } catch {
                Terminal.writeError("error: cannot write \(junit): \(error.localizedDescription)\n")
                throw ExitCode(2)
            }
        }
        if json {
            Terminal.write(report.json().serialized + "\n")
        } else {
            printText(report)
        }
        if report.hasBadInput { throw ExitCode(2) }
        if report.failedCount > 0 { throw ExitCode(1) }
    }

    private func printText(_ report: TestReport) {
        let color = Terminal.colorEnabled(fileDescriptor: STDOUT_FILENO)
        for line in report.failureLines() {
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
        Terminal.write(report.summary + "\n")
    }

    /// Runs files on every core; results keep the files' order.
    static func runInParallel(_ files: [String], runner: TranscriptRunner) -> [TranscriptResult] {
        let results = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results[index] = runner.run(file: files[index])
        }
        return results.values
    }
}

/// One slot per file, filled from many threads, each slot by exactly one.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [TranscriptResult?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> TranscriptResult? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [TranscriptResult] { lock.withLock { slots.compactMap { $0 } } }
}
