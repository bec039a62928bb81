import ArgumentParser
import ParleyText
import ParleyCatalog
import ParleyLint
import ParleyConsole

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "lint",
        abstract: "Check catalogs for problems beyond load errors.",
        discussion: "Prints file:line:col: warning|error: message [rule]. Exit status 1 when there are errors, 2 when catalogs do not load. With --project, checks an iOS project's localized phrase files against its Swift source instead."
    )

    @Argument(help: "Catalog folders (default: ./phrases, or --phrases).")
    var directories: [String] = []

    @OptionGroup var catalogOptions: CatalogOptions

    @Flag(help: "List the rules and exit.")
    var rules = false

    @Option(help: ArgumentHelp("An iOS project folder whose phrase files to check (repeatable).", valueName: "dir"))
    var project: [String] = []

    func run() throws {
        if rules {
            for rule in Linter.rules { Terminal.write("\(rule.identifier): \(rule.summary)\n") }
            // The project rules are parley-project's (see `SiblingProgram`); without it, the
            // catalog rules are still the answer.
            guard SiblingProgram.project.isInstalled else {
                Terminal.write("(the --project rules are listed by \(SiblingProgram.project.name), which is not installed beside parley)\n")
                return
            }
            SiblingProgram.project.run(["rules"], for: "parley lint --rules")
        }
        if !project.isEmpty {
            SiblingProgram.project.run(["lint"] + project, for: "parley lint --project")
        }
        var options = catalogOptions
        if !directories.isEmpty { options.directories = directories }
        let catalog = try options.loadCatalog()
        let findings = Linter().lint(catalog)
        DiagnosticPrinter(useColor: Terminal.colorEnabled(fileDescriptor: 1)).printToStandardOutput(findings)
        let errors = findings.filter { $0.severity == .error }.count
        Terminal.write("\(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")\n")
        if errors > 0 { throw ExitCode(1) }
    }
}
