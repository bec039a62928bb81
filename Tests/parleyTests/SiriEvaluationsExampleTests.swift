import Foundation
import Testing
import ParleyTestSupport

/// examples/ios/PlantPal keeps one conversation in both runs: its Parley transcripts exported
/// as SiriEvaluations scenarios for its UI test target, and its scenarios (hand-written and
/// exported) imported as transcripts. Exporting and importing again gives the committed files
/// byte for byte, and every transcript passes.
@Suite("SiriEvaluations: the PlantPal example")
struct SiriEvaluationsExampleTests {
    static let example = "examples/ios/PlantPal"

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func theExportIsTheCommittedScenarioFile() throws {
        let out = try TestFolder.make("export")
        let run = try ParleyBinary.run(["export", "siri-evaluations", "\(Self.example)/transcripts", "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let name = "WateringScenarios.swift"
        let committed = ParleyBinary.root.appendingPathComponent("\(Self.example)/PlantPalUITests/Exported/\(name)").path
        let generated = try read(out.appendingPathComponent(name).path)
        if SnapshotTests.isRecording {
            try generated.write(toFile: committed, atomically: false, encoding: .utf8)
        } else {
            #expect(generated == (try read(committed)), "re-record with RECORD_SNAPSHOTS=1 if meant")
        }
        // The bundle identifier comes from the imported catalog's header.
        #expect(generated.contains(#"IntentDefinitions(bundleIdentifier: "com.example.PlantPal")"#))
    }

    @Test func theImportWritesTheCommittedTranscriptsAndTheyPass() throws {
        let out = try TestFolder.make("import")
        let run = try ParleyBinary.run(["import", Self.example, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let folder = "phrases/transcripts/siri-evaluations"
        let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("transcripts/siri-evaluations").path).sorted()
        #expect(names == ["PlantScenarios-1.transcript", "PlantScenarios-2.transcript", "PlantScenarios-3.transcript", "WateringScenarios-1.transcript"])
        for name in names {
            let committed = ParleyBinary.root.appendingPathComponent("\(Self.example)/\(folder)/\(name)").path
            let generated = try read(out.appendingPathComponent("transcripts/siri-evaluations/\(name)").path)
            #expect(generated == (try read(committed)), "\(name) differs from the committed one")
        }
        let test = try ParleyBinary.run(["test", out.appendingPathComponent("transcripts").path])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("4 passed, 0 failed\n"))
    }

    @Test func theExportNeedsABundleIdentifierItCannotFind() throws {
        let out = try TestFolder.make("export-no-id")
        let run = try ParleyBinary.run(["export", "siri-evaluations", "transcripts/phone/torch-switches.transcript", "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("give it with --bundle-id"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aTranscriptThatDoesNotLoadStopsTheExportWithNothingWritten() throws {
        let folder = try TestFolder.make("export-bad")
        let bad = folder.appendingPathComponent("bad.transcript")
        try "@phrases \(TestCatalog.bundledDirectory)\n@siri maybe\n> hi\n".write(to: bad, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try ParleyBinary.run(["export", "siri-evaluations", bad.path, "--out", out.path, "--bundle-id", "com.example.x"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.transcript:2:7: error: @siri takes classic or ai, not 'maybe'"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
