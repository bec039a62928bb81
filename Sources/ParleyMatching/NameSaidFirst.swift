/// The app named first (SPEC §3, a name said is a name heard): "Sonux, next chapter",
/// "In Sonux nächstes Kapitel", "ScoutX, öffne das Dashboard". People put the app they
/// talk to first — as a vocative, or with its connecting word in languages whose requests
/// end on the verb — where almost every phrase puts it last. When nothing runs as heard,
/// `Matcher` reads the utterance again with the name, and the connecting word said before
/// it, moved to the end, and a reading that then runs costs `MatchCost.nameMoved` more and
/// says so (`MatchEdit.Kind.nameMoved`).
///
/// Only a whole name of the catalog's apps, right at the start (after a connecting word at
/// most) and followed by at least one word, is moved; every other check of the reading —
/// negations, opposites, values, the run limit — is the same as for any utterance.
struct NameSaidFirst {
    /// The utterance with the name moved to the end, and the name as said.
    let tokens: [String]
    let name: String

    init?(_ tokens: [String], index: PhraseIndex) {
        let start = tokens.first.map(index.words.connectors.contains) == true ? 1 : 0
        var node: Int32 = 0
        var end: Int?
        var position = start
        while position < tokens.count, let child = index.appNames.child(of: node, index.tokens.id(tokens[position])) {
            node = child
            position += 1
            if !index.appNames.payload(of: node).isEmpty { end = position }
        }
        guard let end, end < tokens.count else { return nil }
        self.tokens = Array(tokens[end...]) + tokens[..<end]
        name = tokens[start..<end].joined(separator: " ")
    }
}
