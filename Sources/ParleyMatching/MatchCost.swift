
/// What each difference between an utterance and a phrase costs. A match's score is
/// `1 - cost`; exact matches cost nothing.
///
/// The weights follow how Siri's flexible matching (iOS 17+) behaves: words that carry
/// no meaning (articles, "the app", request openers like "can you", Japanese particles)
/// are nearly free, inflections and one-letter recognition slips are cheap, and any other
/// word added or missing is expensive. Which words are which is the locale's vocabulary
/// (`MatchWords`); `docs/MATCHING.md` explains the figures.
public enum MatchCost {
    /// Costs are counted in hundredths so that ties are exact.
    public typealias Units = Int32

    /// A match costing at most this (score 0.6) runs.
    public static let runLimit: Units = 40
    /// A near miss costing at most this (score 0.35) is offered as "Did you mean …?";
    /// the search never looks further.
    public static let suggestionLimit: Units = 65

    static let cheapInsertion: Units = 5
    static let carrierInsertion: Units = 5
    static let otherInsertion: Units = 30
    /// A content word added that does not describe the shortcut (the app, the intent, a
    /// parameter): it changes the object, so the reading is only offered back.
    static let foreignContentWord: Units = 45
    /// A word that only describes the phrase's object ("Record a new lift" for "Record a
    /// lift"): runs, a little lower than a same-meaning swap.
    static let describerInsertion: Units = 15
    static let cheapDeletion: Units = 10
    /// A preposition, pronoun or form of "be"/"do" left out: the request keeps its meaning.
    static let functionWordDeletion: Units = 20
    /// A content word of the phrase left out ("Clear Cryptomator" for "Clear Cryptomator
    /// cache"): over the run limit, so it is only offered back.
    static let otherDeletion: Units = 45
    /// A word of the same meaning in the command vocabulary ("begin" for "start").
    static let synonymSwap: Units = 15
    /// A phrase word swapped for a word of another meaning ("note" for "bookmark"), or a
    /// qualifier added ("next week" for "this week"): only offered back.
    static let otherMeaningSwap: Units = 50
    static let inflection: Units = 10
    static let recognitionSlip: Units = 15
    static let connectorSwap: Units = 15
    /// A phrase word said later than the phrase has it: phrasal verbs ("turn the light off").
    /// Charged half when it is left out and half when it turns up.
    static let movedWordDeletion: Units = 10
    static let movedWord: Units = 5
    /// The app's name (and its connecting word) said first where the phrase has it last:
    /// "Sonux, next chapter"; a verb said at the other end of the request, where a language
    /// allows it ("Dashboard in ScoutX starten"), a separable verb's particle said last, or
    /// Chinese 把 putting the object first (`Rereading`).
    static let nameMoved: Units = 5
    static let verbMoved: Units = 5

    /// `1.0` for an exact match, `0.85` for one costing 15.
    public static func score(forCost cost: Units) -> Double {
        Double(max(0, 100 - cost)) / 100
    }
}
