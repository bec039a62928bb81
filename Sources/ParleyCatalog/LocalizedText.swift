import ParleyText

/// A user-facing string that may differ per locale.
///
/// Written in a catalog either as a plain string (every locale) or as a map
/// `{en: Start, ja: 開始}`. Resolution tries the exact locale, its language
/// (`ja` for `ja-JP`), the plain value, then `en`.
public struct LocalizedText: Hashable, Sendable {
    /// Locale code to text; the plain (unlocalized) value is stored under `""`.
    public var byLocale: [String: String]

    public init(_ text: String) {
        byLocale = ["": text]
    }

    public init(byLocale: [String: String]) {
        self.byLocale = byLocale
    }

    public func resolved(for locale: String) -> String {
        // Most text is plain: the same in every locale, with no chain to build.
        if byLocale.count == 1, let plain = byLocale[""] { return plain }
        for key in LocaleCode.fallbackChain(for: locale) {
            if let text = byLocale[key] { return text }
        }
        // A string localized only into other languages still needs a deterministic value.
        return byLocale.keys.sorted().first.flatMap { byLocale[$0] } ?? ""
    }

    /// The form used for stable identifiers across locales (`en`, else the plain value).
    public var fallback: String { resolved(for: LocaleCode.fallback) }

    /// Every distinct spelling, for matching that accepts any language's name.
    public var allValues: [String] {
        byLocale.keys.sorted().compactMap { byLocale[$0] }
    }
}

/// Locale codes and the fallback order the whole product uses.
public enum LocaleCode {
    public static let fallback = "en"

    /// `["ja-JP", "ja", "", "en"]` for `ja-JP`: exact, language, plain, fallback.
    public static func fallbackChain(for locale: String) -> [String] {
        var chain = [locale]
        if let dash = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            chain.append(String(locale[..<dash]))
        }
        chain.append("")
        chain.append(fallback)
        return chain
    }

    /// `en`, `ja`, `en-GB`, `zh_Hant`: a language of two or three letters, then parts.
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The language part of a locale code: `ja` for `ja-JP`.
    public static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
