import Foundation

/// Folders for the files tests write, all inside one folder per test process, which is
/// removed when the process exits: a run leaves nothing behind in the temporary directory.
public enum TestFolder {
    /// `$TMPDIR/parley-tests-<pid>`, made on first use.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("parley-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFolder.root) }
        return root
    }()

    /// A fresh, empty folder whose name begins with `name`.
    public static func make(_ name: String) throws -> URL {
        let url = root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
