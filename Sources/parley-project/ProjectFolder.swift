import Foundation
import ParleyConsole

/// A project folder named on the command line, as `parley import` and `parley lint --project`
/// check it before reading it.
enum ProjectFolder {
    /// Whether `path` is a folder; when it is not, says so on standard error.
    static func isThere(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Terminal.writeError("error: no project folder at '\(path)'\n")
            return false
        }
        return true
    }
}
