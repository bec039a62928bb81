import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyCatalog

/// Every key the schema declares is read by a reader: a row nobody reads would be accepted,
/// documented in docs/CATALOG.md and silently ignored.
// The readers record what they ask for in a debug build only.
#if DEBUG
@Suite("Every schema row is read")
struct CatalogSchemaReadTests {
    @Test func theReadersAskForEveryDeclaredKey() throws {
        for folder in CatalogCacheTests.folders + ["examples/ios/PlantPal/phrases"] {
            _ = try CatalogLoader().load(directories: [TestCatalog.root + "/" + folder])
        }
        // An overlay's parameters, which no catalog of the repository changes.
        let folder = try TestFolder.make("schema-reads")
        try """
            app: Shelf
            types:
              Book: {kind: entity, title: Book, values: [{id: b1, title: Dune}]}
            intents:
              Open:
                parameters: [{name: book, type: Book}]
            shortcuts:
              - {intent: Open, phrases: ['Open a book in \\(.applicationName)']}
            """.write(to: folder.appendingPathComponent("shelf.yaml"), atomically: true, encoding: .utf8)
        try """
            extends: Shelf
            intents:
              Open:
                parameters: [{name: book, prompt: Which book?, confirm: true, default: b1}]
            """.write(to: folder.appendingPathComponent("shelf.overlay.yaml"), atomically: true, encoding: .utf8)
        _ = try CatalogLoader().load(directories: [folder.path])
        let asked = CatalogSchemaReads.asked
        var unread: [String] = []
        for part in CatalogSchema.all {
            for key in part.names where !(asked[part.name]?.contains(key) ?? false) {
                unread.append("\(part.name).\(key)")
            }
        }
        #expect(unread.isEmpty, "schema rows no reader asks for: \(unread)")
    }
}
#endif
