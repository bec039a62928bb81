import ArgumentParser
import ParleyCore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Print the dialogue that transcripts' '>' lines produce, in transcript form.",
        discussion: """
            Each file runs in a fresh session. The output is the file with every turn's \
            '<' lines replaced by what Siri says now, so a file of '>' lines alone becomes a \
            complete transcript, and `diff` against the original shows what changed.
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var dialogueOptions: DialogueOptions

    @Argument(help: "Transcript files.")
    var files: [String]

    func run() throws {
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale, device: dialogueOptions.device))
        var badInput = false
        for (index, file) in files.enumerated() {
            let result = runner.run(file: file)
            guard result.problems.isEmpty, let text = TranscriptUpdater.updatedText(result, onlyFailing: false) else {
                DiagnosticPrinter.standardError.print(result.problems)
                badInput = true
                continue
            }
            if files.count > 1 { Terminal.write("\(index > 0 ? "\n" : "")# ==> \(file) <==\n") }
            Terminal.write(text)
        }
        if badInput { throw ExitCode(2) }
    }
}
