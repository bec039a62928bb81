import Foundation

/// One difference between what was said and the phrase it matched, for `:why` and scores.
public struct MatchEdit: Hashable, Sendable, CustomStringConvertible {
    public enum SubstitutionKind: String, Hashable, Sendable {
        /// The same word inflected: a plural, -ing, summary/summarize.
        case inflection
        /// A one-letter recognition slip in a long word.
        case slip
        /// One connecting word for another before an app name ("from Soup Chef" for "with Soup Chef").
        case connector
        /// A word of the same meaning in the command vocabulary ("begin" for "start").
        case synonym
        /// A word of another meaning ("note" for "bookmark"): never run, only offered back.
        case otherMeaning
    }

    public enum Kind: Hashable, Sendable {
        case extraWord(String)
        case missingWord(String)
        /// A phrase word said elsewhere in the utterance (its omission is listed too).
        case movedWord(String)
        /// The app's name said first, where the phrase has it last (`Rereading`).
        case nameMoved(String)
        /// A verb said at the other end of the request (German, Dutch).
        case verbMoved(String)
        /// A separable verb's particle said last ("hör … weiter" for "weiterhören").
        case separableVerb(verb: String, particle: String)
        /// The object said before the verb with a marker (Chinese 把).
        case objectFirst(String)
        /// A value said after the phrase, taken by its intent's parameter.
        case valueSaidAfter(String)
        /// An extra word that is none of the shortcut's own: it changes what is asked for, and
        /// the reading is only offered back (what it adds to the word's own cost).
        case changesObject(String)
        case substituted(said: String, expected: String, SubstitutionKind)
    }

    public var kind: Kind
    public var cost: MatchCost.Units

    public var description: String {
        switch kind {
        case .extraWord(let word): "extra word '\(word)' (-\(Self.points(cost)))"
        case .missingWord(let word): "missing word '\(word)' (-\(Self.points(cost)))"
        case .movedWord(let word): "'\(word)' said later, a moved word (-\(Self.points(cost)))"
        case .nameMoved(let name): "'\(name)' said first, where the phrase names the app last (-\(Self.points(cost)))"
        case .verbMoved(let word): "'\(word)' said at the other end of the request, where the phrase has it (-\(Self.points(cost)))"
        case .separableVerb(let verb, let particle): "'\(verb) … \(particle)' read as '\(particle)\(verb)', a separable verb (-\(Self.points(cost)))"
        case .objectFirst(let marker): "the object said first with '\(marker)', read after its verb (-\(Self.points(cost)))"
        case .valueSaidAfter(let words): "'\(words)' said after the phrase, taken as its value (-\(Self.points(cost)))"
        case .changesObject(let word): "'\(word)' is no word of this shortcut: it changes what is asked for (-\(Self.points(cost)))"
        case .substituted(let said, let expected, .inflection): "'\(said)' taken as '\(expected)', another form of the word (-\(Self.points(cost)))"
        case .substituted(let said, let expected, .slip): "'\(said)' taken as '\(expected)', a one-letter slip (-\(Self.points(cost)))"
        case .substituted(let said, let expected, .connector): "'\(said)' taken as '\(expected)', an interchangeable connecting word (-\(Self.points(cost)))"
        case .substituted(let said, let expected, .synonym): "'\(said)' taken as '\(expected)', a word of the same meaning (-\(Self.points(cost)))"
        case .substituted(let said, let expected, .otherMeaning): "'\(said)' said for '\(expected)', a word of another meaning (-\(Self.points(cost)))"
        }
    }

    private static func points(_ cost: MatchCost.Units) -> String {
        String(format: "%.2f", Double(cost) / 100)
    }
}
