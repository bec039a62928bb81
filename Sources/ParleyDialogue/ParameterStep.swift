import ParleyCatalog
import ParleyText

/// A parameter's step of an intent, stated once: the ways its value is settled, which of
/// them a run takes (`branch(_:)`, what the session does), which of them the app's
/// shortcuts and Siri AI's doors can reach (`ways`, `question` and `narrowing`, what the
/// dialogue map draws) and what of it coverage counts (`points`). A new way is a new case of
/// `Branch`, which the session switches over, and of `Way`, which the map switches over; the
/// two are stated side by side here, and `MapHoldsEveryEventTests` fails when a session of the
/// bundled suite takes a way the map does not draw (they drifted once: after a "no" to a said
/// value of an `ask: never` enum, the session offered a choice the map drew as a plain prompt
/// and coverage never counted).
///
/// A class: the session's graph holds one per parameter and reaches it at every step of a
/// run, and a reference is one count to keep where its arrays were each one.
public final class ParameterStep: Sendable {
    public let parameter: Parameter
    /// The intent's key, which the step's events name.
    public let intentKey: String
    /// Whether the step can be reached without the value: a shortcut that does not give it,
    /// or a door of Siri AI (which carries only what the utterance says).
    public let canBeMissing: Bool
    /// How the value is asked for, if ever: when it is missing and has no default, or else
    /// after a said value is turned down at its confirmation.
    public let question: Question?
    /// The ways into the step the app can reach, in the order the map draws them: each is an
    /// edge into the step, and more than one is a check ("name?") with an edge for each.
    public let ways: [Way]
    /// "Which one?" among the entities a value said answers to ("Dune": the novel and the
    /// film), when the app reaches it: nil for a type that is no entity with several values.
    public let narrowing: Narrowing?
    /// The question asked for a missing value, and the one asked after a said value is turned
    /// down; nil where the value is left empty instead. What the session asks, reachable or
    /// not (a personal shortcut may leave any value out).
    private let askedWhenMissing: Question?
    private let askedAfterRejection: Question?

    /// Where the entities said that "Which one?" narrows come from.
    public struct Narrowing: Equatable, Sendable {
        /// An answer to the step's question.
        public let afterAnswer: Bool
        /// A value said in a phrase's slot.
        public let afterPhrase: Bool
        /// A value said to Siri AI, which reads it as an answer.
        public let afterDoor: Bool
    }

    /// A question about the value: a choice among its type's options, or a plain prompt.
    public struct Question: Equatable, Sendable {
        public let mode: Parameter.AskMode
        /// The value ids offered, for a choice; nil for a prompt.
        public let options: [String]?
        /// Whether it is asked only after a said value was turned down.
        public let onlyAfterRejection: Bool

        public var isChoice: Bool { options != nil }
    }

    /// A way the value is settled that some run of the app reaches.
    public enum Way: Equatable, Sendable {
        /// Missing, and asked (`question`).
        case asked
        /// Missing and never asked: left empty.
        case leftEmpty
        /// Missing, and its default taken.
        case defaultTaken(ParameterValue)
        /// Said in a phrase with the value's slot (each phrase by where it is written, in every
        /// locale), preset by a shortcut (by its position in the app), or said to Siri AI
        /// through one of the intent's doors (`schema`, `tool`): what marks the way taken.
        /// Confirmed first when the parameter confirms a said value.
        case said(phrases: [SourceLocation], presetBy: [Int], doors: [String], confirmed: Bool)
    }

