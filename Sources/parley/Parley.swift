import ArgumentParser

@main
struct Parley: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parley",
        abstract: "Rehearse Siri conversations with your App Shortcuts before you ship them.",
        discussion: """
            Parley loads App Shortcuts catalogs (phrases/*.yaml), matches spoken-style \
            utterances against their phrases the way Siri does, and runs the dialogue.
            """,
        subcommands: [ReplCommand.self, MatchCommand.self, ReplayCommand.self, TestCommand.self, LintCommand.self, EvalCommand.self, BenchCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}
