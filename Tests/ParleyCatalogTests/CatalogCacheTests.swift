import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog

@Suite("Compiled-catalog cache")
struct CatalogCacheTests {
    /// Every catalog folder of the repository: between them they use every model field.
    static let folders = ["phrases", "eval/catalogs", "examples/ios/phrases", "examples/lint-showcase", "examples/siri-ai"]

    @Test(arguments: folders)
    func everyAppReadsBackAsWritten(_ folder: String) throws {
        let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/" + folder])
        for app in catalog.apps {
            var writer = BinaryWriter()
            writer.write(app)
            writer.write(catalog.warnings)
            var reader = BinaryReader(writer.bytes)
            #expect(try reader.read(App.self) == app)
            #expect(try reader.readArray(of: Diagnostic.self) == catalog.warnings)
            #expect(reader.isAtEnd)
        }
    }

    @Test func aTruncatedEntryNeverTraps() throws {
        let app = try #require(TestCatalog.bundled.apps.first)
        var writer = BinaryWriter()
        writer.write(app)
        for length in stride(from: 0, to: writer.bytes.count, by: 7) {
            var reader = BinaryReader(Array(writer.bytes.prefix(length)))
            #expect(throws: BinaryReader.Malformed.self) { try reader.read(App.self) }
        }
    }

    @Test(arguments: folders)
    func aCachedLoadIsTheFreshLoad(_ folder: String) throws {
        let fresh = try CatalogLoader().load(directories: [TestCatalog.root + "/" + folder])
        let scratch = try Scratch()
        let loader = CatalogLoader(cache: scratch.cache)
        let first = try loader.load(directories: [TestCatalog.root + "/" + folder])
        #expect(!scratch.entries.isEmpty)
        let second = try loader.load(directories: [TestCatalog.root + "/" + folder])
        #expect(first == fresh)
        #expect(second == fresh)
    }

    @Test func anEditedFileIsReadAfresh() throws {
        let scratch = try Scratch()
        let file = scratch.folder + "/timer.yaml"
        try Self.timer(named: "Tea Timer").write(toFile: file, atomically: false, encoding: .utf8)
        let loader = CatalogLoader(cache: scratch.cache)
        #expect(try loader.load(directories: [scratch.folder]).apps.map(\.key) == ["Tea Timer"])
        try Self.timer(named: "Egg Timer").write(toFile: file, atomically: false, encoding: .utf8)
        #expect(try loader.load(directories: [scratch.folder]).apps.map(\.key) == ["Egg Timer"])
        #expect(scratch.entries.count == 1, "one entry per file, replaced when the file changes")
    }

    @Test func anotherProgramsOrADamagedEntryIsIgnored() throws {
        let scratch = try Scratch()
        try Self.timer(named: "Tea Timer").write(toFile: scratch.folder + "/timer.yaml", atomically: false, encoding: .utf8)
        _ = try CatalogLoader(cache: CatalogCache(directory: scratch.cache.directory, writer: "an older build")).load(directories: [scratch.folder])
        let entry = try #require(scratch.entries.first)
        #expect(scratch.cache.entry(for: scratch.folder + "/timer.yaml", source: Self.timer(named: "Tea Timer")) == nil)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: entry)).dropLast(3)
        try damaged.write(to: URL(fileURLWithPath: entry))
        #expect(scratch.cache.entry(for: scratch.folder + "/timer.yaml", source: Self.timer(named: "Tea Timer")) == nil)
        #expect(try CatalogLoader(cache: scratch.cache).load(directories: [scratch.folder]).apps.map(\.key) == ["Tea Timer"])
    }

    @Test func aFileWithErrorsIsNotKeptAndStillFails() throws {
        let scratch = try Scratch()
        try "app: Broken\nshortcuts: [{intent: nowhere, phrases: ['Go with \\\\(.applicationName)']}]\n"
            .write(toFile: scratch.folder + "/broken.yaml", atomically: false, encoding: .utf8)
        let loader = CatalogLoader(cache: scratch.cache)
        for _ in 0..<2 {
            #expect(throws: CatalogError.self) { try loader.load(directories: [scratch.folder]) }
        }
        #expect(scratch.entries.isEmpty)
    }

