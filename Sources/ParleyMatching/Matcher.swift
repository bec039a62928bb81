import ParleyCatalog

/// Matches utterances against a `PhraseIndex` the way Siri does: exact first, then
/// flexible (a best-first search over the trie whose steps cost what `MatchCost` says),
/// then a near miss offered back as a suggestion.
public struct Matcher: Sendable {
    public let index: PhraseIndex

    public init(index: PhraseIndex) {
        self.index = index
    }

    /// Apps not yet launched, whose parameterized phrases are unavailable.
    public static func notLaunchedApps(in catalog: Catalog) -> Set<Int> {
        Set(catalog.apps.indices.filter { !catalog.apps[$0].initialState.launched })
    }

    /// Matches one utterance. With `explain`, the search goes on to the suggestion limit so
    /// that `:why` can show the runners-up.
    public func match(_ utterance: String, notLaunched: Set<Int> = [], explain: Bool = false) -> MatchResult {
        if let tooLong = Self.tooLong(utterance) { return tooLong }
        return search(utterance, tokens: index.normalizer.tokens(utterance), notLaunched: notLaunched, explain: explain)
    }

    /// Matches an utterance already normalized by the index's `normalizer`.
    public func match(_ utterance: String, tokens: [String], notLaunched: Set<Int> = [], explain: Bool = false) -> MatchResult {
        if let tooLong = Self.tooLong(utterance) { return tooLong }
        return search(utterance, tokens: tokens, notLaunched: notLaunched, explain: explain)
    }

    /// An utterance no longer than `MatchLimits.longestUtterance`, matched.
    private func search(_ utterance: String, tokens: [String], notLaunched: Set<Int>, explain: Bool) -> MatchResult {
        var search = Search(index: index, tokens: tokens, notLaunched: notLaunched)
        var tokens = tokens
        // An app's name written together or split ("SolarLens", "Duck Duck Go") is read again
        // as its phrases spell it — only for an utterance nothing runs as heard, so most are
        // never looked at twice.
        var respelled = false
        func respell() -> Bool {
            guard !respelled, let words = index.spelledNames.respelled(tokens) else { return false }
            respelled = true
            tokens = words
            search = Search(index: index, tokens: tokens, notLaunched: notLaunched)
            return true
        }
        guard search.mayNameAnApp() || respell() && search.mayNameAnApp() else {
            return MatchResult(utterance: utterance, tokens: tokens, outcome: .none(suggestion: nil), candidates: [], negativeHits: [])
        }
        var frontier = index.frontiers.take()
        // A word that no phrase, app name or value uses cannot be read without an edit.
        var found = search.saysAnUnknownWord ? SearchFindings() : search.run(allowEdits: false, exhaustive: explain, in: &frontier)
        if (explain || !found.hasUnblockedMatch), tokens.count <= MatchLimits.longestFlexibleUtterance {
            found = search.run(allowEdits: true, exhaustive: explain, in: &frontier)
        }
        // Nothing runs as heard: read it again with a name written otherwise respelled.
        if !found.hasUnblockedMatch, respell(), search.mayNameAnApp() {
            found = search.saysAnUnknownWord ? SearchFindings() : search.run(allowEdits: false, exhaustive: explain, in: &frontier)
            if (explain || !found.hasUnblockedMatch), tokens.count <= MatchLimits.longestFlexibleUtterance {
                found = search.run(allowEdits: true, exhaustive: explain, in: &frontier)
            }
        }
        // Nothing runs as heard: read it again in the other orders and forms a request is
        // said in (`Rereading`); the cheapest reading that runs stands.
        if !found.hasUnblockedMatch, tokens.count <= MatchLimits.longestFlexibleUtterance {
            var best: (findings: SearchFindings, tokens: [String], cost: MatchCost.Units)?
            for reading in Rereading.all(of: tokens, index: index) {
                var again = Search(index: index, tokens: reading.tokens, notLaunched: notLaunched)
                guard again.mayNameAnApp() else { continue }
                var reread = again.saysAnUnknownWord ? SearchFindings() : again.run(allowEdits: false, exhaustive: explain, in: &frontier)
                if explain || !reread.hasUnblockedMatch {
                    reread = again.run(allowEdits: true, exhaustive: explain, in: &frontier)
                }
                for edit in reading.edits.reversed() { reread.charge(edit) }
                if let value = reading.valueAfter { reread.give(value, index: index) }
                guard let cost = reread.bestRunningCost, cost < best?.cost ?? .max else { continue }
                best = (reread, reading.tokens, cost)
            }
            if let best {
                found = best.findings
                tokens = best.tokens
            }
        }
        // Handed over, not copied: a copy retained each of its arrays and released them again.
        index.frontiers.giveBack(consume frontier)
        return SaidValues.settle(found.result(utterance: utterance, tokens: tokens, index: index), index: index)
    }

