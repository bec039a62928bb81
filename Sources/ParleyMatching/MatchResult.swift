
/// One way an utterance can be read as a shortcut's phrase.
public struct MatchCandidate: Hashable, Sendable {
    public var appIndex: Int
    public var shortcutIndex: Int
    /// Index into `PhraseIndex.phrases`.
    public var phraseIndex: Int
    /// The parameter the phrase carries and the value(s) heard; several when a spoken
    /// name belongs to more than one value (the dialogue then asks which).
    public var parameter: SpokenValue?
    /// Values said beside the phrase for parameters its slot does not capture (`SaidValues`).
    public var saidValues: [SaidValue] = []
    public var cost: MatchCost.Units
    public var edits: [MatchEdit]

    public var score: Double { MatchCost.score(forCost: cost) }
    public var isExact: Bool { edits.isEmpty }

    /// The same shortcut, for ties and de-duplication.
    public var shortcutKey: ShortcutKey { ShortcutKey(appIndex: appIndex, shortcutIndex: shortcutIndex) }
}

/// A value heard in a phrase's parameter slot.
public struct SpokenValue: Hashable, Sendable {
    public var parameterName: String
    public var typeKey: String
    /// Value ids, in the type's order; more than one when the spoken name is shared.
    public var valueIDs: [String]
}

/// An app's shortcut, by position.
public struct ShortcutKey: Hashable, Sendable, Comparable {
    public var appIndex: Int
    public var shortcutIndex: Int

    public init(appIndex: Int, shortcutIndex: Int) {
        self.appIndex = appIndex
        self.shortcutIndex = shortcutIndex
    }

    public static func < (lhs: ShortcutKey, rhs: ShortcutKey) -> Bool {
        (lhs.appIndex, lhs.shortcutIndex) < (rhs.appIndex, rhs.shortcutIndex)
    }
}

/// What the matcher made of one utterance.
public struct MatchResult: Sendable {
    public enum Outcome: Sendable {
        case matched(MatchCandidate)
        /// Different shortcuts tie for the best match: sorted by app name, then shortcut order.
        case ambiguous([MatchCandidate])
        /// Nothing runs; a near miss may be offered back.
        case none(suggestion: MatchCandidate?)
    }

    public var utterance: String
    public var tokens: [String]
    public var outcome: Outcome
    /// Every reading found within the search's reach, best first (for `:why`).
    public var candidates: [MatchCandidate]
    /// Negative phrases that matched, which keep their app from triggering.
    public var negativeHits: [Int]
    /// Readings set aside because the utterance changes the phrase's meaning (for `:why`).
    public var changedMeaning: [ChangedMeaning] = []

    /// Whether a phrase says the utterance exactly: what runs before Siri's own requests
    /// (SPEC §9). Several shortcuts that tie count when one of them is exact.
    public var isExact: Bool {
        switch outcome {
        case .matched(let candidate): candidate.isExact
        case .ambiguous(let candidates): candidates.contains(where: \.isExact)
        case .none: false
        }
    }

    /// A reading the utterance reverses: a negation added, an opposite said.
    public struct ChangedMeaning: Sendable {
        public var candidate: MatchCandidate
        /// Why, as `:why` says it: "'off' is the opposite of the phrase's 'on'".
        public var reason: String
    }
}
