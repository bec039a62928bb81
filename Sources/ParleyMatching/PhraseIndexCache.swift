import ParleyText
import ParleyCatalog

/// Compiled indexes of one catalog, one per locale, built on first use and shared by
/// every session (and thread) that needs them. With a compiled-catalog cache, an index
/// compiled by an earlier run from the same files is read instead of built.
public final class PhraseIndexCache: Sendable {
    public let catalog: Catalog
    private let indexes: PerLocale<PhraseIndex>

    public init(catalog: Catalog, cache: CatalogCache? = nil) {
        self.catalog = catalog
        indexes = PerLocale { locale in
            cache?.index(for: catalog, locale: locale) ?? PhraseIndex(catalog: catalog, locale: locale)
        }
    }

    public func index(for locale: String) -> PhraseIndex {
        indexes[locale]
    }
}
