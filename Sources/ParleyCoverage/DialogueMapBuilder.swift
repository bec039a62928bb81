import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue

extension DialogueMap {
    /// The map of one intent of an app, its lines in a locale.
    public init(app: App, intent: Intent, locale: String = LocaleCode.fallback) {
        var builder = DialogueMapBuilder(app: app, intent: intent, locale: locale)
        self = builder.build()
    }
}

/// Lays an intent's dialogue out: its entry (phrases, shortcuts, suggestions), then each step
/// of its `DialogueGraph`, the graph the session walks.
///
/// Steps are chained through `open`: the edges that lead on from what was drawn so far,
/// joined to whatever step comes next.
private struct DialogueMapBuilder {
    let app: App
    let intent: Intent
    let locale: String
    let strings: SystemStrings
    var map: DialogueMap

    /// An edge waiting for the step it leads to; nil points take that step's own.
    private struct Way {
        var from: String
        var label: String?
        var points: [CoveragePoint]?
        /// What must also have been reached for the edge drawn from this way to count: the
        /// step the way came through (a value chosen) when it joins a later one.
        var requires: [CoveragePoint] = []

        /// The way's own mark, as what a later step's edge requires: only a single point is
        /// one step (several are alternatives, any of which will do).
        var asRequirement: [CoveragePoint] {
            let own = points.flatMap { $0.count == 1 ? $0 : nil } ?? []
            return requires + own.filter { !requires.contains($0) }
        }
    }

    /// Edges waiting for the next step.
    private var open: [Way] = []
    /// The end nodes drawn for the replies that end the run ("Okay, cancelled.", the give-up).
    private var ends: [Reply.Leads: String] = [:]
    /// Reached whenever the intent ran: what checks are marked by.
    private var ran: [CoveragePoint] = []

    init(app: App, intent: Intent, locale: String) {
        self.app = app
        self.intent = intent
        self.locale = locale
        strings = .forLocale(locale)
        map = DialogueMap(title: "\(app.key): \(intent.key) (\(intent.title.resolved(for: locale)))")
    }

    mutating func build() -> DialogueMap {
        entry()
        for graphStep in DialogueGraph(intent: intent, in: app).steps {
            switch graphStep {
            case .check(let intentStep):
                guard let stop = intentStep.stop(in: intent) else { continue }
                let check = step(stop.question, .check, points: ran, source: stop.location)
                end(from: check, stop.stopsOn, stop.line(app.name.resolved(for: locale), strings, spoken), points: [.counted(by: stop.countedEvent(0))], source: stop.location)
                open = [Way(from: check, label: stop.goesOn)]
            case .parameter(let parameterStep):
                parameter(parameterStep)
            case .confirmation(let confirmation):
                let yes = CoveragePoint.intentConfirmation(intent: intent.key, accepted: true)
                let no = CoveragePoint.intentConfirmation(intent: intent.key, accepted: false)
                let question = step(spoken(confirmation), .question, points: [yes, no], source: confirmation.location)
                open = replies(from: question, .intentConfirmation)
            case .result(let results):
                self.results(results)
            }
        }
        return map
    }

    // MARK: Steps

