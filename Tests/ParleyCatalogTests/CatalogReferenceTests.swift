import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog

/// docs/CATALOG.md's key tables are written from `CatalogSchema`, the one place a catalog key
/// is declared: each part's section holds the table `CatalogPart.referenceTable` renders.
/// After changing the schema, `RECORD_SNAPSHOTS=1 swift test --filter CatalogReferenceTests`
/// rewrites the tables in place (and fails, so that the diff is read before it is kept).
@Suite("Catalog reference")
struct CatalogReferenceTests {
    static let referencePath = TestCatalog.root + "/docs/CATALOG.md"
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil

    /// Where a part's key table is in the reference: the first table of its `## ` section.
    /// Lines inside fenced code blocks are never headings (YAML comments start with `#`).
    static func tableRange(of part: String, in markdown: String) -> Range<String.Index>? {
        var inCode = false
        var inSection = false
        var tableStart: String.Index?
        var index = markdown.startIndex
        while index < markdown.endIndex {
            let lineEnd = markdown[index...].firstIndex(of: "\n").map { markdown.index(after: $0) } ?? markdown.endIndex
            let line = markdown[index..<lineEnd]
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("## ") {
                if inSection { return nil }
                inSection = line.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines) == part
            } else if inSection, !inCode {
                if line.hasPrefix("| key |") { tableStart = index }
                if let tableStart, !line.hasPrefix("|") { return tableStart..<index }
            }
            index = lineEnd
        }
        return tableStart.map { $0..<markdown.endIndex }
    }

    @Test(arguments: CatalogSchema.all.map(\.name))
    func thePartsKeyTableIsTheSchemas(_ name: String) throws {
        let part = try #require(CatalogSchema.all.first { $0.name == name })
        var markdown = try String(contentsOfFile: Self.referencePath, encoding: .utf8)
        let range = try #require(
            Self.tableRange(of: part.name, in: markdown),
            "docs/CATALOG.md has no '## \(part.name)' section with a key table (| key | type | default | what it does |)")
        let written = String(markdown[range])
        guard written != part.referenceTable else { return }
        if Self.isRecording {
            markdown.replaceSubrange(range, with: part.referenceTable)
            try markdown.write(toFile: Self.referencePath, atomically: true, encoding: .utf8)
            Issue.record("rewrote the key table of '## \(part.name)' in docs/CATALOG.md; read the diff and run the tests again without RECORD_SNAPSHOTS")
        } else {
            #expect(written == part.referenceTable, "docs/CATALOG.md's key table of '## \(part.name)' is not CatalogSchema's; rewrite it with RECORD_SNAPSHOTS=1 swift test --filter CatalogReferenceTests")
        }
    }

    @Test func everyPartNamesItsKeysOnce() {
        for part in CatalogSchema.all + [CatalogSchema.appSynonym] {
            #expect(Set(part.names).count == part.names.count, "\(part.name) lists a key twice")
        }
    }
}
