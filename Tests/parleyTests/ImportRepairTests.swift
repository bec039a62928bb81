import Foundation
import ParleyTestSupport
import Testing

/// Shapes of real projects that made `parley import` write a catalog that failed to load, or
/// a wrong one (issue 41): each now imports, with a warning at its Swift line where something
/// was changed, and the catalog loads.
@Suite("Import repairs")
struct ImportRepairTests {
    private func teaTimer() throws -> URL {
        let folder = try ParleyBinary.temporaryFolder("repair").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: folder)
        return folder
    }

    @Test func twoTargetsDeclaringOneEnumImportItOnce() throws {
        let project = try teaTimer()
        try FileManager.default.copyItem(at: project.appendingPathComponent("Sources/Intents/TeaKind.swift"), to: project.appendingPathComponent("Widget/TeaKind.swift"))
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("TeaKind.swift:8:9: warning: TeaKind has the case 'green' twice (two types of one name, in two targets?); it is kept once\n"), "\(run.stderr)")
        #expect(try ParleyBinary.run(["lint", out.path]).status == 0)
    }

    @Test func aNameOnlyInInfoPlistStringsNamesTheApp() throws {
        let project = try teaTimer()
        for file in ["project.yml", "Sources/Info.plist", "Widget/Info.plist"] {
            try FileManager.default.removeItem(at: project.appendingPathComponent(file))
        }
        try #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"CFBundleDisplayName": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Kettle Buddy"}},
              "de": {"stringUnit": {"state": "translated", "value": "Wasserkocher-Freund"}}}}}}
            """#.write(to: project.appendingPathComponent("Sources/InfoPlist.xcstrings"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("kettle-buddy.yaml"), encoding: .utf8)
        #expect(catalog.contains("app: {en: Kettle Buddy, de: 'Wasserkocher-Freund'}  # InfoPlist CFBundleDisplayName\n"))
    }
}