    /// Phrases → shortcuts → the intent.
    private mutating func entry() {
        var phraseNodes: [(id: String, shortcut: Int, point: CoveragePoint)] = []
        var shortcutNodes: [(id: String, point: CoveragePoint)] = []
        for (position, shortcut) in app.shortcuts.enumerated() where shortcut.intentKey == intent.key {
            let presets = shortcut.presets.map { "\n\($0.name) = \(describe($0.value))" }.joined()
            let point = CoveragePoint.shortcut(position)
            shortcutNodes.append((map.add("shortcut “\(app.title(of: shortcut, locale: locale))”\(presets)", .shortcut, points: [point], source: shortcut.location), point))
            for phrase in shortcut.phrases.resolved(for: locale) {
                let point = CoveragePoint.phrase(line: phrase.location.line, column: phrase.location.column)
                // As people say it (`Order a ‹drink› with Brewly`), not as Swift writes it.
                let said = (try? PhraseTemplate.parse(phrase.text))?.displayed(appName: app.name.resolved(for: locale)) ?? phrase.text
                phraseNodes.append((map.add("“\(said)”", .phrase, points: [point], source: phrase.location), shortcutNodes.count - 1, point))
            }
        }
        for phrase in phraseNodes {
            map.connect(phrase.id, shortcutNodes[phrase.shortcut].id, points: [phrase.point])
        }
        // SPEC §9: a donation suggested as one of the intent's shortcut types is added to
        // Siri as a personal shortcut, which runs the intent (or, for a type that cannot run
        // in the background, opens the app).
        if intent.isForSiriShortcuts {
            let point = CoveragePoint.personalShortcut(intent: intent.key)
            let suggested = intent.suggestedPhrase.map { "\n“Add to Siri” as “\($0.resolved(for: locale))”" } ?? ""
            let personal = map.add("personal shortcut\(suggested)", .shortcut, points: [point], source: intent.location)
            for (position, type) in intent.shortcutTypes.enumerated() {
                let typePoint = CoveragePoint.suggested(intent: intent.key, shortcutType: position)
                let title = DialogTemplate.render(type.title.resolved(for: locale)) { "‹\($0)›" }
                let node = map.add("suggested: “\(title)”", .phrase, points: [typePoint], source: type.location)
                if type.runsInBackground {
                    map.connect(node, personal, "added to Siri", points: [typePoint])
                } else {
                    end(from: node, "said by name", strings.opensApp(app.name.resolved(for: locale)), points: [typePoint], source: type.location)
                }
            }
            shortcutNodes.append((personal, point))
        }
        // SPEC §10: Siri AI reaches the intent through its schema, or as a tool while its app
        // is named, in the foreground, has a live activity or surfaced an entity.
        for route in intent.siriAIDoors {
            let point = CoveragePoint.door(intent: intent.key, route: route)
            let label = route == "schema"
                ? "Siri AI: schema \(intent.schema ?? "")"
                : "Siri AI: tool\n(app named, in the foreground,\nlive activity or entity surfaced)"
            shortcutNodes.append((map.add(label, .shortcut, points: [point], source: intent.location), point))
        }
        ran = shortcutNodes.map(\.point)
        let intentNode = map.add("run “\(intent.title.resolved(for: locale))”", .intent, points: ran, source: intent.location)
        for shortcut in shortcutNodes { map.connect(shortcut.id, intentNode, points: [shortcut.point]) }
        // An intent no shortcut runs is still drawn, entered from nowhere.
        open = [Way(from: intentNode)]
    }

    /// A parameter with a `when` is skipped when it does not hold.
    private mutating func parameter(_ parameterStep: ParameterStep) {
        let parameter = parameterStep.parameter
        guard let condition = parameter.condition else { return settle(parameterStep) }
        let check = step("\(condition.summary)?", .check, points: ran, source: condition.clauses.first?.location ?? parameter.location)
        open = [Way(from: check, label: "yes")]
        settle(parameterStep)
        open.append(Way(from: check, label: "no", points: []))
    }

