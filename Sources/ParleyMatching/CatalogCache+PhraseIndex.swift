import ParleyText
import ParleyCatalog

/// The compiled-catalog cache keeps each catalog's phrase index too, per locale: building
/// it (normalizing every phrase and value name, then the trie) is most of a repeat run's
/// start-up, reading it back a small part.
///
/// An index entry is keyed by the catalog's origin — every file with its cache entry's
/// stamp, which pins the file's exact text — and by the locale and the program, so it is
/// used only for the very catalog it was compiled from. One entry per set of files and
/// locale, replaced when any of them changes.
extension CatalogCache {
    static let indexMagic = "parley compiled index"
    static let indexFormatVersion = 2

    /// The catalog's index for the locale: read from the cache when it holds one compiled
    /// from exactly this catalog, else built (and kept, when the catalog has an origin).
    public func index(for catalog: Catalog, locale: String) -> PhraseIndex {
        guard let origin = catalog.origin else { return PhraseIndex(catalog: catalog, locale: locale) }
        let path = indexEntryPath(origin: origin, locale: locale)
        if let compiled = storedIndex(at: path, origin: origin, locale: locale, catalog: catalog) {
            return PhraseIndex(catalog: catalog, locale: locale, compiled: compiled)
        }
        let compiled = PhraseIndex.compile(catalog, locale: locale)
        var writer = BinaryWriter()
        writeIndexHeader(to: &writer, origin: origin, locale: locale)
        compiled.write(to: &writer)
        _ = put(writer.bytes, at: path)
        return PhraseIndex(catalog: catalog, locale: locale, compiled: compiled)
    }

    func indexEntryPath(origin: CatalogCache.Origin, locale: String) -> String {
        entryPath(kind: "index", name: ([locale] + origin.files).joined(separator: "\0").utf8)
    }

    private func writeIndexHeader(to writer: inout BinaryWriter, origin: CatalogCache.Origin, locale: String) {
        writer.write(Self.indexMagic)
        writer.write(Self.indexFormatVersion)
        writer.write(self.writer)
        writer.write(locale)
        writer.write(origin.files)
        writer.write(origin.pins)
    }

    /// The compiled index kept at `path`, if it was compiled by this program from exactly
    /// this catalog for this locale and reads back whole.
    func storedIndex(at path: String, origin: CatalogCache.Origin, locale: String, catalog: Catalog) -> PhraseIndex.Compiled? {
        guard let bytes = entryBytes(at: path) else { return nil }
        var reader = BinaryReader(bytes)
        do {
            guard try reader.readString() == Self.indexMagic, try reader.readInt() == Self.indexFormatVersion,
                  try reader.readString() == writer, try reader.readString() == locale,
                  try reader.readArray(of: String.self) == origin.files, try reader.readArray(of: String.self) == origin.pins else { return nil }
            let compiled = try PhraseIndex.Compiled(from: &reader, catalog: catalog)
            return reader.isAtEnd ? compiled : nil
        } catch {
            return nil
        }
    }
}
