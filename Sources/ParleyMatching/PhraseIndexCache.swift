import Foundation
import ParleyCatalog

/// Compiled indexes of one catalog, one per locale, built on first use and shared by
/// every session (and thread) that needs them.
public final class PhraseIndexCache: @unchecked Sendable {
    public let catalog: Catalog
    private var indexes: [String: PhraseIndex] = [:]
    private let lock = NSLock()

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func index(for locale: String) -> PhraseIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[locale] { return index }
        let index = PhraseIndex(catalog: catalog, locale: locale)
        indexes[locale] = index
        return index
    }
}
