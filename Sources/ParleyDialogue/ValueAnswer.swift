import ParleyText
import ParleyCatalog
import ParleyMatching

/// Reads an answer to a parameter question, by the parameter's type.
struct ValueAnswer {
    enum Reading: Equatable {
        case value(ParameterValue)
        /// Understood, but outside `min`/`max`: which bound, and the message to say before asking again.
        case outOfRange(DialogueEvent.Bound, String)
        /// Several entity values answer to that name: ask "Which one?" among them.
        case several([String])
        case notUnderstood
    }

    let parameter: Parameter
    /// The enum or entity the parameter takes, or nil for numbers, dates and text.
    let definition: TypeDefinition?
    let language: SessionLanguage
    let normalizer: Normalizer
    /// The session clock, which "tomorrow" is read against.
    let now: CalendarDate

    private var locale: String { language.locale }
    /// What a number answer counts: the parameter's title ("Cups" in "two cups").
    private var counted: String { parameter.title.resolved(for: locale) }

    /// An answer to an open question ("What's the quantity?").
    func read(_ line: String, tokens: [String]) -> Reading {
        switch parameter.type {
        case .string:
            let text = line.trimmed
            return text.isEmpty ? .notUnderstood : .value(.string(text))
        case .int:
            guard let number = language.answers.number(tokens, raw: line, counting: counted), let whole = number.spokenWholeNumber else { return .notUnderstood }
            return checked(number, as: .int(whole))
        case .double:
            guard let number = language.answers.number(tokens, raw: line, counting: counted), number.isSpokenNumber else { return .notUnderstood }
            return checked(number, as: .double(number))
        case .bool:
            return language.answers.yesNo(tokens, said: line).map { .value(.bool($0)) } ?? .notUnderstood
        case .date:
            return language.dates(now: now).parse(line).map { .value(.date($0)) } ?? .notUnderstood
        case .duration:
            return language.durations.parse(line).map { checked(Double($0), as: .duration($0)) } ?? .notUnderstood
        case .custom:
            return named(tokens, among: definition?.values.map(\.id) ?? [])
        }
    }

    /// An answer to a list of options: a position, a name, or an unambiguous part of one.
    ///
    /// A name is looked up among all the type's values, not only the options shown: options
    /// are an entity's suggestions, while an answer is a query ("The Hobbit" finds both
    /// editions and leads to "Which one?"). When already narrowing, only those options count.
    func choose(_ line: String, tokens: [String], among options: [String], narrowing: Bool) -> Reading {
        let reading = chosen(tokens, among: options, narrowing: narrowing)
        guard reading == .notUnderstood else { return reading }
        // The option said with what the question asks for: "die zweite Vorstellung", "akşam
        // seansı" for a "Vorstellung" or "Seans" question.
        let bare = withoutTitle(tokens)
        guard !bare.isEmpty, bare.count < tokens.count else { return reading }
        return chosen(bare, among: options, narrowing: narrowing)
    }

    private func chosen(_ tokens: [String], among options: [String], narrowing: Bool) -> Reading {
        if let position = language.answers.position(tokens, optionCount: options.count) {
            return .value(.identifier(options[position - 1]))
        }
        guard !narrowing, let all = definition?.values.map(\.id) else { return named(tokens, among: options) }
        return named(tokens, among: all)
    }

    /// The answer without the words of the parameter's title, in any form a number's answer
    /// names it in (`AnswerParser.countedNouns`), or with up to two letters more at either
    /// end: a Turkish ending ("seansı" for "Seans"), a Hebrew article written against it
    /// ("ההצגה" for "הצגה"). Words of scripts without spaces are left: their tokens are
    /// letters and clusters other words share.
    private func withoutTitle(_ tokens: [String]) -> [String] {
        let title = normalizer.tokens(counted, isUtteranceStart: false).filter { $0.count >= 3 && !Normalizer.isUnspaced($0) }
        guard !title.isEmpty else { return tokens }
        let namesTitle = language.answers.countedNouns(title)
        return tokens.filter { token in
            !namesTitle(token) && !title.contains { token.count <= $0.count + 2 && (token.hasSuffix($0) || token.hasPrefix($0)) }
        }
    }

