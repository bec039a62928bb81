import Foundation
import ParleyConsole
import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program installed beside `parley` that does one command's work, run in `parley`'s
/// place: `parley-project` reads iOS projects (`parley import`, `parley lint --project`),
/// `parley-studio` serves the designers' page (`parley studio`). Each is a program of its
/// own because what it links would otherwise be most of `parley`: swift-syntax's protocol
/// conformances, which the Swift runtime scans on each first use of a type, made every
/// command start slower; the HTTP server would double `parley`'s build (docs/DECISIONS.md).
struct SiblingProgram {
    let name: String
    /// The longest the program may run, or nil for as long as the user wants (a server).
    let timeLimitSeconds: Int?

    /// Reads iOS projects: minutes for the largest real project.
    static let project = SiblingProgram(name: "parley-project", timeLimitSeconds: 600)
    /// Serves the studio until the user stops it.
    static let studio = SiblingProgram(name: "parley-studio", timeLimitSeconds: nil)

    /// Where the program is expected: beside this one.
    private var expectedPath: String? { RunningProgram.sibling(name) }

    /// The program beside this one, when it is there and can be run.
    private var installedPath: String? {
        expectedPath.flatMap { access($0, X_OK) == 0 ? $0 : nil }
    }

    var isInstalled: Bool { installedPath != nil }

    /// Replaces this process with the program and the arguments (its exit status is the
    /// command's); or, when it cannot be started, says why and exits with status 1.
    func run(_ arguments: [String], for command: String) -> Never {
        guard let path = installedPath else {
            Terminal.writeError("""
                error: '\(command)' is done by \(name), which is not at \(expectedPath ?? name). \
                Build it with 'swift build' (which builds every program; 'swift run parley' builds parley alone), \
                and install it beside parley.

                """)
            exit(1)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        // A pending alarm outlives exec: the program, which takes this process's place, is
        // stopped by it however it is stuck (a file it parses has its own, shorter budget).
        if let timeLimitSeconds { alarm(UInt32(timeLimitSeconds)) }
        execv(path, argv)
        alarm(0)
        Terminal.writeError("error: cannot run \(path): \(String(cString: strerror(errno)))\n")
        exit(1)
    }
}
