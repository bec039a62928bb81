import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog
import ParleyEvaluation
import ParleyConsole

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "eval",
        abstract: "Measure matching quality on a labelled corpus of utterances.",
        discussion: """
            Reads DIR/catalogs (the apps) and DIR/exact.tsv, flexible.tsv, must-not-match.tsv \
            and ambiguous.tsv (lines of locale, utterance and expected outcome, tab-separated); \
            prints per group how many were right, the false-trigger rate, and every miss with \
            the reason. Exit status 1 when anything is missed.
            """
    )

    @Argument(help: "The corpus folder.")
    var directory = "eval"

    @Flag(help: "Print only the figures, not each miss.")
    var summary = false

    @Flag(help: "Say each phrase of the catalogs as a recognizer might write it (docs/SPEECH.md) and count what each variant runs.")
    var mishear = false

    @Option(name: .customLong("phrases"), help: ArgumentHelp("With --mishear: catalog folders to use instead of the corpus's (repeatable).", valueName: "dir"))
    var phrases: [String] = []

    @Option(help: ArgumentHelp("With --mishear: the locale the phrases are said in.", valueName: "code"))
    var locale = "en"

    func run() throws {
        if mishear { return try runMishearing() }
        let catalog: Catalog
        let corpus: EvaluationCorpus
        do {
            catalog = try CatalogOptions.loader.load(directories: [directory + "/catalogs"])
            corpus = try EvaluationCorpus.load(directory: directory)
        } catch let error as CatalogError {
            DiagnosticPrinter.standardError.print(error.diagnostics)
            throw ExitCode(2)
        } catch let diagnostic as Diagnostic {
            DiagnosticPrinter.standardError.print([diagnostic])
            throw ExitCode(2)
        }
        let outcomes = Evaluator(catalog: catalog).evaluate(corpus)
        Terminal.write(EvaluationReport(outcomes: outcomes).lines(showMisses: !summary).joined(separator: "\n") + "\n")
        if outcomes.contains(where: { !$0.isRight }) { throw ExitCode(1) }
    }

    /// `--mishear`: exit status 1 when a mis-heard phrase runs another shortcut.
    private func runMishearing() throws {
        let catalog: Catalog
        let folders = phrases.isEmpty ? [directory + "/catalogs"] : phrases
        var isFolder: ObjCBool = false
        if phrases.isEmpty, !FileManager.default.fileExists(atPath: folders[0], isDirectory: &isFolder) || !isFolder.boolValue {
            // A folder of catalogs rather than an evaluation corpus: say how to name it.
            Terminal.writeError("error: no catalog folder at '\(folders[0])': --mishear reads the corpus's catalogs/ folder; for a folder of catalogs, give it with --phrases DIR\n")
            throw ExitCode(2)
        }
        do {
            catalog = try CatalogOptions.loader.load(directories: folders)
        } catch {
            DiagnosticPrinter.standardError.print(error.diagnostics)
            throw ExitCode(2)
        }
        let report = MishearingReport(catalog: catalog, locale: locale)
        Terminal.write(report.lines(everyPhrase: false).joined(separator: "\n") + "\n")
        if report.ranElseCount > 0 { throw ExitCode(1) }
    }
}
