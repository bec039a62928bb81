import Foundation
import Testing
import ParleyTestSupport

/// What the README states about the bundled vocabularies is checked against them: a language
/// file added without a word in the README, or a count left behind, fails here.
@Suite("Counts the documents state")
struct DocumentCountsTests {
    /// Each vocabulary file, by the name the README gives its language.
    static let languages: [String: String] = [
        "en": "English", "ja": "Japanese", "ko": "Korean", "de": "German", "fr": "French", "es": "Spanish",
        "it": "Italian", "pt-BR": "Brazilian Portuguese", "nl": "Dutch", "sv": "Swedish", "da": "Danish",
        "nb": "Norwegian", "fi": "Finnish", "ru": "Russian", "tr": "Turkish", "zh-Hans": "Mandarin",
        "zh-Hant": "Mandarin", "zh-HK": "Cantonese", "th": "Thai", "ar": "Arabic", "he": "Hebrew", "ms": "Malay",
    ]

    @Test func theReadmeNamesEveryLanguageAndCountsThem() throws {
        let folder = TestCatalog.root + "/Sources/ParleyText/Vocabulary/Locales"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(".yaml".count)) }
        #expect(Set(files) == Set(Self.languages.keys), "a vocabulary file without a name here, or a name without a file")
        let readme = try String(contentsOfFile: TestCatalog.root + "/README.md", encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let names = Set(Self.languages.values)
        #expect(readme.contains("is in \(names.count) languages:"), "README states another count than \(names.count)")
        for name in names.sorted() { #expect(readme.contains(name), "README does not name \(name)") }
    }
}
