import ParleyMatching
import ParleyText

/// Reads a user's answer to one of Siri's questions in the session's language: yes/no,
/// cancel, numbers, ordinals and choices. Dates and durations have parsers of their own.
/// A class: one per locale, read at every turn, and a copy of a struct retained each table.
public final class AnswerParser: Sendable {
    private let words: Vocabulary.Answers
    public let normalizer: Normalizer

    /// The session's locale, for numbers spelled out as CLDR spells them.
    private let locale: String
    /// The locale's word endings, for a counted noun in another form than its title's.
    private let endings: WordEndings?
    /// Words that reverse what is said ("not"), and words of amounts ("dozen"), in any form:
    /// never beside a number read as what it counts.
    private let negators: Set<[String]>
    private let amountWords: Set<String>
    /// Units that are an amount of themselves ("דקה", a minute).
    private let unitAmounts: [String: Double]
    /// Words of an amount that is no count ("few", "paar").
    private let vague: Set<[String]>
    /// The word that joins number words ("vingt et un", "one hundred and five").
    private let numberJoiner: String
    /// The locale's matching words, for what carries no meaning around a choice.
    private let matchWords: MatchWords

    public init(locale: String = "en") {
        words = Vocabulary.forLocale(locale).answers
        normalizer = .forLocale(locale)
        self.locale = locale
        endings = .forLocale(locale)
        let vocabulary = Vocabulary.forLocale(locale)
        negators = vocabulary.matching.negators
        numberJoiner = vocabulary.numbers.joiner
        matchWords = .forLocale(locale)
        let amounts = vocabulary.numbers.amounts.keys.flatMap { $0 }
        let endings = self.endings
        amountWords = Set(amounts + amounts.compactMap { endings?.suffixStem($0) })
        unitAmounts = vocabulary.numbers.unitAmounts
        vague = vocabulary.numbers.vague
    }

    /// Whole answers that end any dialogue ("cancel", "never mind"), also after a no that
    /// leads to one ("no, cancel", "nein, abbrechen").
    public func isCancel(_ tokens: [String]) -> Bool {
        if words.cancel.contains(tokens) { return true }
        return words.noLeads.contains { lead in
            tokens.count > lead.count && tokens.starts(with: lead) && words.cancel.contains(Array(tokens.dropFirst(lead.count)))
        }
    }

    /// Whether a word alone says yes ("sim", "ja"), or begins a longer yes.
    public func isYesWord(_ token: String) -> Bool {
        words.yes.contains([token]) || words.yesLeads.contains([token])
    }

    /// true for yes, false for no, nil when the answer is neither. `said`, the answer as
    /// said, is read again when its words were all polite ones: "お願いします" or "please"
    /// alone answers a yes-or-no question with yes.
    public func yesNo(_ tokens: [String], said: String) -> Bool? {
        if let answer = yesNo(tokens) { return answer }
        let kept = normalizer.tokens(said, isUtteranceStart: true, politeEnds: [])
        return kept != tokens && words.yes.contains(kept) ? true : nil
    }

    private func yesNo(_ tokens: [String]) -> Bool? {
        if words.yes.contains(tokens) { return true }
        if words.no.contains(tokens) { return false }
        // "yes no" says both: not understood.
        if words.yesLeads.contains(where: tokens.containsSequence), words.noLeads.contains(where: tokens.containsSequence) { return nil }
        // "yes, order it" / "no, not that": the first word decides.
        if tokens.count > 1 {
            if words.yesLeads.contains(where: { tokens.count > $0.count && tokens.starts(with: $0) }) { return true }
            if words.noLeads.contains(where: { tokens.count > $0.count && tokens.starts(with: $0) }) { return false }
        }
        // The request turned down in words: "ne l'envoie pas", "skicka inte", "보내지 마".
        if tokens.count > 1, negators.contains(where: tokens.containsSequence) { return false }
        return nil
    }

