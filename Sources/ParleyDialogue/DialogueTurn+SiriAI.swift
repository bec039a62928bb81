import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching

/// What Siri AI made of an utterance (SPEC §10): the stand-in's reading, and what follows.
public struct SiriAIHeard: Sendable {
    public enum Outcome: Sendable {
        /// One door chosen: its intent runs with the values the utterance gave.
        case run(IntentRun)
        /// Doors of several apps as good: Siri asks which.
        case choice([IntentRun])
        /// A request in a domain Apple's app serves, which no app named or chosen takes.
        case appleApp(String)
    }

    public var reading: SiriAIStandIn.Reading
    public var outcome: Outcome
}

/// Siri AI's turn (SPEC §10, docs/SIRI_AI.md): after personal shortcuts, help and an App
/// Shortcut phrase said exactly, the stand-in chooses among the open doors; its values come
/// from the utterance; Siri settles them in the intent's order, asks which entity when two
/// fit, and confirms an intent whose effect leaves the device unless its entity is owned.
extension DialogueTurn {
    // MARK: On or off

    /// Whether Siri AI answers this turn: on, and shipped for the language, device and region.
    var siriAIAnswers: Bool {
        conversation.siriAI.mode == .ai && siriAIShipsHere
    }

    private var siriAIShipsHere: Bool {
        SiriAIAvailability.bundled.answers(locale: locale, device: device.rawValue, region: conversation.siriAI.region)
    }

    /// "Siri AI isn't available here …", the first time Siri AI is on where it does not ship.
    mutating func siriAIUnavailableNotice() -> [String] {
        guard conversation.siriAI.mode == .ai, !siriAIShipsHere, !conversation.siriAI.unavailableNoticeGiven else { return [] }
        conversation.siriAI.unavailableNoticeGiven = true
        return [strings.siriAIUnavailable]
    }

    // MARK: Hearing

    /// Siri AI's reading of `tokens`, when it answers them: a door chosen, a choice, or
    /// Apple's app. `reading` is how the phrases read the same words: a request whose app is
    /// named and whose phrases run or offer it stays the app's (as in SPEC §9).
    func siriAIHearing(_ line: String, tokens: [String], beside reading: MatchResult) -> SiriAIHeard? {
        guard siriAIAnswers else { return nil }
        let standIn = standIns[index.locale]
        let read = standIn.read(tokens, toolsOpen: conversation.siriAI.appsWithToolsOpen, defaultApps: conversation.siriAI.defaultApps)
        // The written words are lined up only for a door chosen, whose values read them.
        if !read.chosen.isEmpty {
            let said = SaidWords(line, tokens: tokens, normalizer: index.normalizer)
            if read.chosen.count == 1 { return SiriAIHeard(reading: read, outcome: .run(run(through: read.chosen[0], of: read, said: said))) }
            return SiriAIHeard(reading: read, outcome: .choice(read.chosen.map { run(through: $0, of: read, said: said) }))
        }
        guard let apple = read.appleApp else { return nil }
        let running: Set<Int> = switch reading.outcome {
        case .matched(let candidate): [candidate.appIndex]
        case .ambiguous(let candidates): Set(candidates.map(\.appIndex))
        case .none(let suggestion?): [suggestion.appIndex]
        case .none(nil): []
        }
        if let named = read.namedApp, running.contains(named) { return nil }
        return SiriAIHeard(reading: read, outcome: .appleApp(apple))
    }

    /// What Siri says and does for what Siri AI heard.
    mutating func siriAIAnswer(_ heard: SiriAIHeard) -> [String] {
        switch heard.outcome {
        case .run(let run):
            recordDoor(run)
            return begin(run)
        case .choice(let runs):
            misunderstandings = 0
            state = .awaitingDoorChoice(runs)
            return prompt()
        case .appleApp(let name):
            return [strings.siriRequest(name)]
        }
    }

    /// The answer to "Which one?" among apps' doors: a position or an app's name.
    mutating func chooseDoor(_ tokens: [String], among runs: [IntentRun]) -> [String] {
        var chosen: IntentRun?
        if let position = language.answers.position(tokens, optionCount: runs.count) {
            chosen = runs[position - 1]
        } else {
            let named = runs.filter { run in
                catalog.apps[run.appIndex].spokenNames(for: locale).contains { index.normalizer.tokens($0, isUtteranceStart: false) == tokens }
            }
            if named.count == 1 { chosen = named[0] }
        }
        guard let chosen else { return misunderstood() }
        recordDoor(chosen)
        return begin(chosen)
    }

