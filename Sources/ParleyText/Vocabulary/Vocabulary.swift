import DocumentTree

/// The words of one locale that the engine reads — wake words, fillers, number words,
/// answers, help questions, the costs of matching, dates, durations — and the lines Siri
/// says on its own, loaded from `Vocabulary/Locales/<locale>.yaml` (docs/VOCABULARY.md).
///
/// A locale's file is read over English's: lists and tables add to English's (so English
/// answers such as "yes" or "2" keep working in every locale), single values replace
/// English's. A locale without a file is English.
///
///     Vocabulary.forLocale("ja-JP").system.cancelled   // "キャンセルしました。"
///     Vocabulary.forLocale("fr").system.cancelled      // "Okay, cancelled."
public struct Vocabulary: Sendable {
    /// The file this vocabulary was read from (`en` for a locale without one).
    public let locale: String
    package let normalizing: Normalizing
    package let numbers: Numbers
    package let matching: Matching
    /// What only a dialogue reads, built when one first does: matching alone (`parley
    /// match`) never needs it.
    let dialogue: OnFirstUse<Dialogue>

    package var answers: Answers { dialogue.value.answers }
    package var help: Help { dialogue.value.help }
    package var dates: Dates { dialogue.value.dates }
    package var durations: Durations { dialogue.value.durations }
    package var format: Format { dialogue.value.format }
    package var system: System { dialogue.value.system }
    /// What Siri answers itself, read when first asked: matching an utterance that no phrase
    /// says exactly asks for it, building the dialogue's sections does not.
    package var siri: Siri { siriSection.value }
    let siriSection: OnFirstUse<Siri>

    /// The locales that have a vocabulary file, sorted.
    public static var locales: [String] { EmbeddedVocabularies.files.keys.sorted() }

    /// The vocabulary for a locale code: its own file, else its language's (`ja` for
    /// `ja-JP`), else English.
    public static func forLocale(_ code: String) -> Vocabulary {
        let key = EmbeddedVocabularies.files[code] != nil ? code : language(of: code)
        return cache[EmbeddedVocabularies.files[key] != nil ? key : "en"]
    }

    private static func language(of code: String) -> String {
        String(code.prefix { $0 != "-" && $0 != "_" })
    }

    /// Vocabularies are read once per process, on first use.
    private static let cache = PerLocale { locale in
        Vocabulary(locale: locale, file: decode(locale), english: locale == "en" ? nil : decode("en"))
    }

    /// Reads a bundled file, which the build embedded as its document tree (so no YAML is
    /// parsed at run time). The files are part of the program and a test reads every one, so
    /// a file that does not decode is a bug in this build, not bad input.
    static func decode(_ locale: String) -> VocabularyFile {
        guard let bytes = EmbeddedVocabularies.files[locale] else { return VocabularyFile() }
        guard let document = YAMLNode(bytes: bytes) else {
            fatalError("the bundled vocabulary \(locale).yaml was embedded damaged")
        }
        do {
            return try VocabularyFile(document: document)
        } catch {
            fatalError("the bundled vocabulary \(locale).yaml does not decode: \(error)")
        }
    }
}
