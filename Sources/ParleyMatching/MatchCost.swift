import ParleyText
import ParleyCatalog

/// What each difference between an utterance and a phrase costs. A match's score is
/// `1 - cost`; exact matches cost nothing.
///
/// The weights follow how Siri's flexible matching (iOS 17+) behaves: words that carry
/// no meaning (articles, "the app", request openers like "can you", Japanese particles)
/// are nearly free, inflections and one-letter recognition slips are cheap, and any other
/// word added or missing is expensive. `docs/MATCHING.md` explains the figures.
public enum MatchCost {
    /// Costs are counted in hundredths so that ties are exact.
    public typealias Units = Int32

    /// A match costing at most this (score 0.6) runs.
    public static let runLimit: Units = 40
    /// A near miss costing at most this (score 0.35) is offered as "Did you mean …?";
    /// the search never looks further.
    public static let suggestionLimit: Units = 65

    /// Articles and determiners: free to add, cheap to drop.
    static let articles: Set<String> = ["a", "an", "the", "some", "my", "our", "your", "this"]
    /// Words people add around a request without changing it: openers ("can you", "give
    /// me", "I want to"), "the app", and the small words of a paraphrase ("the summary of").
    static let carrierWords: Set<String> = [
        "can", "could", "would", "will", "you", "i", "want", "to", "like", "just", "now", "for", "me", "of",
        "give", "app", "application", "using", "go", "ahead", "quickly", "hey", "ok", "okay", "in", "with",
        "do", "id", "wanna", "lets", "let", "us", "and", "tell", "show",
    ]
    /// Japanese particles and polite endings, which speech often adds or drops.
    static let particles: Set<String> = ["を", "は", "が", "に", "で", "の", "へ", "と", "も", "ね", "よ", "て", "く", "だ", "さ", "い"]

    /// Words that join a request to the app's name and are used interchangeably.
    /// "on" and "off" are deliberately absent: they change what happens.
    static let connectors: Set<String> = ["with", "in", "from", "using", "via", "through", "at", "inside"]
    /// Words that turn a request into its opposite: said in addition to a phrase (which
    /// does not have them), the reading is dropped — never run, never offered back.
    static let negators: Set<String> = ["not", "never", "dont", "cancel", "stop", "without", "undo"]

    static let cheapInsertion: Units = 5
    static let carrierInsertion: Units = 5
    static let otherInsertion: Units = 30
    static let cheapDeletion: Units = 10
    static let otherDeletion: Units = 40
    static let inflection: Units = 10
    static let recognitionSlip: Units = 15
    static let connectorSwap: Units = 15
    /// A phrase word said later than the phrase has it: phrasal verbs ("turn the light off").
    /// Charged half when it is left out and half when it turns up.
    static let movedWordDeletion: Units = 10
    static let movedWord: Units = 5

    /// The cost of an utterance word the phrase does not have.
    static func insertion(of token: String) -> Units {
        if articles.contains(token) || particles.contains(token) { return cheapInsertion }
        if carrierWords.contains(token) { return carrierInsertion }
        return otherInsertion
    }

    /// The cost of a phrase word the utterance left out.
    static func deletion(of token: String) -> Units {
        articles.contains(token) || particles.contains(token) ? cheapDeletion : otherDeletion
    }

    static func isCheapDeletion(_ token: String) -> Bool {
        deletion(of: token) < otherDeletion
    }

    /// `1.0` for an exact match, `0.85` for one costing 15.
    public static func score(forCost cost: Units) -> Double {
        Double(max(0, 100 - cost)) / 100
    }
}