    /// The options of a door choice, as `App: Intent title`.
    func doorChoiceOptions(_ runs: [IntentRun]) -> [String] {
        runs.map { run in
            let app = catalog.apps[run.appIndex]
            let title = app.intent(run.intentKey)?.title.resolved(for: locale) ?? run.intentKey
            return "\(app.name.resolved(for: locale)): \(title)"
        }
    }

    private mutating func recordDoor(_ run: IntentRun) {
        guard let route = run.door else { return }
        record(.siriAIReached(app: run.appIndex, intent: run.intentKey, door: route.rawValue))
    }

    // MARK: Values

    /// A run of the door's intent with the values the utterance gives (SPEC §10, 4): a slot's
    /// words for the parameter of its name; elsewhere in the request an enum or entity value
    /// by name (an indexed entity by any word of its title), a number, a date, a duration.
    /// Two entities that fit are left to "Which one?"; nothing is ever filled from a default.
    func run(through door: SiriAIStandIn.Door, of reading: SiriAIStandIn.Reading, said: SaidWords) -> IntentRun {
        var run = IntentRun(appIndex: door.appIndex, shortcutIndex: nil, intentKey: door.intentKey)
        run.door = door.route
        let app = catalog.apps[door.appIndex]
        guard let intent = app.intent(door.intentKey) else { return run }
        // Words a slot took are that slot's: the rest of the request is read for the others.
        let slotted = Set(door.slots.values.flatMap { $0 })
        let rest = reading.request.filter { !slotted.contains($0) }
        var numbersUsed = 0
        for parameter in intent.parameters {
            let answer = ValueAnswer(
                parameter: parameter, definition: parameter.type.customName.flatMap(app.type(named:)),
                language: language, normalizer: index.normalizer, now: now)
            var heard: ValueAnswer.Reading
            if let words = door.slots[parameter.name], let range = door.slotRanges[parameter.name] {
                // Text keeps the user's own words (case, numbers as said, punctuation within).
                let text = said.text(of: range.map { reading.positions[$0] }) ?? words.joined(separator: " ")
                heard = answer.read(text, tokens: words)
                // An entity's name said with other words in the slot ("the song Sunrise Avenue").
                if heard == .notUnderstood, let key = parameter.type.customName, let definition = app.type(named: key) {
                    heard = entitySaid(in: words, of: definition)
                }
            } else {
                heard = valueSaid(in: rest, for: parameter, answer: answer, numbersUsed: &numbersUsed)
            }
            switch heard {
            case .value(let value):
                run.values[parameter.name] = value
                run.fromUtterance.insert(parameter.name)
            case .several(let ids):
                run.heardChoices[parameter.name] = ids
            case .outOfRange, .notUnderstood:
                if let screen = conversation.siriAI.onScreen, screen.appIndex == door.appIndex, parameter.type.customName == screen.typeKey {
                    run.values[parameter.name] = .identifier(screen.valueID)
                }
            }
        }
        return run
    }

    /// A value for `parameter` said somewhere in `words`, which no slot took.
    private func valueSaid(in words: [String], for parameter: Parameter, answer: ValueAnswer, numbersUsed: inout Int) -> ValueAnswer.Reading {
        switch parameter.type {
        case .string, .bool:
            return .notUnderstood
        case .int, .double:
            let numbers = words.filter { Double($0) != nil }
            guard numbersUsed < numbers.count else { return .notUnderstood }
            numbersUsed += 1
            let number = numbers[numbersUsed - 1]
            return answer.read(number, tokens: [number])
        case .date, .duration:
            // The longest run of words that reads as one, from the left.
            for start in words.indices {
                for end in stride(from: words.count, to: start, by: -1) {
                    let part = Array(words[start..<end])
                    if case .value(let value) = answer.read(part.joined(separator: " "), tokens: part) { return .value(value) }
                }
            }
            return .notUnderstood
        case .custom(let key):
            guard let definition = catalog.apps.lazy.compactMap({ $0.type(named: key) }).first else { return .notUnderstood }
            return entitySaid(in: words, of: definition)
        }
    }