    /// The parameter's step as `ParameterStep` states it: its question, drawn when it has one,
    /// then an edge for each of its ways in (`ParameterStep.ways`), through a check when
    /// there are several.
    private mutating func settle(_ parameterStep: ParameterStep) {
        let parameter = parameterStep.parameter
        let name = parameter.name, key = intent.key
        let hub: String? = parameterStep.ways.count > 1 ? step("\(parameter.name)?", .check, points: ran, source: parameter.location) : nil
        // With one way in, "not said" goes without saying; a default still says so.
        let ways = open
        func from(_ label: String, named: Bool = true) -> [Way] {
            if let hub { return [Way(from: hub, label: label)] }
            guard named else { return ways }
            return ways.map { Way(from: $0.from, label: [$0.label, label].compactMap { $0 }.joined(separator: ", "), points: $0.points, requires: $0.requires) }
        }
        var leadsOn: [Way] = []
        var question: String?
        if let asking = parameterStep.question {
            // As the session asks: a parameter never asked unless its value is turned down is
            // then asked as a required one (`Parameter.askMode(afterRejection:)`).
            let choosing = asking.isChoice
            let prompt = StepLines.value(of: parameter, choosing: choosing, locale: locale, strings: strings, dialog: spoken)
            let options = choosing ? "\n" + optionList(parameter) : ""
            let asked = CoveragePoint.prompt(intent: key, parameter: name)
            let node = map.add(prompt + options, .question, points: [asked], source: parameter.prompt?.location ?? parameter.location)
            if parameterStep.ways.contains(.asked) {
                for edge in from("not said", named: false) { map.connect(edge.from, node, edge.label, points: edge.points ?? [asked], requires: edge.requires) }
            }
            leadsOn += replies(from: node, .parameter(name), choosing: choosing)
            question = node
        }
        // "Which one?" among the entities an answer or a phrase's value answers to; the one
        // chosen goes on.
        var narrowing: String?
        if parameterStep.narrowing != nil {
            let title = parameter.type.customName.flatMap(app.type(named:))?.title.resolved(for: locale) ?? name
            let node = map.add(strings.whichOne + "\n(several \(title) values answer)", .question, points: [], source: parameter.location)
            if let question, parameterStep.narrowing?.afterAnswer == true { map.connect(question, node, "several match", points: []) }
            leadsOn.append(Way(from: node, label: "chosen", points: [.choice(intent: key, parameter: name)]))
            narrowing = node
        }
        for way in parameterStep.ways {
            switch way {
            case .asked:
                // Drawn with the question, above.
                continue
            case .leftEmpty:
                leadsOn += from("not said", named: false).map { Way(from: $0.from, label: $0.label, points: $0.points ?? []) }
            case .defaultTaken(let value):
                // A way that merges into this one (no check between them) keeps what it marked.
                let taken = CoveragePoint.defaultValue(intent: key, parameter: name)
                leadsOn += from("default \(describe(value))").map {
                    Way(from: $0.from, label: $0.label, points: ($0.points ?? []) + [taken], requires: $0.asRequirement + [taken])
                }
            case .said(let phrases, let presetBy, let doors, let confirmed):
                // Taken when a phrase with the slot was said, a shortcut presets it or Siri AI
                // reached the intent: not whenever a shortcut one of whose phrases has the slot ran.
                let phraseMarks = phrases.map { CoveragePoint.phrase(line: $0.line, column: $0.column) }
                let doorMarks = doors.map { CoveragePoint.door(intent: key, route: $0) }
                let marks = presetBy.map(CoveragePoint.shortcut) + phraseMarks + doorMarks
                if let narrowing, let narrows = parameterStep.narrowing, narrows.afterPhrase || narrows.afterDoor {
                    // Taken when such a value was said and one chosen among several.
                    let chosen = CoveragePoint.choice(intent: key, parameter: name)
                    let severalMarks = (narrows.afterPhrase ? phraseMarks : []) + (narrows.afterDoor ? doorMarks : [])
                    let label = "several match" + (narrows.afterDoor ? " said " : " ") + Self.heard(inPhrase: narrows.afterPhrase, toSiriAI: narrows.afterDoor)
                    for edge in from(label) {
                        map.connect(edge.from, narrowing, edge.label, points: severalMarks, requires: edge.requires + [chosen])
                    }
                }
                let said = from(presetBy.isEmpty ? "said " + Self.heard(inPhrase: !phrases.isEmpty, toSiriAI: !doors.isEmpty) : "said or preset").map { Way(from: $0.from, label: $0.label, points: $0.points ?? marks) }
                guard confirmed else {
                    leadsOn += said
                    continue
                }
                let yes = CoveragePoint.parameterConfirmation(intent: key, parameter: name, accepted: true)
                let no = CoveragePoint.parameterConfirmation(intent: key, parameter: name, accepted: false)
                let text = StepLines.confirmation(of: parameter, value: "\\(\(name))", strings: strings, dialog: spoken)
                let confirm = map.add(text, .question, points: [yes, no], source: confirmationSource(parameter))
                for edge in said { map.connect(edge.from, confirm, edge.label, points: edge.points ?? marks, requires: edge.requires) }
                leadsOn += replies(from: confirm, .parameterConfirmation(name), parameterQuestion: question)
            }
        }
        open = leadsOn
    }

    /// Where a value was said, as an edge's label says it: "in the phrase", "to Siri AI", or both.
    private static func heard(inPhrase: Bool, toSiriAI: Bool) -> String {
        [inPhrase ? "in the phrase" : nil, toSiriAI ? "to Siri AI" : nil].compactMap { $0 }.joined(separator: " or ")
    }

