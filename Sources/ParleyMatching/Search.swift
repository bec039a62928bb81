
/// The best-first search of one utterance through a `PhraseIndex`.
///
/// A state is a trie node, a position in the utterance and the value heard so far. Steps:
/// the next word as a literal edge (free), as an inflected or slipped form (cheap), an extra
/// word skipped, a phrase word left out, the app's name, or a value's name. States are
/// expanded cheapest first (Dijkstra), so the first readings found are the best ones.
struct Search {
    struct RawEdit {
        enum Kind { case extra, missing, moved, substituted(MatchEdit.SubstitutionKind), changesObject }
        var kind: Kind
        var position: Int32
        var token: Int32
        var cost: MatchCost.Units
    }

    /// Edits live in an arena as a linked list, so that copying a state copies one index
    /// instead of an array: the search makes many states and few edits.
    struct EditLink {
        var edit: RawEdit
        var previous: Int32
    }

    struct State {
        var node: Int32
        var position: Int32
        /// The value-name trie node heard in a parameter slot, or -1: its payload is every
        /// (vocabulary, value) that answers to the name.
        var valueName: Int32 = -1
        /// How many words just before `position` matched phrase words exactly: a value name
        /// may repeat them ("Show my \(item)" with the synonym "my keys").
        var literalRun: Int32 = 0
        var cost: MatchCost.Units = 0
        /// The last edit in the arena, or -1.
        var edits: Int32 = -1

        /// The state after reading an app's or a value's name that ends at `end`.
        func afterName(node: Int32, end: Int32, cost: MatchCost.Units, edits: Int32) -> State {
            var next = self
            next.node = node
            next.position = end
            next.literalRun = 0
            next.cost += cost
            next.edits = edits
            return next
        }
    }


    let index: PhraseIndex
    let words: [String]
    let ids: [Int32]
    let notLaunched: Set<Int>
    /// Per utterance word, what the flexible pass asks of it at every state, looked up once
    /// and only when that pass runs.
    private var wordFacts: [WordFacts]?

    private struct WordFacts {
        /// The cost of the word said where the phrase has nothing.
        var insertionCost: MatchCost.Units
        var isContentWord: Bool
        /// Tokens of the words opposite to it (usually none).
        var opposites: [Int32]
        /// Same-meaning swaps of several words that begin here: how many words are said,
        /// and the phrase's tokens they stand for.
        var sequenceSwaps: [(length: Int32, phrase: [Int32])]
    }
    /// Inflections and slips of each word, looked up once and only when first needed.
    private var fuzzyCache: [[FuzzyLexicon.Candidate]]?
    /// A guard against pathological inputs; real utterances stay far below it.
    private static let expansionLimit = 20_000
    private static let valueOverlapLimit: Int32 = 3

    init(index: PhraseIndex, tokens: [String], notLaunched: Set<Int>) {
        self.index = index
        words = tokens
        ids = tokens.map { index.tokens.id($0) }
        self.notLaunched = notLaunched
    }

    private mutating func lookUpWordFacts() -> [WordFacts] {
        if let wordFacts { return wordFacts }
        let words = index.words
        let facts = self.words.indices.map { position in
            let word = self.words[position], id = ids[position]
            // Words of the catalog were looked up when the index was built.
            let known = id != TokenTable.unknown
            let usual = known ? index.insertionCosts[Int(id)] : words.insertion(of: word)
            let insertion = min(usual, words.describerInsertion(
                of: word, after: position > 0 ? self.words[position - 1] : nil, twoBefore: position > 1 ? self.words[position - 2] : nil) ?? usual)
            let swaps = known && !index.beginsSequenceSwap[Int(id)] ? [] : words.sequenceSwaps(startingWith: word)
            return WordFacts(
                insertionCost: insertion,
                isContentWord: insertion >= MatchCost.otherInsertion,
                opposites: known ? index.oppositeTokens[Int(id)] : words.opposites(of: word).map(index.tokens.id).filter { $0 != TokenTable.unknown },
                sequenceSwaps: swaps.isEmpty ? [] : swaps
                    .filter { self.words[position...].starts(with: $0.said) }
                    .map { (Int32($0.said.count), $0.phrase.map(index.tokens.id)) })
        }
        wordFacts = facts
        return facts
    }

