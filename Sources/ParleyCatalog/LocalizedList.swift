import ParleyText

/// A list of user-facing strings that may differ per locale: synonyms, phrases, snippet lines.
///
/// Written either as a list whose items may be locale maps, or as a map from
/// locale to list (`{en: [Calm], ja: [落ち着く]}`).
public struct LocalizedList<Element: Hashable & Sendable>: Hashable, Sendable {
    public enum Storage: Hashable, Sendable {
        /// Items each resolved on their own (an item missing in a locale falls back).
        case items([Element])
        /// A whole list per locale.
        case perLocale([String: [Element]])
    }

    public var storage: Storage

    public init(_ items: [Element] = []) {
        storage = .items(items)
    }

    public init(perLocale: [String: [Element]]) {
        storage = .perLocale(perLocale)
    }

    /// The list for a locale, falling back like `LocalizedText`.
    public func resolved(for locale: String) -> [Element] {
        switch storage {
        case .items(let items):
            return items
        case .perLocale(let lists):
            for key in LocaleCode.fallbackChain(for: locale) {
                if let list = lists[key] { return list }
            }
            return lists.keys.sorted().first.flatMap { lists[$0] } ?? []
        }
    }

    /// The same list, each element transformed, those without a result left out.
    public func compactMap<T>(_ transform: (Element) -> T?) -> LocalizedList<T> {
        switch storage {
        case .items(let items): LocalizedList<T>(items.compactMap(transform))
        case .perLocale(let lists): LocalizedList<T>(perLocale: lists.mapValues { $0.compactMap(transform) })
        }
    }

    /// Every element of every locale, in a stable order (for validation and lint).
    public var allElements: [Element] {
        switch storage {
        case .items(let items): return items
        case .perLocale(let lists): return lists.keys.sorted().flatMap { lists[$0] ?? [] }
        }
    }
}

extension LocalizedList where Element == LocalizedText {
    /// Resolves both the list and each item for a locale.
    public func strings(for locale: String) -> [String] {
        resolved(for: locale).map { $0.resolved(for: locale) }
    }
}
