import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyMatching

@Suite("Compiled phrase-index cache")
struct CompiledIndexCacheTests {
    typealias Scratch = CatalogCacheTests.Scratch

    @Test(arguments: CatalogCacheTests.folders, ["en", "ja"])
    func aCompiledIndexReadsBackAsBuilt(_ folder: String, locale: String) throws {
        let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/" + folder])
        let compiled = PhraseIndex.compile(catalog, locale: locale)
        var writer = BinaryWriter()
        compiled.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        #expect(try PhraseIndex.Compiled(from: &reader, catalog: catalog) == compiled)
        #expect(reader.isAtEnd)
    }

    /// Every utterance of the evaluation corpus gets the same answer, in the same bytes,
    /// from an index read back from the cache as from one built afresh.
    @Test func anIndexFromTheCacheAnswersLikeABuiltOne() throws {
        let scratch = try Scratch()
        let folder = TestCatalog.root + "/eval/catalogs"
        let loader = CatalogLoader(cache: scratch.cache)
        _ = PhraseIndexCache(catalog: try loader.load(directories: [folder]), cache: scratch.cache).index(for: "en")
        #expect(scratch.entries.contains { $0.contains("/index-") })
        let catalog = try loader.load(directories: [folder])
        let origin = try #require(catalog.origin)
        let kept = try #require(scratch.cache.storedIndex(
            at: scratch.cache.indexEntryPath(origin: origin, locale: "en"), origin: origin, locale: "en", catalog: catalog))
        let cached = PhraseIndex(catalog: catalog, locale: "en", compiled: kept)
        let built = PhraseIndex(catalog: catalog, locale: "en")
        let utterances = try Self.evaluationUtterances(locale: "en")
        #expect(utterances.count > 500)
        for utterance in utterances {
            #expect(Self.answer(utterance, index: cached) == Self.answer(utterance, index: built), "\(utterance)")
        }
    }

    @Test func anEditedFileGetsAFreshIndex() throws {
        let scratch = try Scratch()
        let file = scratch.folder + "/timer.yaml"
        let loader = CatalogLoader(cache: scratch.cache)
        for name in ["Tea Timer", "Egg Timer"] {
            try CatalogCacheTests.timer(named: name).write(toFile: file, atomically: false, encoding: .utf8)
            let index = PhraseIndexCache(catalog: try loader.load(directories: [scratch.folder]), cache: scratch.cache).index(for: "en")
            #expect(Self.runs("start \(name)", index: index))
            if name == "Egg Timer" { #expect(!Self.runs("start tea timer", index: index), "the old file's index is not used") }
        }
        #expect(scratch.entries.filter { $0.contains("/index-") }.count == 1, "one index entry per set of files and locale")
    }

    @Test func aCatalogHasAnOriginOnlyWhenEveryFileIsPinned() throws {
        let folder = TestCatalog.root + "/examples/ios/phrases"
        #expect(try CatalogLoader().load(directories: [folder]).origin == nil, "no cache, no origin")
        let scratch = try Scratch()
        let loader = CatalogLoader(cache: scratch.cache)
        let first = try #require(try loader.load(directories: [folder]).origin)
        let second = try #require(try loader.load(directories: [folder]).origin)
        #expect(first == second, "a repeat load reads the stamps the first one wrote")
        #expect(first.files.allSatisfy { $0.hasPrefix(folder + "/") })
        let overlay = try #require(first.files.firstIndex { $0.hasSuffix(".overlay.yaml") })
        #expect(first.pins[overlay] == (try String(contentsOfFile: first.files[overlay], encoding: .utf8)), "an overlay is pinned by its text")
        let unwritable = CatalogCache(directory: "/proc/parley-cannot-write-here", writer: "test")
        #expect(try CatalogLoader(cache: unwritable).load(directories: [folder]).origin == nil, "entries not written pin nothing")
    }

    /// A damaged entry is read as no entry, or as an index the search can use: it never traps
    /// or hangs, whatever the damage (truncation, or any byte changed).
    @Test func aDamagedIndexEntryNeverTraps() throws {
        let scratch = try Scratch()
        let loader = CatalogLoader(cache: scratch.cache)
        let catalog = try loader.load(directories: [TestCatalog.bundledDirectory])
        let origin = try #require(catalog.origin)
        _ = scratch.cache.index(for: catalog, locale: "en")
        let path = scratch.cache.indexEntryPath(origin: origin, locale: "en")
        let bytes = try #require(scratch.cache.entryBytes(at: path))
        func read(_ damaged: [UInt8]) -> PhraseIndex.Compiled? {
            _ = scratch.cache.put(damaged, at: path)
            return scratch.cache.storedIndex(at: path, origin: origin, locale: "en", catalog: catalog)
        }
        #expect(read(bytes) != nil)
        for length in stride(from: 0, to: bytes.count, by: 97) {
            #expect(read(Array(bytes.prefix(length))) == nil)
        }
        var random = SeededGenerator(state: 13)
        for _ in 0..<300 {
            var damaged = bytes
            damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next())
            guard let compiled = read(damaged) else { continue }
            let matcher = Matcher(index: PhraseIndex(catalog: catalog, locale: "en", compiled: compiled))
            for utterance in ["Start a walking session with Meditation", "turn on the torch", "meditaton", "the the the the"] {
                _ = matcher.match(utterance)
            }
        }
    }

    static func runs(_ utterance: String, index: PhraseIndex) -> Bool {
        if case .matched = Matcher(index: index).match(utterance).outcome { return true }
        return false
    }

    static func answer(_ utterance: String, index: PhraseIndex) -> String {
        MatchReport(index: index).json(Matcher(index: index).match(utterance))
    }

    /// The utterances of the evaluation corpus in one locale.
    static func evaluationUtterances(locale: String) throws -> [String] {
        var utterances: [String] = []
        for name in ["exact", "flexible", "ambiguous", "must-not-match"] {
            let text = try String(contentsOfFile: TestCatalog.root + "/eval/" + name + ".tsv", encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                if fields.count >= 2, fields[0] == locale { utterances.append(String(fields[1])) }
            }
        }
        return utterances
    }
}
