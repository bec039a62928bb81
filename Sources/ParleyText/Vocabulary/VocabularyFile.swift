import DocumentTree

/// One locale's vocabulary file (`Vocabulary/<locale>.yaml`) as written: every section and
/// key is the property of the same name, read by `YAMLNodeDecoder` (a key the file has and
/// this type does not is an error at its line), and every one is optional, so a locale can
/// give only what differs from English. `Vocabulary` merges it over English and prepares it
/// for the engine. The sections only a dialogue reads are ParleyDialogue's.
package struct VocabularyFile: Decodable, Sendable {
    struct Normalizing: Decodable, Sendable {
        var wakeWords: [String]?
        var fillers: [String]?
        var contractions: [String: String]?
        var ordinalDigits: [String: String]?
        /// Korean's particles, split off the Hangul word they are written against
        /// (`Normalizer.hangulParticles`).
        var particles: [String]?
        /// The particles that are request helpers (Korean 줘, 주세요), which follow a verb.
        var requestHelpers: [String]?
        /// Turkish: an apostrophe ends a word ("Barista'dan" is the name and its case
        /// ending), where other languages drop it ("chef's" is "chefs").
        var apostropheEndsWord: Bool?
        /// A polite word or phrase said before or after a request or an answer ("por favor",
        /// "お願いします"), dropped there; a single word that is never anything else can be a
        /// filler instead.
        var politeness: [String]?
        /// Pronouns written against the verb before them, which then takes an accent
        /// (Spanish "muéstrame" is "muestra" and "me"): split off, the accent dropped.
        var enclitics: [String]?
    }

    struct Numbers: Decodable, Sendable {
        var units: [String: Int]?
        var tens: [String: Int]?
        var scales: [String: Int]?
        var joiner: String?
        var point: String?
        var negative: [String]?
        var indefinite: [String]?
        var amounts: [String: Double]?
        var unitAmounts: [String: Double]?
        var vague: [String]?
        var kanjiDigits: [String: Int]?
        var kanjiScales: [String: Int]?
        var counters: [String]?
    }

    struct Matching: Decodable, Sendable {
        var articles: [String]?
        var carrierWords: [String]?
        var functionWords: [String]?
        var qualifiers: [String]?
        /// Words that only describe the phrase's object ("a new lift"), and the articles and
        /// possessives they must follow to describe it (none: anywhere).
        var describers: [String]?
        var describerLeads: [String]?
        var connectors: [String]?
        var negators: [String]?
        var synonyms: [[String]]?
        var opposites: [[String]]?
        /// Prepositions written against the word after them, an app's name too (Hebrew
        /// "באפוטי" is "ב" and "אפוטי"): a name is also heard with one of them before it.
        var namePrefixes: [String]?
        /// Endings of a verb form that tells of an action or asks whether it was done (Russian
        /// past "открыл", participle "включен"), said where the phrase asks for it in a form
        /// that ends in one of `requestEndings` ("открой"): the request is not made.
        var tellingEndings: [String]?
        var requestEndings: [String]?
        /// Words after a form that tells which make it a polite question, a request: Turkish
        /// "kilitler misin?" (will you lock?) beside "kilitler" (it locks).
        var askingWords: [String]?
        /// Subject pronouns, and words for "if": a request's verb said after a pronoun that
        /// begins the utterance, or after "if" and a pronoun, states an action (French "Je
        /// bloque ma carte", Swedish "Om jag skickar pengar"), it does not ask for it.
        var subjectPronouns: [String]?
        var conditionals: [String]?
        /// Irregular forms that tell of an action, each with the request's word it tells of:
        /// Italian "chiusi" (I closed) for "chiudi", German "schloss" for "schließe".
        var tellingForms: [String: String]?
        /// Suffixes that say not to do what the word before them says (Turkish "kilitle-me",
        /// "aç-ma"): a phrase's word with one of them after it is its negation.
        var negatingSuffixes: [String]?
        /// Prefixes that turn a word into its undoing ("un-share", "dis-connect"): with Siri AI,
        /// a request that says a tool's word so prefixed does not run the tool.
        var negatingPrefixes: [String]?
        /// Whether a word of an opposite pair is still that word with an ending after it
        /// (Turkish "kapatır", "kapatın" are "kapat"), for the opposite check alone.
        var oppositesTakeEndings: Bool?
        /// Whether a request may put its verb last as well as first (German "Das Licht
        /// einschalten", Dutch "In Sonux mijn boek afspelen"): a verb said at the other end of
        /// the request is read where the phrase has it, and a describing word may open it.
        var verbMovesToEnd: Bool?
        /// Particles a separable verb leaves at the end ("Hör in Sonux weiter" for
        /// "weiterhören", Dutch "Speel … af" for "afspelen"): read again against their verb.
        var separableParticles: [String]?
        /// Whether a describing word follows its noun (French "mon livre actuel", Spanish
        /// "un gasto nuevo"): cheap right after a noun that follows one of `describerLeads` too.
        var describersFollowNouns: Bool?
        /// Words that soften a request without changing it, said anywhere in it (Chinese "一下"
        /// after a verb, "查看一下余额"): dropped when the utterance is read again.
        var softeners: [String]?
    }

    /// What Siri answers itself (SPEC §9): opening an app, and its own requests by name,
    /// each with the shapes that say it.
    struct Siri: Decodable, Sendable {
        var openApp: [String]?
        var requests: [String: [String]]?
    }

    var normalizing: Normalizing?
    var numbers: Numbers?
    var matching: Matching?
    var siri: Siri?

    /// A locale with no file: English alone.
    init() {}

    /// Reads a vocabulary file's text (what the build does, and the tests).
    init(yaml: String) throws {
        try self.init(document: YAMLNode.document(yaml))
    }

    /// Reads a file's tree: each section and key is the property of the same name. The
    /// sections only a dialogue reads are left to ParleyDialogue (`DialogueVocabularyFile`).
    init(document: YAMLNode) throws {
        self = try YAMLNodeDecoder.decode(VocabularyFile.self, from: document, leaving: Self.dialogueSections)
    }

    /// The sections of a vocabulary file that only the dialogue reads, in ParleyDialogue.
    package static let dialogueSections: Set<String> = ["answers", "help", "dates", "durations", "format", "system"]
}