    @Test func anOverlaidAppIsCheckedAfreshEachTime() throws {
        let folder = TestCatalog.root + "/examples/ios/phrases"
        let fresh = try CatalogLoader().load(directories: [folder])
        let scratch = try Scratch()
        let loader = CatalogLoader(cache: scratch.cache)
        _ = try loader.load(directories: [folder])
        let base = try #require(scratch.cache.entry(for: folder + "/coffee-run.yaml", source: String(contentsOfFile: folder + "/coffee-run.yaml", encoding: .utf8)))
        #expect(base.validation == nil, "its checks saw the overlay's dialogs too")
        #expect(try loader.load(directories: [folder]) == fresh)
    }

    @Test func theEnvironmentChoosesOrTurnsOffTheCache() {
        #expect(CatalogCache.forThisProgram(environment: { ["PARLEY_CACHE_DIR": "off", "HOME": "/home/a"][$0] }) == nil)
        #expect(CatalogCache.forThisProgram(environment: { ["PARLEY_CACHE_DIR": "", "HOME": "/home/a"][$0] }) == nil)
        #expect(CatalogCache.forThisProgram(environment: { ["PARLEY_CACHE_DIR": "/tmp/c"][$0] })?.directory == "/tmp/c")
        #expect(CatalogCache.forThisProgram(environment: { ["XDG_CACHE_HOME": "/x", "HOME": "/home/a"][$0] })?.directory == "/x/parley")
        #expect(CatalogCache.forThisProgram(environment: { ["HOME": "/home/a"][$0] })?.directory == "/home/a/.cache/parley")
        #expect(CatalogCache.forThisProgram(environment: { [:][$0] }) == nil)
    }

    static func timer(named name: String) -> String {
        """
        app: \(name)
        intents:
          start:
            title: Start
        shortcuts:
          - intent: start
            phrases: ['Start \\(.applicationName)']
        """
    }

    /// A catalog folder and a cache folder of the test's own, removed afterwards.
    final class Scratch {
        let root: String
        var folder: String { root + "/catalog" }
        var cache: CatalogCache { CatalogCache(directory: root + "/cache", writer: "test") }

        init() throws {
            root = try TestFolder.make("cache").path
            try FileManager.default.createDirectory(atPath: root + "/catalog", withIntermediateDirectories: true)
        }

        var entries: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/cache")) ?? []).map { root + "/cache/" + $0 }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }
}

/// The cache writes each model field by hand, in order; a field left out would read back as
/// its default. The round trip above catches that only for a field the catalogs fill in, so
/// this holds the catalogs to filling in every field of every model type: a new field fails
/// here until some catalog uses it, and then the round trip checks its coding.
@Suite("Every model field is exercised")
struct EveryModelFieldTests {
    @Test func theRepositorysCatalogsFillInEveryField() throws {
        var fields = FieldUse()
        for folder in CatalogCacheTests.folders {
            let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/" + folder])
            for app in catalog.apps { fields.visit(app, path: "App") }
        }
        #expect(fields.all.count > 40)
        #expect(fields.neverFilled.isEmpty, "fields no catalog fills in: \(fields.neverFilled.sorted())")
    }

    /// Each stored property met (as `Type.property`), and those seen with a value that is not
    /// a default: not nil, not empty, not false, not zero.
    struct FieldUse {
        var all: Set<String> = []
        var filled: Set<String> = []
        var neverFilled: Set<String> { all.subtracting(filled) }

        mutating func visit(_ value: Any, path: String) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct, .class:
                let typeName = String(describing: mirror.subjectType)
                // Text and locations are leaves: their fields are not the catalog's.
                if value is String || value is ParleyText.SourceLocation || value is Substring { return }
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    let field = "\(typeName).\(label)"
                    all.insert(field)
                    if Self.isFilled(child.value) { filled.insert(field) }
                    visit(child.value, path: field)
                }
            case .optional:
                if let wrapped = mirror.children.first { visit(wrapped.value, path: path) }
            case .collection, .set:
                for element in mirror.children { visit(element.value, path: path) }
            case .dictionary:
                for element in mirror.children {
                    for part in Mirror(reflecting: element.value).children { visit(part.value, path: path) }
                }
            case .enum:
                for child in mirror.children { visit(child.value, path: path) }
            case .tuple:
                for child in mirror.children { visit(child.value, path: path) }
            default:
                return
            }
        }

        static func isFilled(_ value: Any) -> Bool {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional: return !mirror.children.isEmpty
            case .collection, .set, .dictionary: return !mirror.children.isEmpty
            default: break
            }
            if let bool = value as? Bool { return bool }
            if let int = value as? Int { return int != 0 }
            if let string = value as? String { return !string.isEmpty }
            return true
        }
    }
}
