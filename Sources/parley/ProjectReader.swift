import Foundation
import ParleyConsole
import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `parley-project`, the program beside `parley` that reads iOS projects (`parley import`,
/// `parley lint --project`). It is a program of its own because swift-syntax, which it needs,
/// would otherwise be most of `parley`: its protocol conformances, which the Swift runtime
/// scans on each first use of a type, made every command start slower (docs/DECISIONS.md).
enum ProjectReader {
    static let programName = "parley-project"

    /// Where `parley-project` is expected: beside this program.
    private static var expectedPath: String? { RunningProgram.sibling(programName) }

    /// `parley-project` beside this program, when it is there and can be run.
    private static var installedPath: String? {
        expectedPath.flatMap { access($0, X_OK) == 0 ? $0 : nil }
    }

    static var isInstalled: Bool { installedPath != nil }

    /// The longest an import or a project lint may run: minutes for the largest real project.
    static let timeLimitSeconds = 600

    /// Replaces this process with `parley-project` and the arguments (its exit status is
    /// the command's); or, when it cannot be started, says why and exits with status 1.
    static func run(_ arguments: [String], for command: String) -> Never {
        guard let path = installedPath else {
            Terminal.writeError("""
                error: '\(command)' is done by \(programName), which is not at \(expectedPath ?? programName). \
                Build it with 'swift build' (which builds both programs; 'swift run parley' builds parley alone), \
                and install it beside parley.

                """)
            exit(1)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        // A pending alarm outlives exec: parley-project, which takes this process's place, is
        // stopped by it however it is stuck (a file it parses has its own, shorter budget).
        alarm(UInt32(timeLimitSeconds))
        execv(path, argv)
        alarm(0)
        Terminal.writeError("error: cannot run \(path): \(String(cString: strerror(errno)))\n")
        exit(1)
    }
}
