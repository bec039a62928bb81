import ArgumentParser
import Foundation
import ParleyText
import ParleyFrontEnd
import ParleySpeech
import ParleyConsole

/// `--speak` and `--speak-to`: Siri's lines through espeak-ng, played or written as WAV files.
enum Speaker {
    /// Without espeak-ng the command stops before doing anything, saying what to install.
    static func checkEspeak() throws {
        if case .failure(let reason) = Espeak.shared {
            Terminal.writeError("error: --speak and --speak-to need espeak-ng: \(reason)\n")
            throw ExitCode(2)
        }
    }

    /// The `--speak-to` folder, made if missing; one that cannot be written is an error now,
    /// not after the first transcript has run.
    static func prepareFolder(_ folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            Terminal.writeError("error: cannot make the --speak-to folder '\(folder)': \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
        guard access(folder, W_OK) == 0 else {
            Terminal.writeError("error: cannot write in the --speak-to folder '\(folder)'\n")
            throw ExitCode(2)
        }
    }

    static func write(_ turns: [SpokenTurns.Turn], to folder: String) throws {
        for turn in turns {
            let path = (folder as NSString).appendingPathComponent(turn.name)
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try SpokenTurns.writeWAV(turn, to: path)
            } catch let error as AtomicFile.WriteError {
                Terminal.writeError("error: \(error.message)\n")
                throw ExitCode(2)
            } catch {
                Terminal.writeError("error: cannot write \(path): \(error.localizedDescription)\n")
                throw ExitCode(2)
            }
        }
    }

    /// The system's sound player, if there is one.
    private static var player: String? {
        ["/usr/bin/aplay", "/usr/bin/afplay", "/usr/bin/paplay"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `--speak` without a player stops before anything runs.
    static func checkPlayer() throws {
        guard player == nil else { return }
        Terminal.writeError("error: --speak plays sound with aplay (Linux) or afplay (macOS), and neither is here; write the turns with --speak-to DIR instead\n")
        throw ExitCode(2)
    }

    /// Plays each turn with the system's player, one after another.
    static func play(_ turns: [SpokenTurns.Turn]) throws {
        guard let player else { return try checkPlayer() }
        for turn in turns {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-\(ProcessInfo.processInfo.processIdentifier)-\(turn.name.replacingOccurrences(of: "/", with: "-"))")
            do {
                try SpokenTurns.writeWAV(turn, to: file.path)
                defer { try? FileManager.default.removeItem(at: file) }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: player)
                process.arguments = player.hasSuffix("aplay") ? ["-q", file.path] : [file.path]
                try process.run()
                process.waitUntilExit()
            } catch {
                Terminal.writeError("error: cannot play \(turn.name): \(error)\n")
                throw ExitCode(2)
            }
        }
    }
}
