import Foundation
import ParleyText

/// Finds, for a word the user said, the catalog words it may stand for: the same word
/// inflected ("sessions" for "session", "summary" for "summarize") or a one-letter
/// recognition slip in a long word ("meditaton"). Built once per index, with a
/// symmetric-delete table so a look-up never scans the vocabulary. A class: the search
/// reaches it for every word, and a struct this size is copied field by field each time.
final class FuzzyLexicon: @unchecked Sendable {
    struct Candidate: Sendable {
        var token: Int32
        var cost: MatchCost.Units
        var kind: MatchEdit.SubstitutionKind
    }

    /// The catalog's words by stem and by slip: built on the first look-up, since an
    /// utterance said exactly never needs them.
    private struct Tables: Sendable {
        var byStem: [String: [Int32]] = [:]
        /// Each word of at least `slipMinimumLength - 1` letters under the hash of itself and
        /// of every spelling with one letter left out. Two words one slip apart share a key; a
        /// shared key is then checked letter by letter, so a hash collision finds nothing extra.
        let byDeletion: IDsByKey
        /// Each word's letters, by id (nil for a word that cannot slip or inflect): what a
        /// shared key is checked against.
        let letters: [Letters?]

        init(tokens: TokenTable, endings: WordEndings?) {
            byStem.reserveCapacity(tokens.strings.count)
            var letters: [Letters?] = []
            letters.reserveCapacity(tokens.strings.count)
            // Room for every word and about six spellings of each, so the list grows once.
            var deletions: [(key: UInt64, id: Int32)] = []
            deletions.reserveCapacity(tokens.strings.count * 6)
            for (index, token) in tokens.strings.enumerated() {
                let word = Letters(token)
                letters.append(word)
                guard let word else { continue }
                let id = Int32(index)
                if let stem = endings?.suffixStem(token) { byStem[stem, default: []].append(id) }
                if word.count >= FuzzyLexicon.slipMinimumLength - 1 {
                    let keys = word.deletionKeys()
                    // A doubled letter gives the same key twice ("session" without either s).
                    for (place, key) in keys.enumerated() where !keys[..<place].contains(key) {
                        deletions.append((key, id))
                    }
                }
            }
            byDeletion = IDsByKey(deletions)
            self.letters = letters
        }
    }

    private let tokens: TokenTable
    private let tables: OnFirstUse<Tables>
    private let connectors: [Int32]
    private let connectorWords: Set<String>
    /// Negating words, which no slip reaches or leaves: "iets" (something) is never a slip of
    /// "niets" (nothing), nor "ever" of "never".
    private let negatorWords: Set<String>
    private let words: MatchWords
    /// The locale's word endings; nil where words inflect only as written.
    private let endings: WordEndings?
    /// Each word's candidates once looked up (the lexicon never changes after it is built).
    private let known: CandidateCache

    /// The shortest word a slip is allowed in: short words differ by meaning ("on"/"off").
    static let slipMinimumLength = 5
    static let stemMinimumLength = 3

    init(tokens: TokenTable, words: MatchWords, endings: WordEndings?) {
        self.words = words
        self.endings = endings
        connectorWords = words.connectors
        negatorWords = Set(words.negators.filter { $0.count == 1 }.map { $0[0] })
        connectors = words.connectors.sorted().map { tokens.id($0) }.filter { $0 != TokenTable.unknown }
        self.tokens = tokens
        known = CandidateCache(tokenCount: tokens.strings.count)
        tables = OnFirstUse { Tables(tokens: tokens, endings: endings) }
    }

    /// What each word said may stand for; `ids` are the words' tokens in the index, or
    /// `TokenTable.unknown`.
    func candidates(for said: [String], ids: [Int32]) -> [[Candidate]] {
        // The cache is asked once for every word: asking word by word took its lock each time.
        let cached = known.candidates(for: said, ids: ids)
        return cached.indices.map { index in
            if let candidates = cached[index] { return candidates }
            let found = lookUp(said[index])
            known.remember(found, for: said[index], id: ids[index])
            return found
        }
    }

    private func lookUp(_ said: String) -> [Candidate] {
        var found: [Int32: Candidate] = [:]
        if connectorWords.contains(said) {
            for id in connectors where tokens.string(id) != said {
                found[id] = Candidate(token: id, cost: MatchCost.connectorSwap, kind: .connector)
            }
        }
        for synonym in words.synonyms(of: said) {
            let id = tokens.id(synonym)
            if id != TokenTable.unknown { found[id] = Candidate(token: id, cost: MatchCost.synonymSwap, kind: .synonym) }
        }
        for stem in words.askedStems(of: said) {
            let id = tokens.id(stem)
            if id != TokenTable.unknown, found[id] == nil { found[id] = Candidate(token: id, cost: MatchCost.inflection, kind: .inflection) }
        }
        guard let letters = Letters(said) else { return found.values.sorted { $0.token < $1.token } }
        let tables = self.tables.value
        if letters.count >= Self.stemMinimumLength, let stem = endings?.suffixStem(said) {
            for id in tables.byStem[stem] ?? [] where tokens.string(id) != said {
                found[id] = Candidate(token: id, cost: MatchCost.inflection, kind: .inflection)
            }
        }
        if letters.count >= Self.slipMinimumLength - 1, !negatorWords.contains(said) {
            for key in letters.deletionKeys() {
                for id in tables.byDeletion.ids(under: key) where found[id] == nil {
                    guard let word = tables.letters[Int(id)], max(word.count, letters.count) >= Self.slipMinimumLength,
                          word.isOneEdit(from: letters), !negatorWords.contains(tokens.string(id)) else { continue }
                    found[id] = Candidate(token: id, cost: MatchCost.recognitionSlip, kind: .slip)
                }
            }
        }
        return found.values.sorted { $0.token < $1.token }
    }
}

/// The lexicon's look-ups, kept for every thread: an utterance stream says the same words
/// again and again. A catalog word's are kept in a slot of its own, found without hashing;
/// other words' by spelling, at most `spellingLimit` of them, so that no input grows it
/// without bound (past that they are looked up each time). Not generic, so that the
/// search's hot path is compiled for these types rather than through their metadata.
private final class CandidateCache: @unchecked Sendable {
    private var byToken: [[FuzzyLexicon.Candidate]?]
    private var bySpelling: [String: [FuzzyLexicon.Candidate]] = [:]
    private let lock = NSLock()
    private static let spellingLimit = 100_000

    init(tokenCount: Int) {
        byToken = Array(repeating: nil, count: tokenCount)
    }

    /// Each word's candidates, or nil for a word not yet looked up.
    func candidates(for said: [String], ids: [Int32]) -> [[FuzzyLexicon.Candidate]?] {
        lock.lock()
        defer { lock.unlock() }
        return zip(said, ids).map { said, id in byToken.indices.contains(Int(id)) ? byToken[Int(id)] : bySpelling[said] }
    }

    func remember(_ candidates: [FuzzyLexicon.Candidate], for said: String, id: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if byToken.indices.contains(Int(id)) {
            byToken[Int(id)] = candidates
        } else if bySpelling.count < Self.spellingLimit {
            bySpelling[said] = candidates
        }
    }
}