    /// Not understood, with nothing suggested, when the utterance is longer than any request
    /// is spoken (`MatchLimits.longestUtterance`); nil otherwise.
    private static func tooLong(_ utterance: String) -> MatchResult? {
        guard utterance.utf8.count > MatchLimits.longestUtterance else { return nil }
        return MatchResult(utterance: utterance, tokens: [], outcome: .none(suggestion: nil), candidates: [], negativeHits: [])
    }
}

/// What one search found: phrase readings and negative-phrase hits, with their costs.
/// Whether each reading of one utterance reverses its phrase's meaning, worked out only
/// for readings that can (an exact reading says only the phrase's own words) and once per
/// phrase and values heard.
private struct MeaningVerdicts {
    private struct Reading: Hashable {
        var phraseIndex: Int
        var valueIDs: [String]
    }

    let tokens: [String]
    let index: PhraseIndex
    private var check: MatchWords.UtteranceMeaning?
    private var isChecked = false
    private var verdicts: [Reading: String?] = [:]

    init(tokens: [String], index: PhraseIndex) {
        self.tokens = tokens
        self.index = index
    }

    /// Why the reading reverses the request, or nil.
    mutating func change(in candidate: MatchCandidate) -> String? {
        guard !candidate.isExact else { return nil }
        if !isChecked {
            check = index.words.meaningCheck(for: tokens)
            isChecked = true
        }
        guard let check else { return nil }
        let reading = Reading(phraseIndex: candidate.phraseIndex, valueIDs: candidate.parameter?.valueIDs ?? [])
        if let known = verdicts[reading] { return known }
        let verdict = index.words.meaningChange(check, phrase: index.heardWords(for: candidate))
        verdicts[reading] = verdict
        return verdict
    }
}

struct SearchFindings {
    /// A shortcut with the values heard: readings with the same key are one reading.
    private struct ReadingKey: Hashable {
        var shortcut: ShortcutKey
        var valueIDs: [String]
    }

    var candidates: [MatchCandidate] = []
    var negativeCosts: [Int: MatchCost.Units] = [:]

    /// Every reading charged one more edit: what a re-reading of the utterance changed.
    mutating func charge(_ edit: MatchEdit) {
        for index in candidates.indices {
            candidates[index].cost += edit.cost
            candidates[index].edits.insert(edit, at: 0)
        }
    }

    func isBlocked(_ candidate: MatchCandidate) -> Bool {
        negativeCosts[candidate.appIndex].map { $0 <= candidate.cost } ?? false
    }

    /// A value said after the phrase given to each reading's one parameter of its type (not
    /// the phrase's slot nor a preset); a reading whose intent has none, or several, or that
    /// the words name several values for, cannot take it and is dropped: it would run without
    /// what was said.
    mutating func give(_ value: Rereading.ValueAfter, index: PhraseIndex) {
        candidates = candidates.compactMap { candidate in
            let named = value.values.filter { $0.app == candidate.appIndex }
            guard let first = named.first, named.allSatisfy({ $0.typeKey == first.typeKey && $0.id == first.id }),
                  let takers = SaidValues.freeParameters(of: candidate, index: index)?.filter({ $0.type.customName == first.typeKey }),
                  takers.count == 1
            else { return nil }
            var given = candidate
            given.saidValues.append(SaidValue(parameterName: takers[0].name, value: .identifier(first.id)))
            return given
        }
    }

    /// The cost of the cheapest reading that runs, or nil.
    var bestRunningCost: MatchCost.Units? {
        candidates.filter { !isBlocked($0) && $0.cost <= MatchCost.runLimit }.map(\.cost).min()
    }

    var hasUnblockedMatch: Bool {
        candidates.contains { !isBlocked($0) && $0.cost <= MatchCost.runLimit }
    }