    public init(_ parameter: Parameter, of intent: Intent, in app: App) {
        self.parameter = parameter
        intentKey = intent.key
        let shortcuts = app.shortcuts.enumerated().filter { $0.element.intentKey == intent.key }
        // Each shortcut's phrases read once: those with the value's slot, and how many it has.
        func carries(_ phrase: PhraseSource) -> Bool { (try? PhraseTemplate.parse(phrase.text))?.parameterNames.contains(parameter.name) == true }
        let carrying = shortcuts.map { _, shortcut in
            let phrases = shortcut.phrases.allElements
            return (phrases: phrases.filter(carries), of: phrases.count)
        }
        let presets = shortcuts.map { $0.element.preset(named: parameter.name) != nil }
        let presetBy = shortcuts.indices.compactMap { presets[$0] ? shortcuts[$0].offset : nil }
        let sayingPhrases = carrying.flatMap { $0.phrases.map(\.location) }
        let doors = intent.siriAIDoors
        let isSaid = !presetBy.isEmpty || !sayingPhrases.isEmpty || !doors.isEmpty
        // A door carries only what the utterance says, and a personal shortcut only the values
        // it was saved with.
        canBeMissing = intent.hasSiriAIDoor || intent.isForSiriShortcuts
            || shortcuts.indices.contains { !presets[$0] && carrying[$0].phrases.count < carrying[$0].of }
        func asked(afterRejection: Bool) -> Question? {
            let mode = parameter.askMode(afterRejection: afterRejection)
            guard mode != .never else { return nil }
            return Question(mode: mode, options: app.optionsOffered(for: parameter, asking: mode), onlyAfterRejection: afterRejection)
        }
        askedWhenMissing = asked(afterRejection: false)
        askedAfterRejection = asked(afterRejection: true)
        let isAskedWhenMissing = canBeMissing && parameter.defaultValue == nil && askedWhenMissing != nil
        let confirmsSaidValue = parameter.confirmation != nil && isSaid
        question = isAskedWhenMissing ? askedWhenMissing : confirmsSaidValue ? askedAfterRejection : nil
        var ways: [Way] = []
        if isAskedWhenMissing {
            ways.append(.asked)
        } else if canBeMissing, parameter.defaultValue == nil, parameter.ask == .never {
            ways.append(.leftEmpty)
        }
        if let value = parameter.defaultValue { ways.append(.defaultTaken(value)) }
        if isSaid { ways.append(.said(phrases: sayingPhrases, presetBy: presetBy, doors: doors, confirmed: confirmsSaidValue)) }
        self.ways = ways
        // An answer, and a value said to Siri AI, may name several entities by a word they
        // share ("Harbour" of two "Harbour" shops); a phrase's value, by a name two of the
        // entities a phrase can carry share ("Dune": the novel and the film). Names are read
        // as the session reads them, in each locale they are heard in.
        let asks = question != nil
        narrowing = {
            guard let type = parameter.type.customName.flatMap(app.type(named:)), type.kind == .entity else { return nil }
            let valueLocales = Self.locales(of: type.values)
            let byWord = (asks || !doors.isEmpty) && Self.heardAlike(type.values, in: valueLocales, byWord: true)
            let phraseLocales = shortcuts.flatMap { _, shortcut -> [String] in
                switch shortcut.phrases.storage {
                case .items(let phrases): phrases.contains(where: carries) ? valueLocales : []
                case .perLocale(let lists): lists.filter { $0.value.contains(where: carries) }.keys.sorted()
                }
            }
            let afterPhrase = Self.heardAlike(type.speakableValues, in: Array(Set(phraseLocales)).sorted(), byWord: false)
            let narrowing = Narrowing(afterAnswer: byWord && asks, afterPhrase: afterPhrase, afterDoor: byWord && !doors.isEmpty)
            return narrowing.afterAnswer || narrowing.afterPhrase || narrowing.afterDoor ? narrowing : nil
        }()
    }

    /// The locales values are named in: each their titles and synonyms are written in, and
    /// the fallback's.
    private static func locales(of values: [TypeValue]) -> [String] {
        var locales: Set<String> = [LocaleCode.fallback]
        for value in values {
            locales.formUnion(value.title.byLocale.keys.filter { !$0.isEmpty })
            if case .perLocale(let lists) = value.synonyms.storage { locales.formUnion(lists.keys) }
        }
        return locales.sorted()
    }

    /// Whether two of `values` can be heard alike in one of `locales`, their names read
    /// through the locale's normalizer as the matcher and the answers read them: by a whole
    /// name (a title or a synonym), or, `byWord`, by a word of one.
    private static func heardAlike(_ values: [TypeValue], in locales: [String], byWord: Bool) -> Bool {
        for locale in locales {
            let normalizer = Normalizer.forLocale(locale)
            var owners: [String: String] = [:]
            for value in values {
                for name in value.spokenNames(for: locale) {
                    let tokens = normalizer.tokens(name, isUtteranceStart: false)
                    for key in byWord ? tokens : [tokens.joined(separator: " ")] where !key.isEmpty {
                        if let owner = owners[key], owner != value.id { return true }
                        owners[key] = value.id
                    }
                }
            }
        }
        return false
    }

