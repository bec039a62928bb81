import ParleyText

/// Finds, for a word the user said, the catalog words it may stand for: the same word
/// inflected ("sessions" for "session", "summary" for "summarize") or a one-letter
/// recognition slip in a long word ("meditaton"). Built once per index, with a
/// symmetric-delete table so a look-up never scans the vocabulary.
struct FuzzyLexicon: Sendable {
    struct Candidate: Sendable {
        var token: Int32
        var cost: MatchCost.Units
        var kind: MatchEdit.SubstitutionKind
    }

    private var byStem: [String: [Int32]] = [:]
    private var connectors: [Int32] = []
    private var connectorWords: Set<String> = []
    private let words: MatchWords
    private var byDeletion: [String: [Int32]] = [:]

    /// The shortest word a slip is allowed in: short words differ by meaning ("on"/"off").
    static let slipMinimumLength = 5
    static let stemMinimumLength = 3

    init(tokens: TokenTable, words: MatchWords) {
        self.words = words
        connectorWords = words.connectors
        connectors = connectorWords.sorted().map { tokens.id($0) }.filter { $0 != TokenTable.unknown }
        for (index, token) in tokens.strings.enumerated() where Self.isWord(token) {
            let id = Int32(index)
            byStem[Self.stem(token), default: []].append(id)
            if token.count >= Self.slipMinimumLength - 1 {
                for key in Self.deletionKeys(token) { byDeletion[key, default: []].append(id) }
            }
        }
    }

    func candidates(for said: String, tokens: TokenTable) -> [Candidate] {
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
        guard Self.isWord(said) else { return found.values.sorted { $0.token < $1.token } }
        if said.count >= Self.stemMinimumLength {
            for id in byStem[Self.stem(said)] ?? [] where tokens.string(id) != said {
                found[id] = Candidate(token: id, cost: MatchCost.inflection, kind: .inflection)
            }
        }
        if said.count >= Self.slipMinimumLength - 1 {
            for key in Self.deletionKeys(said) {
                for id in byDeletion[key] ?? [] where found[id] == nil {
                    let word = tokens.string(id)
                    guard word != said, max(word.count, said.count) >= Self.slipMinimumLength,
                          EditDistance.between(word, said, limit: 1) == 1 else { continue }
                    found[id] = Candidate(token: id, cost: MatchCost.recognitionSlip, kind: .slip)
                }
            }
        }
        return found.values.sorted { $0.token < $1.token }
    }

    /// Letters only (numbers and single characters of unspaced scripts never slip), and no
    /// longer than `MatchLimits.longestFuzzyWord`.
    private static func isWord(_ token: String) -> Bool {
        (3...MatchLimits.longestFuzzyWord).contains(token.count) && token.allSatisfy(\.isLetter) && !Normalizer.isUnspaced(String(token.prefix(1)))
    }

    private static func deletionKeys(_ word: String) -> Set<String> {
        let characters = Array(word)
        var keys: Set<String> = [word]
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            keys.insert(String(copy))
        }
        return keys
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
        for suffix in suffixes where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
            var stem = String(word.dropLast(suffix.count))
            // "logging" → "logg" → "log", "stopped" → "stopp" → "stop".
            if ["ing", "ings", "ed"].contains(suffix), let last = stem.last, stem.dropLast().last == last, !"lsz".contains(last) {
                stem.removeLast()
            }
            return stem
        }
        return word
    }

    private static let suffixes = [
        "izations", "isations", "ization", "isation", "izing", "ising", "izes", "ises", "ized", "ised", "ize", "ise",
        "ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "s", "y", "e",
    ]
}
