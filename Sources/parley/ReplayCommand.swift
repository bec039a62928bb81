import ArgumentParser
import Foundation
import ParleyText
import ParleyFrontEnd
import ParleyTranscript
import ParleyConsole

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "replay",
        abstract: "Print the dialogue that transcripts' '>' lines produce, in transcript form.",
        discussion: """
            Each file runs in a fresh session. The output is the file with every turn's \
            '<' (and '=') lines replaced by what happens now, so a file of '>' lines alone \
            becomes a complete transcript, and `diff` against the original shows what \
            changed. '-' reads a transcript from standard input (its @phrases folder is \
            relative to the current folder).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var dialogueOptions: DialogueOptions

    @Argument(help: "Transcript files, or - for standard input.")
    var files: [String]

    @Option(help: ArgumentHelp("Write what Siri says aloud in each turn as a WAV file in this folder (espeak-ng).", valueName: "dir"))
    var speakTo: String?

    @Flag(help: "Say what Siri says aloud (espeak-ng, played with aplay or afplay).")
    var speak = false

    func run() throws {
        if let speakTo { try Speaker.prepareFolder(speakTo) }
        if speak || speakTo != nil { try Speaker.checkEspeak() }
        if speak { try Speaker.checkPlayer() }
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: catalogOptions.catalogDirectories, locale: catalogOptions.locale,
            device: dialogueOptions.device, now: WallClock.now()), loader: CatalogOptions.loader)
        var badInput = false
        let wavFolders = WAVNames.folders(for: files)
        for (index, file) in files.enumerated() {
            let result: TranscriptResult
            do {
                result = runner.run(try Self.transcript(file))
            } catch {
                DiagnosticPrinter.standardError.print([error.diagnostic])
                badInput = true
                continue
            }
            guard result.problems.isEmpty, let update = TranscriptUpdater.update(result, everyTurn: true) else {
                DiagnosticPrinter.standardError.print(result.problems)
                badInput = true
                continue
            }
            if files.count > 1 { Terminal.write("\(index > 0 ? "\n" : "")# ==> \(file) <==\n") }
            Terminal.write(update.text)
            if speak || speakTo != nil {
                let turns = SpokenTurns.turns(of: result, device: dialogueOptions.device, locale: catalogOptions.locale, folder: wavFolders[index])
                if let speakTo { try Speaker.write(turns, to: speakTo) }
                if speak { try Speaker.play(turns) }
            }
        }
        if badInput { throw ExitCode(2) }
    }

    /// A transcript file, or standard input for `-`.
    private static func transcript(_ file: String) throws(TranscriptError) -> Transcript {
        guard file == "-" else { return try TranscriptParser.parse(file: file) }
        do {
            let text = try SourceText.readStandardInput(what: "transcript")
            return try TranscriptParser.parse(text, file: "<stdin>")
        } catch let error as SourceText.ReadError {
            throw TranscriptError(.unreadable(error.message), file: "<stdin>", line: error.line, column: error.column)
        } catch let error as TranscriptError {
            throw error
        } catch {
            throw TranscriptError(.unreadable("cannot read standard input"), file: "<stdin>", line: 1)
        }
    }
}
