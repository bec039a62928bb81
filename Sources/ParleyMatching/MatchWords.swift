import ParleyCatalog
import ParleyText

/// The classes of words that matching treats differently, from the locale's vocabulary
/// (its `matching` section over English's): articles and particles, carrier and function
/// words, qualifiers, connectors, negators, synonyms and opposites (docs/MATCHING.md).
/// A class: one per locale, shared by every index and search, and a struct of this many
/// tables was copied table by table wherever a search or a reading reached it.
package final class MatchWords: Sendable {
    private let words: Vocabulary.Matching
    /// Each single word of a synonym group, with the other single words of its groups.
    private let synonymsOfWord: [String: Set<String>]
    /// Every word that is part of an opposite pair ("on" in "turn on"; in scripts without
    /// spaces a side is several tokens, and none alone is a word): never cheap to drop.
    private let oppositeWords: WordTable
    /// Each opposite word with a possessive "s" ("todays"), unless that is an opposite word
    /// too: the meaning checks read it as the word (`plain`).
    private let possessives: WordTable
    /// Each single-word side of an opposite pair, with the single words opposite to it.
    private let oppositesOfWord: [String: Set<String>]
    /// (`swapFirstWords` numbers the words; the swaps are by that number.)
    private let swapFirstWords: WordTable
    private let sequenceSwapsByFirstWord: [[(said: [String], phrase: [String])]]
    /// Negations by their first word, and opposite groups by the first word of each side:
    /// the meaning check looks only at those an utterance's words can begin, in the order
    /// the words come, so it costs a look-up per word and always gives the same reason.
    /// (`meaningFirstWords` numbers the words; the two lists are by that number.)
    private let meaningFirstWords: WordTable
    private let negatorsByFirstWord: [[[String]]]
    /// Each negator that is also a same-meaning word ("stop" beside "end"), with the other
    /// words of its groups: looked up once per negation said, not group by group.
    private let negatorSynonyms: [[String]: [[String]]]
    private let oppositeGroupsByFirstWord: [[Int]]
    /// The vocabulary's opposite groups, each side with its same-meaning forms: "끄기" is the
    /// opposite of "켜" when the vocabulary pairs "켜" with "꺼" and holds "꺼" and "끄기" as
    /// synonyms, so no file lists every form against every other. By group, then side.
    private let oppositeSides: [[[[String]]]]
    /// Articles, qualifiers, carrier and function words, with what saying each where a
    /// phrase has nothing costs (`insertionWords` numbers them): one look-up for a word,
    /// not one per class.
    private let insertionWords: WordTable
    private let insertionCosts: [MatchCost.Units]
    /// The locale's word endings, which tell a form of a phrase's word (`formChange`, a
    /// stated verb); nil where neither is read.
    private let endings: WordEndings?
    /// Whether the locale writes a past the phrase's words do not show by an ending: Korean's
    /// ㅆ, Japanese た (`koreanPast`, `japanesePast`). Only there are words read for it.
    private let pastInLetters: Bool
    /// The single words of opposite sides, longest first, where a word with an ending after
    /// it is still the word (`oppositesTakeEndings`); empty elsewhere.
    private let oppositeRoots: [String]

    /// The locale's words, worked out once per process.
    package static func forLocale(_ locale: String) -> MatchWords {
        cache[locale]
    }

    private static let cache = PerLocale { MatchWords(vocabulary: .forLocale($0)) }

    package init(vocabulary: Vocabulary) {
        words = vocabulary.matching
        endings = words.tellingEndings.isEmpty && words.subjectPronouns.isEmpty ? nil : .forLocale(vocabulary.locale)
        pastInLetters = vocabulary.locale == "ko" || vocabulary.locale == "ja"
        var synonyms: [String: Set<String>] = [:]
        for group in words.synonyms {
            let singles = group.filter { $0.count == 1 }.map { $0[0] }
            for word in singles { synonyms[word, default: []].formUnion(singles.filter { $0 != word }) }
        }
        synonymsOfWord = synonyms
        var otherForms: [[String]: [[String]]] = [:]
        for group in words.synonyms {
            for side in group { otherForms[side, default: []].append(contentsOf: group.filter { $0 != side }) }
        }
        let oppositeSides = words.opposites.map { group in group.map { side in [side] + (otherForms[side] ?? []) } }
        self.oppositeSides = oppositeSides
        let allNegators = words.negators
        negatorSynonyms = otherForms.filter { allNegators.contains($0.key) }
        // Not the articles and function words of a side of several words: "de" of Spanish
        // "date de baja" stays cheap to drop everywhere else.
        let slight = words.articles.union(words.functionWords)
        let oppositeWords = Set(oppositeSides.joined().joined().filter { side in side.count > 1 ? !side.contains(where: Normalizer.isUnspaced) : true }
            .flatMap { side in side.count > 1 ? side.filter { !slight.contains($0) && $0 != Vocabulary.gap } : side })
        self.oppositeWords = WordTable(oppositeWords.sorted())
        possessives = WordTable(oppositeWords.map { $0 + "s" }.filter { $0.count > 2 && !oppositeWords.contains($0) }.sorted())
        var opposites: [String: Set<String>] = [:]
        for group in oppositeSides {
            let singles = group.map { forms in Set(forms.filter { $0.count == 1 }.map { $0[0] }) }
            for (index, words) in singles.enumerated() {
                let others = singles.enumerated().filter { $0.offset != index }.reduce(into: Set<String>()) { $0.formUnion($1.element) }
                for word in words { opposites[word, default: []].formUnion(others.subtracting(words)) }
            }
        }
        oppositesOfWord = opposites
        oppositeRoots = words.oppositesTakeEndings
            ? Set(oppositeSides.joined().joined().filter { $0.count == 1 }.map { $0[0] }).sorted { ($0.count, $0) > ($1.count, $1) } : []
        var swaps: [String: [(said: [String], phrase: [String])]] = [:]
        for group in words.synonyms {
            for said in group {
                for phrase in group where phrase != said && (said.count > 1 || phrase.count > 1) {
                    if let first = said.first { swaps[first, default: []].append((said, phrase)) }
                }
            }
        }
        let swapFirsts = swaps.keys.sorted()
        swapFirstWords = WordTable(swapFirsts)
        sequenceSwapsByFirstWord = swapFirsts.map { swaps[$0] ?? [] }
        var negators: [String: [[String]]] = [:]
        for negator in words.negators.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            if let first = negator.first { negators[first, default: []].append(negator) }
        }
        var groups: [String: [Int]] = [:]
        for (index, group) in oppositeSides.enumerated() {
            for first in Set(group.joined().compactMap(\.first)) { groups[first, default: []].append(index) }
        }
        let firstWords = Set(negators.keys).union(groups.keys).sorted()
        meaningFirstWords = WordTable(firstWords)
        negatorsByFirstWord = firstWords.map { negators[$0] ?? [] }
        oppositeGroupsByFirstWord = firstWords.map { groups[$0] ?? [] }
        // A word of several classes costs what its first class below says.
        var insertion: [String: MatchCost.Units] = [:]
        for word in words.carrierWords.union(words.functionWords) { insertion[word] = MatchCost.carrierInsertion }
        for word in words.qualifiers { insertion[word] = MatchCost.otherMeaningSwap }
        for word in words.articles { insertion[word] = MatchCost.cheapInsertion }
        let insertionWords = insertion.keys.sorted()
        self.insertionWords = WordTable(insertionWords)
        insertionCosts = insertionWords.map { insertion[$0]! }
    }

    /// An app's name as the locale may write it: as said, and with each preposition written
    /// against it ("באפוטי" for "אפוטי"), the preposition and the name as one word.
    package func spellings(ofName name: [String]) -> [[String]] {
        guard let first = name.first, !words.namePrefixes.isEmpty else { return [name] }
        return [name] + words.namePrefixes.map { [$0 + first] + name.dropFirst() }
    }

    /// A phrase's pieces with a preposition written against the app's name left to the name
    /// (`ב\(.applicationName)`: the name is heard as "באפוטי", one word, and the phrase said
    /// as written is exact).
    package func joiningNamePrefixes(_ words: [[String]], of template: PhraseTemplate) -> [[String]] {
        guard !self.words.namePrefixes.isEmpty else { return words }
        var pieces = words
        for (index, segment) in template.segments.enumerated().dropLast() {
            guard case .text(let text) = segment, template.segments[index + 1] == .applicationName,
                  let last = text.unicodeScalars.last, !last.properties.isWhitespace, last != "-",
                  let word = pieces[index].last, self.words.namePrefixes.contains(word) else { continue }
            pieces[index].removeLast()
        }
        return pieces
    }

    /// Words that join a request to the app's name and are used interchangeably.
    package var connectors: Set<String> { words.connectors }

    /// Words and sequences that reverse a request ("dont", "turn off"), in a stable order.
    package var negators: [[String]] { words.negators.sorted { $0.lexicographicallyPrecedes($1) } }

    /// Prefixes that undo the word after them ("un", "dis"), for Siri AI's stand-in.
    package var negatingPrefixes: [String] { words.negatingPrefixes }

    /// Whether a request may say its verb last as well as first (German, Dutch).
    package var verbMovesToEnd: Bool { words.verbMovesToEnd }

    /// Particles a separable verb leaves at the end (German "weiter", Dutch "af").
    package var separableParticles: Set<String> { words.separableParticles }

    /// Word sequences that soften a request anywhere in it (Chinese "一下").
    package var softeners: [[String]] { words.softeners }

    /// Words that pick another thing ("next", "last"), in a stable order.
    package var qualifiers: [String] { words.qualifiers.sorted() }

    /// Whether a word carries the request's meaning: not an article, function, carrier or
    /// qualifier word, so leaving it out leaves out what the request is about.
    package func isContentWord(_ token: String) -> Bool {
        insertion(of: token) >= MatchCost.otherInsertion
    }

    /// Articles (and Japanese particles), in a stable order.
    package var articles: [String] { words.articles.sorted() }

    /// The words a form may stand for when a question particle asks it, in a language that
    /// has them: Turkish "alır" (in "bilet alır mısın?", would you buy tickets?) for "al" and
    /// "alı", the word without each telling ending. Said without the particle, the form tells
    /// and never runs (`formChange`).
    package func askedStems(of word: String) -> [String] {
        guard !words.askingWords.isEmpty else { return [] }
        return words.tellingEndings.filter { word.count > $0.count + 1 && word.hasSuffix($0) }.map { String(word.dropLast($0.count)) }
    }

    /// The single words of the same meaning as `word` ("begin" for "start").
    package func synonyms(of word: String) -> Set<String> {
        synonymsOfWord[word] ?? []
    }

    /// The single words opposite to `word` ("off" for "on").
    package func opposites(of word: String) -> Set<String> {
        oppositesOfWord[word] ?? []
    }

    /// The cost of an utterance word the phrase does not have.
    /// What a describing word ("new", "current") costs added where it stands: cheap right
    /// after an article or possessive of the locale's `describerLeads` ("a new lift"), or
    /// anywhere in a language that lists none (Russian); nil when it is not one there.
    /// "Show new messages" selects a set and is not: the word's usual cost applies.
    ///
    /// Where describing words follow their noun (French "mon livre actuel"), one may also come
    /// right after a noun that follows a lead; where a request may open with its object
    /// (German "Neue Ausgabe in SpendZero erfassen"), one may open the utterance.
    package func describerInsertion(of token: String, after previous: String?, twoBefore: String? = nil) -> MatchCost.Units? {
        guard words.describers.contains(token) else { return nil }
        guard words.describerLeads.isEmpty || previous.map(words.describerLeads.contains) == true
            || words.describersFollowNouns && previous.map(isContentWord) == true && twoBefore.map(words.describerLeads.contains) == true
            || words.verbMovesToEnd && previous == nil
        else { return nil }
        return MatchCost.describerInsertion
    }

    package func insertion(of token: String) -> MatchCost.Units {
        insertionWords.number(of: token).map { insertionCosts[Int($0)] } ?? MatchCost.otherInsertion
    }

    /// The cost of a phrase word the utterance left out.
    package func deletion(of token: String) -> MatchCost.Units {
        if oppositeWords.contains(token) { return MatchCost.otherDeletion }
        if words.articles.contains(token) { return MatchCost.cheapDeletion }
        if words.functionWords.contains(token) || words.carrierWords.contains(token) { return MatchCost.functionWordDeletion }
        return MatchCost.otherDeletion
    }

    /// Why an utterance cannot mean what a phrase says, or nil when it can: it adds a
    /// negation ("don't", "cancel"), or it says a word opposite to one of the phrase's
    /// ("off" for "on") — unless the phrase has that word too. `phrase` holds every word
    /// the reading heard as the phrase's: its text, the app's name and the value's name.
    package func meaningChange(utterance said: [String], phrase heard: [String]) -> String? {
        meaningCheck(for: said).flatMap { meaningChange($0, phrase: heard) }
    }

    /// What the meaning check needs of an utterance, worked out once for all its readings:
    /// its words as compared, and the negations and opposite groups they can begin. Nil
    /// when the utterance can change no phrase's meaning.
    package struct UtteranceMeaning: Sendable {
        fileprivate let words: [String]
        fileprivate let negators: [[String]]
        fileprivate let groups: [Int]
        /// The words as the opposite check reads them: an opposite's word with an ending
        /// after it as the word, where the locale's words take endings.
        fileprivate let roots: [String]
        /// Whether a word may be a form that does not ask (`formChange`): read once for the
        /// utterance, not again for each phrase it is compared with.
        fileprivate let formMayChange: Bool
        /// Where a verb said after a subject pronoun that begins the utterance (or follows
        /// "if") is: a statement, if it is the phrase's verb.
        fileprivate let statedVerb: Int?
    }

    package func meaningCheck(for said: [String]) -> UtteranceMeaning? {
        // One look-up a word, in the order the words come; nothing is gathered until a word
        // can begin a negation or an opposite.
        var negators: [[String]] = []
        var groups: [Int] = []
        let plainWords = said.map(plain)
        var roots = plainWords
        for (position, token) in roots.enumerated() {
            var first = meaningFirstWords.number(of: token).map(Int.init)
            if first == nil, let root = oppositeRoots.first(where: { token.count > $0.count && token.hasPrefix($0) }) {
                roots[position] = root
                first = meaningFirstWords.number(of: root).map(Int.init)
            }
            guard let first else { continue }
            negators.append(contentsOf: negatorsByFirstWord[first])
            for group in oppositeGroupsByFirstWord[first] where !groups.contains(group) { groups.append(group) }
        }
        let formMayChange = !words.negatingSuffixes.isEmpty
            || !words.tellingEndings.isEmpty && said.contains { token in words.tellingEndings.contains(where: { token.hasSuffix($0) }) }
            || pastInLetters && said.contains { Self.hasKoreanPast($0) || $0 == "た" || $0 == "だ" }
            || !words.tellingForms.isEmpty && said.contains { words.tellingForms[$0] != nil }
        let pronoun = said.first.map(words.conditionals.contains) == true ? 1 : 0
        let statedVerb = pronoun + 1 < said.count && words.subjectPronouns.contains(said[pronoun]) ? pronoun + 1 : nil
        guard !negators.isEmpty || !groups.isEmpty || formMayChange || statedVerb != nil else { return nil }
        return UtteranceMeaning(words: plainWords, negators: negators, groups: groups.sorted(), roots: roots, formMayChange: formMayChange,
                                statedVerb: statedVerb)
    }

    package func meaningChange(_ check: UtteranceMeaning, phrase heard: [String]) -> String? {
        let utterance = check.words
        let phrase = heard.map(plain)
        // Said more often than the phrase says it: "Don't turn on Do Not Disturb" negates a
        // phrase whose own "not" is part of a name.
        for negator in check.negators where utterance.occurrences(of: negator) > phrase.occurrences(of: negator) {
            // "stop" said for the phrase's "end" is a synonym, not a negation; "turn off"
            // said for a phrase that has "off" says what the phrase says.
            if let last = negator.last, negator.count > 1, oppositeWords.contains(last), phrase.contains(last) { continue }
            if let others = negatorSynonyms[negator], phrase.containsSequence(negator) || others.contains(where: { phrase.containsSequence($0) }) { continue }
            return "'\(Normalizer.join(negator))' reverses the request"
        }
        if check.formMayChange, let change = formChange(utterance, phrase: phrase) { return change }
        if let at = check.statedVerb, let verb = phrase.first, !words.subjectPronouns.contains(verb), isForm(utterance[at], of: verb) {
            return "'\(utterance[at - 1]) \(utterance[at])' says what is done, it does not ask for it"
        }
        for group in check.groups.map({ oppositeSides[$0] }) {
            // A side said as part of a longer side of the group is that side: "lås" of "lås
            // upp" (unlock), 凍結 of 解除凍結 (unfreeze).
            let sides = Array(group.joined())
            func saysAlone(_ words: [String], _ side: [String]) -> Bool {
                words.says(side) && !sides.contains { $0.count > side.count && $0.containsSequence(side) && words.says($0) }
            }
            for (index, forms) in group.enumerated() {
                for side in forms where saysAlone(check.roots, side) && !saysAlone(phrase, side) {
                    // A form of the other side the phrase says, unless that is this word too.
                    for (otherIndex, others) in group.enumerated() where otherIndex != index && !others.contains(side) {
                        if let other = others.first(where: { $0 != side && saysAlone(phrase, $0) }) {
                            return "'\(Normalizer.join(side))' is the opposite of the phrase's '\(Normalizer.join(other))'"
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Whether a word said is the phrase's word, a same-meaning word or another form of it.
    private func isForm(_ said: String, of word: String) -> Bool {
        said == word || synonymsOfWord[word]?.contains(said) == true
            || endings.map { $0.stem(said) == $0.stem(word) } == true
            // An ending the stemmer leaves: Dutch "stuurt" for "stuur".
            || word.count >= 3 && said.count <= word.count + 3 && said.hasPrefix(word)
    }

    /// A phrase's word said in a form that does not ask for it: with a suffix that negates it
    /// (Turkish "kilitleme" for "kilitle"), or in a form that tells of it (Russian "открыл"
    /// or "открыта" for "открой", English "locked" for "lock"): "Did you unlock the car?" is
    /// no request to unlock it.
    private func formChange(_ utterance: [String], phrase: [String]) -> String? {
        if pastInLetters, let change = Self.koreanPast(utterance, phrase: phrase) ?? Self.japanesePast(utterance, phrase: phrase) { return change }
        guard !words.negatingSuffixes.isEmpty || !words.tellingEndings.isEmpty || !words.tellingForms.isEmpty else { return nil }
        // The phrase's words and, where a form replaces a request ending, their same-meaning
        // words: "Apagaste" tells of "Desactiva" through "apaga". (Where the ending is written
        // after the word, a same-meaning word would read another request as a past: Turkish
        // "başlatın", start, is "başla" and "-tın".)
        let forms = words.requestEndings.isEmpty ? phrase : phrase + phrase.flatMap { (synonymsOfWord[$0] ?? []).sorted() }
        let verbForms = phrase.first.map { Set([$0]).union(synonymsOfWord[$0] ?? []) } ?? []
        // A describing word is no verb: Spanish "nuevo" does not tell of "nueva" (new).
        for (position, word) in utterance.enumerated() where !phrase.contains(word) && !words.describers.contains(word) {
            for phraseWord in phrase where phraseWord.count >= 2 && word.count > phraseWord.count && word.hasPrefix(phraseWord) {
                let rest = word.dropFirst(phraseWord.count)
                if words.negatingSuffixes.contains(where: { rest.hasPrefix($0) }) { return "'\(word)' says not to \(phraseWord)" }
            }
            // An irregular form that tells ("chiusi" for "chiudi"), of the phrase's word or its
            // same-meaning words.
            if let told = words.tellingForms[word], let phraseWord = forms.first(where: { $0 == told || synonymsOfWord[$0]?.contains(told) == true }) {
                return "'\(word)' tells of '\(phraseWord)', it does not ask for it"
            }
            // A telling form asked as a polite question is a request: "kilitler misin?".
            if position + 1 < utterance.count, words.askingWords.contains(utterance[position + 1]) { continue }
            // Each ending the word may have: Swedish "tände" is "tänd" and "-e", not "tän" and "-de".
            for ending in words.tellingEndings where word.hasSuffix(ending) {
                if let phraseWord = forms.first(where: { tells(word, ending: ending, of: $0, verbForms: verbForms) }) {
                    return "'\(word)' tells of '\(phraseWord)', it does not ask for it"
                }
            }
        }
        return nil
    }

    /// Whether `word`, ending in `ending`, is a form of `phraseWord` that tells of the action.
    /// With request endings: the phrase's word with the ending in place of its request ending
    /// (Finnish "harjoittelin" for "harjoittele"), or, for the verb a request begins with
    /// (`verbForms`), any form of the same stem that ends in no request ending ("открыл" for
    /// "открой"; not Finnish "kahvin" for "kahvia", a case of the object; not German "Starte"
    /// for "Starten"). Without: the phrase's word with the ending written after it (Arabic
    /// "شغلت" for "شغل", not "ملاحظات" for "ملاحظة").
    private func tells(_ word: String, ending: String, of phraseWord: String, verbForms: Set<String>) -> Bool {
        guard !words.requestEndings.isEmpty else { return word == phraseWord + ending }
        let requests = words.requestEndings.filter { phraseWord.hasSuffix($0) }
        guard !phraseWord.hasSuffix(ending), !requests.isEmpty else { return false }
        return requests.contains { word == phraseWord.dropLast($0.count) + ending }
            || verbForms.contains(phraseWord) && !words.requestEndings.contains(where: { word.hasSuffix($0) })
                && endings.map { $0.stem(phraseWord) == $0.stem(word) } == true
    }

    /// Korean puts the past in the final consonant ㅆ of a verb's syllable: "켰어" (turned on)
    /// for "켜", "했어" for "해", "열었어" for "열어", "켜졌어", "켜 놨어", "줬지". A request says no
    /// verb so: a word said with it, where the phrase has none, tells of an action. Read in a
    /// Korean session.
    private static func koreanPast(_ utterance: [String], phrase: [String]) -> String? {
        guard let word = utterance.first(where: { hasKoreanPast($0) && !phrase.contains($0) }), !phrase.contains(where: hasKoreanPast) else {
            return nil
        }
        return "'\(word)' tells of what was done, it does not ask for it"
    }

    /// Japanese says the past with た where a request says て ("つけた" for "つけて", "読んだ"
    /// for "読んで"): the phrase's て-form said with た, and never with て, tells of the action.
    /// Japanese is split into characters, so the check reads them in a row. Read in a Japanese
    /// session.
    private static func japanesePast(_ utterance: [String], phrase: [String]) -> String? {
        guard utterance.contains(where: { $0 == "た" || $0 == "だ" }) else { return nil }
        for (index, token) in phrase.enumerated().dropFirst() where token == "て" || token == "で" {
            let before = phrase[index - 1]
            let past = [before, token == "て" ? "た" : "だ"]
            if utterance.containsSequence(past), !utterance.containsSequence([before, token]) {
                return "'\(past.joined())' tells of '\(before + token)', it does not ask for it"
            }
        }
        // A word of the phrase said with した after it, which the phrase does not say: the past
        // of する after a verbal noun ("開始した" for "開始"). Not したい, a wish to do it.
        for (index, word) in phrase.enumerated() where index + 1 == phrase.count || phrase[index + 1] != "し" {
            for start in utterance.indices.dropLast(2) where utterance[start] == word && utterance[start + 1] == "し" && utterance[start + 2] == "た" {
                if start + 3 < utterance.count, utterance[start + 3] == "い" { continue }
                return "'\(word)した' tells of '\(word)', it does not ask for it"
            }
        }
        return nil
    }

    /// Whether a word has a Hangul syllable ending in ㅆ.
    private static func hasKoreanPast(_ word: String) -> Bool {
        word.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) && ($0.value - 0xAC00) % 28 == 20 }
    }

    /// A word as the meaning checks compare it: "today's" (normalized "todays") is "today".
    private func plain(_ token: String) -> String {
        // The last byte first: most words do not end in "s".
        guard token.lastUTF8Byte == UInt8(ascii: "s"), possessives.contains(token) else { return token }
        return String(token.dropLast())
    }

    /// Same-meaning swaps that span more than one word on either side, by the first word
    /// said: "switch on" for "turn on", "enable" for "turn on", "始めて" for "開始".
    package func sequenceSwaps(startingWith word: String) -> [(said: [String], phrase: [String])] {
        swapFirstWords.number(of: word).map { sequenceSwapsByFirstWord[Int($0)] } ?? []
    }
}

extension Array where Element == String {
    /// Whether these words say an opposite's side: its words in a row, or, for a side with
    /// a gap (`Vocabulary.gap`, "schalte … aus"), each part in a row and the parts in order.
    package func says(_ side: [String]) -> Bool {
        guard side.contains(Vocabulary.gap) else { return containsSequence(side) }
        var rest = self[...]
        for part in side.split(separator: Vocabulary.gap) {
            guard let start = rest.indices.first(where: { rest[$0...].starts(with: part) }) else { return false }
            rest = rest[(start + part.count)...]
        }
        return true
    }

    /// How many times `sequence` appears in this array as consecutive elements, none
    /// overlapping.
    package func occurrences(of sequence: [String]) -> Int {
        guard !sequence.isEmpty, sequence.count <= count else { return 0 }
        var found = 0
        var start = 0
        while start <= count - sequence.count {
            if self[start] == sequence[0], self[start..<(start + sequence.count)].elementsEqual(sequence) {
                found += 1
                start += sequence.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// Whether `sequence` appears in this array as consecutive elements.
    package func containsSequence(_ sequence: [String]) -> Bool {
        guard !sequence.isEmpty, sequence.count <= count else { return false }
        if sequence.count == 1 { return contains(sequence[0]) }
        for start in 0...(count - sequence.count) where self[start] == sequence[0] {
            if self[start..<(start + sequence.count)].elementsEqual(sequence) { return true }
        }
        return false
    }
}