    /// The values of `definition` named in `words`: by a whole title or synonym; for an
    /// indexed entity, also by any content word of its title.
    private func entitySaid(in words: [String], of definition: TypeDefinition) -> ValueAnswer.Reading {
        let matchWords = MatchWords.forLocale(index.locale)
        var whole: [String] = [], byWord: [String] = []
        for value in definition.values {
            let names = value.spokenNames(for: locale).map { index.normalizer.tokens($0, isUtteranceStart: false) }
            if names.contains(where: { !$0.isEmpty && words.containsSequence($0) }) {
                whole.append(value.id)
            } else if definition.isIndexed, let title = names.first, title.contains(where: { matchWords.isContentWord($0) && words.contains($0) }) {
                byWord.append(value.id)
            }
        }
        let found = whole.isEmpty ? byWord : whole
        switch found.count {
        case 0: return .notUnderstood
        case 1: return .value(.identifier(found[0]))
        default: return .several(found)
        }
    }

    // MARK: Confirmation

    /// The words of an utterance as the user wrote them, beside its normalized tokens: a
    /// String value keeps "Packing List", "three ideas" and "Sam's birthday, part 2" as said.
    struct SaidWords {
        /// The written words (split at white space), and for each token the word it came from.
        private let written: [Substring]
        private let wordOfToken: [Int]?

        init(_ line: String, tokens: [String], normalizer: Normalizer) {
            written = line.split(whereSeparator: \.isWhitespace)
            // Each written word normalized alone, its tokens matched to the utterance's in
            // order; a token left unmatched (a wake word dropped, a contraction) gives up.
            var owners: [Int] = []
            var next = 0
            for (position, word) in written.enumerated() {
                for piece in normalizer.tokens(String(word), isUtteranceStart: false) where next < tokens.count && tokens[next] == piece {
                    owners.append(position)
                    next += 1
                }
            }
            wordOfToken = next == tokens.count ? owners : nil
        }

        /// The written text of these tokens (by position in the utterance), without the
        /// punctuation that ends a clause; nil when the words cannot be lined up.
        func text(of positions: [Int]) -> String? {
            guard let wordOfToken, let first = positions.first, let last = positions.last,
                  first < wordOfToken.count, last < wordOfToken.count else { return nil }
            let words = written[wordOfToken[first]...wordOfToken[last]]
            let text = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ",.;:!?¿¡\"“”「」。、"))
            return text.isEmpty ? nil : text
        }
    }

    /// Whether Siri confirms the run before its result: reached through a door, its schema's
    /// effect leaves the device or the intent confirms, and no entity it acts on is owned.
    func siriConfirms(_ run: IntentRun, _ intent: Intent) -> Bool {
        guard run.door != nil else { return false }
        let leaves = intent.schema.flatMap { AppSchemas.bundled.intent(named: $0) }?.leavesDevice ?? false
        guard leaves || intent.confirmation != nil else { return false }
        let app = catalog.apps[run.appIndex]
        let owned = intent.parameters.contains { parameter in
            parameter.type.customName.flatMap(app.type(named:))?.isOwned == true
        }
        return !owned
    }

    // MARK: Settings

    /// Applies a Siri AI setting; returns it as recorded (apps by their catalog names).
    mutating func applySiriAISetting(_ setting: SessionSetting) throws(SessionError) -> SessionSetting {
        switch setting {
        case .siri(let mode):
            conversation.siriAI.mode = mode
            conversation.siriAI.unavailableNoticeGiven = false
        case .region(let code):
            conversation.siriAI.region = code
            conversation.siriAI.unavailableNoticeGiven = false
        case .foreground(let name):
            let app = try name.map(appIndex(named:))
            conversation.siriAI.foregroundApp = app
            return .foreground(app: app.map { catalog.apps[$0].key })
        case .liveActivity(let name):
            guard let name else {
                conversation.siriAI.liveActivityApps = []
                return setting
            }
            let app = try appIndex(named: name)
            if !conversation.siriAI.liveActivityApps.contains(app) { conversation.siriAI.liveActivityApps.append(app) }
            return .liveActivity(app: catalog.apps[app].key)
        case .onScreen(let entity):
            guard let entity else {
                conversation.siriAI.onScreen = nil
                return setting
            }
            let appIndex = try appIndex(named: entity.app)
            let app = catalog.apps[appIndex]
            guard let definition = app.type(named: entity.type) else {
                throw SessionError(.unknownTypeOf(entity.type, app: app.key, types: app.types.map(\.key)))
            }
            guard definition.value(id: entity.id) != nil else {
                throw SessionError(.notAValueOfType(entity.id, type: definition.key, values: definition.values.map(\.id)))
            }
            conversation.siriAI.onScreen = .init(appIndex: appIndex, typeKey: definition.key, valueID: entity.id)
            return .onScreen(.init(app: app.key, type: definition.key, id: entity.id))
        case .defaultApp(let domain, let name):
            let schemas = AppSchemas.bundled
            guard schemas.domains[domain] != nil else {
                throw SessionError(.unknownDomain(domain, nearest: schemas.domains.keys.filter { EditDistance.between($0, domain) <= 2 }.sorted()))
            }
            let adopters = catalog.apps.indices.filter { app in
                catalog.apps[app].intents.contains { $0.schema?.hasPrefix(domain + ".") == true }
            }
            guard let name else {
                conversation.siriAI.defaultApps[domain] = nil
                return setting
            }
            let app = try appIndex(named: name)
            guard adopters.contains(app) else {
                throw SessionError(.domainWithoutApp(domain, app: catalog.apps[app].key, adopters: adopters.map { catalog.apps[$0].key }))
            }
            conversation.siriAI.defaultApps[domain] = app
            return .defaultApp(domain: domain, app: catalog.apps[app].key)
        default:
            break
        }
        return setting
    }

    private func appIndex(named name: String) throws(SessionError) -> Int {
        guard let app = catalog.appIndex(named: name) else { throw SessionError(.unknownApp(name, apps: catalog.apps.map(\.key))) }
        return app
    }
}

