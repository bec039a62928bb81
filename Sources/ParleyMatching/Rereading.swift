import ParleyText

/// Other orders and forms an utterance that nothing runs as heard may say its phrase in,
/// each with what reading it so costs (SPEC §3: flexible matching hears a request said in
/// the language's usual ways). `Matcher` searches each, and a reading that then runs stands,
/// charged its edits; everything else a reading is checked for — negations, opposites,
/// values, the run limit — is the same as for any utterance.
///
/// - The app named first ("Sonux, next chapter", "In Sonux nächstes Kapitel"): the name and
///   the connector before it are read at the end, where almost every phrase names its app.
/// - Where a request may end on its verb (German, Dutch: `verbMovesToEnd`), the verb is read
///   at the other end ("Dashboard in ScoutX starten" for "Starte Dashboard in ScoutX"), and a
///   separable verb's particle left at the end is read against it ("Hör in Sonux weiter"
///   for "Weiterhören in Sonux").
/// - A softener ("一下") is read as not said.
/// - Chinese 把 puts the object before the verb ("把音乐库打开" for "打开音乐库").
/// - A value said after the phrase ("Play a mix in Shelv, Most Played"): read without it, the
///   phrase runs only when its intent has one parameter the value is a value of, which then
///   takes it (`SaidValue`) — never its default in place of what was said.
///
/// Readings are bounded: at most `limit` per utterance, each one search.
struct Rereading {
    var tokens: [String]
    var edits: [MatchEdit]
    /// The value said after the phrase, when this reading left it out.
    var valueAfter: ValueAfter?

    /// Words that name a value of some app's type, said after the phrase.
    struct ValueAfter {
        var words: [String]
        /// Each app, type and value id the words name.
        var values: [(app: Int, typeKey: String, id: String)]
    }

    static let limit = 12

    static func all(of tokens: [String], index: PhraseIndex) -> [Rereading] {
        let words = index.words
        // Most utterances nothing runs are none of these: a few look-ups tell, and nothing is
        // allocated for them.
        guard mayBeReadAgain(tokens, index: index) else { return [] }
        var found: [Rereading] = []
        var seen: Set<[String]> = [tokens]
        func add(_ reading: Rereading) {
            guard found.count < limit, seen.insert(reading.tokens).inserted else { return }
            found.append(reading)
        }
        var starts = [Rereading(tokens: tokens, edits: [])]
        if let softened = softened(tokens, by: words.softeners) {
            starts.append(softened)
            add(softened)
        }
        for start in starts {
            for moved in nameSaidFirst(start, index: index) { add(moved) }
        }
        if words.verbMovesToEnd {
            for start in found + [Rereading(tokens: tokens, edits: [])] {
                let joined = separated(start, particles: words.separableParticles, index: index)
                if let joined { add(joined) }
                for base in [start] + (joined.map { [$0] } ?? []) {
                    for moved in verbMoves(base, index: index) { add(moved) }
                }
            }
        }
        for start in starts where start.tokens.contains(Self.ba) {
            for moved in baMoves(start) { add(moved) }
        }
        for start in starts {
            for trimmed in valueSaidAfter(start, index: index) { add(trimmed) }
        }
        return found
    }

    /// Whether any reading below can apply: a name or connector first, a language whose verb
    /// moves or that has softeners, 把, or a value's name among the last words.
    private static func mayBeReadAgain(_ tokens: [String], index: PhraseIndex) -> Bool {
        guard tokens.count >= 2 else { return false }
        let words = index.words
        if words.verbMovesToEnd || !words.softeners.isEmpty || tokens.contains(ba) { return true }
        let first = index.tokens.id(tokens[0])
        if index.appNames.child(of: 0, first) != nil || words.connectors.contains(tokens[0]) { return true }
        // A value's name ends the utterance: its last word is a word of some value's name.
        return tokens.suffix(4).contains { index.valueNames.child(of: 0, index.tokens.id($0)) != nil }
    }

    // MARK: A value said after the phrase

