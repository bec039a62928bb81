import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue
@testable import ParleyCoverage

/// Coverage from dialogue events: which items a catalog has, what a conversation reaches,
/// and the report that lists what it did not, each with its catalog line.
@Suite("Coverage")
struct CoverageTests {
    /// A small app with one of each kind of item; line numbers matter to the reports below.
    static let yaml = """
        app: Kettle
        types:
          Drink:
            kind: enum
            title: Drink
            values:
              - {id: tea, title: Tea}
              - {id: cocoa, title: Cocoa}
        intents:
          Boil:
            title: Boil Water
            parameters:
              - {name: drink, title: Drink, type: Drink, prompt: What are you making?}
              - {name: cups, title: Cups, type: Int, min: 1, max: 4}
            requires: {flag: filled, dialog: Fill the kettle first.}
            failures:
              - when: {drink: cocoa, cups: 4}
                dialog: Not enough cocoa for four.
            confirm: 'Boil for \\(cups) cups of \\(drink)?'
            result: {dialog: 'Boiling for \\(drink).'}
        state:
          flags: {filled: true}
        shortcuts:
          - intent: Boil
            phrases:
              - Boil water with \\(.applicationName)
              - Make \\(\\.$drink) with \\(.applicationName)
        """

    static func run(_ turns: [String], on app: App) -> Coverage {
        let catalog = Catalog(apps: [app])
        let session = Session(catalog: catalog, now: TestCatalog.now)
        session.recordsDialogueEvents = true
        var coverage = Coverage()
        let catalogID = coverage.include(catalog)
        for (line, turn) in turns.enumerated() {
            let before = session.dialogueEvents.count
            _ = session.respond(to: turn)
            coverage.add(session.dialogueEvents[before...], in: catalogID, from: CoverageOrigin(file: "t.transcript", line: line + 1))
        }
        return coverage
    }

    /// The map of the app's first intent, marked with what a recording session reached by
    /// these turns, and what the session answered to each.
    static func mapReached(by turns: [String], in app: App) -> (map: DialogueMap, answers: [[String]]) {
        let session = Session(catalog: Catalog(apps: [app]), now: TestCatalog.now)
        session.recordsDialogueEvents = true
        let answers = turns.map { session.respond(to: $0) }
        var map = DialogueMap(app: app, intent: app.intents[0])
        map.reached = Set(session.dialogueEvents.flatMap { CoveragePoint.reached(by: $0) { $1 }.points })
        return (map, answers)
    }

