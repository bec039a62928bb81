import Foundation
import ParleyConsole
import ParleyImport

// parley-project: the part of Parley that reads iOS projects, run by `parley import` and
// `parley lint --project` with arguments they have already checked. It is a program of its
// own so that `parley` does not link swift-syntax (see Sources/parley/SiblingProgram.swift).
//
//     parley-project import OUT NAME PROJECT...    (NAME empty when none was given)
//     parley-project lint PROJECT...
//     parley-project rules
StandardStream.holdClosedDescriptors()
// `parley` set an alarm before starting this program: when it rings, say so and stop.
signal(SIGALRM) { _ in
    let message = "error: reading the project took longer than parley allows (10 minutes); stopped\n"
    _ = message.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(2)
}
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "import" where arguments.count >= 4:
    exit(ProjectImport(out: arguments[1], name: arguments[2].isEmpty ? nil : arguments[2]).run(projects: Array(arguments.dropFirst(3))))
case "lint" where arguments.count >= 2:
    exit(ProjectLint().run(projects: Array(arguments.dropFirst())))
case "rules" where arguments.count == 1:
    for rule in ProjectImporter.localizationRules { Terminal.write("\(rule.identifier): \(rule.summary) (--project)\n") }
default:
    Terminal.writeError("parley-project is run by 'parley import' and 'parley lint --project'; use those (see 'parley help import').\n")
    exit(2)
}