    /// The utterance without its last one to four words, when they are a value's whole name
    /// and an app's name comes before them; and the same words read where a phrase's slot
    /// usually is, after the request's first word or before the app's name ("זמן בכזוהר
    /// הרקיע, צאת הכוכבים" for "זמן \(zman) בכזוהר הרקיע").
    private static func valueSaidAfter(_ reading: Rereading, index: PhraseIndex) -> [Rereading] {
        let tokens = reading.tokens
        for length in (1...min(4, max(1, tokens.count - 2))).reversed() where tokens.count - length >= 2 {
            let start = tokens.count - length
            var node: Int32 = 0
            var reached = true
            for token in tokens[start...] {
                guard let child = index.valueNames.child(of: node, index.tokens.id(token)) else {
                    reached = false
                    break
                }
                node = child
            }
            let payload = reached ? index.valueNames.payload(of: node) : []
            guard !payload.isEmpty, (0..<start).contains(where: { nameEnd(in: tokens, from: $0, index: index) != nil }) else { continue }
            let values = payload.map { entry in
                let vocabulary = index.vocabularies[Int(Int32(truncatingIfNeeded: entry >> 32))]
                return (vocabulary.appIndex, vocabulary.typeKey, vocabulary.values[Int(Int32(truncatingIfNeeded: entry))].id)
            }
            let words = Array(tokens[start...]), rest = Array(tokens[..<start])
            let edits = reading.edits + [MatchEdit(kind: .valueSaidAfter(words.joined(separator: " ")), cost: MatchCost.verbMoved)]
            var readings = [Rereading(tokens: rest, edits: edits, valueAfter: ValueAfter(words: words, values: values))]
            for place in Set([1, nameClauseStart(in: rest, index: index)]).sorted() where place > 0 && place < rest.count {
                readings.append(Rereading(tokens: Array(rest[..<place]) + words + rest[place...], edits: edits))
            }
            return readings
        }
        return []
    }

    // MARK: The app named first

    /// The name (after a connector at most) right at the start and followed by a word, moved
    /// with its connector to where phrases name their app: at the end, after the request's
    /// first word ("Öffne ScoutX Setup"), or, where a request may end on its verb, before its
    /// last word ("Alles in Shelv mischen").
    private static func nameSaidFirst(_ reading: Rereading, index: PhraseIndex) -> [Rereading] {
        let tokens = reading.tokens
        let start = tokens.first.map(index.words.connectors.contains) == true ? 1 : 0
        guard let end = nameEnd(in: tokens, from: start, index: index), end < tokens.count else { return [] }
        let name = Array(tokens[..<end]), rest = Array(tokens[end...])
        let edits = reading.edits + [MatchEdit(kind: .nameMoved(tokens[start..<end].joined(separator: " ")), cost: MatchCost.nameMoved)]
        var places = [rest.count]
        if rest.count > 1 { places.append(1) }
        if rest.count > 2, index.words.verbMovesToEnd { places.append(rest.count - 1) }
        var readings = places.map { place in Rereading(tokens: Array(rest[..<place]) + name + rest[place...], edits: edits) }
        // Languages written without spaces name the app first, after a connector ("在Sonux里…"):
        // a name said first without one is read with each.
        if start == 0, rest.first.map(Normalizer.isUnspaced) == true {
            readings += index.words.connectors.sorted().map { connector in
                Rereading(tokens: [connector] + tokens, edits: reading.edits + [MatchEdit(kind: .missingWord(connector), cost: MatchCost.nameMoved)])
            }
        }
        return readings
    }

    /// Where an app's whole name that starts at `start` ends (the longest), or nil.
    private static func nameEnd(in tokens: [String], from start: Int, index: PhraseIndex) -> Int? {
        var node: Int32 = 0
        var end: Int?
        var position = start
        while position < tokens.count, let child = index.appNames.child(of: node, index.tokens.id(tokens[position])) {
            node = child
            position += 1
            if !index.appNames.payload(of: node).isEmpty { end = position }
        }
        return end
    }

