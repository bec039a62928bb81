import ParleyText

/// A user-facing string that may differ per locale.
///
/// Written in a catalog either as a plain string (every locale) or as a map
/// `{en: Start, ja: 開始}`. Resolution tries the exact locale, its language
/// (`ja` for `ja-JP`), the plain value, then `en`.
public struct LocalizedText: Hashable, Sendable {
    /// Most text is plain, the same in every locale: kept as the string alone, without a
    /// dictionary to allocate, hash and free for each of a catalog's many names.
    private enum Storage: Hashable, Sendable {
        case plain(String)
        case localized([String: String])
    }

    private var storage: Storage

    /// Locale code to text; the plain (unlocalized) value is stored under `""`.
    public var byLocale: [String: String] {
        get {
            switch storage {
            case .plain(let text): ["": text]
            case .localized(let byLocale): byLocale
            }
        }
        set { storage = Self.storage(newValue) }
    }

    public init(_ text: String) {
        storage = .plain(text)
    }

    public init(byLocale: [String: String]) {
        storage = Self.storage(byLocale)
    }

    /// The one form of each text, so equal texts are equal however they were made.
    private static func storage(_ byLocale: [String: String]) -> Storage {
        if byLocale.count == 1, let plain = byLocale[""] { return .plain(plain) }
        return .localized(byLocale)
    }

    /// The plain text, when it is the same in every locale.
    public var plain: String? {
        if case .plain(let text) = storage { return text }
        return nil
    }

    public func resolved(for locale: String) -> String {
        guard case .localized(let byLocale) = storage else { return plain ?? "" }
        for key in LocaleCode.fallbackChain(for: locale) {
            if let text = byLocale[key] { return text }
        }
        // A string localized only into other languages still needs a deterministic value.
        return byLocale.keys.sorted().first.flatMap { byLocale[$0] } ?? ""
    }

    /// Whether a session in `locale` finds text of its own language, not another language's
    /// by fallback. Plain text is every language's.
    public func speaks(_ locale: String) -> Bool {
        guard case .localized(let byLocale) = storage else { return true }
        return LocaleCode.fallbackChain(for: locale).prefix { !$0.isEmpty }.contains { byLocale[$0] != nil }
    }

    /// The text in `locale`'s own language, or nil when it has none there (not another
    /// language's by fallback).
    public func spoken(in locale: String) -> String? {
        speaks(locale) ? resolved(for: locale) : nil
    }

    /// The form used for stable identifiers across locales (`en`, else the plain value).
    public var fallback: String { resolved(for: LocaleCode.fallback) }

    /// Every distinct spelling, for matching that accepts any language's name.
    public var allValues: [String] {
        if let plain { return [plain] }
        let byLocale = self.byLocale
        return byLocale.keys.sorted().compactMap { byLocale[$0] }
    }
}
