import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyCatalog

/// `extends:` overlays: what they may replace, and the located errors for everything else.
@Suite("Overlays")
struct OverlayTests {
    private func load(_ files: [String: String]) throws -> Result<Catalog, CatalogError> {
        let folder = try TestFolder.make("overlay")
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        do { return .success(try CatalogLoader().load(directories: [folder.path])) } catch { return .failure(error) }
    }

    private static let base = """
        app: Shelf
        types:
          Book: {kind: entity, title: Book, values: []}
        intents:
          Open:
            parameters:
              - {name: book, type: Book}
        shortcuts:
          - intent: Open
            phrases: ['Open \\(\\.$book) in \\(.applicationName)']
        """

    @Test func anOverlayFillsInValuesAndDialogs() throws {
        let catalog = try load([
            "shelf.yaml": Self.base,
            "shelf.overlay.yaml": """
                extends: Shelf
                types:
                  Book:
                    values: [{id: b1, title: Dune}]
                intents:
                  Open:
                    parameters: [{name: book, prompt: Which book?}]
                    result: {dialog: 'Opening \\(book).'}
                """,
        ]).get()
        let app = try #require(catalog.apps.first)
        #expect(app.types[0].speakableValues.map(\.id) == ["b1"])
        #expect(app.intents[0].parameters[0].prompt?.full.fallback == "Which book?")
        #expect(app.intents[0].results.first?.dialog?.full.fallback == "Opening \\(book).")
        #expect(catalog.warnings.isEmpty)
    }

    @Test func anEntityWithoutValuesLoadsWithAWarning() throws {
        let catalog = try load(["shelf.yaml": Self.base]).get()
        #expect(catalog.warnings.map(\.message) == [
            "entity 'Book' has no values: a phrase that holds it cannot be spoken and Siri has none to offer; give it values (for an imported app, in its overlay)",
            "parameter 'book' has no suggested values, so this phrase can never be spoken",
        ])
    }

    @Test(arguments: [
        ("extends: Shelf\nshortcuts: []\n", "shelf.overlay.yaml:2:1: error: unknown key 'shortcuts' in an overlay. Expected one of: extends, state, types, intents"),
        ("extends: Shelves\n", "shelf.overlay.yaml:1:10: error: extends 'Shelves', but no catalog of this device defines that app (apps: Shelf)"),
        ("extends: Shelf\ntypes:\n  Film: {values: []}\n", "shelf.overlay.yaml:3:3: error: Shelf has no type 'Film' to extend (types: Book)"),
        ("extends: Shelf\nintents:\n  Open:\n    title: Read\n", "shelf.overlay.yaml:4:5: error: unknown key 'title' in intent 'Open' of an overlay. Expected one of: parameters, confirm, requires, result, failures"),
        ("extends: Shelf\nintents:\n  Open:\n    parameters: [{name: page, prompt: Which page?}]\n", "shelf.overlay.yaml:4:25: error: intent 'Open' has no parameter 'page' to extend (parameters: book)"),
    ])
    func whatAnOverlayMayNotDoIsALocatedError(overlay: String, message: String) throws {
        guard case .failure(let error) = try load(["shelf.yaml": Self.base, "shelf.overlay.yaml": overlay]) else {
            Issue.record("the overlay loaded")
            return
        }
        #expect(error.diagnostics.map { $0.description.replacingOccurrences(of: #"^.*/"#, with: "", options: .regularExpression) } == [message])
    }
}
