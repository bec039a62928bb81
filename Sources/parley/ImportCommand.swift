import ArgumentParser

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "import",
        abstract: "Write catalogs from iOS projects' Swift sources and resource files.",
        discussion: """
            Reads each project folder statically (no build, no Xcode) and writes one catalog per app into --out, \
            plus an overlay (<app>.overlay.yaml) for what only exists when the app runs. A catalog the importer \
            wrote is rewritten on the next import; one a person edited, and any existing overlay, is left alone. \
            Exit status 2 when a project has what Xcode rejects (a phrase without \\(.applicationName), a phrase \
            parameter that is not an enum or entity, more than 10 shortcuts) or no provider; 1 when a file could \
            not be written. See docs/IMPORT.md.
            """
    )

    @Argument(help: ArgumentHelp("iOS project folders.", valueName: "project"))
    var projects: [String]

    @Option(help: ArgumentHelp("Where to write the catalogs.", valueName: "dir"))
    var out: String = "phrases"

    @Option(help: ArgumentHelp("The app's name, when the project does not give one (overrides Info.plist).", valueName: "name"))
    var name: String?

    /// The work is done by `parley-project`, which `parley` does not link (see `SiblingProgram`).
    func run() throws {
        SiblingProgram.project.run(["import", out, name ?? ""] + projects, for: "parley import")
    }
}
