import ParleyText
import ParleyCatalog

/// The catalog compiled for one locale into a token trie, so matching an utterance walks
/// the trie instead of scanning phrases.
///
/// Phrase words are literal edges. A `\(.applicationName)` slot is an edge into the shared
/// app-name trie, continuing at a child node per app; a `\(\.$parameter)` slot is an edge
/// into that parameter type's value trie (titles and synonyms of the speakable values).
/// Negative phrases live in the same trie, flagged, so they cost nothing extra to check.
public final class PhraseIndex: Sendable {
    /// One phrase (or negative phrase) of the catalog, as compiled for this locale.
    public struct Phrase: Sendable {
        public var appIndex: Int
        /// Index in the app's shortcuts; nil for a negative phrase.
        public var shortcutIndex: Int?
        /// The phrase as written (in the catalog's own syntax).
        public var text: String
        public var template: PhraseTemplate
        public var parameterName: String?
        /// The vocabulary its parameter slot takes values from.
        var vocabulary: Int32?
        public var location: SourceLocation
        /// The phrase's own words and its app's names, normalized: what an utterance's
        /// negations and opposites are compared with.
        var heard: [String] = []

        public var isNegative: Bool { shortcutIndex == nil }
    }

    struct LiteralEdge: Sendable {
        var token: Int32
        var child: Int32
        /// What leaving this word out costs, looked up once when the index is built.
        var deletionCost: MatchCost.Units
    }

    struct Node: Sendable {
        var literals: [Int32: Int32] = [:]
        var appChildren: [Int32: Int32] = [:]
        /// The node after a parameter slot here, or -1. Phrases of every app share it: which
        /// values fit is checked once, at the phrase's end, against its own vocabulary.
        var valueChild: Int32 = -1
        var phrases: [Int32] = []
        /// Children by a word whose omission is cheap ("the"), in a stable order.
        var cheapDeletions: [LiteralEdge] = []
        /// Every literal child in a stable order, kept only for small nodes where trying
        /// each missing word is affordable.
        var smallDeletions: [LiteralEdge] = []
    }

    /// The values one parameter slot can take (one per app and type).
    public struct SlotValues: Sendable {
        public var appIndex: Int
        public var typeKey: String
        public var values: [TypeValue]
        /// Every word of each value's names, by value id, as interned tokens: what the
        /// meaning check hears when the value is said.
        var nameTokens: [String: [Int32]] = [:]
    }

    /// Packs a value trie payload: the vocabulary in the high half, the value in the low.
    static func valuePayload(vocabulary: Int32, value: Int32) -> Int64 {
        Int64(vocabulary) << 32 | Int64(value)
    }

    public let catalog: Catalog
    public let locale: String
    /// How phrases were normalized, and so how utterances must be.
    public let normalizer: Normalizer
    /// The locale's classes of words that matching costs differently.
    package let words: MatchWords
    public let phrases: [Phrase]
    public let vocabularies: [SlotValues]
    let nodes: [Node]
    let tokens: TokenTable
    let appNames: TokenTrie
    /// Every speakable value name of every vocabulary, in one trie: a node that many apps'
    /// phrases share is walked once, not once per app.
    let valueNames: TokenTrie
    let lexicon: FuzzyLexicon
    /// The first word of every app name: an utterance with none of them (or a slip of
    /// one) cannot match, since no phrase can leave the app's name out.
    let appNameFirstTokens: Set<Int32>
    /// Article ids in a stable order (values may leave them out).
    let articleTokens: [Int32]
    /// By token id: what saying the word where a phrase has nothing costs, and the ids of
    /// the words opposite to it — looked up once here, not per utterance.
    let insertionCosts: [MatchCost.Units]
    let oppositeTokens: [[Int32]]

    /// A node with more literal children than this is not tried word by word for omissions.
    static let smallNodeLimit = 6

    public init(catalog: Catalog, locale: String) {
        let vocabulary = ParleyText.Vocabulary.forLocale(locale)
        let words = MatchWords(vocabulary: vocabulary)
        var builder = Builder(locale: locale, normalizer: Normalizer(vocabulary: vocabulary), words: words)
        for (appIndex, app) in catalog.apps.enumerated() {
            builder.add(app, at: appIndex)
        }
        self.catalog = catalog
        self.locale = locale
        normalizer = builder.normalizer
        self.words = words
        phrases = builder.phrases
        vocabularies = builder.vocabularies
        nodes = builder.finishedNodes()
        tokens = builder.tokens
        appNames = builder.appNames
        appNameFirstTokens = Set(builder.appNames.nodes[0].children.keys)
        valueNames = builder.valueNames
        lexicon = FuzzyLexicon(tokens: builder.tokens, words: words)
        articleTokens = words.articles.map { builder.tokens.id($0) }.filter { $0 != TokenTable.unknown }.sorted()
        let table = builder.tokens
        insertionCosts = table.strings.map(words.insertion(of:))
        oppositeTokens = table.strings.map { word in
            let opposites = words.opposites(of: word)
            return opposites.isEmpty ? [] : opposites.map(table.id).filter { $0 != TokenTable.unknown }.sorted()
        }
    }

    /// Every word a reading heard as the phrase's: the phrase's own words, the app's names
    /// and the names of the value heard — what an utterance's negations and opposites are
    /// compared with.
    func heardWords(for candidate: MatchCandidate) -> [String] {
        let phrase = phrases[candidate.phraseIndex]
        var heard = phrase.heard
        if let spoken = candidate.parameter, let vocabulary = phrase.vocabulary {
            let names = vocabularies[Int(vocabulary)].nameTokens
            for id in spoken.valueIDs {
                heard += (names[id] ?? []).map(tokens.string)
            }
        }
        return heard
    }