    /// Where the app's name said last begins, with the connector before it: the request's
    /// own words end there (`tokens.count` when no name ends the utterance).
    private static func nameClauseStart(in tokens: [String], index: PhraseIndex) -> Int {
        for start in tokens.indices where nameEnd(in: tokens, from: start, index: index) == tokens.count {
            return start > 0 && index.words.connectors.contains(tokens[start - 1]) ? start - 1 : start
        }
        return tokens.count
    }

    // MARK: Verbs said last

    /// The request's first word read last (before the name said last), and its last word
    /// read first: one of them is the verb, and the search tells which reading is a phrase.
    private static func verbMoves(_ reading: Rereading, index: PhraseIndex) -> [Rereading] {
        let tokens = reading.tokens
        let clause = nameClauseStart(in: tokens, index: index)
        var moves: [Rereading] = []
        func moved(_ word: String, to tokens: [String]) {
            moves.append(Rereading(tokens: tokens, edits: reading.edits + [MatchEdit(kind: .verbMoved(word), cost: MatchCost.verbMoved)]))
        }
        // The last word of the request, or the utterance's last after the name ("ScoutX Plan öffnen").
        for last in Set([clause - 1, tokens.count - 1]) where last > 0 && last < tokens.count {
            var rest = tokens
            let word = rest.remove(at: last)
            moved(word, to: [word] + rest)
        }
        // The first word, read before the name said last, and at the very end.
        if tokens.count > 2, clause > 1 {
            var rest = tokens
            let word = rest.removeFirst()
            moved(word, to: Array(rest[..<(clause - 1)]) + [word] + rest[(clause - 1)...])
            if clause < tokens.count { moved(word, to: rest + [word]) }
        }
        return moves
    }

    /// A separable verb's particle said last (before the name said last), joined to the
    /// request's first word: "hör … weiter" is read "weiterhör", a form of "weiterhören".
    private static func separated(_ reading: Rereading, particles: Set<String>, index: PhraseIndex) -> Rereading? {
        let tokens = reading.tokens
        let clause = nameClauseStart(in: tokens, index: index)
        let candidates = [clause - 1, tokens.count - 1].filter { $0 > 1 && $0 < tokens.count }
        guard let place = candidates.first(where: { particles.contains(tokens[$0]) }) else { return nil }
        var rest = tokens
        let particle = rest.remove(at: place)
        let verb = rest[0]
        rest[0] = particle + verb
        return Rereading(tokens: rest, edits: reading.edits + [MatchEdit(kind: .separableVerb(verb: verb, particle: particle), cost: MatchCost.verbMoved)])
    }

    // MARK: Softeners and 把

    private static func softened(_ tokens: [String], by softeners: [[String]]) -> Rereading? {
        var result = tokens
        var edits: [MatchEdit] = []
        for softener in softeners where !softener.isEmpty {
            var position = 0
            while position + softener.count <= result.count {
                // After a word only: a softener never opens a request.
                if position > 0, Array(result[position..<(position + softener.count)]) == softener {
                    result.removeSubrange(position..<(position + softener.count))
                    edits.append(MatchEdit(kind: .extraWord(softener.joined()), cost: MatchCost.cheapInsertion))
                } else {
                    position += 1
                }
            }
        }
        return edits.isEmpty ? nil : Rereading(tokens: result, edits: edits)
    }

    static let ba = "把"

    /// "把 O V" read "V O": the object is every split of the words after 把, the verb the rest
    /// up to the end.
    private static func baMoves(_ reading: Rereading) -> [Rereading] {
        let tokens = reading.tokens
        guard let at = tokens.firstIndex(of: ba) else { return [] }
        var moves: [Rereading] = []
        for split in (at + 2)..<max(at + 2, tokens.count) {
            let object = tokens[(at + 1)..<split], verb = tokens[split...]
            moves.append(Rereading(
                tokens: Array(tokens[..<at]) + verb + object,
                edits: reading.edits + [MatchEdit(kind: .objectFirst(ba), cost: MatchCost.verbMoved)]))
        }
        return moves
    }
}
