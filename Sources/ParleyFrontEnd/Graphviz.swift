import Foundation
import ParleyText

#if canImport(Glibc)
import Glibc
#endif

/// Why a picture could not be drawn, said as one line; `exitCode` is what the command exits with.
public struct GraphvizError: Error {
    public let message: String
    public let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 2) {
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

    public static func svg(from dot: String) throws(GraphvizError) -> String {
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
        // A graph of hundreds of apps can keep dot busy for a very long time: bound it.
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: stop)
        defer { stop.cancel() }
        // Write, read and read its complaints at once: a large graph fills any one pipe.
        let complaints = ErrorText()
        let helpers = DispatchGroup()
        // If dot stops reading (it failed early), the write fails instead of killing parley
        // with SIGPIPE, and dot's own complaint is reported below. Only while dot reads: a
        // closed standard output (`parley graph … | head`) still ends parley as usual.
        signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, SIG_DFL) }
        DispatchQueue.global().async(group: helpers) {
            try? input.fileHandleForWriting.write(contentsOf: Data(dot.utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: helpers) {
            complaints.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        helpers.wait()
        let complaint = complaints.data
        process.waitUntilExit()
        // Stopped by the SIGTERM of the time limit, or by a signal of its own (a crash).
        guard process.terminationReason == .exit else {
            if process.terminationStatus == SIGTERM {
                throw GraphvizError("dot did not finish within \(Int(timeLimit)) s; draw fewer intents (parley graph APP or APP/INTENT), or write --format dot")
            }
            throw GraphvizError("dot stopped with signal \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        guard process.terminationStatus == 0 else {
            throw GraphvizError("dot failed: \(String(decoding: complaint, as: UTF8.self))")
        }
        return String(decoding: svg, as: UTF8.self)
    }

    /// Whether `dot` is on the PATH.
    public static var isInstalled: Bool { findDot() != nil }

    private static func findDot() -> String? {
        let path = RunningProgram.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What `dot` wrote on standard error, filled by the thread that reads it.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