    public var nodeCount: Int { nodes.count }
    public var tokenCount: Int { tokens.strings.count }

    /// Builds the trie; every token is interned as it is inserted.
    private struct Builder {
        let locale: String
        let normalizer: Normalizer
        let words: MatchWords
        var nodes: [Node] = [Node()]
        var tokens = TokenTable()
        var appNames = TokenTrie()
        var valueNames = TokenTrie()
        var phrases: [Phrase] = []
        var vocabularies: [SlotValues] = []
        var vocabularyIDs: [String: Int32] = [:]
        var appNameWords: [Int: [String]] = [:]

        init(locale: String, normalizer: Normalizer, words: MatchWords) {
            self.locale = locale
            self.normalizer = normalizer
            self.words = words
        }

        mutating func add(_ app: App, at appIndex: Int) {
            for name in app.spokenNames(for: locale) {
                let words = normalizer.tokens(name, isUtteranceStart: false)
                appNames.insert(words.map { tokens.intern($0) }, payload: Int64(appIndex))
                appNameWords[appIndex, default: []] += words
            }
            for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
                for phrase in shortcut.phrases.resolved(for: locale) {
                    add(phrase, app: app, appIndex: appIndex, shortcutIndex: shortcutIndex, intent: app.intent(shortcut.intentKey))
                }
            }
            for phrase in app.negativePhrases.resolved(for: locale) {
                add(phrase, app: app, appIndex: appIndex, shortcutIndex: nil, intent: nil)
            }
        }

        private mutating func add(_ source: PhraseSource, app: App, appIndex: Int, shortcutIndex: Int?, intent: Intent?) {
            guard let template = try? PhraseTemplate.parse(source.text) else { return }
            let phraseID = Int32(phrases.count)
            var vocabulary: Int32?
            if let name = template.parameterNames.first {
                guard let typeKey = intent?.parameter(named: name)?.type.customName, let definition = app.type(named: typeKey) else { return }
                vocabulary = vocabularyID(app: app, appIndex: appIndex, definition: definition)
            }
            var heard = appNameWords[appIndex] ?? []
            var node: Int32 = 0
            for (index, segment) in template.segments.enumerated() {
                switch segment {
                case .text(let text):
                    for token in normalizer.tokens(text, isUtteranceStart: index == 0) {
                        node = literalChild(of: node, token: tokens.intern(token))
                        heard.append(token)
                    }
                case .applicationName:
                    node = appChild(of: node, app: Int32(appIndex))
                case .parameter:
                    node = valueChild(of: node)
                }
            }
            phrases.append(Phrase(
                appIndex: appIndex, shortcutIndex: shortcutIndex, text: source.text, template: template,
                parameterName: template.parameterNames.first, vocabulary: vocabulary, location: source.location, heard: heard))
            nodes[Int(node)].phrases.append(phraseID)
        }

        private mutating func vocabularyID(app: App, appIndex: Int, definition: TypeDefinition) -> Int32 {
            let key = "\(appIndex)/\(definition.key)"
            if let id = vocabularyIDs[key] { return id }
            let id = Int32(vocabularies.count)
            let values = definition.speakableValues
            var slot = SlotValues(appIndex: appIndex, typeKey: definition.key, values: values)
            for (valueIndex, value) in values.enumerated() {
                for name in value.spokenNames(for: locale) {
                    let words = normalizer.tokens(name, isUtteranceStart: false).map { tokens.intern($0) }
                    valueNames.insert(words, payload: PhraseIndex.valuePayload(vocabulary: id, value: Int32(valueIndex)))
                    slot.nameTokens[value.id, default: []] += words
                }
            }
            vocabularies.append(slot)
            vocabularyIDs[key] = id
            return id
        }

        private mutating func newNode() -> Int32 {
            nodes.append(Node())
            return Int32(nodes.count - 1)
        }

        private mutating func literalChild(of node: Int32, token: Int32) -> Int32 {
            if let child = nodes[Int(node)].literals[token] { return child }
            let child = newNode()
            nodes[Int(node)].literals[token] = child
            return child
        }

        private mutating func appChild(of node: Int32, app: Int32) -> Int32 {
            if let child = nodes[Int(node)].appChildren[app] { return child }
            let child = newNode()
            nodes[Int(node)].appChildren[app] = child
            return child
        }

        private mutating func valueChild(of node: Int32) -> Int32 {
            if nodes[Int(node)].valueChild >= 0 { return nodes[Int(node)].valueChild }
            let child = newNode()
            nodes[Int(node)].valueChild = child
            return child
        }

        /// Precomputes, per node, which missing words the search may try.
        func finishedNodes() -> [Node] {
            nodes.enumerated().map { index, node in
                var node = node
                let edges = node.literals
                    .map { LiteralEdge(token: $0.key, child: $0.value, deletionCost: words.deletion(of: tokens.string($0.key))) }
                    .sorted { $0.token < $1.token }
                node.cheapDeletions = edges.filter { $0.deletionCost == MatchCost.cheapDeletion }
                if index != 0, edges.count <= PhraseIndex.smallNodeLimit {
                    node.smallDeletions = edges.filter { $0.deletionCost != MatchCost.cheapDeletion }
                }
                return node
            }
        }
    }
}
