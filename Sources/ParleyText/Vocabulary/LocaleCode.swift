/// Locale codes and the fallback order the whole product uses: catalogs' localized text and
/// the locale vocabularies alike.
public enum LocaleCode {
    public static let fallback = "en"

    /// `["ja-JP", "ja", "", "en"]` for `ja-JP`: exact, the written form Siri uses for the
    /// region (`zh-Hans` for `zh-CN`, `pt-BR` for `pt`), language, plain, fallback.
    public static func fallbackChain(for locale: String) -> [String] {
        var chain = [locale]
        let code = locale.replacingOccurrences(of: "_", with: "-")
        // `zh-Hant` is itself a written form: it does not fall back to `zh-Hans`.
        let written = scripts[code] ?? (scripts.values.contains(code) ? code : nil)
        if let written, written != code { chain.append(written) }
        if let dash = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            let language = String(locale[..<dash])
            chain.append(language)
            // A region without a script of its own reads its language's: `pt-PT` Brazil's.
            if written == nil, let languageWritten = scripts[language] { chain.append(languageWritten) }
        }
        chain.append("")
        chain.append(fallback)
        return chain
    }

    /// Region codes that Siri's languages write under another code: Chinese by script
    /// (Mandarin in mainland China and Singapore in Simplified characters, in Taiwan and
    /// Hong Kong in Traditional), Portuguese as Brazil's, Norwegian as Bokmål.
    private static let scripts: [String: String] = [
        "zh": "zh-Hans", "zh-CN": "zh-Hans", "zh-SG": "zh-Hans",
        "zh-TW": "zh-Hant", "zh-HK": "zh-Hant", "zh-MO": "zh-Hant",
        "pt": "pt-BR", "no": "nb", "nn": "nb",
    ]

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
