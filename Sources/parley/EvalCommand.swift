import ArgumentParser
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

    func run() throws {
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
}
