import Foundation
import ParleyTestSupport
import Testing

/// `parley import` through the binary: the generated catalogs byte for byte (the committed
/// `examples/ios/phrases/` are the golden files, re-recorded with RECORD_SNAPSHOTS=1), a
/// second import identical, overlays and edited catalogs never overwritten, and the exit
/// status and `file:line:col` of what Xcode would reject.
@Suite("parley import")
struct ImportTests {
    static let examples = ["examples/ios/CoffeeRun", "examples/ios/TeaTimer"]

    private func temporaryFolder() throws -> URL {
        try TestFolder.make("import")
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func generatedCatalogsMatchTheCommittedOnes() throws {
        let out = try temporaryFolder()
        let run = try ParleyBinary.run(["import"] + Self.examples + ["--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        for name in ["coffee-run.yaml", "tea-timer.yaml"] {
            let golden = ParleyBinary.root.appendingPathComponent("examples/ios/phrases/\(name)")
            let generated = try read(out.appendingPathComponent(name))
            if SnapshotTests.isRecording {
                try generated.write(to: golden, atomically: false, encoding: .utf8)
            } else {
                #expect(generated == (try read(golden)), "\(name) differs from examples/ios/phrases; re-record with RECORD_SNAPSHOTS=1 if meant")
            }
        }
        // The overlay as the importer first writes it (the committed one was filled in by hand).
        try SnapshotTests.assertSnapshot(try read(out.appendingPathComponent("coffee-run.overlay.yaml")), named: "import-coffee-run.overlay.yaml")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tea-timer.overlay.yaml").path), "TeaTimer has nothing only the running app knows")
    }

    @Test func stderrSummaryAndLocalizationFindings() throws {
        let out = try temporaryFolder()
        let run = try ParleyBinary.run(["import"] + Self.examples + ["--out", out.path])
        let text = run.stderr.replacingOccurrences(of: out.path, with: "OUT")
        try SnapshotTests.assertSnapshot("exit \(run.status)\n--- stderr\n\(text)", named: "import-summary.txt")
    }

    @Test func aSecondImportIsIdenticalAndKeepsTheOverlay() throws {
        let out = try temporaryFolder()
        _ = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", out.path])
        let catalog = try read(out.appendingPathComponent("coffee-run.yaml"))
        let overlay = out.appendingPathComponent("coffee-run.overlay.yaml")
        let filledIn = "# a person's work\n" + (try read(overlay))
        try filledIn.write(to: overlay, atomically: false, encoding: .utf8)

        let second = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", out.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try read(out.appendingPathComponent("coffee-run.yaml")) == catalog)
        #expect(try read(overlay) == filledIn)
        #expect(second.stderr.contains("coffee-run.yaml (unchanged)"))
        #expect(second.stderr.contains("coffee-run.overlay.yaml (kept: it is yours)"))
    }

    @Test func anEditedCatalogIsNeverOverwritten() throws {
        let out = try temporaryFolder()
        _ = try ParleyBinary.run(["import", "examples/ios/TeaTimer", "--out", out.path])
        let file = out.appendingPathComponent("tea-timer.yaml")
        let edited = (try read(file)).replacingOccurrences(of: "title: Brew Tea", with: "title: Brew My Tea")
        try edited.write(to: file, atomically: false, encoding: .utf8)

        let run = try ParleyBinary.run(["import", "examples/ios/TeaTimer", "--out", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("tea-timer.yaml was edited since parley import wrote it; it was left as it is"))
        #expect(try read(file) == edited)

        // A hand-written catalog of the same name is not the importer's to replace either.
        let handWritten = "app: Tea Timer\n"
        try handWritten.write(to: file, atomically: false, encoding: .utf8)
        let again = try ParleyBinary.run(["import", "examples/ios/TeaTimer", "--out", out.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("tea-timer.yaml was not written by parley import; it was left as it is"))
        #expect(try read(file) == handWritten)
    }

    @Test func whatXcodeRejectsIsAnErrorAtItsSwiftSource() throws {
        let out = try temporaryFolder()
        let run = try ParleyBinary.run(["import", "Tests/parleyTests/Fixtures/import/BrokenProvider", "--out", out.path])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"Tests/parleyTests/Fixtures/import/BrokenProvider/Sources/Shortcuts.swift:7:13: error: the phrase "Dim the lamp" does not contain \(.applicationName); Xcode rejects App Shortcut phrases without the app's name"#))
        #expect(lines.contains(#"Tests/parleyTests/Fixtures/import/BrokenProvider/Sources/Shortcuts.swift:9:56: error: the phrase "Dim to \(\.$level) with \(.applicationName)" uses \(\.$level), which is an Int; a phrase may only hold an AppEnum or AppEntity parameter, whose values Siri knows before the app runs"#))
        #expect((try FileManager.default.contentsOfDirectory(atPath: out.path)).isEmpty, "nothing is written for a project Xcode would reject")
    }

    @Test func aProjectWithoutAProviderSaysSo() throws {
        let out = try temporaryFolder()
        let run = try ParleyBinary.run(["import", "Tests/parleyTests/Fixtures/import/NoProvider", "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: Tests/parleyTests/Fixtures/import/NoProvider: no AppShortcutsProvider and no .intentdefinition in its 1 Swift file; nothing to import\n"))
        let missing = try ParleyBinary.run(["import", "no/such/project"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: no project folder at 'no/such/project'\n")
    }

    /// `parley` without `parley-project` beside it (copied alone) says what is missing and how
    /// to build it, rather than failing obscurely; the other commands do not need it.
    @Test func aParleyWithoutParleyProjectSaysHowToBuildIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("parley")
        try FileManager.default.copyItem(at: ParleyBinary.executable, to: lone)
        let run = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", folder.appendingPathComponent("out").path], program: lone)
        #expect(run.status == 1)
        #expect(run.stderr == """
            error: 'parley import' is done by parley-project, which is not at \(folder.path)/parley-project. \
            Build it with 'swift build' (which builds every program; 'swift run parley' builds parley alone), \
            and install it beside parley.

            """)
        #expect(try ParleyBinary.run(["match", "Start a walking session with Meditation"], program: lone).status == 0)
        let rules = try ParleyBinary.run(["lint", "--rules"], program: lone)
        #expect(rules.status == 0)
        #expect(rules.stdout.hasSuffix("(the --project rules are listed by parley-project, which is not installed beside parley)\n"))
    }

    @Test func lintChecksAProjectsPhraseFiles() throws {
        try SnapshotTests.assertSnapshot(try SnapshotTests.transcript(["lint", "--project", "examples/ios/TeaTimer", "--project", "examples/ios/CoffeeRun"]), named: "lint-project.txt")
    }

    /// "0 warnings" after checking nothing would read as a pass.
    @Test func lintSaysWhenAProjectHasNothingToCheck() throws {
        let empty = try ParleyBinary.temporaryFolder("lint-empty")
        let run = try ParleyBinary.run(["lint", "--project", empty.path, "--project", "/nonexistent-project"])
        #expect(run.status == 2)
        #expect(run.stderr == """
            note: \(empty.path): no AppShortcuts.strings or AppShortcuts.xcstrings, so no translated phrases to check
            error: no project folder at '/nonexistent-project'

            """)
        #expect(run.stdout == "0 warnings, 1 error\n")
    }
}
