/// The best-first search of one utterance through a `PhraseIndex`.
///
/// A state is a trie node, a position in the utterance and the value heard so far. Steps:
/// the next word as a literal edge (free), as an inflected or slipped form (cheap), an extra
/// word skipped, a phrase word left out, the app's name, or a value's name. States are
/// expanded cheapest first (Dijkstra), so the first readings found are the best ones.
struct Search {
    private struct RawEdit {
        enum Kind { case extra, missing, moved, substituted(MatchEdit.SubstitutionKind) }
        var kind: Kind
        var position: Int32
        var token: Int32
        var cost: MatchCost.Units
    }

    private struct State {
        var node: Int32
        var position: Int32
        var vocabulary: Int32 = -1
        var value: Int32 = -1
        /// How many words just before `position` matched phrase words exactly: a value name
        /// may repeat them ("Show my \(item)" with the synonym "my keys").
        var literalRun: Int32 = 0
        var cost: MatchCost.Units = 0
        var edits: [RawEdit] = []
    }

    private struct VisitKey: Hashable {
        var node: Int32
        var position: Int32
        var value: Int32
    }

    let index: PhraseIndex
    let words: [String]
    let ids: [Int32]
    let notLaunched: Set<Int>
    private let fuzzy: [[FuzzyLexicon.Candidate]]
    /// A guard against pathological inputs; real utterances stay far below it.
    private static let expansionLimit = 20_000
    private static let valueOverlapLimit: Int32 = 3

    init(index: PhraseIndex, tokens: [String], notLaunched: Set<Int>) {
        self.index = index
        words = tokens
        ids = tokens.map { index.tokens.id($0) }
        self.notLaunched = notLaunched
        fuzzy = tokens.map { index.lexicon.candidates(for: $0, tokens: index.tokens) }
    }

    func run(allowEdits: Bool, exhaustive: Bool) -> SearchFindings {
        var findings = SearchFindings()
        var states: [State] = [State(node: 0, position: 0)]
        var heap = MinHeap()
        heap.push(cost: 0, id: 0)
        var bestCost: [VisitKey: MatchCost.Units] = [VisitKey(node: 0, position: 0, value: -1): 0]
        var expansions = 0
        let limit = allowEdits ? MatchCost.suggestionLimit : 0

        func push(_ state: State) {
            guard state.cost <= limit else { return }
            let key = VisitKey(node: state.node, position: state.position, value: state.value)
            if let known = bestCost[key], known <= state.cost { return }
            bestCost[key] = state.cost
            states.append(state)
            heap.push(cost: state.cost, id: Int32(states.count - 1))
        }

        while let (cost, id) = heap.pop() {
            if !exhaustive, let bestMatch = findings.candidates.filter({ !findings.isBlocked($0) }).map(\.cost).min(), cost > bestMatch {
                break
            }
            let state = states[Int(id)]
            guard bestCost[VisitKey(node: state.node, position: state.position, value: state.value)] == state.cost else { continue }
            expansions += 1
            if expansions > Self.expansionLimit { break }
            let node = index.nodes[Int(state.node)]
            let position = Int(state.position)

            if position == ids.count {
                record(state, at: node, into: &findings)
            }
            if position < ids.count {
                let token = ids[position]
                if let child = node.literals[token] {
                    var next = state
                    next.node = child
                    next.position += 1
                    next.literalRun += 1
                    push(next)
                }
                if allowEdits {
                    for candidate in fuzzy[position] {
                        guard let child = node.literals[candidate.token] else { continue }
                        var next = state
                        next.node = child
                        next.position += 1
                        next.literalRun = 0
                        next.cost += candidate.cost
                        next.edits.append(RawEdit(kind: .substituted(candidate.kind), position: state.position, token: candidate.token, cost: candidate.cost))
                        push(next)
                    }
                    // A word the phrase has earlier, said later ("turn the flashlight off"), was moved, not added.
                    let moved = token != TokenTable.unknown && state.edits.contains { if case .missing = $0.kind { $0.token == token } else { false } }
                    var skipped = state
                    let cost = moved ? MatchCost.movedWord : MatchCost.insertion(of: words[position])
                    skipped.position += 1
                    skipped.literalRun = 0
                    skipped.cost += cost
                    skipped.edits.append(RawEdit(kind: moved ? .moved : .extra, position: state.position, token: token, cost: cost))
                    push(skipped)
                }
            }
            if allowEdits {
                for edge in node.cheapDeletions + node.smallDeletions {
                    // A word the user says later was moved, not left out.
                    let saidLater = ids[min(position, ids.count)...].contains(edge.token)
                    let cost = saidLater ? min(MatchCost.movedWordDeletion, MatchCost.deletion(of: index.tokens.string(edge.token)))
                        : MatchCost.deletion(of: index.tokens.string(edge.token))
                    var next = state
                    next.node = edge.child
                    next.literalRun = 0
                    next.cost += cost
                    next.edits.append(RawEdit(kind: .missing, position: state.position, token: edge.token, cost: cost))
                    push(next)
                }
            }
            if !node.appChildren.isEmpty {
                for reading in walk(index.appNames, from: state.position, allowEdits: allowEdits, budget: limit - state.cost) {
                    for app in reading.payload {
                        guard let child = node.appChildren[app] else { continue }
                        var next = state
                        next.node = child
                        next.position = reading.end
                        next.literalRun = 0
                        next.cost += reading.cost
                        next.edits += reading.edits
                        push(next)
                    }
                }
            }
            for edge in node.valueEdges {
                let vocabulary = index.vocabularies[Int(edge.vocabulary)]
                // Before first launch, parameterized phrases are unavailable.
                if notLaunched.contains(vocabulary.appIndex) { continue }
                let overlap = min(state.literalRun, Self.valueOverlapLimit)
                for back in 0...overlap {
                    let start = state.position - back
                    for reading in walk(vocabulary.trie, from: start, allowEdits: allowEdits, budget: limit - state.cost)
                    where reading.end > state.position {
                        for value in reading.payload {
                            var next = state
                            next.node = edge.child
                            next.position = reading.end
                            next.vocabulary = edge.vocabulary
                            next.value = value
                            next.literalRun = 0
                            next.cost += reading.cost
                            next.edits += reading.edits
                            push(next)
                        }
                    }
                }
            }
        }
        return findings
    }