    private mutating func fuzzyCandidates() -> [[FuzzyLexicon.Candidate]] {
        if let fuzzyCache { return fuzzyCache }
        let candidates = index.lexicon.candidates(for: words, ids: ids)
        fuzzyCache = candidates
        return candidates
    }

    /// Whether a word is none of the catalog's: then the pass without edits, which must read
    /// every word as a phrase word or part of a name, finds nothing.
    var saysAnUnknownWord: Bool {
        ids.contains(TokenTable.unknown)
    }

    /// Whether any word could begin an app's name, as said or as a slip or inflection.
    /// Every phrase names its app, so without one nothing can match or be suggested.
    mutating func mayNameAnApp() -> Bool {
        // The app-name trie's first edges are every app name's first word.
        let names = index.appNames
        func beginsAName(_ token: Int32) -> Bool { names.child(of: 0, token) != nil }
        return ids.contains(where: beginsAName)
            || fuzzyCandidates().contains { $0.contains { beginsAName($0.token) } }
    }

    /// One pass, in `frontier` (emptied first): exact only, or with edits up to the
    /// suggestion limit.
    mutating func run(allowEdits: Bool, exhaustive: Bool, in frontier: inout SearchFrontier) -> SearchFindings {
        // Inflections and slips are only looked up when the flexible pass needs them.
        let fuzzy = allowEdits ? fuzzyCandidates() : []
        let facts = allowEdits ? lookUpWordFacts() : []
        var findings = SearchFindings()
        frontier.start(limit: allowEdits ? MatchCost.suggestionLimit : 0)
        var expansions = 0
        var bestMatch = MatchCost.Units.max
        // Held here once: read through `index` inside the loop, each use retained them again.
        let appNames = index.appNames, valueNames = index.valueNames
        // Nodes are read in place: copying one out of the array retained each of its tables.
        return index.nodes.withUnsafeBufferPointer { nodes in
            while let (cost, id) = frontier.heap.pop() {
                if !exhaustive, cost > bestMatch { break }
                let state = frontier.states[Int(id)]
                guard frontier.isCurrent(state) else { continue }
                expansions += 1
                if expansions > Self.expansionLimit { break }
                let here = Int(state.node)
                let position = Int(state.position)

                if position == ids.count, !nodes[here].phrases.isEmpty {
                    record(state, phrases: nodes[here].phrases, arena: frontier.arena, into: &findings)
                    bestMatch = findings.candidates.filter { !findings.isBlocked($0) }.map(\.cost).min() ?? .max
                }
                if position < ids.count {
                    let token = ids[position]
                    if let child = nodes[here].literals[token] {
                        var next = state
                        next.node = child
                        next.position += 1
                        next.literalRun += 1
                        frontier.push(next)
                    }
                    if allowEdits {
                        for candidate in fuzzy[position] {
                            guard let child = nodes[here].literals[candidate.token] else { continue }
                            let edit = RawEdit(kind: .substituted(candidate.kind), position: state.position, token: candidate.token, cost: candidate.cost)
                            var next = frontier.adding(edit, to: state)
                            next.node = child
                            next.position += 1
                            next.literalRun = 0
                            frontier.push(next)
                        }
                        // Same-meaning words that span several words on a side ("switch on" for "enable").
                        for swap in facts[position].sequenceSwaps {
                            var child: Int32? = state.node
                            for word in swap.phrase {
                                child = child.flatMap { nodes[Int($0)].literals[word] }
                            }
                            guard let child else { continue }
                            let edit = RawEdit(kind: .substituted(.synonym), position: state.position, token: swap.phrase[0], cost: MatchCost.synonymSwap)
                            var next = frontier.adding(edit, to: state)
                            next.node = child
                            next.position += swap.length
                            next.literalRun = 0
                            frontier.push(next)
                        }
                        // A phrase word swapped for a word of another meaning ("note" for "bookmark"): only
                        // ever offered back. Tried where each child can be: small nodes and articles.
                        if facts[position].isContentWord {
                            for edge in nodes[here].deletions where edge.token != token && !facts[position].opposites.contains(edge.token) {
                                let edit = RawEdit(kind: .substituted(.otherMeaning), position: state.position, token: edge.token, cost: MatchCost.otherMeaningSwap)
                                var next = frontier.adding(edit, to: state)
                                next.node = edge.child
                                next.position += 1
                                next.literalRun = 0
                                frontier.push(next)
                            }
                        }
                        // A word the phrase has earlier, said later ("turn the flashlight off"), was moved, not added.
                        let moved = token != TokenTable.unknown && frontier.leftOut(token, before: state.edits)
                        let cost = moved ? MatchCost.movedWord : facts[position].insertionCost
                        var skipped = frontier.adding(RawEdit(kind: moved ? .moved : .extra, position: state.position, token: token, cost: cost), to: state)
                        skipped.position += 1
                        skipped.literalRun = 0
                        frontier.push(skipped)
                    }
                }
                if allowEdits {
                    for edge in nodes[here].deletions {
                        // A word the user says later was moved, not left out.
                        let cost = isSaid(edge.token, from: position) ? min(MatchCost.movedWordDeletion, edge.deletionCost) : edge.deletionCost
                        var next = frontier.adding(RawEdit(kind: .missing, position: state.position, token: edge.token, cost: cost), to: state)
                        next.node = edge.child
                        next.literalRun = 0
                        frontier.push(next)
                    }
                }
                if !nodes[here].appChildren.isEmpty {
                    walk(appNames, from: state.position, edits: state.edits, fuzzy: fuzzy, budget: frontier.limit - state.cost, frontier: &frontier) {
                        frontier, end, trieNode, cost, edits in
                        for app in appNames.payload(of: trieNode) {
                            guard let child = nodes[here].appChildren[Int32(app)] else { continue }
                            frontier.push(state.afterName(node: child, end: end, cost: cost, edits: edits))
                        }
                    }
                }
                if nodes[here].valueChild >= 0 {
                    for back in 0...min(state.literalRun, Self.valueOverlapLimit) {
                        walk(valueNames, from: state.position - back, edits: state.edits, fuzzy: fuzzy, budget: frontier.limit - state.cost, frontier: &frontier) {
                            frontier, end, valueName, cost, edits in
                            guard end > state.position else { return }
                            var next = state.afterName(node: nodes[here].valueChild, end: end, cost: cost, edits: edits)
                            next.valueName = valueName
                            frontier.push(next)
                        }
                    }
                }
            }
            return findings
        }
    }

