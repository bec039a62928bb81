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
    public struct Phrase: Equatable, Sendable {
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
        /// The phrase's own words in order, then its app's names, normalized: what an
        /// utterance's negations and opposites are compared with.
        var heard: [String] = []

        public var isNegative: Bool { shortcutIndex == nil }
    }

    struct LiteralEdge: Equatable, Sendable {
        var token: Int32
        var child: Int32
        /// What leaving this word out costs, looked up once when the index is built.
        var deletionCost: MatchCost.Units
    }

    struct Node: Equatable, Sendable {
        var literals = EdgeMap()
        var appChildren = EdgeMap()
        /// The node after a parameter slot here, or -1. Phrases of every app share it: which
        /// values fit is checked once, at the phrase's end, against its own vocabulary.
        var valueChild: Int32 = -1
        var phrases: [Int32] = []
        /// The children the search may reach by leaving a word out: first those by a word
        /// whose omission is cheap ("the"), then — only in small nodes, where trying each
        /// missing word is affordable — every other one; each group in token order.
        var deletions: [LiteralEdge] = []
    }

    /// The values one parameter slot can take (one per app and type).
    public struct SlotValues: Equatable, Sendable {
        public var appIndex: Int
        public var typeKey: String
        public var values: [TypeValue]
        /// Every word of each value's names, by value id, as interned tokens: what the
        /// meaning check hears when the value is said. One flat array and a range per id (an
        /// array per value costs an allocation each in a catalog of 200,000 values); a
        /// catalog's value ids are unique, so each id's words are one run.
        private(set) var nameTokenRanges: [String: Range<Int32>] = [:]
        private(set) var nameTokenStorage: [Int32] = []

        init(appIndex: Int, typeKey: String, values: [TypeValue]) {
            self.appIndex = appIndex
            self.typeKey = typeKey
            self.values = values
        }

        /// Equal when they hold the same words for each id, wherever the runs lie.
        public static func == (lhs: SlotValues, rhs: SlotValues) -> Bool {
            lhs.appIndex == rhs.appIndex && lhs.typeKey == rhs.typeKey && lhs.values == rhs.values
                && lhs.nameTokenRanges.count == rhs.nameTokenRanges.count
                && lhs.nameTokenRanges.keys.allSatisfy { rhs.nameTokenRanges[$0] != nil && lhs.nameTokens(of: $0) == rhs.nameTokens(of: $0) }
        }

        /// Each id with its words, in the order the words were added (ids without words,
        /// which can share a place, by id): as the cache writes them, the same bytes for the
        /// same catalog, without sorting the ids themselves and looking each up again.
        var namesInOrder: [(id: String, tokens: ArraySlice<Int32>)] {
            nameTokenRanges
                .sorted { $0.value.lowerBound != $1.value.lowerBound ? $0.value.lowerBound < $1.value.lowerBound : $0.key < $1.key }
                .map { ($0.key, nameTokenStorage[Int($0.value.lowerBound)..<Int($0.value.upperBound)]) }
        }

        func nameTokens(of id: String) -> ArraySlice<Int32> {
            guard let range = nameTokenRanges[id] else { return [] }
            return nameTokenStorage[Int(range.lowerBound)..<Int(range.upperBound)]
        }

        /// Adds words to a value's names, at the end of its run. Only the last id added can
        /// grow: for an earlier one (which a valid catalog's unique ids never give, and a
        /// damaged cache entry might) nothing is added and the answer is false.
        mutating func addNameTokens(_ tokens: some Collection<Int32>, of id: String) -> Bool {
            let end = Int32(nameTokenStorage.count)
            // One hash for a new id, the usual case; a second only for an id's later names.
            if let earlier = nameTokenRanges.updateValue(end..<end + Int32(tokens.count), forKey: id) {
                guard earlier.upperBound == end else {
                    nameTokenRanges[id] = earlier
                    return false
                }
                nameTokenRanges[id] = earlier.lowerBound..<end + Int32(tokens.count)
            }
            nameTokenStorage.append(contentsOf: tokens)
            return true
        }

        /// Room for this many ids, so reading a large slot does not grow the table step by step.
        mutating func reserveNameTokens(ids: Int) {
            nameTokenRanges.reserveCapacity(ids)
        }
    }

    /// Packs a value trie payload: the vocabulary in the high half, the value in the low.
    static func valuePayload(vocabulary: Int32, value: Int32) -> Int64 {
        precondition(vocabulary >= 0 && value >= 0, "a value payload packs two indexes")
        return Int64(vocabulary) << 32 | Int64(value)
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
    /// Article ids in a stable order (values may leave them out).
    let articleTokens: [Int32]
    /// By token id: what saying the word where a phrase has nothing costs, and the ids of
    /// the words opposite to it — looked up once here, not per utterance.
    let insertionCosts: [MatchCost.Units]
    let oppositeTokens: [[Int32]]
    /// By token id: whether the word begins a same-meaning swap of several words (few do).
    let beginsSequenceSwap: [Bool]
    /// By app and shortcut index: what an answer says of the shortcut.
    let shortcutSummaries: [[ShortcutSummary]]
    /// The working sets of searches through this index, kept between utterances.
    let frontiers = FrontierPool()
    /// App names written together or split, read as their names (`SpelledNames`).
    let spelledNames: SpelledNames

    static let appsPreparedTogether = 16

    /// A node with more literal children than this is not tried word by word for omissions.
    static let smallNodeLimit = 6

    /// What building the index produces, and what the compiled-catalog cache keeps of it:
    /// everything else is worked out from these and the locale's vocabulary.
    struct Compiled: Equatable, Sendable {
        var phrases: [Phrase]
        var vocabularies: [SlotValues]
        var nodes: [Node]
        var tokens: TokenTable
        var appNames: TokenTrie
        var valueNames: TokenTrie
    }

    /// Builds the index of a catalog for a locale.
    public convenience init(catalog: Catalog, locale: String) {
        self.init(catalog: catalog, locale: locale, compiled: Self.compile(catalog, locale: locale))
    }

    /// An index from its compiled form (just built, or read from the cache).
    init(catalog: Catalog, locale: String, compiled: Compiled) {
        let words = MatchWords.forLocale(locale)
        self.catalog = catalog
        self.locale = locale
        self.words = words
        normalizer = Normalizer.forLocale(locale)
        phrases = compiled.phrases
        vocabularies = compiled.vocabularies
        nodes = compiled.nodes
        tokens = compiled.tokens
        appNames = compiled.appNames
        valueNames = compiled.valueNames
        lexicon = FuzzyLexicon(tokens: compiled.tokens, words: words, endings: .forLocale(locale))
        let table = compiled.tokens
        articleTokens = words.articles.map { table.id($0) }.filter { $0 != TokenTable.unknown }.sorted()
        shortcutSummaries = ShortcutSummary.all(in: catalog, locale: locale, normalizer: normalizer)
        insertionCosts = table.strings.map(words.insertion(of:))
        oppositeTokens = table.strings.map { word in
            let opposites = words.opposites(of: word)
            return opposites.isEmpty ? [] : opposites.map(table.id).filter { $0 != TokenTable.unknown }.sorted()
        }
        beginsSequenceSwap = table.strings.map { !words.sequenceSwaps(startingWith: $0).isEmpty }
        spelledNames = SpelledNames(appNames: compiled.appNames, tokens: compiled.tokens)
    }

    /// Normalizing is most of the work and each app's is its own: done on every core, then
    /// interned into one trie in app order, so ids never depend on the cores. A few apps at
    /// a time, so that every app's words are not held at once.
    static func compile(_ catalog: Catalog, locale: String) -> Compiled {
        let apps = catalog.apps
        let normalizer = Normalizer.forLocale(locale)
        var builder = Builder(words: MatchWords.forLocale(locale))
        for start in stride(from: 0, to: apps.count, by: Self.appsPreparedTogether) {
            let count = min(Self.appsPreparedTogether, apps.count - start)
            let prepared = InOrder.map(count) { PreparedApp(apps[start + $0], locale: locale, normalizer: normalizer) }
            for (offset, app) in prepared.enumerated() {
                builder.add(app, at: start + offset)
            }
        }
        return Compiled(
            phrases: builder.phrases, vocabularies: builder.vocabularies, nodes: builder.finishedNodes(),
            tokens: builder.tokens, appNames: builder.appNames, valueNames: builder.valueNames)
    }

    func summary(of candidate: MatchCandidate) -> ShortcutSummary {
        shortcutSummaries[candidate.appIndex][candidate.shortcutIndex]
    }

    /// Every word a reading heard as the phrase's: the phrase's own words, the app's names
    /// and the names of the value heard — what an utterance's negations and opposites are
    /// compared with.
    func heardWords(for candidate: MatchCandidate) -> [String] {
        let phrase = phrases[candidate.phraseIndex]
        var heard = phrase.heard
        if let spoken = candidate.parameter, let vocabulary = phrase.vocabulary {
            let slot = vocabularies[Int(vocabulary)]
            for id in spoken.valueIDs {
                heard += slot.nameTokens(of: id).map(tokens.string)
            }
        }
        return heard
    }

    public var nodeCount: Int { nodes.count }
    public var tokenCount: Int { tokens.strings.count }

    /// One app's phrases and names, normalized for the locale: the part of building the
    /// index that needs no other app, so apps are prepared side by side.
    struct PreparedApp: Sendable {
        struct Phrase: Sendable {
            var source: PhraseSource
            /// Nil for a negative phrase.
            var shortcutIndex: Int?
            var template: PhraseTemplate
            /// The custom type of its parameter slot, if it has one.
            var typeKey: String?
            /// Per segment, the words of a text segment (empty for a slot).
            var segmentWords: [[String]]
        }

        /// The speakable values of one type, with each value's names' words.
        struct Values: Sendable {
            var values: [TypeValue]
            var nameWords: [[[String]]]
        }

        var names: [[String]] = []
        var phrases: [Phrase] = []
        /// Only the types a phrase's slot takes values from.
        var values: [String: Values] = [:]

        init(_ app: App, locale: String, normalizer: Normalizer) {
            let words = MatchWords.forLocale(locale)
            names = app.spokenNames(for: locale).flatMap { words.spellings(ofName: normalizer.tokens($0, isUtteranceStart: false)) }
            for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
                let intent = app.intent(shortcut.intentKey)
                for source in shortcut.phrases.resolved(for: locale) {
                    add(source, shortcutIndex: shortcutIndex, intent: intent, app: app, normalizer: normalizer, words: words)
                }
            }
            for source in app.negativePhrases.resolved(for: locale) {
                add(source, shortcutIndex: nil, intent: nil, app: app, normalizer: normalizer, words: words)
            }
            for typeKey in Set(phrases.compactMap(\.typeKey)) {
                guard let definition = app.type(named: typeKey) else { continue }
                let speakable = definition.speakableValues
                values[typeKey] = Values(values: speakable, nameWords: speakable.map { value in
                    value.spokenNames(for: locale).map { normalizer.tokens($0, isUtteranceStart: false) }
                })
            }
        }

        private mutating func add(_ source: PhraseSource, shortcutIndex: Int?, intent: Intent?, app: App, normalizer: Normalizer, words: MatchWords) {
            guard let template = try? PhraseTemplate.parse(source.text) else { return }
            var typeKey: String?
            if let name = template.parameterNames.first {
                guard let key = intent?.parameter(named: name)?.type.customName, app.type(named: key) != nil else { return }
                typeKey = key
            }
            phrases.append(Phrase(source: source, shortcutIndex: shortcutIndex, template: template, typeKey: typeKey,
                                  segmentWords: words.joiningNamePrefixes(template.segmentWords(normalizer), of: template)))
        }
    }

    /// Builds the trie; every token is interned as it is inserted.
    private struct Builder {
        let words: MatchWords
        var nodes: [Node] = [Node()]
        var tokens = TokenTable()
        var appNames = TokenTrie()
        var valueNames = TokenTrie()
        var phrases: [Phrase] = []
        var vocabularies: [SlotValues] = []
        var vocabularyIDs: [String: Int32] = [:]
        var appNameWords: [Int: [String]] = [:]

        init(words: MatchWords) {
            self.words = words
        }

        mutating func add(_ prepared: PreparedApp, at appIndex: Int) {
            for words in prepared.names {
                appNames.insert(words.map { tokens.intern($0) }, payload: Int64(appIndex))
                appNameWords[appIndex, default: []] += words
            }
            for phrase in prepared.phrases {
                add(phrase, of: prepared, appIndex: appIndex)
            }
        }

        private mutating func add(_ phrase: PreparedApp.Phrase, of app: PreparedApp, appIndex: Int) {
            let phraseID = Int32(phrases.count)
            var vocabulary: Int32?
            if let typeKey = phrase.typeKey {
                guard let values = app.values[typeKey] else { return }
                vocabulary = vocabularyID(appIndex: appIndex, typeKey: typeKey, values: values)
            }
            var heard: [String] = []
            var node: Int32 = 0
            for (segment, words) in zip(phrase.template.segments, phrase.segmentWords) {
                switch segment {
                case .text:
                    for token in words {
                        node = literalChild(of: node, token: tokens.intern(token))
                        heard.append(token)
                    }
                case .applicationName:
                    node = appChild(of: node, app: Int32(appIndex))
                case .parameter:
                    node = valueChild(of: node)
                }
            }
            heard += appNameWords[appIndex] ?? []
            phrases.append(Phrase(
                appIndex: appIndex, shortcutIndex: phrase.shortcutIndex, text: phrase.source.text, template: phrase.template,
                parameterName: phrase.template.parameterNames.first, vocabulary: vocabulary, location: phrase.source.location, heard: heard))
            nodes[Int(node)].phrases.append(phraseID)
        }

        private mutating func vocabularyID(appIndex: Int, typeKey: String, values: PreparedApp.Values) -> Int32 {
            let key = "\(appIndex)/\(typeKey)"
            if let id = vocabularyIDs[key] { return id }
            let id = Int32(vocabularies.count)
            var slot = SlotValues(appIndex: appIndex, typeKey: typeKey, values: values.values)
            for (valueIndex, value) in values.values.enumerated() {
                for words in values.nameWords[valueIndex] {
                    let ids = words.map { tokens.intern($0) }
                    valueNames.insert(ids, payload: PhraseIndex.valuePayload(vocabulary: id, value: Int32(valueIndex)))
                    let added = slot.addNameTokens(ids, of: value.id)
                    precondition(added, "the words of value '\(value.id)' came after another value's")
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
                let edges = node.literals.edges
                    .map { LiteralEdge(token: $0.key, child: $0.child, deletionCost: words.deletion(of: tokens.string($0.key))) }
                node.deletions = edges.filter { $0.deletionCost == MatchCost.cheapDeletion }
                if index != 0, edges.count <= PhraseIndex.smallNodeLimit {
                    node.deletions += edges.filter { $0.deletionCost != MatchCost.cheapDeletion }
                }
                return node
            }
        }
    }
}
