import Foundation
import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a picture could not be drawn, said as one line; `exitCode` is what the command exits with.
public struct GraphvizError: Error {
    public let message: String
    public let exitCode: Int32

    public init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }
}

/// Graphviz's `dot`, found on the PATH.
public enum Graphviz {
    /// Pictures drawn one per intent, one under another in a single SVG: dot lays the
    /// clusters of one graph side by side, and a whole app's map (four intents: 2,200 × 553
    /// px) could not be read.
    public static func stackedSVG(_ pictures: [String]) throws(GraphvizError) -> String {
        guard pictures.count > 1 else { return pictures.first ?? "" }
        let gap = 16.0
        var width = 0.0, height = 0.0
        var parts: [String] = []
        for (number, picture) in pictures.enumerated() {
            guard let open = picture.range(of: "<svg"), let openEnd = picture[open.upperBound...].firstIndex(of: ">"),
                  let close = picture.range(of: "</svg>", options: .backwards),
                  let size = Self.points(in: String(picture[open.lowerBound...openEnd]))
            else {
                throw GraphvizError("dot drew a picture that is not SVG", exitCode: 1)
            }
            // Ids are unique per picture; prefixed, they stay unique in the whole.
            let body = picture[picture.index(after: openEnd)..<close.lowerBound].replacingOccurrences(of: " id=\"", with: " id=\"m\(number)_")
            parts.append(#"<svg x="0" y="\#(format(height))" width="\#(format(size.width))" height="\#(format(size.height))" viewBox="\#(size.viewBox)">"# + body + "</svg>")
            width = max(width, size.width)
            height += size.height + gap
        }
        height -= gap
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg width="\(format(width))pt" height="\(format(height))pt" viewBox="0 0 \(format(width)) \(format(height))" \
            xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            \(parts.joined(separator: "\n"))
            </svg>

            """
    }

    /// The width and height (in points) and the view box of dot's `<svg …>` tag.
    private static func points(in tag: String) -> (width: Double, height: Double, viewBox: String)? {
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            return tag[start.upperBound...].prefix { $0 != "\"" }.description
        }
        guard let width = attribute("width").flatMap({ Double($0.replacingOccurrences(of: "pt", with: "")) }),
              let height = attribute("height").flatMap({ Double($0.replacingOccurrences(of: "pt", with: "")) }),
              let viewBox = attribute("viewBox")
        else { return nil }
        return (width, height, viewBox)
    }

    private static func format(_ number: Double) -> String {
        String(format: "%.2f", number)
    }

    /// Seconds `dot` may take before it is stopped.
    public static let timeLimit: Double = 120

    /// - Parameter timeLimit: seconds before dot is stopped (the studio gives it less than a command).
    public static func svg(from dot: String, timeLimit: Double = Self.timeLimit) throws(GraphvizError) -> String {
        guard let executable = findDot() else {
            throw GraphvizError("""
                --format svg draws with Graphviz's `dot`, which is not installed (or not on the PATH).
                Install Graphviz (Debian, Ubuntu: sudo apt-get install graphviz; macOS: brew install graphviz), \
                or write --format dot and draw it elsewhere.
                """)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GraphvizError("cannot start dot: \(error)")
        }
        // Write, read and read its complaints at once, each on a thread of its own (a large
        // graph fills any one pipe), never on a shared queue whose few threads could all be
        // waiting on dot while the one that feeds it waits for a thread.
        let complaints = PipeText(), drawn = PipeText()
        let writing = OwnThread.start {
            // If dot stops reading (it failed early), the write fails instead of ending the
            // program, and dot's own complaint is reported below.
            BrokenPipe.writeWithoutSignal(Data(dot.utf8), to: input.fileHandleForWriting)
        }
        let complaining = OwnThread.start { complaints.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let reading = OwnThread.start { drawn.data = output.fileHandleForReading.readDataToEndOfFile() }
        // A graph of hundreds of apps can keep dot busy for a very long time: bound it.
        let timedOut = !reading.wait(seconds: timeLimit)
        if timedOut {
            Self.stop(process)
            reading.wait()
        }
        writing.wait()
        complaining.wait()
        let svg = drawn.data
        let complaint = complaints.data
        process.waitUntilExit()
        // Stopped at the time limit, or by a signal of its own (a crash).
        guard process.terminationReason == .exit else {
            if timedOut {
                throw GraphvizError("dot did not finish within \(Int(timeLimit)) s; draw fewer intents (parley graph APP or APP/INTENT), or write --format dot")
            }
            throw GraphvizError("dot stopped with signal \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        guard process.terminationStatus == 0 else {
            throw GraphvizError("dot failed: \(String(decoding: complaint, as: UTF8.self))")
        }
        return String(decoding: svg, as: UTF8.self)
    }

    /// Ends dot at once. SIGKILL, not SIGTERM: a child inherits the signals its parent
    /// ignores, and the studio's server ignores SIGTERM to shut down in its own time, so a
    /// SIGTERM would leave dot drawing for minutes.
    private static func stop(_ process: Process) {
        if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
    }

    /// Whether `dot` is on the PATH.
    public static var isInstalled: Bool { findDot() != nil }

    private static func findDot() -> String? {
        let path = RunningProgram.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What `dot` wrote on standard output or error, filled by the thread that reads it.
private final class PipeText: @unchecked Sendable {
    var data = Data()
}
