import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching

/// Paths and loaders shared by the tests.
public enum TestCatalog {
    /// The package root, found from this file's path.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static let bundledDirectory = root + "/phrases"
    /// The session clock of every test: a Saturday morning.
    public static let now = CalendarDate(year: 2026, month: 11, day: 21, hour: 9, minute: 0)

    /// The bundled catalog, loaded once.
    public static let bundled: Catalog = {
        do {
            return try CatalogLoader().load(directories: [bundledDirectory])
        } catch {
            fatalError("the bundled catalog does not load:\n\(error)")
        }
    }()

    public static func index(locale: String = "en") -> PhraseIndex {
        PhraseIndex(catalog: bundled, locale: locale)
    }

    /// Loads one app from YAML text, returning every diagnostic as printed.
    public static func diagnostics(_ yaml: String, file: String = "app.yaml") -> [String] {
        CatalogLoader().loadApp(yaml: yaml, file: file).1.map(\.description)
    }

    /// Loads one app that must load cleanly.
    public static func app(_ yaml: String) throws -> App {
        let (app, diagnostics) = CatalogLoader().loadApp(yaml: yaml, file: "app.yaml")
        guard let app else { throw CatalogError(diagnostics) }
        return app
    }
}

/// The locale a table row is written in: Japanese when it has kana or kanji, else English.
/// Tables that mix both languages parse each row in its own language.
public func localeOf(_ text: String) -> String {
    text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) } ? "ja" : "en"
}
