import ParleyText
import ParleyCatalog

/// Compiled indexes of one catalog, one per locale, built on first use and shared by
/// every session (and thread) that needs them.
public final class PhraseIndexCache: Sendable {
    public let catalog: Catalog
    private let indexes: PerLocale<PhraseIndex>

    public init(catalog: Catalog) {
        self.catalog = catalog
        indexes = PerLocale { PhraseIndex(catalog: catalog, locale: $0) }
    }

    public func index(for locale: String) -> PhraseIndex {
        indexes[locale]
    }
}