    /// A number from digits or number words: "forty five", "a dozen", "2.5", "make it 7",
    /// "二十五", and with what it counts: "two cups", "deux tasses" when the question is about
    /// `counting` (the parameter's title, "Cups").
    public func number(_ tokens: [String], raw: String, counting: String? = nil) -> Double? {
        let counted = countedNouns(counting.map { normalizer.tokens($0, isUtteranceStart: false) } ?? [])
        let said = normalizer.tokens(raw.replacingOccurrences(of: "-", with: " "), isUtteranceStart: false, politeEnds: .utterance)
        // "a few", "ein paar Tassen", "几杯": no count, asked again.
        if vague.contains(where: said.containsSequence) { return nil }
        // A whole amount as said, counter and all: Korean "네 대" is 4, while "네" alone is yes.
        if let amount = normalizer.numbers.amount(of: said) { return amount }
        // A unit alone ("דקה", a minute; "لمدة ساعتين", for two hours), where the question counts it.
        let unit = said.filter { !words.numberNoise.contains($0) }
        if unit.count == 1, let amount = unitAmounts[unit[0]], isTitled(unit[0], by: counting) { return amount }
        // In a script without spaces, an amount written with a counter after it, and what it
        // counts after that: Thai "สามใบ", Chinese "三張票" when the title says 票.
        if said.contains(where: Normalizer.isUnspaced) {
            // What the title counts, said after the number: the end the two share ("เก้าสิบนาที"
            // for "นาที", "สามตั๋ว" for "จำนวนตั๋ว"), never one letter: Thai "ห้า" (5) ends
            // in a letter of "เวลา".
            let title = (counting ?? "").filter { !$0.isWhitespace }.lowercased()
            // What is counted may come first, too: Thai "ตั๋วสามใบ" (tickets, three, counter).
            let whole = Normalizer.join(said)
            let joined = title.count >= 2 && whole.count > title.count && whole.hasPrefix(title) ? String(whole.dropFirst(title.count)) : whole
            let shared = zip(joined.reversed(), title.reversed()).prefix(while: ==).count
            let bare = normalizer.numbers.withoutCounters(shared >= 2 && shared < joined.count ? String(joined.dropLast(shared)) : joined)
            let tokens = normalizer.tokens(bare, isUtteranceStart: false)
            if bare != joined, let value = normalizer.numbers.amount(of: tokens) ?? normalizer.numbers.numeralValue(bare) {
                return value
            }
            // Numbers of more than one word, as CLDR spells them: Thai "สิบห้า", "เก้าสิบ".
            if let value = SpelledNumbers.forLocale(locale).value(ofUnspaced: bare) { return Double(value) }
            // The number and its counter among other words: "三条毛巾", "タオル3枚"; not
            // after a negation ("不要三条").
            if !negators.contains(where: said.containsSequence), let value = normalizer.numbers.countedAmount(in: Normalizer.join(said)) {
                return value
            }
        }
        // A counter written against its number, as Korean often writes it ("한시간", "두잔").
        if said.count == 1, let token = said.first {
            let bare = normalizer.numbers.withoutCounters(token)
            if bare != token, let value = normalizer.numbers.value(of: normalizer.tokens(bare, isUtteranceStart: false)) { return value }
        }
        let spoken = said.filter { !words.numberNoise.contains($0) && !counted($0) }
        if let value = normalizer.numbers.value(of: spoken) { return value }
        if let value = normalizer.numbers.numeralValue(raw) { return value }
        // Kanji and Hangul numerals with a polite word or the counted noun around them
        // ("请两杯", "两杯谢谢"): the spoken words without them.
        if !spoken.isEmpty, let value = normalizer.numbers.numeralValue(Normalizer.join(spoken)) { return value }
        // What the vocabulary's tables do not read ("soixante-dix", "einundzwanzig"), as CLDR
        // spells it; the words are the answer's own, not the normalizer's digits.
        let written = raw.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0.isPunctuation && $0 != "'" })
            .map(String.init).filter { !words.numberNoise.contains($0) && !counted($0) }
        if !written.isEmpty, let value = SpelledNumbers.forLocale(locale).value(of: written) { return Double(value) }
        // An amount whose words are each a number too, which the normalizer made digits of
        // one by one: Hebrew's masculine "אחד עשר" (11), which CLDR does not spell.
        if let amount = normalizer.numbers.amount(of: written.flatMap(Normalizer.split)) { return amount }
        // A number beside one word that names what it counts in a form the title does not
        // give: Arabic "كوب واحد" (one cup) for "أكواب", Hebrew "כוס אחת" for "כוסות". Not a
        // negation ("not 2") or a no, and only once the words are no number of their own
        // (Malay "dua belas" is 12).
        if spoken.count == 2, let number = spoken.firstIndex(where: { Double($0) != nil }), namesWhatIsCounted(spoken[1 - number]) {
            return Double(spoken[number])
        }
        // A number first and a few words of what it counts after it, which may be the value
        // just chosen ("trois serviettes de bain"); "one" said as the article, as it mostly
        // is ("une serviette", "eine Nacht", "una toalla").
        // The word after the number is a noun, not "et" of "vingt et quelque".
        if let first = spoken.first, (2...5).contains(spoken.count), matchWords.isContentWord(spoken[1]), spoken[1] != numberJoiner,
           spoken.dropFirst().allSatisfy(namesWhatIsCounted) {
            if first.utf8.first.map({ (0x30...0x39).contains($0) }) == true, let value = Double(first) { return value }
            // Only before a single noun: "een paar uur" and "un paio di ore" are no "one".
            if spoken.count == 2, normalizer.numbers.value(of: [first]) == 1 { return 1 }
        }
        // The same, for a number the normalizer does not make one word of, as written: CLDR's
        // "ventuno chilometri", "einundzwanzig Kilometer", "vinte e um quilômetros", and the
        // amounts' Hebrew "שנים עשר קילומטר". A one-word "one" is left to the rule above.
        for length in stride(from: written.count - 1, through: 1, by: -1) where written.count - length <= 4 {
            let number = Array(written[..<length]), counted = written[length...]
            guard matchWords.isContentWord(counted[counted.startIndex]), counted[counted.startIndex] != numberJoiner,
                  counted.allSatisfy(namesWhatIsCounted) else { continue }
            let value = SpelledNumbers.forLocale(locale).value(of: number).map(Double.init)
                ?? normalizer.numbers.amount(of: number.flatMap(Normalizer.split))
                ?? normalizer.numbers.value(of: normalizer.tokens(number.joined(separator: " "), isUtteranceStart: false))
            if let value, length > 1 || value != 1 { return value }
        }
        return nil
    }

    /// Whether a word beside a number can be what it counts: a word of letters that is no
    /// number, amount, negation or "no" of its own.
    private func namesWhatIsCounted(_ word: String) -> Bool {
        Double(word) == nil && word.allSatisfy(\.isLetter) && !negators.contains([word]) && !words.noLeads.contains([word])
            && !normalizer.numbers.isNumberWord(word) && !amountWords.contains(word) && !amountWords.contains(endings?.suffixStem(word) ?? word)
            && !normalizer.numbers.isJoinedNumberWord(word) && !SpelledNumbers.forLocale(locale).isNumberWord(word)
    }

    /// Whether a unit's name begins as a word of the title does, by its first two letters,
    /// after an article written against it: Hebrew "דקה" and "שעתיים" for "דקות" and "שעות",
    /// Arabic "دقيقة" for "الدقائق", Finnish "minuutti" for "Minuutit"; not "tunti" (an hour).
    private func isTitled(_ unit: String, by title: String?) -> Bool {
        let start = unit.prefix(2)
        guard start.count == 2, let title else { return false }
        return normalizer.tokens(title, isUtteranceStart: false).contains { word in
            (0...2).contains { word.count >= $0 + 2 && word.dropFirst($0).hasPrefix(start) }
        }
    }

    /// Digits alone ("3" of "3e"), as a whole number.
    private static func wholeNumber(_ text: String) -> Int? {
        text.count <= 4 && text.allSatisfy(\.isASCII) ? Int(text) : nil
    }

    /// Whether a word names what a title counts, in any form: singular or plural by a final
    /// "s" ("cups", "cup"), as English, French, Spanish, Portuguese and Italian titles mostly
    /// make it, or by the locale's word endings ("kuppi" for "Kuppia", "чашку" for "Чашки").
    func countedNouns(_ title: [String]) -> (String) -> Bool {
        // In a script without spaces a title's tokens are its characters, which other words
        // share ("หนึ่งแก้ว" has น of "จำนวนแก้ว"): the vocabulary's counters read those.
        if title.contains(where: Normalizer.isUnspaced) { return { _ in false } }
        let forms = Set(title.flatMap { word in word.count > 2 && word.hasSuffix("s") ? [word, String(word.dropLast())] : [word, word + "s"] })
        // A singular whose plural title only adds letters ("billet" for "Billetter", "kaartje"
        // for "Kaartjes"), where a stemmer takes the two apart (Danish "billet" is "bill").
        let isSingularOfTitle = { (word: String) in word.count >= 4 && title.contains { $0.count > word.count && $0.hasPrefix(word) } }
        guard let endings, !title.isEmpty else { return { forms.contains($0) || isSingularOfTitle($0) } }
        let stems = Set(title.compactMap(endings.suffixStem))
        return { forms.contains($0) || isSingularOfTitle($0) || endings.suffixStem($0).map(stems.contains) == true }
    }

    /// The words of an answer that can name a value: without leading articles and a
    /// trailing pronoun "one" ("the walking one" → "walking"); never empty when `tokens` is not.
    public func valueName(_ tokens: [String]) -> [String] {
        var name = tokens[...]
        while let first = name.first, words.nameLeads.contains(first), name.count > 1 { name.removeFirst() }
        if name.count > 1, name.last == "1" { name.removeLast() }
        return Array(name)
    }

    /// A choice's words without those said only around it, in the order to try them: the
    /// leading words an ordinal may follow ("I want", "je prends", "quiero", `positionNoise`)
    /// and trailing words that carry no meaning (Korean request endings: "전기 자전거로 해
    /// 줘"); then, for a Hangul word, each ending an ordinal may take written against the name
    /// itself ("전기 자전거요", "자전거로요"). Empty when there is nothing to take away.
    public func choiceReadings(_ tokens: [String]) -> [[String]] {
        var choice = tokens[...]
        while let first = choice.first, choice.count > 1, words.positionNoise.contains(first) || words.nameLeads.contains(first) {
            choice.removeFirst()
        }
        // Not the letters of a word of Thai, Lao or Khmer: "กล้วย" ends in no small word.
        while let last = choice.last, choice.count > 1, !Normalizer.isSpelledWithoutSpaces(last), !matchWords.isContentWord(last) {
            choice.removeLast()
        }
        var readings = choice.count < tokens.count ? [Array(choice)] : []
        // An article elided against the name, joined to it once the apostrophe is dropped:
        // French "l'orchidée" is "lorchidée".
        if let first = choice.first, first.count > 3 {
            for lead in words.nameLeads where lead.count == 1 && first.hasPrefix(lead) {
                readings.append([String(first.dropFirst())] + choice.dropFirst())
            }
        }
        if let last = choice.last, last.unicodeScalars.last.map(Normalizer.isHangul) == true {
            for ending in words.positionNoise.filter({ last.count > $0.count && last.hasSuffix($0) }).sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
                readings.append(choice.dropLast() + [String(last.dropLast(ending.count))])
            }
        }
        return readings
    }

    /// The 1-based option an answer points at by position: "the second one", "2", "last",
    /// "number three", "option 2", "2番目", Chinese "二号".
    public func position(_ tokens: [String], optionCount: Int) -> Int? {
        guard optionCount > 0 else { return nil }
        // "2番目", "le 3e": the number with its suffix, after any words that only lead to it.
        let joined = tokens.drop(while: words.positionNoise.contains).joined()
        for suffix in words.positionSuffixes where joined.hasSuffix(suffix) {
            let number = String(joined.dropLast(suffix.count))
            guard let number = Self.wholeNumber(number) ?? normalizer.numbers.numeralValue(number)?.spokenWholeNumber else { continue }
            return (1...optionCount).contains(number) ? number : nil
        }
        if words.last.contains(tokens) { return optionCount }
        // "that one", "the one": a pronoun with nothing to point at, not the number one.
        if tokens.count > 1, tokens.last == "1", tokens.dropLast().allSatisfy(words.pointers.contains) { return nil }
        var remaining = tokens.filter { !words.positionNoise.contains($0) }
        // "the second one": "one" (normalized to "1") is a pronoun after an ordinal.
        if remaining.count == 2, remaining[1] == "1", words.ordinals[remaining[0]] != nil || words.last.contains([remaining[0]]) {
            remaining.removeLast()
        }
        if words.last.contains(remaining) { return optionCount }
        // A counter after the ordinal names what is counted: "第二种" is the second, as "第二个" is.
        if remaining.count > 1, let last = remaining.last, normalizer.numbers.isCounter(last),
           words.ordinals[Normalizer.join(remaining)] == nil {
            remaining.removeLast()
        }
        let position = words.ordinals[Normalizer.join(remaining)] ?? (remaining.count == 1 ? Int(remaining[0]) : nil)
            ?? normalizer.numbers.numeralValue(Normalizer.join(remaining))?.spokenWholeNumber
        guard let position, (1...optionCount).contains(position) else { return nil }
        return position
    }
}