    /// Matches value titles and synonyms: whole names first, then a part of exactly one name;
    /// then the same without the words said around a choice ("I want the e-bike", "je prends
    /// le VTT", "전기 자전거로 해 줘").
    private func named(_ tokens: [String], among ids: [String]) -> Reading {
        let reading = namedAsSaid(tokens, among: ids)
        guard reading == .notUnderstood else { return reading }
        for choice in language.answers.choiceReadings(tokens) {
            let another = namedAsSaid(choice, among: ids)
            if another != .notUnderstood { return another }
        }
        return namedByStems(tokens, among: ids)
    }

    /// A name said in another form of its words, in a language whose words change their
    /// endings: Russian "по набережной" for "Набережная", "на стадионе" for "Стадион". The
    /// content words said must be the name's, word for word by their stems; a preposition or
    /// an article may come with them. Exactly one value, or none.
    private func namedByStems(_ tokens: [String], among ids: [String]) -> Reading {
        guard let definition, let endings = WordEndings.forLocale(locale) else { return .notUnderstood }
        let words = MatchWords.forLocale(locale)
        func stems(_ tokens: [String]) -> [String] { tokens.filter(words.isContentWord).map(endings.stem) }
        let said = stems(tokens)
        guard !said.isEmpty else { return .notUnderstood }
        let named = ids.compactMap(definition.value(id:)).filter { value in
            value.spokenNames(for: locale).contains { stems(normalizer.tokens($0, isUtteranceStart: false)) == said }
        }
        return named.count == 1 ? .value(.identifier(named[0].id)) : .notUnderstood
    }

    private func namedAsSaid(_ tokens: [String], among ids: [String]) -> Reading {
        guard let definition, !tokens.isEmpty else { return .notUnderstood }
        let values = ids.compactMap(definition.value(id:))
        let answer = language.answers.valueName(tokens)
        func names(_ value: TypeValue) -> [[String]] {
            value.spokenNames(for: locale).map { language.answers.valueName(normalizer.tokens($0, isUtteranceStart: false)) }
        }
        let whole = values.filter { names($0).contains(answer) }
        let partial = values.filter { value in names(value).contains { $0.containsSequence(answer) } }
        let byTitle = whole.isEmpty ? partial : whole
        guard byTitle.count != 1 else { return .value(.identifier(byTitle[0].id)) }
        // Options that share a title are told apart by their subtitle (SPEC §4): "the white
        // one", "white chocolate" for "Mocha — White chocolate".
        let among = byTitle.isEmpty ? values : byTitle
        func subtitles(_ value: TypeValue) -> [[String]] {
            guard let subtitle = value.subtitle?.resolved(for: locale) else { return [] }
            let words = language.answers.valueName(normalizer.tokens(subtitle, isUtteranceStart: false))
            return [words] + names(value).map { $0 + words }
        }
        let wholeSubtitle = among.filter { subtitles($0).contains(answer) }
        let partialSubtitle = among.filter { value in subtitles(value).contains { $0.containsSequence(answer) } }
        if let reading = Self.reading(wholeSubtitle.isEmpty ? partialSubtitle : wholeSubtitle), case .value = reading { return reading }
        return Self.reading(byTitle) ?? .notUnderstood
    }

    private static func reading(_ values: [TypeValue]) -> Reading? {
        switch values.count {
        case 0: nil
        case 1: .value(.identifier(values[0].id))
        default: .several(values.map(\.id))
        }
    }

    private func checked(_ number: Double, as value: ParameterValue) -> Reading {
        let title = parameter.title.spoken(in: locale)
        let strings = language.strings
        // A duration's bounds are seconds, said as a duration ("1 hour 30 minutes").
        func limit(_ bound: Double) -> String {
            parameter.type == .duration ? language.formatter.duration(Int(bound)) : bound.formattedNumber
        }
        if let minimum = parameter.minimum, number < minimum {
            return .outOfRange(.minimum, strings.tooLow(title, limit(minimum)))
        }
        if let maximum = parameter.maximum, number > maximum {
            return .outOfRange(.maximum, strings.tooHigh(title, limit(maximum)))
        }
        return .value(value)
    }
}
