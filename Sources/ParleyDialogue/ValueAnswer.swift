import ParleyText
import ParleyCatalog

/// Reads an answer to a parameter question, by the parameter's type.
struct ValueAnswer {
    enum Reading: Equatable {
        case value(ParameterValue)
        /// Understood, but outside `min`/`max`: the message to say before asking again.
        case outOfRange(String)
        /// Several entity values answer to that name: ask "Which one?" among them.
        case several([String])
        case notUnderstood
    }

    let session: Session
    let run: IntentRun
    let parameter: Parameter

    private var locale: String { session.locale }
    private var definition: TypeDefinition? {
        parameter.type.customName.flatMap(session.catalog.apps[run.appIndex].type(named:))
    }

    /// An answer to an open question ("What's the quantity?").
    func read(_ line: String, tokens: [String]) -> Reading {
        switch parameter.type {
        case .string:
            let text = line.trimmed
            return text.isEmpty ? .notUnderstood : .value(.string(text))
        case .int:
            guard let number = session.language.answers.number(tokens, raw: line), let whole = number.spokenWholeNumber else { return .notUnderstood }
            return checked(number, as: .int(whole))
        case .double:
            guard let number = session.language.answers.number(tokens, raw: line), number.isSpokenNumber else { return .notUnderstood }
            return checked(number, as: .double(number))
        case .bool:
            return session.language.answers.yesNo(tokens).map { .value(.bool($0)) } ?? .notUnderstood
        case .date:
            return session.language.dates(now: session.now).parse(line).map { .value(.date($0)) } ?? .notUnderstood
        case .duration:
            return session.language.durations.parse(line).map { .value(.duration($0)) } ?? .notUnderstood
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
        if let position = session.language.answers.position(tokens, optionCount: options.count) {
            return .value(.identifier(options[position - 1]))
        }
        guard !narrowing, let all = definition?.values.map(\.id) else { return named(tokens, among: options) }
        return named(tokens, among: all)
    }

    /// Matches value titles and synonyms: whole names first, then a part of exactly one name.
    private func named(_ tokens: [String], among ids: [String]) -> Reading {
        guard let definition, !tokens.isEmpty else { return .notUnderstood }
        let values = ids.compactMap(definition.value(id:))
        let answer = Self.trimmed(tokens)
        func names(_ value: TypeValue) -> [[String]] {
            value.spokenNames(for: locale).map { Self.trimmed(session.index.normalizer.tokens($0, isUtteranceStart: false)) }
        }
        let whole = values.filter { names($0).contains(answer) }
        if let reading = Self.reading(whole) { return reading }
        let partial = values.filter { value in names(value).contains { Session.contains($0, answer) } }
        return Self.reading(partial) ?? .notUnderstood
    }

    private static func reading(_ values: [TypeValue]) -> Reading? {
        switch values.count {
        case 0: nil
        case 1: .value(.identifier(values[0].id))
        default: .several(values.map(\.id))
        }
    }

    /// Without leading articles and a trailing "please"-like "one": "the walking one" → "walking".
    private static func trimmed(_ tokens: [String]) -> [String] {
        var words = tokens
        while let first = words.first, ["the", "a", "an", "my"].contains(first), words.count > 1 { words.removeFirst() }
        if words.count > 1, words.last == "1" { words.removeLast() }
        return words
    }

    private func checked(_ number: Double, as value: ParameterValue) -> Reading {
        let title = parameter.title.resolved(for: locale)
        let strings = session.language.strings
        if let minimum = parameter.minimum, number < minimum {
            return .outOfRange(strings.tooLow(title, minimum.formattedNumber))
        }
        if let maximum = parameter.maximum, number > maximum {
            return .outOfRange(strings.tooHigh(title, maximum.formattedNumber))
        }
        return .value(value)
    }
}
