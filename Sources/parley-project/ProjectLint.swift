import ParleyConsole
import ParleyImport
import ParleyText

/// `parley lint --project`: each project's translated phrases checked against its Swift source.
struct ProjectLint {
    /// Prints the findings and their count, a project that is not a folder counting as an
    /// error; returns the exit status (2 when a project is not a folder). A project with no
    /// translated phrases says so, so that "0 warnings" never stands for a check not made.
    func run(projects: [String]) -> Int32 {
        var missing = 0
        var findings: [Diagnostic] = []
        for project in projects {
            guard ProjectFolder.isThere(project) else {
                missing += 1
                continue
            }
            let result = ProjectImporter().importProject(at: project)
            if !result.hasPhraseTranslations {
                Terminal.writeError("note: \(project): no AppShortcuts.strings or AppShortcuts.xcstrings, so no translated phrases to check\n")
            }
            findings += result.localizationFindings
        }
        DiagnosticPrinter(useColor: Terminal.colorEnabled(fileDescriptor: 1)).printToStandardOutput(findings)
        Terminal.write("\(findings.count) warning\(findings.count == 1 ? "" : "s"), \(missing) error\(missing == 1 ? "" : "s")\n")
        return missing > 0 ? 2 : 0
    }
}
