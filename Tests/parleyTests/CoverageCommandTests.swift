import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `parley test --coverage` and `parley graph` through the binary: the reports and maps of
/// the bundled catalogs as golden files (re-recorded with RECORD_SNAPSHOTS=1), the SVG
/// that Graphviz draws, and the exit codes of `--min-coverage`.
@Suite("Coverage and graph commands")
struct CoverageCommandTests {
    /// The phone transcripts alone leave parts of the catalogs unreached, so the reports
    /// and maps below show both states.
    static let phoneSuite = "transcripts/phone"

    @Test func textReportOfTheWholeSuite() throws {
        try SnapshotTests.assertSnapshot(try SnapshotTests.transcript(["test", "transcripts", "--coverage"]), named: "coverage.txt")
    }

    @Test func textReportListsWhatThePhoneTranscriptsNeverReached() throws {
        try SnapshotTests.assertSnapshot(try SnapshotTests.transcript(["test", Self.phoneSuite, "--coverage"]), named: "coverage-phone.txt")
    }

    @Test func jsonReport() throws {
        let folder = try ParleyBinary.temporaryFolder("coverage-json")
        let file = folder.appendingPathComponent("coverage.json").path
        let run = try ParleyBinary.run(["test", Self.phoneSuite, "--coverage-json", file])
        #expect(run.status == 0)
        try SnapshotTests.assertSnapshot(try String(contentsOfFile: file, encoding: .utf8), named: "coverage-phone.json")
    }

    @Test(arguments: ["mermaid", "dot"])
    func mapOfTheBundledCatalog(format: String) throws {
        let run = try ParleyBinary.run(["graph", "--format", format, "--coverage", Self.phoneSuite])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        try SnapshotTests.assertSnapshot(run.stdout, named: "graph.\(format == "mermaid" ? "mmd" : "dot")")
    }

    @Test(.enabled(if: CoverageCommandTests.hasGraphviz, "needs Graphviz's dot (apt-get install graphviz)"))
    func svgParsesAndNamesEveryState() throws {
        let arguments = ["graph", "Soup Chef/OrderSoup", "--coverage", Self.phoneSuite]
        let dot = try ParleyBinary.run(arguments + ["--format", "dot"]).stdout
        let svg = try ParleyBinary.run(arguments + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        let document = try XMLDocument(data: Data(svg.stdout.utf8))
        // Graphviz titles each node's group with its id; every node of the DOT is drawn.
        let drawn = Set(try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue))
        let nodeIDs = dot.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("m"), let space = trimmed.firstIndex(of: " "), trimmed[space...].hasPrefix(" [label=") else { return nil }
            return String(trimmed[..<space])
        }
        #expect(nodeIDs.count > 20)
        #expect(drawn == Set(nodeIDs))
        let text = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue).joined(separator: " ")
        for state in ["Which soup would you like?", "How many would you like?", "Which store?", "Okay, cancelled."] {
            #expect(text.contains(state), "the SVG does not show \(state)")
        }
    }

    @Test func svgWithoutGraphvizSaysHowToInstallIt() throws {
        let run = try ParleyBinary.run(["graph", "--format", "svg"], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("apt-get install graphviz"))
        #expect(run.stdout.isEmpty)
    }

    @Test func minimumCoverageExitCodes() throws {
        let above = try ParleyBinary.run(["test", Self.phoneSuite, "--min-coverage", "50"])
        #expect(above.status == 0)
        let below = try ParleyBinary.run(["test", Self.phoneSuite, "--min-coverage", "99.5"])
        #expect(below.status == 1)
        #expect(below.stderr.hasPrefix("error: coverage "))
        #expect(below.stderr.hasSuffix(" is below --min-coverage 99.5%\n"))
        let outOfRange = try ParleyBinary.run(["test", Self.phoneSuite, "--min-coverage", "150"])
        #expect(outOfRange.status != 0 && outOfRange.stderr.contains("--min-coverage takes a percentage from 0 to 100"))
    }

    @Test func unknownAppToDrawIsAnError() throws {
        let run = try ParleyBinary.run(["graph", "Medtation"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: no app 'Medtation'; apps: Bookshelf, Lumen, Meditation, Soup Chef, Torch\n")
    }

    static let hasGraphviz = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
}