extension DialogueTurn {
    /// `:why`'s lines for Siri AI: the open doors the request fits with their scores, and
    /// what the stand-in chose; none while Siri AI is off.
    func siriAIExplanation(of line: String) -> [String] {
        guard conversation.siriAI.mode == .ai else { return [] }
        guard siriAIAnswers else {
            return ["Siri AI: not available for \(locale) on a \(device.rawValue) in region \(conversation.siriAI.region); classic Siri answers."]
        }
        let tokens = index.normalizer.tokens(line)
        let read = standIns[index.locale].read(tokens, toolsOpen: conversation.siriAI.appsWithToolsOpen, defaultApps: conversation.siriAI.defaultApps)
        func name(_ door: SiriAIStandIn.Door) -> String {
            "\(catalog.apps[door.appIndex].key)/\(door.intentKey) (\(door.route.rawValue))"
        }
        var lines = ["Siri AI (Parley's stand-in, docs/SIRI_AI.md): heard the request \"\(read.request.joined(separator: " "))\""
            + (read.namedApp.map { " naming \(catalog.apps[$0].key)" } ?? "")]
        if let schema = read.schema { lines.append("  in the words of \(schema)") }
        if read.doors.isEmpty { lines.append("  no open door fits it") }
        for door in read.doors {
            let below = door.route == .tool && door.score < SiriAIStandIn.toolThreshold ? ", below \(SiriAIStandIn.toolThreshold.formattedNumber)" : ""
            lines.append("  open door \(name(door)): score \(door.score.formattedNumber)\(below)")
        }
        if read.chosen.count == 1 {
            lines.append("  chosen: \(name(read.chosen[0]))")
        } else if read.chosen.count > 1 {
            lines.append("  tied, so Siri asks which: " + read.chosen.map(name).joined(separator: ", "))
        } else if let apple = read.appleApp {
            lines.append("  chosen: Apple's \(apple) app (no app of the domain named or set by @default-app)")
        } else {
            lines.append("  nothing chosen: classic Siri answers")
        }
        return lines
    }
}

extension DialogueMachine {
    /// `:why`'s lines for Siri AI in `state` (`DialogueTurn.siriAIExplanation`).
    public func siriAIExplanation(of line: String, in state: ConversationState) -> [String] {
        turn(from: state, recordingEvents: false).siriAIExplanation(of: line)
    }
}
