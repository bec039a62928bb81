import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ParleyText
import ParleyDialogue
import ParleyConsole

#if canImport(Glibc)
import Glibc
private let RLIMIT_NOFILE_VALUE = Int32(RLIMIT_NOFILE.rawValue)
#else
import Darwin
private let RLIMIT_NOFILE_VALUE = RLIMIT_NOFILE
#endif

/// `parley studio`: serves the designers' page on loopback (docs/STUDIO.md).
@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parley studio",
        abstract: "Talk to the catalog in a browser, watch its map, run and save transcripts.",
        discussion: """
            Serves a page on 127.0.0.1 and prints its address, with a token that every request \
            must carry. The page reloads the catalog when a file changes, and saves transcripts \
            only into the first --transcripts folder. Ctrl-C stops it.
            """
    )

    @Option(name: .customLong("phrases"), help: ArgumentHelp("A catalog folder (repeatable; default ./phrases).", valueName: "dir"))
    var phraseFolders: [String] = []

    @Option(name: .customLong("transcripts"), help: ArgumentHelp("A transcript folder (repeatable; default ./transcripts); saves go into the first.", valueName: "dir"))
    var transcriptFolders: [String] = []

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0 picks a free one).", valueName: "n"))
    var port: Int = 8765

    @Option(help: ArgumentHelp("The locale conversations start in.", valueName: "code"))
    var locale: String = "en"

    /// Bad input exits 2, as every Parley command does.
    private func checkFolders() throws {
        var problems: [String] = []
        if !(0...65535).contains(port) { problems.append("--port takes a number from 0 to 65535") }
        if !LocaleCode.isValid(locale) { problems.append("--locale takes a locale code like en, fr or pt-BR, not '\(locale)'") }
        for folder in phrases where !Self.isFolder(folder) { problems.append("no folder '\(folder)' (--phrases)") }
        for folder in transcriptFolders where !Self.isFolder(folder) { problems.append("no folder '\(folder)' (--transcripts)") }
        guard problems.isEmpty else {
            Terminal.writeError(problems.map { "error: \($0)\n" }.joined())
            throw ExitCode(2)
        }
    }

    private var phrases: [String] { phraseFolders.isEmpty ? ["phrases"] : phraseFolders }
    private var transcripts: [String] { transcriptFolders.isEmpty ? ["transcripts"] : transcriptFolders }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func run() async throws {
        try checkFolders()
        let workspace = Workspace(phraseFolders: phrases, transcriptFolders: transcripts, locale: locale)
        await workspace.refresh()
        let token = Self.newToken()
        let listening = ListeningPort(port)
        var logger = Logger(label: "parley-studio")
        logger.logLevel = .error
        let app = Application(
            router: StudioRoutes.router(workspace: workspace, token: token, port: listening),
            server: .http1(configuration: .init(idleTimeout: .seconds(Self.idleSeconds))),
            configuration: .init(
                // A port whose connections the studio closed itself (the idle rule) stays in
                // TIME_WAIT for a minute: without this, restarting at once said it was in use.
                // Another program listening on it is still refused.
                address: .hostname("127.0.0.1", port: port), serverName: nil, reuseAddress: true,
                availableConnectionsDelegate: MaximumAvailableConnections(Self.connectionsAtOnce)),
            onServerRunning: { channel in
                listening.value = channel.localAddress?.port ?? port
                Terminal.write("Parley Studio: http://127.0.0.1:\(listening.value)/?token=\(token)\n")
                Terminal.write("(serving \(phrases.joined(separator: ", ")); Ctrl-C stops it)\n")
            },
            logger: logger)
        do {
            try await app.runService()
        } catch {
            let text = String(describing: error)
            if text.contains("in use") || text.contains("EADDRINUSE") {
                Terminal.writeError("error: port \(port) is in use; choose another with --port (0 picks a free one)\n")
            } else {
                Terminal.writeError("error: the studio stopped: \(text)\n")
            }
            throw ExitCode(1)
        }
    }

    /// A connection that sends nothing for this long (a request half sent, a page closed
    /// without saying so) is closed: held forever, 300 of them once used up every descriptor.
    /// The page asks for its state every second and a half, so its own connection stays.
    static let idleSeconds: Int64 = 5

    /// Connections served at once; more wait to be accepted, so that the studio never runs
    /// out of descriptors (with none left, accepting spun a core at 100%). Half of what the
    /// process may open, less what it keeps for files and `dot`: 112 under a limit of 256.
    static var connectionsAtOnce: Int {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0 else { return 1024 }
        return max(8, min(1024, Int(clamping: limit.rlim_cur) / 2 - 16))
    }

    /// 32 hex digits from the system's random source.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }
}
