import Foundation

/// The executable this process runs, found the way the system found it (symbolic links
/// resolved, so a `parley` linked into `/usr/local/bin` is the file in the build folder).
package enum RunningProgram {
    package static var path: String? {
        #if os(Linux)
        let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        let path = Bundle.main.executablePath.map { ($0 as NSString).resolvingSymlinksInPath }
        #endif
        return path.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One variable of the process's environment. `ProcessInfo.environment` copies every
    /// variable into a new dictionary on each call: a fortieth of a one-utterance run.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The cores this process may use, worked out once: Foundation reads them from the
    /// system on every call.
    package static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// A program installed beside this one (`parley-project` beside `parley`).
    package static func sibling(_ name: String) -> String? {
        path.map { ($0 as NSString).deletingLastPathComponent + "/" + name }
    }
}
