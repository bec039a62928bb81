import ParleyText

/// The classes of words that matching costs differently, from the locale's vocabulary
/// (its `matching` section over English's): articles and particles, carrier words,
/// connectors and negators.
package struct MatchWords: Sendable {
    private let words: Vocabulary.Matching

    package init(vocabulary: Vocabulary) {
        words = vocabulary.matching
    }

    /// Words that join a request to the app's name and are used interchangeably.
    package var connectors: Set<String> { words.connectors }
    /// Words that turn a request into its opposite when the phrase does not have them.
    package var negators: Set<String> { words.negators }

    /// The cost of an utterance word the phrase does not have.
    package func insertion(of token: String) -> MatchCost.Units {
        if words.articles.contains(token) { return MatchCost.cheapInsertion }
        if words.carrierWords.contains(token) { return MatchCost.carrierInsertion }
        return MatchCost.otherInsertion
    }

    /// The cost of a phrase word the utterance left out.
    package func deletion(of token: String) -> MatchCost.Units {
        words.articles.contains(token) ? MatchCost.cheapDeletion : MatchCost.otherDeletion
    }

    package func isCheapDeletion(_ token: String) -> Bool {
        deletion(of: token) < MatchCost.otherDeletion
    }

    /// Articles (and Japanese particles), in a stable order.
    package var articles: [String] { words.articles.sorted() }
}
