import Foundation
import ParleyTestSupport

/// Runs the built `parley` binary the way a user's shell would.
enum ParleyBinary {
    struct Run {
        var status: Int32
        /// Whether the process exited by itself (`.exit`) or was ended by a signal.
        var reason: Process.TerminationReason = .exit
        var stdout: String
        var stderr: String
    }

    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// Next to the test bundle in the build folder, whatever the scratch path.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("parley")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/parley")
    }()

    /// The tests' compiled-catalog cache: shared by the run, never the user's own.
    static let cacheDirectory = TestFolder.root.appendingPathComponent("cache").path

    static func run(_ arguments: [String], stdin: String = "", in directory: URL = root, environment: [String: String] = [:], program: URL = executable) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["HOME"] = TestFolder.root.path
        env["PARLEY_CACHE_DIR"] = cacheDirectory
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        // A child that exits before reading all its input must not end the tests with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        // Written and read at once, each on its own thread: a child that fills one pipe (more
        // than 64 KiB on standard error) while the test waits on another would never end.
        let group = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: group) {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            collected.errData = error.fileHandleForReading.readDataToEndOfFile()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = collected.errData
        process.waitUntilExit()
        return Run(status: process.terminationStatus, reason: process.terminationReason, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// What the reading thread hands back; read only after it is done.
    private final class Collected: @unchecked Sendable {
        var errData = Data()
    }

    /// A fresh folder for files a test writes.
    static func temporaryFolder(_ name: String) throws -> URL {
        try TestFolder.make(name)
    }
}
