import CLibFuzzer
import Foundation
@testable import ParleyCatalog
@testable import ParleyImport
import ParleyLint
import ParleyMatching
import ParleyTranscript

// libFuzzer's entry points (Fuzz/README.md). One program serves every target; the one to
// run is named by PARLEY_FUZZ_TARGET. Each input must come back with a value or a located
// error: a trap, a hang (libFuzzer's -timeout) or a leak of memory past -rss_limit_mb is a
// finding, and libFuzzer writes the input that caused it.

/// What one input is fed to.
enum FuzzTarget: String, CaseIterable {
    /// A catalog file through the loader, then the index, a match and the linter.
    case catalog
    /// A transcript through the parser.
    case transcript
    /// A `.strings` table through the importer's reader.
    case strings
    /// A `.xcstrings` string catalog through the importer's reader.
    case xcstrings
    /// A SiriKit `.intentdefinition` property list through the importer's reader.
    case intentdefinition

    func run(_ data: Data) {
        switch self {
        case .catalog:
            let (app, diagnostics) = CatalogLoader().loadApp(yaml: String(decoding: data, as: UTF8.self), file: "fuzz.yaml")
            if let app {
                let catalog = Catalog(apps: [app])
                let index = PhraseIndex(catalog: catalog, locale: "en")
                _ = Matcher(index: index).match("start \(app.key) please")
                _ = SiriAIStandIn(index: index).read(index.normalizer.tokens("share my list with \(app.key)"), toolsOpen: [0], defaultApps: [:])
                _ = Linter().lint(catalog)
            } else {
                precondition(diagnostics.contains { $0.severity == .error && $0.location != nil }, "no app and no located error")
            }
        case .transcript:
            _ = try? TranscriptParser.parse(String(decoding: data, as: UTF8.self), file: "fuzz.transcript")
        case .strings:
            var table = StringTable(name: "AppShortcuts")
            _ = try? StringTableReader.readStrings(data, file: "de.lproj/AppShortcuts.strings", locale: "de", into: &table)
        case .xcstrings:
            var table = StringTable(name: "AppShortcuts")
            _ = try? StringTableReader.readCatalog(data, file: "AppShortcuts.xcstrings", into: &table)
        case .intentdefinition:
            var reader = IntentDefinitionReader(localizer: Localizer(tables: [:], developmentLanguage: "en"))
            reader.read(data, file: "Base.lproj/Intents.intentdefinition", skipping: [])
        }
    }
}

nonisolated(unsafe) private var target = FuzzTarget.catalog

/// The program's entry point, under the name SwiftPM gives an executable's `main`: picks the
/// target, then hands the command line to libFuzzer.
@_cdecl("parley_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    let name = ProcessInfo.processInfo.environment["PARLEY_FUZZ_TARGET"] ?? "catalog"
    guard let chosen = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("PARLEY_FUZZ_TARGET must be one of: \(names)\n".utf8))
        return 2
    }
    target = chosen
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzerTestOneInput)
}

/// libFuzzer's callback by its own name: its runtime is linked whole, and asks for it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target.run(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
