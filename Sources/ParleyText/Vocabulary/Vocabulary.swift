import DocumentTree
import Foundation

/// The words of one locale that matching reads — wake words, fillers, number words, the
/// costs of matching, Siri's own requests — loaded from `Vocabulary/Locales/<locale>.yaml`
/// (docs/VOCABULARY.md). The file's sections that only a dialogue reads (answers, help,
/// dates, durations, formats, Siri's lines) are ParleyDialogue's `DialogueVocabulary`.
///
/// A locale's file is read over English's: lists and tables add to English's (so English
/// answers such as "yes" or "2" keep working in every locale), single values replace
/// English's. A locale without a file is English.
///
///     Vocabulary.forLocale("ja-JP").locale             // "ja"
///     Vocabulary.forLocale("fr").locale                // "en"
public struct Vocabulary: Sendable {
    /// The file this vocabulary was read from (`en` for a locale without one).
    public let locale: String
    package let normalizing: Normalizing
    package let numbers: Numbers
    package let matching: Matching
    /// What Siri answers itself, read when first asked: matching an utterance that no phrase
    /// says exactly asks for it, building the dialogue's sections does not.
    package var siri: Siri { siriSection.value }
    let siriSection: OnFirstUse<Siri>

    /// The locales that have a vocabulary file, sorted.
    public static var locales: [String] { EmbeddedVocabularies.encoded.keys.sorted() }

    /// What a session in a language without a file is told, once; nil for every other
    /// locale. It still runs: phrases are matched word for word, Siri's lines are English's.
    public static func missingNote(for code: String) -> String? {
        guard LocaleCode.language(of: code) != LocaleCode.fallback, fileLocale(for: code) == LocaleCode.fallback else { return nil }
        return "Parley has no vocabulary for '\(code)' yet: its phrases are matched word for word, and Siri's own lines are in English (docs/VOCABULARY.md). Vocabularies: \(locales.joined(separator: ", "))"
    }

    /// The vocabulary for a locale code: its own file, else its language's (`ja` for
    /// `ja-JP`), else English.
    public static func forLocale(_ code: String) -> Vocabulary {
        cache[fileLocale(for: code)]
    }

    /// The file a locale code reads: its own, else the first of its fallbacks that has one
    /// (`LocaleCode.fallbackChain`: `zh-Hans` for `zh-CN`, `es` for `es-MX`), else English's.
    package static func fileLocale(for code: String) -> String {
        LocaleCode.fallbackChain(for: code).first { EmbeddedVocabularies.encoded[$0] != nil } ?? LocaleCode.fallback
    }

    /// Vocabularies are read once per process, on first use.
    private static let cache = PerLocale { locale in
        Vocabulary(locale: locale, file: decode(locale), english: locale == "en" ? nil : decode("en"))
    }

    /// Reads a bundled file, which the build embedded as its document tree (so no YAML is
    /// parsed at run time). The files are part of the program and a test reads every one, so
    /// a file that does not decode is a bug in this build, not bad input.
    static func decode(_ locale: String) -> VocabularyFile {
        bundled(locale, empty: VocabularyFile(), read: VocabularyFile.init(document:))
    }

    /// Reads part of a bundled file with `read` (matching's sections here, the dialogue's in
    /// ParleyDialogue); `empty` for a locale without a file.
    package static func bundled<File>(_ locale: String, empty: File, read: (YAMLNode) throws -> File) -> File {
        guard let document = document(locale) else { return empty }
        do {
            return try read(document)
        } catch {
            fatalError("the bundled vocabulary \(locale).yaml does not decode: \(error)")
        }
    }

    /// A bundled file's tree, as the build embedded it; nil for a locale without a file.
    /// Read once: matching's sections and the dialogue's are read from the same tree.
    package static func document(_ locale: String) -> YAMLNode? {
        documents[locale]
    }

    /// A bundled file's tree as the build embedded it (in base64), or nil for a locale without one.
    static func embeddedBytes(_ locale: String) -> [UInt8]? {
        guard let text = EmbeddedVocabularies.encoded[locale] else { return nil }
        guard let data = Data(base64Encoded: text) else {
            fatalError("the bundled vocabulary \(locale).yaml was embedded damaged")
        }
        return Array(data)
    }

    private static let documents = PerLocale { locale -> YAMLNode? in
        guard let bytes = embeddedBytes(locale) else { return nil }
        guard let document = YAMLNode(bytes: bytes) else {
            fatalError("the bundled vocabulary \(locale).yaml was embedded damaged")
        }
        return document
    }
}