    private mutating func results(_ results: [ResultCase]) {
        let key = intent.key
        func said(_ result: ResultCase?) -> String {
            StepLines.result(result, of: intent, appName: app.name.resolved(for: locale), strings: strings, dialog: spoken).joined(separator: "\n")
        }
        let cases: [(label: String?, text: String, point: CoveragePoint, source: SourceLocation)] = results.isEmpty
            ? [(nil, said(nil), .result(intent: key, nil), intent.location)]
            : results.enumerated().map { position, result in
                let changes = result.flagChanges.map { "\n(\($0.flag) = \($0.change.rawValue))" }.joined()
                return (result.condition.map { "\($0.summary)" } ?? (results.count > 1 ? "otherwise" : nil), said(result) + changes, .result(intent: key, position), result.location)
            }
        // Several ways in and several results: join the ways first.
        if open.count > 1, cases.count > 1 {
            _ = step("", .check, points: ran, source: nil)
        }
        let sources = open
        for result in cases {
            let node = map.add(result.text, .end, points: [result.point], source: result.source)
            for source in sources {
                // One result: the way and the result are reached together, so the edge keeps
                // what the way marked (a default taken on the way).
                let label = [source.label, result.label].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
                if cases.count == 1, let marked = source.points {
                    map.connect(source.from, node, label, points: marked.filter { $0 != result.point } + [result.point], requires: source.asRequirement + [result.point])
                } else {
                    map.connect(source.from, node, label, points: [result.point], requires: source.asRequirement)
                }
            }
        }
    }

    // MARK: Helpers

    private func confirmationSource(_ parameter: Parameter) -> SourceLocation {
        if case .custom(let dialog) = parameter.confirmation { return dialog.location }
        return parameter.location
    }

    /// Adds a node and joins every open edge to it.
    private mutating func step(_ label: String, _ shape: DialogueMap.Shape, points: [CoveragePoint], source: SourceLocation?) -> String {
        let node = map.add(label, shape, points: points, source: source)
        for edge in open { map.connect(edge.from, node, edge.label, points: edge.points ?? points, requires: edge.requires) }
        open = [Way(from: node)]
        return node
    }

    private mutating func end(from node: String, _ label: String, _ text: String, points: [CoveragePoint], source: SourceLocation?) {
        let end = map.add(text, .end, points: points, source: source)
        map.connect(node, end, label, points: points)
    }

    private mutating func link(_ from: String, to: String, _ label: String, points: [CoveragePoint]) {
        map.connect(from, to, label, points: points)
        map.addPoints(points, toNode: to)
    }

    /// A question's replies (`DialogueStep.replies(in:choosing:)`), each an edge from its
    /// node to where it leads, marked with its event's points; those that go on to the next
    /// step are returned, as ways still open. A turned-down value leads to its parameter's
    /// `parameterQuestion`, when one is drawn.
    private mutating func replies(from node: String, _ question: DialogueStep, choosing: Bool = false, parameterQuestion: String? = nil) -> [Way] {
        var onward: [Way] = []
        for reply in question.replies(in: intent, choosing: choosing) {
            let points = reply.event(0).map { CoveragePoint.reached(by: $0) { _, locale in locale }.points }
            switch reply.leads {
            case .nextStep:
                onward.append(Way(from: node, label: reply.label, points: points))
            case .sameQuestion:
                map.connect(node, node, reply.label, points: points ?? [])
            case .parameterQuestion:
                if let parameterQuestion { map.connect(node, parameterQuestion, reply.label, points: points ?? []) }
            case .cancelled, .gaveUp:
                link(node, to: end(where: reply.leads), reply.label, points: points ?? [])
            }
        }
        return onward
    }

    /// The one end node of the map for a reply that ends the run, labelled with its line.
    private mutating func end(where leads: Reply.Leads) -> String {
        if let node = ends[leads] { return node }
        let node = map.add(leads.endLine(strings) ?? "", .end, points: [], source: nil)
        ends[leads] = node
        return node
    }

    private func spoken(_ dialog: Dialog) -> String {
        dialog.full.resolved(for: locale)
    }

    /// The options a choice shows, the first few of a long list: an entity may suggest
    /// thousands, and a node must stay readable.
    private func optionList(_ parameter: Parameter) -> String {
        let values = parameter.type.customName.flatMap(app.type(named:))?.speakableValues ?? []
        let shown = values.prefix(Self.optionsShown).map { $0.title.resolved(for: locale) }.joined(separator: " · ")
        return values.count > Self.optionsShown ? shown + " · … (\(values.count - Self.optionsShown) more)" : shown
    }

    private static let optionsShown = 6

    /// A value as a match table writes it.
    private func describe(_ value: ParameterValue) -> String {
        MatchReport.plainText(value)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