    /// Whether the word is said at `position` or after it.
    private func isSaid(_ token: Int32, from position: Int) -> Bool {
        var later = position
        while later < ids.count {
            if ids[later] == token { return true }
            later += 1
        }
        return false
    }

    private func record(_ state: State, phrases: [Int32], arena: [EditLink], into findings: inout SearchFindings) {
        // Each phrase's fields are read where they are: a copy of the whole phrase retained
        // its text, template, location and words.
        let all = index.phrases
        for phraseID in phrases {
            let appIndex = all[Int(phraseID)].appIndex
            guard let shortcutIndex = all[Int(phraseID)].shortcutIndex else {
                findings.negativeCosts[appIndex] = min(findings.negativeCosts[appIndex] ?? .max, state.cost)
                continue
            }
            var spoken: SpokenValue?
            if let vocabularyID = all[Int(phraseID)].vocabulary, let name = all[Int(phraseID)].parameterName {
                // Before first launch, parameterized phrases are unavailable.
                guard state.valueName >= 0, !notLaunched.contains(appIndex) else { continue }
                let vocabulary = index.vocabularies[Int(vocabularyID)]
                let values = index.valueNames.payload(of: state.valueName)
                    .filter { Int32(truncatingIfNeeded: $0 >> 32) == vocabularyID }
                    .map { vocabulary.values[Int(Int32(truncatingIfNeeded: $0))].id }
                guard !values.isEmpty else { continue }
                spoken = SpokenValue(parameterName: name, typeKey: vocabulary.typeKey, valueIDs: values)
            }
            // The edits are counted first, so that their array is allocated once.
            var raw: [RawEdit] = []
            var link = state.edits
            var count = 0
            while link >= 0 {
                count += 1
                link = arena[Int(link)].previous
            }
            raw.reserveCapacity(count)
            link = state.edits
            while link >= 0 {
                raw.append(arena[Int(link)].edit)
                link = arena[Int(link)].previous
            }
            let summary = index.shortcutSummaries[appIndex][shortcutIndex]
            let cost = cost(of: state, edits: &raw, summary: summary)
            findings.candidates.append(MatchCandidate(
                appIndex: appIndex, shortcutIndex: shortcutIndex, phraseIndex: Int(phraseID),
                parameter: spoken, cost: cost, edits: raw.reversed().map(describe)))
        }
    }

