import Testing
@testable import ParleyMatching

/// Word endings come from Snowball's stemmer for the locale's language, English's from
/// Parley's own rules, and a language Snowball does not cover has none.
@Suite("Word endings")
struct WordEndingsTests {
    @Test(arguments: [
        ("fr", "commandes", "commande"), ("fr", "activer", "active"), ("fr", "commandez", "commander"),
        ("de", "meine", "mein"), ("de", "starten", "starte"),
        ("es", "activar", "activa"), ("it", "ordinare", "ordina"), ("pt-BR", "ativar", "ative"),
        ("ru", "включить", "включи"), ("sv", "beställa", "beställ"), ("fi", "kuppi", "kuppia"),
        ("tr", "bardağı", "bardak"), ("nb", "bestille", "bestill"), ("nl", "lampen", "lamp"),
        ("en", "summary", "summarize"), ("en", "sessions", "session"), ("en-GB", "logging", "log"),
    ])
    func twoFormsOfAWordShareAStem(_ locale: String, _ one: String, _ other: String) throws {
        let endings = try #require(WordEndings.forLocale(locale))
        #expect(endings.stem(one) == endings.stem(other))
    }

    @Test(arguments: [("fr", "désactive", "active"), ("es", "desactiva", "activa"), ("ru", "выключи", "включи"), ("de", "stoppe", "starte")])
    func anOppositeKeepsItsOwnStem(_ locale: String, _ one: String, _ other: String) throws {
        let endings = try #require(WordEndings.forLocale(locale))
        #expect(endings.stem(one) != endings.stem(other))
    }

    /// Snowball folds letters inside a German or Spanish stem: "zählen" (count) and "zahlen"
    /// (pay) are both "zahl". Two words that differ before their ending are never one word.
    @Test(arguments: [("de", "zählen", "zahlen"), ("de", "drücken", "drucken"), ("de", "küche", "kuchen"), ("es", "está", "esta")])
    func lettersFoldedInsideAStemAreNotAnEnding(_ locale: String, _ one: String, _ other: String) throws {
        let endings = try #require(WordEndings.forLocale(locale))
        #expect(endings.suffixStem(one) == nil || endings.suffixStem(one) != endings.suffixStem(other))
    }

    /// A form that changes a letter of its stem the language's regular way still shares the
    /// stem the index keys on: a German umlaut kept ("weiterhör"), a Dutch imperative's
    /// doubled vowel and a loanword's doubled consonant, a French è.
    @Test(arguments: [
        ("de", "weiterhör", "weiterhören"), ("nl", "markeer", "markeren"), ("nl", "speel", "spelen"), ("nl", "loggen", "log"),
        ("fr", "promène", "promener"), ("fr", "achète", "acheter"),
    ])
    func aRegularChangeInsideTheStemIsStillTheWord(_ locale: String, _ one: String, _ other: String) throws {
        let endings = try #require(WordEndings.forLocale(locale))
        #expect(endings.suffixStem(one) != nil && endings.suffixStem(one) == endings.suffixStem(other))
    }

    /// Bokmål and Malay are the two codes libstemmer does not know by themselves.
    @Test func eachLanguageHasItsOwnAlgorithm() {
        func algorithm(_ locale: String) -> String? {
            switch WordEndings.forLocale(locale) {
            case .snowball(let stemmer): stemmer.algorithm
            case .english: "parley's english"
            case nil: nil
            }
        }
        #expect(algorithm("fr-CA") == "fr")
        #expect(algorithm("nb") == "norwegian")
        #expect(algorithm("ms") == "indonesian")
        #expect(algorithm("en-AU") == "parley's english")
        for unspaced in ["he", "th", "zh-Hans", "zh-HK", "ja", "ko", "xx"] {
            #expect(algorithm(unspaced) == nil, "\(unspaced)")
        }
    }
}
