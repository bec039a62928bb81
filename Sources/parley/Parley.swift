import ArgumentParser
import Foundation
import ParleyConsole
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
        // The REPL is the default command, but not through `defaultSubcommand`: with one, the
        // argument parser reflects over the REPL's options on every run of every command (a
        // tenth of a one-utterance `parley match`). `main` routes to it instead.
        subcommands: [ReplCommand.self, MatchCommand.self, ReplayCommand.self, TestCommand.self, GraphCommand.self, LintCommand.self, ImportCommand.self, StudioCommand.self, EvalCommand.self, BenchCommand.self, ExportCommand.self]
    )

    /// The options of `parley` itself; any other option goes to the REPL (`parley --device homepod`).
    private static let ownOptions = Set(["-h", "--help", "--help-hidden", "--version"] + rootOnlyOptions)

    /// Starts the REPL when no command is given, and catches a mistyped command before the
    /// REPL would take it for an argument and print its own usage.
    static func main() {
        StandardStream.holdClosedDescriptors()
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty || (arguments[0].hasPrefix("-") && !ownOptions.contains(arguments[0].prefix { $0 != "=" }.description)) {
            arguments.insert("repl", at: 0)
        }
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if !names.contains(first) {
                let guess = names.map { ($0, EditDistance.between(first.lowercased(), $0)) }.min { $0.1 < $1.1 }
                var message = "error: unknown command '\(first)'"
                if let guess, guess.1 <= 2 { message += "; did you mean '\(guess.0)'?" }
                message += "\nCommands: \(names.dropLast().joined(separator: ", ")). See 'parley --help'.\n"
                Terminal.writeError(message)
                Foundation.exit(2)
            }
        }
        guard var command = parsedByItself(arguments) else {
            return main(arguments)
        }
        do {
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    /// The command that `arguments` name, parsed by itself, when they ask nothing of `parley`
    /// and parse without an error. Parsed from `parley`, every run also looks for
    /// `--generate-completion-script` by parsing the arguments as two more commands, each a
    /// first use of the argument parser's reflection (BENCHMARKS.md, "Cold start"). A
    /// command parsed as the root skips that look, as the argument parser does for a command
    /// with a super-command (`parleyCommand`). Everything the parser would print — help, the
    /// version, usage errors — comes from parsing again from `parley`, so it reads as it always
    /// has; a command that parses is run as `main` would run it.
    private static func parsedByItself(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first,
              !arguments.contains(where: { argument in rootOnlyOptions.contains { argument.hasPrefix($0) } }),
              let command = configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return nil }
        return try? command.parseAsRoot(Array(arguments.dropFirst()))
    }

    /// The options only `parley` itself answers, wherever they appear: a completion script or
    /// help dump covers every command.
    private static let rootOnlyOptions = ["--generate-completion-script", "--experimental-dump-help", "---completion"]
}

extension CommandConfiguration {
    /// A Parley command's configuration. It names `parley` as the command's super-command, which
    /// spares a command parsed by itself the completion-script look (`Parley.main`), and carries
    /// Parley's version, which `parley NAME --help` lists as an option.
    static func parleyCommand(_ name: String, abstract: String, discussion: String) -> CommandConfiguration {
        CommandConfiguration(commandName: name, _superCommandName: "parley", abstract: abstract, discussion: discussion, version: Parley.version)
    }
}
