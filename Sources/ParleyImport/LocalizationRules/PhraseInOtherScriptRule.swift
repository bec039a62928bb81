import ParleyCatalog
import ParleyText

/// A phrase in the Swift source — the development language's list — written in another
/// script ("ライトをつけて" among English phrases): Siri in the development language never hears
/// it, and Siri in its own language never sees it. It belongs in `AppShortcuts.xcstrings`.
struct PhraseInOtherScriptRule: LocalizationRule {
    let identifier = "phrase-in-other-language"
    let summary = "a source phrase written in another language's script"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        let allowed = Script.allowed(in: context.developmentLanguage)
        return context.shortcuts.flatMap { shortcut in
            shortcut.phrases.compactMap { phrase -> Diagnostic? in
                let text = PhraseSpelling.catalogKey(phrase.text)
                guard let foreign = Script.allCases.first(where: Script.scripts(in: text).subtracting(allowed).contains) else { return nil }
                return Diagnostic(.warning, "the \(context.developmentLanguage) phrase \"\(text)\" is written in \(foreign.rawValue) script; Siri in \(context.developmentLanguage) never hears it: put it in AppShortcuts.xcstrings under its own language", at: phrase.location)
            }
        }
    }
}

/// The writing systems a phrase's letters belong to, told by their code points.
/// In the order a finding names them: kana before Han, since Japanese writes both.
enum Script: String, CaseIterable {
    case kana = "Japanese", hangul = "Korean", thai = "Thai", arabic = "Arabic", hebrew = "Hebrew"
    case cyrillic = "Cyrillic", greek = "Greek", han = "Chinese", latin = "Latin"

    /// The scripts of the letters of `text` (digits, punctuation and `${…}` placeholders aside).
    static func scripts(in text: String) -> Set<Script> {
        var found = Set<Script>()
        var inPlaceholder = false
        for scalar in text.unicodeScalars {
            if scalar == "$" { inPlaceholder = true; continue }
            if inPlaceholder { if scalar == "}" { inPlaceholder = false }; continue }
            if let script = script(of: scalar) { found.insert(script) }
        }
        return found
    }

    private static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: .latin
        case 0x370...0x3FF: .greek
        case 0x400...0x4FF: .cyrillic
        case 0x590...0x5FF: .hebrew
        case 0x600...0x6FF, 0x750...0x77F: .arabic
        case 0xE00...0xE7F: .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: .han
        default: nil
        }
    }

    /// What a language writes its phrases in; Latin letters (brand names, "Wi-Fi") are
    /// allowed everywhere.
    static func allowed(in locale: String) -> Set<Script> {
        switch LocaleCode.language(of: locale) {
        case "ja": [.latin, .han, .kana]
        case "zh", "yue": [.latin, .han]
        case "ko": [.latin, .hangul, .han]
        case "ru", "uk", "bg", "sr", "kk", "be": [.latin, .cyrillic]
        case "el": [.latin, .greek]
        case "ar", "fa", "ur": [.latin, .arabic]
        case "he": [.latin, .hebrew]
        case "th": [.latin, .thai]
        default: [.latin]
        }
    }
}
