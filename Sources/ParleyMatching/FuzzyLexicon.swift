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
    /// utterance said exactly never needs them and building them is a twentieth of a
    /// one-utterance run.
    private struct Tables: Sendable {
        var byStem: [String: [Int32]] = [:]
        /// Each word of at least `slipMinimumLength - 1` letters under the hash of itself and
        /// of every spelling with one letter left out. Two words one slip apart share a key; a
        /// shared key is then checked letter by letter, so a hash collision finds nothing extra.
        var byDeletion: [UInt64: [Int32]] = [:]

        init(tokens: TokenTable) {
            // Room for every word and about six spellings of each, so the tables grow once.
            byStem.reserveCapacity(tokens.strings.count)
            byDeletion.reserveCapacity(tokens.strings.count * 6)
            for (index, token) in tokens.strings.enumerated() {
                guard let letters = Letters(token) else { continue }
                let id = Int32(index)
                byStem[FuzzyLexicon.stem(token), default: []].append(id)
                if letters.count >= FuzzyLexicon.slipMinimumLength - 1 {
                    for key in letters.deletionKeys() {
                        // A doubled letter gives the same key twice ("session" without either s).
                        if byDeletion[key]?.last != id { byDeletion[key, default: []].append(id) }
                    }
                }
            }
        }
    }

    private let tokens: TokenTable
    private let tables: OnFirstUse<Tables>
    private let connectors: [Int32]
    private let connectorWords: Set<String>
    private let words: MatchWords
    /// Each word's candidates once looked up (the lexicon never changes after it is built).
    private let known: CandidateCache

    /// The shortest word a slip is allowed in: short words differ by meaning ("on"/"off").
    static let slipMinimumLength = 5
    static let stemMinimumLength = 3

    init(tokens: TokenTable, words: MatchWords) {
        self.words = words
        connectorWords = words.connectors
        connectors = words.connectors.sorted().map { tokens.id($0) }.filter { $0 != TokenTable.unknown }
        self.tokens = tokens
        known = CandidateCache(tokenCount: tokens.strings.count)
        tables = OnFirstUse { Tables(tokens: tokens) }
    }

    /// What the word said may stand for; `id` is its token in the index, or `TokenTable.unknown`.
    func candidates(for said: String, id: Int32) -> [Candidate] {
        if let cached = known.candidates(for: said, id: id) { return cached }
        let found = lookUp(said)
        known.remember(found, for: said, id: id)
        return found
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
        guard let letters = Letters(said) else { return found.values.sorted { $0.token < $1.token } }
        let tables = self.tables.value
        if letters.count >= Self.stemMinimumLength {
            for id in tables.byStem[Self.stem(said)] ?? [] where tokens.string(id) != said {
                found[id] = Candidate(token: id, cost: MatchCost.inflection, kind: .inflection)
            }
        }
        if letters.count >= Self.slipMinimumLength - 1 {
            for key in letters.deletionKeys() {
                for id in tables.byDeletion[key] ?? [] where found[id] == nil {
                    guard let word = Letters(tokens.string(id)), max(word.count, letters.count) >= Self.slipMinimumLength,
                          word.isOneEdit(from: letters) else { continue }
                    found[id] = Candidate(token: id, cost: MatchCost.recognitionSlip, kind: .slip)
                }
            }
        }
        return found.values.sorted { $0.token < $1.token }
    }

    /// A light English stemmer: enough to equate plurals, -ing/-ed forms and
    /// noun/verb pairs like summary/summarize.
    ///
    ///     stem("passes") == stem("pass")      // "pass"
    ///     stem("logging") == stem("log")      // "log"
    ///     stem("summary") == stem("summarize") // "summar"
    static func stem(_ word: String) -> String {
        // "pass", "glass": a final double s is not a plural.
        if word.hasSuffix("ss") { return word }
        // The suffixes are ASCII, so comparing bytes from the end is comparing Characters.
        let reversed = word.utf8.reversed()
        for (suffix, bytes) in suffixes where reversed.starts(with: bytes) && word.count - suffix.count >= 3 {
            var stem = String(word.dropLast(suffix.count))
            // "logging" → "logg" → "log", "stopped" → "stopp" → "stop".
            if ["ing", "ings", "ed"].contains(suffix), let last = stem.last, stem.dropLast().last == last, !"lsz".contains(last) {
                stem.removeLast()
            }
            return stem
        }
        return word
    }

    /// Each suffix with its bytes reversed, longest first.
    private static let suffixes = [
        "izations", "isations", "ization", "isation", "izing", "ising", "izes", "ises", "ized", "ised", "ize", "ise",
        "ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "s", "y", "e",
    ].map { ($0, Array($0.utf8.reversed())) }
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

    func candidates(for said: String, id: Int32) -> [FuzzyLexicon.Candidate]? {
        lock.lock()
        defer { lock.unlock() }
        return byToken.indices.contains(Int(id)) ? byToken[Int(id)] : bySpelling[said]
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