    private func record(_ state: State, at node: PhraseIndex.Node, into findings: inout SearchFindings) {
        for phraseID in node.phrases {
            let phrase = index.phrases[Int(phraseID)]
            guard let shortcutIndex = phrase.shortcutIndex else {
                findings.negativeCosts[phrase.appIndex] = min(findings.negativeCosts[phrase.appIndex] ?? .max, state.cost)
                continue
            }
            var spoken: SpokenValue?
            if let name = phrase.parameterName, state.vocabulary >= 0 {
                let vocabulary = index.vocabularies[Int(state.vocabulary)]
                spoken = SpokenValue(parameterName: name, typeKey: vocabulary.typeKey, valueIDs: [vocabulary.values[Int(state.value)].id])
            }
            findings.candidates.append(MatchCandidate(
                appIndex: phrase.appIndex, shortcutIndex: shortcutIndex, phraseIndex: Int(phraseID),
                parameter: spoken, cost: state.cost, edits: state.edits.map(describe)))
        }
    }

    private func describe(_ edit: RawEdit) -> MatchEdit {
        let said = Int(edit.position) < words.count ? words[Int(edit.position)] : ""
        let expected = index.tokens.string(edit.token)
        switch edit.kind {
        case .extra: return MatchEdit(kind: .extraWord(said), cost: edit.cost)
        case .missing: return MatchEdit(kind: .missingWord(expected), cost: edit.cost)
        case .moved: return MatchEdit(kind: .movedWord(said), cost: edit.cost)
        case .substituted(let kind): return MatchEdit(kind: .substituted(said: said, expected: expected, kind), cost: edit.cost)
        }
    }

    // MARK: Name tries

    private struct TrieReading {
        var end: Int32
        var payload: [Int32]
        var cost: MatchCost.Units
        var edits: [RawEdit]
    }

    /// Every name in `trie` that the words from `start` can be read as, within `budget`.
    private func walk(_ trie: TokenTrie, from start: Int32, allowEdits: Bool, budget: MatchCost.Units) -> [TrieReading] {
        var readings: [TrieReading] = []
        func visit(_ node: Int32, _ position: Int32, _ cost: MatchCost.Units, _ edits: [RawEdit]) {
            if node != 0 {
                let payload = trie.payload(of: node)
                if !payload.isEmpty { readings.append(TrieReading(end: position, payload: payload, cost: cost, edits: edits)) }
            }
            if Int(position) < ids.count {
                if let child = trie.child(of: node, ids[Int(position)]) {
                    visit(child, position + 1, cost, edits)
                }
                if allowEdits {
                    for candidate in fuzzy[Int(position)] where cost + candidate.cost <= budget {
                        guard let child = trie.child(of: node, candidate.token) else { continue }
                        visit(child, position + 1, cost + candidate.cost, edits + [RawEdit(kind: .substituted(candidate.kind), position: position, token: candidate.token, cost: candidate.cost)])
                    }
                }
            }
            // "Hobbit" for the value "The Hobbit": a leading or inner article may be left out.
            if allowEdits {
                for article in index.articleTokens.sorted() where cost + MatchCost.cheapDeletion <= budget {
                    guard let child = trie.child(of: node, article) else { continue }
                    visit(child, position, cost + MatchCost.cheapDeletion, edits + [RawEdit(kind: .missing, position: position, token: article, cost: MatchCost.cheapDeletion)])
                }
            }
        }
        visit(0, start, 0, [])
        return readings
    }
}

/// A binary min-heap of (cost, id), ties broken by id so the search order is deterministic.
struct MinHeap {
    private var items: [(cost: MatchCost.Units, id: Int32)] = []

    private static func less(_ a: (cost: MatchCost.Units, id: Int32), _ b: (cost: MatchCost.Units, id: Int32)) -> Bool {
        a.cost != b.cost ? a.cost < b.cost : a.id < b.id
    }

    mutating func push(cost: MatchCost.Units, id: Int32) {
        items.append((cost, id))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (MatchCost.Units, Int32)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
                if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (first.cost, first.id)
    }
}
