import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ParleyMatching
import ParleyText
import ParleyConsole

struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Show how utterances match the catalog's phrases.",
        discussion: """
            With an utterance argument, matches that one; otherwise reads one utterance per \
            line from standard input. --json prints one JSON object per utterance (JSON Lines).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions

    @Flag(help: "Print one JSON object per utterance (JSON Lines).")
    var json = false

    @Argument(help: "The utterance to match; omit to read one per line from stdin.")
    var utterance: [String] = []

    func run() throws {
        let catalog = try catalogOptions.loadCatalog()
        let index = CatalogOptions.indexes(for: catalog).index(for: catalogOptions.locale)
        // Kept until the process ends, which frees it at once: freeing its many small pieces
        // one by one on the way out would cost a seventh of a repeat run.
        _ = Unmanaged.passRetained(index)
        let matcher = Matcher(index: index)
        let report = MatchReport(index: index)
        let notLaunched = Matcher.notLaunchedApps(in: catalog)

        // Into a pipe, answers go out in large writes; on a terminal, each as it comes.
        let output = BufferedOutput(flushingEachWrite: Terminal.isTerminal(STDOUT_FILENO))
        defer { output.flush() }
        var writer = JSONWriter()
        // Read once: a property wrapper's getter is not free, and it is read for every line.
        let json = json
        func emit(_ text: String) {
            let result = matcher.match(text, notLaunched: notLaunched)
            if json {
                writer.clear()
                report.writeJSON(result, to: &writer)
                output.write(bytes: writer.bytes)
                output.write("\n")
            } else {
                output.write(report.text(result).joined(separator: "\n") + "\n")
            }
        }

        if !utterance.isEmpty {
            emit(utterance.joined(separator: " "))
            return
        }
        // Exactly one JSON line per input line, blank ones included, so outputs line up.
        while var line = readLine() {
            if line.hasSuffix("\r") { line.removeLast() }
            if !json, line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            emit(line)
        }
    }
}
