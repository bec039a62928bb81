import ArgumentParser
import Foundation
import ParleyText
import ParleyDialogue
import ParleyConsole
import ParleyFrontEnd

#if canImport(Glibc)
import Glibc
#endif

struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "repl",
        abstract: "Talk to the simulated device (the default command).",
        discussion: """
            Type utterances as you would say them to Siri; lines starting with ':' are \
            commands (:help lists them). On a terminal, GNU readline gives line editing, \
            history (~/.parley_history) and tab completion; Ctrl-C abandons the current \
            dialogue and Ctrl-D exits. When standard input is not a terminal, lines are read \
            plainly and only the conversation is printed.
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var dialogueOptions: DialogueOptions

    @OptionGroup var siriAIOptions: SiriAIOptions

    @Flag(help: "Say what Siri says aloud, as the device would (espeak-ng, played with aplay or afplay).")
    var speak = false

    func run() throws {
        if speak { try Speaker.checkEspeak(); try Speaker.checkPlayer() }
        let catalog = try catalogOptions.loadCatalog(showWarnings: true)
        let session = Session(
            catalog: catalog, device: dialogueOptions.device, locale: catalogOptions.locale, now: WallClock.now(),
            indexes: CatalogOptions.indexes(for: catalog))
        // `--siri ai` and its settings, as `:siri ai` would make them (and `:save` records them).
        if !siriAIOptions.isClassic {
            for setting in try siriAIOptions.settings() {
                do throws(SessionError) {
                    try session.apply(setting)
                } catch {
                    Terminal.writeError("error: \(error.message)\n")
                    throw ExitCode(2)
                }
            }
        }
        let commands = ReplCommands(session: session, catalogDirectories: catalogOptions.catalogDirectories)
        let interactive = Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
        let color = Terminal.colorEnabled(fileDescriptor: STDOUT_FILENO)
        var reader: any LineReader = interactive
            ? ReadlineLineReader(historyFile: Self.historyFile, completions: Completer(session: session).candidates(for:))
            : PlainLineReader()
        defer { reader.close() }

        if interactive {
            let apps = catalog.apps.map { $0.name.resolved(for: session.locale) }.joined(separator: ", ")
            Terminal.write("Parley — \(apps) on a \(session.device.rawValue) (\(session.locale)). :help for commands, Ctrl-D to quit.\n")
        }
        // ASCII, so readline measures it right in any locale; it mirrors transcripts' '>' too.
        let prompt = color ? "\u{1}\u{1B}[1;32m\u{2}>\u{1}\u{1B}[0m\u{2} " : "> "
        while true {
            switch reader.readLine(prompt: prompt) {
            case .end:
                if interactive { Terminal.write("\n") }
                return
            case .interrupt:
                // Recorded as @cancel, so a saved transcript replays the same way.
                if !session.state.isIdle, (try? session.apply(.cancel)) != nil {
                    print(["Okay, cancelled."], color: color, system: true)
                }
            case .line(let line):
                if line.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
                    switch commands.run(line) {
                    case .quit: return
                    case .lines(let lines):
                        // A command that failed says so on stderr, like every other error.
                        for line in lines {
                            if line.hasPrefix("error: ") { Terminal.writeError(line + "\n") } else { print([line], color: color, system: false) }
                        }
                    }
                } else {
                    let before = session.state
                    let lines = session.respond(to: line)
                    print(lines, color: color, system: true)
                    if speak {
                        let said = SpokenTurns.spoken(lines, device: session.device)
                        if !said.isEmpty {
                            try Speaker.play([SpokenTurns.Turn(name: "turn.wav", text: said.joined(separator: " "), locale: session.locale)])
                        }
                    }
                    if commands.debug { print(commands.debugLines(input: line, stateBefore: before), color: color, system: false) }
                }
            }
        }
    }

    /// On a terminal (where colour is on), a control character an answer echoes is shown as
    /// `\u{…}`: what the user typed must not become an escape sequence.
    private func print(_ lines: [String], color: Bool, system: Bool) {
        for line in lines {
            Terminal.write(color ? "\(system ? "\u{1B}[36m" : "")\(line.controlsShown())\(system ? "\u{1B}[0m" : "")\n" : "\(line)\n")
        }
    }

    static var historyFile: String {
        let home = RunningProgram.environment("HOME") ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".parley_history")
    }
}

/// The options of commands that run a dialogue.
struct DialogueOptions: ParsableArguments {
    @Option(help: ArgumentHelp("phone (default) or homepod.", valueName: "device"))
    var device: Device = .phone
}

extension Device: ExpressibleByArgument {}