    func result(utterance: String, tokens: [String], index: PhraseIndex) -> MatchResult {
        // Blocked apps are never matched nor suggested.
        var kept: [MatchCandidate] = []
        var changed: [MatchResult.ChangedMeaning] = []
        var meaning = MeaningVerdicts(tokens: tokens, index: index)
        for candidate in candidates where !isBlocked(candidate) {
            // A reading that adds a negation or says an opposite never runs and is never offered,
            // and nor is one that swaps the phrase's word for one side of an opposite pair
            // ("Mediathek schließen" is no "Mediathek mischen" said wrong).
            if let reason = meaning.change(in: candidate) ?? Self.actionSwapped(in: candidate, words: index.words) {
                if !changed.contains(where: { $0.candidate.shortcutKey == candidate.shortcutKey }) {
                    changed.append(.init(candidate: candidate, reason: reason))
                }
                continue
            }
            kept.append(candidate)
        }
        // Usually one reading is left: nothing to merge or order.
        let sorted = kept.count == 1 ? kept : Self.bestPerReading(kept)
        // A negative phrase "matches" as a phrase runs: within the run limit. One only near
        // the utterance ("Start a timer" for "Start a Meditation") blocks nothing it ran over.
        let negativeHits = negativeCosts.filter { $0.value <= MatchCost.runLimit }.keys.sorted()
        guard let top = sorted.first else {
            return MatchResult(utterance: utterance, tokens: tokens, outcome: .none(suggestion: nil), candidates: [], negativeHits: negativeHits, changedMeaning: changed)
        }
        guard top.cost <= MatchCost.runLimit else {
            return MatchResult(utterance: utterance, tokens: tokens, outcome: .none(suggestion: top), candidates: sorted, negativeHits: negativeHits, changedMeaning: changed)
        }
        if sorted.count == 1 {
            return MatchResult(utterance: utterance, tokens: tokens, outcome: .matched(top), candidates: sorted, negativeHits: negativeHits, changedMeaning: changed)
        }
        var tied: [ShortcutKey: MatchCandidate] = [:]
        for candidate in sorted where candidate.cost == top.cost {
            if var existing = tied[candidate.shortcutKey] {
                // The same shortcut heard with different values: one match, the values to choose from.
                if var value = existing.parameter, let other = candidate.parameter, value.parameterName == other.parameterName {
                    value.valueIDs += other.valueIDs.filter { !value.valueIDs.contains($0) }
                    existing.parameter = value
                    tied[candidate.shortcutKey] = existing
                }
            } else {
                tied[candidate.shortcutKey] = candidate
            }
        }
        if tied.count == 1, let only = tied.values.first {
            return MatchResult(utterance: utterance, tokens: tokens, outcome: .matched(only), candidates: sorted, negativeHits: negativeHits, changedMeaning: changed)
        }
        let apps = index.catalog.apps
        let options = tied.values.sorted { lhs, rhs in
            let left = apps[lhs.appIndex].name.resolved(for: index.locale), right = apps[rhs.appIndex].name.resolved(for: index.locale)
            return left != right ? left < right : lhs.shortcutKey < rhs.shortcutKey
        }
        return MatchResult(utterance: utterance, tokens: tokens, outcome: .ambiguous(options), candidates: sorted, negativeHits: negativeHits, changedMeaning: changed)
    }

    /// Why a reading that swapped a phrase word for a word of another meaning asks for
    /// something else: the word said is one side of an opposite pair (close, open, on, off).
    private static func actionSwapped(in candidate: MatchCandidate, words: MatchWords) -> String? {
        for edit in candidate.edits {
            guard case .substituted(let said, let expected, .otherMeaning) = edit.kind, !words.opposites(of: said).isEmpty else { continue }
            return "'\(said)' asks for something else than '\(expected)'"
        }
        return nil
    }

    /// The best reading per shortcut and values heard, best first.
    private static func bestPerReading(_ candidates: [MatchCandidate]) -> [MatchCandidate] {
        var best: [ReadingKey: MatchCandidate] = [:]
        for candidate in candidates {
            let key = ReadingKey(shortcut: candidate.shortcutKey, valueIDs: candidate.parameter?.valueIDs ?? [])
            if let existing = best[key], !isBetter(candidate, than: existing) { continue }
            best[key] = candidate
        }
        return best.values.sorted(by: isBetter)
    }

    /// Lower cost first, then catalog order: the same input always gives the same order.
    static func isBetter(_ lhs: MatchCandidate, than rhs: MatchCandidate) -> Bool {
        if lhs.cost != rhs.cost { return lhs.cost < rhs.cost }
        if lhs.shortcutKey != rhs.shortcutKey { return lhs.shortcutKey < rhs.shortcutKey }
        if lhs.phraseIndex != rhs.phraseIndex { return lhs.phraseIndex < rhs.phraseIndex }
        return (lhs.parameter?.valueIDs ?? []).lexicographicallyPrecedes(rhs.parameter?.valueIDs ?? [])
    }
}
