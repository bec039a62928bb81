import ArgumentParser

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "studio",
        abstract: "Talk to the catalog in a browser, watch its map, run and save transcripts.",
        discussion: """
            Serves a page on 127.0.0.1 (docs/STUDIO.md) and prints its address with a token. \
            Options: --phrases DIR (repeatable; default ./phrases), --transcripts DIR \
            (repeatable; default ./transcripts; saves go into the first), --port N (default \
            8765; 0 picks a free one), --locale CODE. The page is served by parley-studio, \
            installed beside parley.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("parley-studio's options.", valueName: "option"))
    var arguments: [String] = []

    func run() throws {
        SiblingProgram.studio.run(arguments, for: "parley studio")
    }
}
