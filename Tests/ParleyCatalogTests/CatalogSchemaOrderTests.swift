import Testing
@testable import ParleyCatalog

/// `ModelPart.read` reads a part's rows in the order docs/CATALOG.md lists them, and some
/// readers need what an earlier row read: reordering the reference must not reorder these.
@Suite("Schema rows read in order")
struct CatalogSchemaOrderTests {
    @Test(arguments: [
        (CatalogSchema.app as CatalogPart, ["types", "intents", "shortcuts"]),
        (CatalogSchema.intent, ["parameters", "shortcutTypes"]),
        (CatalogSchema.parameter, ["type", "required", "ask"]),
    ])
    func aRowIsReadAfterThoseItNeeds(part: CatalogPart, order: [String]) {
        let positions = order.compactMap { part.names.firstIndex(of: $0) }
        #expect(positions.count == order.count, "\(part.name) lacks one of \(order)")
        #expect(positions == positions.sorted(), "\(part.name) reads \(order) out of order: \(part.names)")
    }
}