    /// A content word said where a phrase word was left out replaced it: the reading
    /// costs at least a swap for a word of another meaning, so it is only offered back
    /// ("trends for next week" heard as "… this week" with "this" dropped and "next" added).
    ///
    /// Then what the shortcut's own words say (SPEC §3): an extra content word that only
    /// describes — a word of the app's name, of the intent's title, of a parameter's or its
    /// type's title — costs no more than an article (a word of the phrase left out still
    /// costs what it did: "Clear Cryptomator" is no request to clear its cache); and any other
    /// extra content word ("night" in "Switch
    /// to night mode", "salt" in "5 grams of salt") changes the object: over the run limit,
    /// so it is only offered back.
    /// An extra word that only describes is charged, in `edits` too, what an article is.
    ///
    /// Each raise is an edit of its own (the last ones `:why` lists), so the lines add up to
    /// the score.
    private func cost(of state: State, edits: inout [RawEdit], summary: ShortcutSummary) -> MatchCost.Units {
        var replaced: (position: Int32, token: Int32)?
        for extra in edits {
            guard case .extra = extra.kind, wordFacts?[Int(extra.position)].isContentWord == true else { continue }
            let missing = edits.first { missing in
                guard case .missing = missing.kind else { return false }
                return missing.position == extra.position || missing.position == extra.position + 1
            }
            if let missing {
                replaced = (extra.position, missing.token)
                break
            }
        }
        var cost = state.cost
        var foreign: Int32?
        for position in edits.indices {
            let edit = edits[position]
            switch edit.kind {
            case .extra where wordFacts?[Int(edit.position)].isContentWord == true:
                let word = Int(edit.position) < words.count ? words[Int(edit.position)] : ""
                if summary.describingWords.contains(word) {
                    cost -= max(0, edit.cost - MatchCost.cheapInsertion)
                    edits[position].cost = min(edit.cost, MatchCost.cheapInsertion)
                } else if !word.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                    // A number says how many, not what: "Order 1 Clam Chowder".
                    if foreign == nil { foreign = edit.position }
                }
            default:
                continue
            }
        }
        // `edits` is in reverse order: an edit put first is listed last.
        if let foreign, cost < MatchCost.foreignContentWord {
            edits.insert(RawEdit(kind: .changesObject, position: foreign, token: 0, cost: MatchCost.foreignContentWord - cost), at: 0)
            cost = MatchCost.foreignContentWord
        }
        if let replaced, cost < MatchCost.otherMeaningSwap {
            edits.insert(RawEdit(kind: .substituted(.otherMeaning), position: replaced.position, token: replaced.token, cost: MatchCost.otherMeaningSwap - cost), at: 0)
            cost = MatchCost.otherMeaningSwap
        }
        return cost
    }

    private func describe(_ edit: RawEdit) -> MatchEdit {
        let said = Int(edit.position) < words.count ? words[Int(edit.position)] : ""
        let expected = index.tokens.string(edit.token)
        switch edit.kind {
        case .extra: return MatchEdit(kind: .extraWord(said), cost: edit.cost)
        case .missing: return MatchEdit(kind: .missingWord(expected), cost: edit.cost)
        case .moved: return MatchEdit(kind: .movedWord(said), cost: edit.cost)
        case .substituted(let kind): return MatchEdit(kind: .substituted(said: said, expected: expected, kind), cost: edit.cost)
        case .changesObject: return MatchEdit(kind: .changesObject(said), cost: edit.cost)
        }
    }

    // MARK: Name tries

    /// A trie node still to visit in a walk, with the edit that leads into it (added to the
    /// arena when it is visited, so the arena grows in the order a recursive walk would give).
    struct WalkFrame {
        var node: Int32
        var position: Int32
        var cost: MatchCost.Units
        var edits: Int32
        var entry: RawEdit?
    }

    /// Reports every name in `trie` that the words from `start` can be read as, within
    /// `budget`: where it ends, the trie node it ends at, what it cost and the edits (in
    /// the arena).
    private func walk(
        _ trie: TokenTrie, from start: Int32, edits: Int32, fuzzy: [[FuzzyLexicon.Candidate]], budget: MatchCost.Units,
        frontier: inout SearchFrontier, found: (inout SearchFrontier, Int32, Int32, MatchCost.Units, Int32) -> Void
    ) {
        // An explicit stack, not recursion: a name of hundreds of words must not overflow the
        // thread's stack. A frame's children are pushed, then reversed in place, so that they
        // are visited in order. The root is read without the stack: from most positions no
        // name begins. The stack itself is the frontier's, kept between walks so that a walk
        // allocates nothing, and taken out while the walk runs, since `found` is handed the
        // frontier.
        var stack: [WalkFrame] = []
        swap(&stack, &frontier.walkStack)
        defer { swap(&stack, &frontier.walkStack) }
        var root: WalkFrame? = WalkFrame(node: 0, position: start, cost: 0, edits: edits, entry: nil)
        let articles = fuzzy.isEmpty ? [] : index.articleTokens
        while var frame = root ?? stack.popLast() {
            root = nil
            if let entry = frame.entry {
                frontier.arena.append(EditLink(edit: entry, previous: frame.edits))
                frame.edits = Int32(frontier.arena.count - 1)
            }
            let (node, position, cost) = (frame.node, frame.position, frame.cost)
            if node != 0, !trie.payload(of: node).isEmpty {
                found(&frontier, position, node, cost, frame.edits)
            }
            let firstChild = stack.count
            if Int(position) < ids.count {
                if let child = trie.child(of: node, ids[Int(position)]) {
                    stack.append(WalkFrame(node: child, position: position + 1, cost: cost, edits: frame.edits))
                }
                if !fuzzy.isEmpty {
                    for candidate in fuzzy[Int(position)] where cost + candidate.cost <= budget {
                        guard let child = trie.child(of: node, candidate.token) else { continue }
                        let entry = RawEdit(kind: .substituted(candidate.kind), position: position, token: candidate.token, cost: candidate.cost)
                        stack.append(WalkFrame(node: child, position: position + 1, cost: cost + candidate.cost, edits: frame.edits, entry: entry))
                    }
                }
            }
            // "Hobbit" for the value "The Hobbit": a leading or inner article may be left out.
            if !fuzzy.isEmpty {
                for article in articles where cost + MatchCost.cheapDeletion <= budget {
                    guard let child = trie.child(of: node, article) else { continue }
                    let entry = RawEdit(kind: .missing, position: position, token: article, cost: MatchCost.cheapDeletion)
                    stack.append(WalkFrame(node: child, position: position, cost: cost + MatchCost.cheapDeletion, edits: frame.edits, entry: entry))
                }
            }
            // Swapped pair by pair: `stack[firstChild...].reverse()` copied the slice.
            var low = firstChild, high = stack.count - 1
            while low < high {
                stack.swapAt(low, high)
                low += 1
                high -= 1
            }
        }
    }
}