    @Test func theSessionRecordsWhatADialogueReached() throws {
        let app = try TestCatalog.app(Self.yaml)
        let session = Session(catalog: Catalog(apps: [app]), now: TestCatalog.now)
        session.recordsDialogueEvents = true
        for turn in ["Make tea with Kettle", "zero", "2", "yes"] { _ = session.respond(to: turn) }
        let phrase = app.shortcuts[0].phrases.allElements[1].location
        #expect(session.dialogueEvents == [
            .shortcutStarted(app: 0, shortcut: 0, phrase: phrase, device: .phone, locale: "en"),
            .valueSpoken(app: 0, type: "Drink", valueID: "tea"),
            .asked(app: 0, intent: "Boil", parameter: "cups"),
            .outOfRange(app: 0, intent: "Boil", parameter: "cups", bound: .minimum),
            .intentConfirmed(app: 0, intent: "Boil", accepted: true),
            .resulted(app: 0, intent: "Boil", result: 0),
        ])
    }

    @Test func recordingIsOffUnlessAskedFor() throws {
        let session = Session(catalog: Catalog(apps: [try TestCatalog.app(Self.yaml)]), now: TestCatalog.now)
        _ = session.respond(to: "Make tea with Kettle")
        #expect(session.dialogueEvents.isEmpty)
    }

    @Test func anUncoveredBranchIsReportedWithItsCatalogLine() throws {
        let coverage = Self.run(["Make tea with Kettle", "2", "no", "Boil water with Kettle", "cancel"], on: try TestCatalog.app(Self.yaml))
        #expect(coverage.report.text == """
            Kettle (app.yaml)
              shortcuts            1/1  100.0%
              phrases              2/2  100.0%
              spoken values        1/2   50.0%
              parameters           2/5   40.0%
              intents              1/5   20.0%
              devices              1/2   50.0%
              locales              1/1  100.0%
              total               9/18   50.0%
              not reached:
                app.yaml:8:14: Drink 'Cocoa' spoken in a phrase
                app.yaml:13:16: Boil.drink: a value chosen from the options
                app.yaml:14:16: Boil.cups: below its minimum 1
                app.yaml:14:16: Boil.cups: above its maximum 4
                app.yaml:15:22: Boil: refused, filled is off
                app.yaml:17:9: Boil: failure when drink=cocoa, cups=4
                app.yaml:19:14: Boil: confirmation answered yes
                app.yaml:20:13: Boil: result
                app.yaml:1:6: a shortcut run on a HomePod

            Coverage: 9/18 items (50.0%) in 1 app

            """)
    }

    @Test func theJSONReportNamesTheLinesThatReachedEachItem() throws {
        let report = Self.run(["Boil water with Kettle", "tea", "1", "yes"], on: try TestCatalog.app(Self.yaml)).report
        guard case .object(let members) = report.json, case .array(let apps)? = members.first(where: { $0.key == "apps" })?.value,
              case .object(let app)? = apps.first, case .array(let items)? = app.first(where: { $0.key == "items" })?.value else {
            Issue.record("unexpected JSON shape: \(report.json.serialized)")
            return
        }
        let result = items.first { $0.serialized.contains("\"item\":\"Boil: result\"") }
        #expect(result?.serialized == #"{"group":"intents","item":"Boil: result","file":"app.yaml","line":20,"column":13,"covered":true,"coveredBy":["t.transcript:4"]}"#)
    }

    @Test func minimumCoverageComparesTheExactFigure() {
        let item = CoverageItem(group: .shortcuts, subject: .device(.phone), location: SourceLocation(file: "a", line: 1, column: 1), point: .shortcut(0))
        let twoOfThree = CoverageReport(apps: [.init(name: "A", file: "a", items: [
            (item, [CoverageOrigin(file: "t", line: 1)]), (item, [CoverageOrigin(file: "t", line: 2)]), (item, []),
        ])])
        #expect(twoOfThree.percentText == "66.7%")
        #expect(twoOfThree.reaches(66.6))
        #expect(!twoOfThree.reaches(66.7))
    }

    @Test func intentsNoShortcutRunsAndParametersEveryShortcutGivesAreNotCounted() throws {
        let app = try TestCatalog.app("""
            app: Lamp
            types:
              Color: {kind: enum, title: Color, values: [{id: red, title: Red}]}
            intents:
              Paint:
                title: Paint
                parameters: [{name: color, title: Color, type: Color}]
              Hidden:
                title: Hidden
            shortcuts:
              - intent: Paint
                phrases: ['Paint \\(\\.$color) with \\(.applicationName)']
            """)
        let titles = app.coverageItems.map(\.title)
        #expect(!titles.contains { $0.hasPrefix("Hidden") })
        #expect(!titles.contains { $0.contains("options offered") })
        #expect(titles.contains("Paint: result"))
    }

    /// Only a value a shortcut gave is confirmed, and only an app that has a shortcut runs
    /// on a device: neither is counted where no transcript could reach it.
    @Test func confirmationsNoShortcutCanReachAndDevicesOfAnAppWithoutShortcutsAreNotCounted() throws {
        let app = try TestCatalog.app("""
            app: Lamp
            intents:
              Dim:
                title: Dim
                parameters: [{name: level, title: Level, type: Int, confirm: 'Dim to \\(level)?'}]
            shortcuts:
              - intent: Dim
                phrases: ['Dim the lamp with \\(.applicationName)']
            """)
        let titles = app.coverageItems.map(\.title)
        #expect(titles.contains("Dim.level: prompt"))
        #expect(!titles.contains { $0.contains("confirmation answered") })

        let silent = try TestCatalog.app("""
            app: Silent
            intents:
              Nothing: {title: Nothing}
            """)
        #expect(silent.coverageItems.isEmpty)
    }

    @Test func aChoiceAmongThousandsOfValuesShowsTheFirstFew() throws {
        let values = (1...2000).map { "      - {id: v\($0), title: Value \($0)}" }.joined(separator: "\n")
        let app = try TestCatalog.app("""
            app: Big
            types:
              Thing:
                kind: entity
                title: Thing
                values:
            \(values)
                suggested: [\((1...2000).map { "v\($0)" }.joined(separator: ", "))]
            intents:
              Pick:
                title: Pick
                parameters: [{name: thing, title: Thing, type: Thing, prompt: Which thing?}]
            shortcuts:
              - {intent: Pick, phrases: ['Pick with \\(.applicationName)']}
            """)
        let map = DialogueMap(app: app, intent: app.intents[0])
        let question = map.nodes.first { $0.label.hasPrefix("Which thing?") }
        #expect(question?.label == "Which thing?\nValue 1 · Value 2 · Value 3 · Value 4 · Value 5 · Value 6 · … (1994 more)")
    }

    /// A value said in the phrase reaches the result; the edge from the options ("chosen") to
    /// the result is taken only when a value was chosen there too: the map and the report agree.
    @Test func anEdgeThatJoinsTwoStepsIsReachedOnlyWhenBothWere() throws {
        let app = try TestCatalog.app("""
            app: Rides
            types:
              RideType: {kind: enum, values: [{id: pool, title: Pool}, {id: black, title: Black}]}
            intents:
              StartRide:
                parameters: [{name: rideType, title: Ride type, type: RideType}]
                result: Booked.
            shortcuts:
              - {intent: StartRide, phrases: ['Book a \\(\\.$rideType) ride with \\(.applicationName)', 'Book a ride with \\(.applicationName)']}
            """)
        let (map, answers) = Self.mapReached(by: ["Book a pool ride with Rides"], in: app)
        #expect(answers == [["Booked."]])
        let chosen = try #require(map.edges.first { $0.label == "chosen" })
        let said = try #require(map.edges.first { $0.label == "said in the phrase" })
        #expect(!map.isReached(chosen), "no value was chosen from the options")
        #expect(map.isReached(said))
        let items = app.coverageItems.filter { $0.point == .choice(intent: "StartRide", parameter: "rideType") }
        #expect(!items.isEmpty && items.allSatisfy { !map.reached!.contains($0.point) }, "the report says the same")
    }

    /// "Said in the phrase" is taken when a phrase with the value's slot was said, not when
    /// the shortcut ran by its phrase without one (a newcomer saw it drawn as taken).
    @Test func saidInThePhraseIsTakenOnlyByAPhraseWithTheSlot() throws {
        let app = try TestCatalog.app("""
            app: Harbor Ferry
            types:
              Pier: {kind: enum, values: [{id: north, title: North Pier}, {id: south, title: South Pier}]}
            intents:
              BookTicket:
                parameters: [{name: pier, title: Pier, type: Pier, prompt: Which pier?}]
                result: Booked.
            shortcuts:
              - {intent: BookTicket, phrases: ['Book a ferry with \\(.applicationName)', 'Book a ferry from \\(\\.$pier) with \\(.applicationName)']}
            """)
        func reached(_ turns: [String]) -> DialogueMap { Self.mapReached(by: turns, in: app).map }
        let withoutPier = reached(["Book a ferry with Harbor Ferry", "north"])
        let said = try #require(withoutPier.edges.first { $0.label == "said in the phrase" })
        #expect(!withoutPier.isReached(said))
        let withPier = reached(["Book a ferry from North Pier with Harbor Ferry"])
        #expect(withPier.isReached(try #require(withPier.edges.first { $0.label == "said in the phrase" })))
    }

    /// An `ask: never` value said in the phrase and turned down at its confirmation is then
    /// asked as a choice (`ParameterStep`): the session offers the options, the map draws the
    /// choice, and coverage counts it, so a transcript that reaches it covers an item.
    @Test func aTurnedDownValueIsAChoiceToTheSessionTheMapAndCoverage() throws {
        let app = try TestCatalog.app("""
            app: Rides
            types:
              RideType: {kind: enum, values: [{id: pool, title: Pool}, {id: black, title: Black}]}
            intents:
              StartRide:
                parameters: [{name: rideType, title: Ride type, type: RideType, ask: never, confirm: true}]
                result: Booked.
            shortcuts:
              - {intent: StartRide, phrases: ['Book a \\(\\.$rideType) ride with \\(.applicationName)']}
            """)
        let (map, answers) = Self.mapReached(by: ["Book a pool ride with Rides", "no", "black"], in: app)
        #expect(answers[1].joined(separator: "\n").contains("Black"), "the session offers the options: \(answers[1])")
        #expect(answers[2] == ["Booked."])
        let choice = CoveragePoint.choice(intent: "StartRide", parameter: "rideType")
        #expect(map.reached?.contains(choice) == true)
        #expect(map.nodes.contains { $0.shape == .question && $0.label.contains("Pool · Black") }, "the map draws the choice")
        #expect(map.edges.contains { $0.points.contains(choice) })
        let items = app.coverageItems.filter { $0.point == choice || $0.point == .prompt(intent: "StartRide", parameter: "rideType") }
        #expect(items.map(\.title) == ["StartRide.rideType: options offered", "StartRide.rideType: a value chosen from the options"])
    }

    /// A phrase's value two entities share a name with ("Dune": the novel and the film) is
    /// narrowed by "Which one?" even where the parameter has a default and no question: the
    /// session asks it, the map draws it from the phrase, and coverage counts the choice.
    @Test func aPhraseValueSeveralEntitiesShareIsNarrowedOnEverySide() throws {
        let app = try TestCatalog.app("""
            app: Shelf
            types:
              Title:
                kind: entity
                values: [{id: novel, title: Dune, subtitle: Novel}, {id: film, title: Dune, subtitle: Film}, {id: hobbit, title: The Hobbit}]
            intents:
              Open:
                parameters: [{name: title, title: Title, type: Title, default: hobbit}]
                result: 'Opening \\(title).'
            shortcuts:
              - {intent: Open, phrases: ['Open \\(\\.$title) in \\(.applicationName)', 'Open something in \\(.applicationName)']}
            """)
        let (map, answers) = Self.mapReached(by: ["Open Dune in Shelf", "the film"], in: app)
        #expect(answers[0].first == "Which one?", "\(answers[0])")
        #expect(answers[1] == ["Opening Dune."])
        let choice = CoveragePoint.choice(intent: "Open", parameter: "title")
        let narrowing = try #require(map.nodes.first { $0.label.hasPrefix("Which one?") })
        let fromPhrase = try #require(map.edges.first { $0.to == narrowing.id && $0.label == "several match in the phrase" })
        #expect(map.isReached(fromPhrase))
        #expect(map.edges.contains { $0.from == narrowing.id && $0.points.contains(choice) && map.isReached($0) })
        #expect(app.coverageItems.filter { $0.point == choice }.map(\.title) == ["Open.title: a value chosen from several that match"])
        // Names no two values share: no "Which one?" from the phrase.
        let apart = try TestCatalog.app("""
            app: Pantry
            types:
              Jar: {kind: entity, values: [{id: rice, title: Rice}, {id: oats, title: Oats}]}
            intents:
              Take: {parameters: [{name: jar, type: Jar, default: rice}]}
            shortcuts:
              - {intent: Take, phrases: ['Take \\(\\.$jar) from \\(.applicationName)']}
            """)
        #expect(!DialogueMap(app: apart, intent: apart.intents[0]).nodes.contains { $0.label.hasPrefix("Which one?") })
    }

    /// The map asks what the session asks (`StepLines`): a title with no translation for
    /// the map's locale leaves the question untitled, never half in English.
    @Test func aMapsQuestionsAreTheSessionsInItsLanguage() throws {
        let app = try TestCatalog.app("""
            app: Tabs
            types:
              Tab:
                kind: enum
                values: [{id: home, title: {en: Home, ja: ホーム}}, {id: news, title: {en: News, ja: ニュース}}]
            intents:
              Show:
                parameters: [{name: tab, title: {en: Selected tab}, type: Tab}, {name: count, title: {en: Count}, type: Int}]
            shortcuts:
              - {intent: Show, phrases: {en: ['Show tabs in \\(.applicationName)'], ja: ['\\(.applicationName)でタブを表示']}}
            """)
        let labels = DialogueMap(app: app, intent: app.intents[0], locale: "ja").nodes.map(\.label)
        let session = Session(catalog: Catalog(apps: [app]), device: .phone, locale: "ja", now: TestCatalog.now)
        let asked = session.respond(to: "Tabsでタブを表示")
        #expect(labels.contains { $0.hasPrefix(asked[0]) }, "\(labels) does not ask \(asked[0])")
        #expect(!labels.contains { $0.contains("Selected tab") }, "\(labels)")
    }
}
