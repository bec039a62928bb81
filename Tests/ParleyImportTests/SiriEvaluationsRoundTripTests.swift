import Foundation
import Testing
import SwiftParser
import SwiftParserDiagnostics
import ParleyTestSupport
import ParleyText
import ParleyTranscript
@testable import ParleyImport

/// One conversation, two runs: every bundled transcript exported as SiriEvaluations scenarios
/// parses as Swift without a diagnostic, is the same bytes on a second export, and imported
/// again tests the same turns — inputs, `=`, `->`, `<` and `<*` lines — and passes.
@Suite("SiriEvaluations round trip")
struct SiriEvaluationsRoundTripTests {
    static let files: [String] = (try? TranscriptFinder.find([TestCatalog.root + "/transcripts"])) ?? []

    private static let runner = TranscriptRunner(
        defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now), recordsDialogueEvents: true)

    /// What a turn tests, as its lines say it.
    private static func tested(_ turn: Transcript.Turn) -> [String] {
        [turn.source] + (turn.assertion.map { ["= \($0)"] } ?? []) + turn.ran.map { "-> \($0)" }
            + turn.expectations.map(\.source) + turn.contains.map { "<* \($0)" }
    }

    @Test func theSuiteHasTranscriptsToExport() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files)
    func exportedAndImportedItTestsTheSameThings(_ file: String) throws {
        let result = Self.runner.run(files: [file], jobs: 1)[0]
        let catalog = try #require(result.catalog, "\(result.problems)")
        let appIndex = ScenarioExporter.appUnderTest(result, catalog: catalog)
        let exporter = ScenarioExporter(bundleIdentifier: "com.example.parley", appIndex: appIndex)
        let swift = exporter.swift(for: result, catalog: catalog, name: "transcripts/x.transcript")
        #expect(swift == exporter.swift(for: result, catalog: catalog, name: "transcripts/x.transcript"), "two exports differ")

        let tree = Parser.parse(source: swift)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(swift)")

        let source = SwiftSourceFile(path: "UITests/XScenarios.swift", text: swift)
        let app = catalog.apps[appIndex]
        let intents = Dictionary(app.intents.map { ($0.key, Dictionary($0.parameters.map { ($0.name, $0.type.description) }) { first, _ in first }) }) { first, _ in first }
        let reader = ScenarioReader(files: [source], appKey: app.key, intents: intents)
        #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics.map(\.message))")
        let original = try #require(result.transcript)
        var imported: [Transcript.Turn] = []
        for scenario in reader.scenarios {
            // Beside the original, on its catalog.
            let text = scenario.text.replacingOccurrences(of: "@phrases ../..", with: original.catalogDirectories.map { "@phrases \($0)" }.joined(separator: "\n"))
            let transcript = try TranscriptParser.parse(text, file: file)
            imported += transcript.turns
            let rerun = Self.runner.run(transcript)
            #expect(rerun.passed == result.passed, "\(scenario.name) does not pass as the original does:\n\(text)\n\(TestReport(results: [rerun]).failureLines())")
        }
        #expect(imported.map(Self.tested) == original.turns.map(Self.tested))
    }
}
