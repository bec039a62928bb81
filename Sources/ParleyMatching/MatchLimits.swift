
/// Bounds that keep every match fast whatever the input (docs/COMMANDS.md, "Limits").
public enum MatchLimits {
    /// A longer word is matched only as written: it cannot be a slip or an inflection of a
    /// phrase word. (Real phrase words are far shorter; the bound keeps the fuzzy look-up
    /// table and its look-ups small.)
    public static let longestFuzzyWord = 40

    /// A longer utterance is matched exactly or not at all: no flexible reading and no
    /// did-you-mean. Spoken requests are a dozen words; the bound keeps the search small.
    public static let longestFlexibleUtterance = 64

    /// A longer utterance, in bytes of UTF-8, is not understood and not even normalized:
    /// spoken requests are a few dozen words, and a line of input is not held whole past it
    /// (`parley match` and the REPL keep only the beginning of a longer line).
    public static let longestUtterance = 65_536
}