    /// What coverage counts of the step, in order: its question and choice, its
    /// confirmation's two answers, its bounds, its default.
    public var points: [DialogueGraph.Point] {
        let (name, key, location) = (parameter.name, intentKey, parameter.location)
        var points: [DialogueGraph.Point] = []
        func point(_ what: String, _ event: @escaping @Sendable (Int) -> DialogueEvent) {
            points.append(DialogueGraph.Point(parameter: name, what: what, location: location, event: event))
        }
        if let question {
            point(question.isChoice ? "options offered" : "prompt") { .asked(app: $0, intent: key, parameter: name) }
        }
        // A value picked from a list: the question's options, or the entities "Which one?" narrows to.
        if question?.isChoice == true || narrowing != nil {
            point(question?.isChoice == true ? "a value chosen from the options" : "a value chosen from several that match") {
                .chose(app: $0, intent: key, parameter: name)
            }
        }
        if ways.contains(where: { if case .said(_, _, _, confirmed: true) = $0 { true } else { false } }) {
            point("confirmation answered yes") { .parameterConfirmed(app: $0, intent: key, parameter: name, accepted: true) }
            point("confirmation answered no") { .parameterConfirmed(app: $0, intent: key, parameter: name, accepted: false) }
        }
        // Bounds check answers to the question.
        if question != nil, let minimum = parameter.minimum {
            point("below its minimum \(parameter.boundText(minimum))") { .outOfRange(app: $0, intent: key, parameter: name, bound: .minimum) }
        }
        if question != nil, let maximum = parameter.maximum {
            point("above its maximum \(parameter.boundText(maximum))") { .outOfRange(app: $0, intent: key, parameter: name, bound: .maximum) }
        }
        if parameter.defaultValue != nil {
            point("default taken") { .defaulted(app: $0, intent: key, parameter: name) }
        }
        return points
    }

    // MARK: The branch a run takes

    /// What the step does with a run.
    public enum Branch: Equatable, Sendable {
        /// Its `when` does not hold: the parameter is skipped and left without a value.
        case skipped
        /// A value said (in the phrase, a preset, to Siri AI), to be confirmed first.
        case confirm
        /// The value is there: the run goes on.
        case goOn
        /// The phrase's value answers to several entities: "Which one?" among them.
        case narrow([String])
        /// Missing, and its default is taken.
        case takeDefault(ParameterValue)
        /// Missing (or turned down): asked for.
        case ask(Question)
        /// Missing and never asked: left empty.
        case leaveEmpty
    }

    /// What the run needs to know about the value to take its branch.
    public struct RunFacts {
        /// Whether the parameter's `when` holds (true without one).
        public var conditionHolds: Bool
        public var hasValue: Bool
        /// Whether the value came from the utterance (a phrase slot, a preset, said to Siri AI).
        public var isSaid: Bool
        /// Whether the value was answered at its confirmation (yes or no).
        public var isSettled: Bool
        /// The entities a spoken value answered to, when several did.
        public var heardChoices: [String]?

        public init(conditionHolds: Bool, hasValue: Bool, isSaid: Bool, isSettled: Bool, heardChoices: [String]?) {
            self.conditionHolds = conditionHolds
            self.hasValue = hasValue
            self.isSaid = isSaid
            self.isSettled = isSettled
            self.heardChoices = heardChoices
        }
    }

    /// The branch a run takes at the parameter, in the order the contract gives: its `when`,
    /// a value there (confirmed if said), several entities heard, its default (unless the
    /// value was turned down), a question, or nothing.
    public func branch(_ run: RunFacts) -> Branch {
        guard run.conditionHolds else { return .skipped }
        if run.hasValue {
            return parameter.confirmation != nil && run.isSaid && !run.isSettled ? .confirm : .goOn
        }
        if let heard = run.heardChoices { return .narrow(heard) }
        // A value the user turned down is asked for again, whatever the defaults say.
        if !run.isSettled, let value = parameter.defaultValue { return .takeDefault(value) }
        guard let question = run.isSettled ? askedAfterRejection : askedWhenMissing else { return .leaveEmpty }
        return .ask(question)
    }
}
