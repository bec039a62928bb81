import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog

@main
struct Parley: ParsableCommand {
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "parley",
        abstract: "Rehearse Siri conversations with your App Shortcuts before you ship them.",
        discussion: """
            Parley loads App Shortcuts catalogs (phrases/*.yaml), matches spoken-style \
            utterances against their phrases the way Siri does, and runs the dialogue. \
            Without a command it starts the REPL.
            """,
        version: version,
        subcommands: [ReplCommand.self, MatchCommand.self, ReplayCommand.self, TestCommand.self, GraphCommand.self, LintCommand.self, ImportCommand.self, EvalCommand.self, BenchCommand.self],
        defaultSubcommand: ReplCommand.self
    )

    /// Catches a mistyped command before the REPL (the default command) would take it for
    /// an argument and print its own usage.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if !names.contains(first) {
                let guess = names.map { ($0, EditDistance.between(first.lowercased(), $0)) }.min { $0.1 < $1.1 }
                var message = "error: unknown command '\(first)'"
                if let guess, guess.1 <= 2 { message += "; did you mean '\(guess.0)'?" }
                message += "\nCommands: \(names.dropLast().joined(separator: ", ")). See 'parley --help'.\n"
                FileHandle.standardError.write(Data(message.utf8))
                Foundation.exit(2)
            }
        }
        main(arguments)
    }
}
