import Testing
import ParleyTestSupport
@testable import ParleyCatalog
@testable import ParleyMatching

/// The matching table over the bundled catalog (docs/COMMANDS.md, "parley match"). Each row is an utterance and
/// the whole JSON line `parley match --json` prints for it, minus the echoed utterance.
@Suite("Matcher")
struct MatcherTests {
    static let english = TestCatalog.index()
    static let japanese = TestCatalog.index(locale: "ja")

    /// Compact expectation: status, then the shortcut and parameters, score, exactness.
    struct Row: CustomStringConvertible, Sendable {
        var utterance: String
        var expected: String
        var description: String { utterance }
        init(_ utterance: String, _ expected: String) {
            self.utterance = utterance
            self.expected = expected
        }
    }

    static func summary(_ result: MatchResult, index: PhraseIndex) -> String {
        func describe(_ candidate: MatchCandidate) -> String {
            let app = index.catalog.apps[candidate.appIndex]
            let values = MatchReport(index: index).parameters(of: candidate)
                .map { "\($0.name)=\($0.value.map { "\($0)" }.joined(separator: "|"))" }
            let parameters = values.isEmpty ? "" : " " + values.joined(separator: " ")
            let quality = candidate.isExact ? "exact" : String(format: "%.2f", candidate.score)
            return "\(app.key)#\(candidate.shortcutIndex)\(parameters) \(quality)"
        }
        switch result.outcome {
        case .matched(let candidate): return "matched \(describe(candidate))"
        case .ambiguous(let candidates): return "ambiguous " + candidates.map(describe).joined(separator: ", ")
        case .none(let suggestion): return "none" + (suggestion.map { " suggest " + describe($0) } ?? "")
        }
    }

    static func run(_ row: Row, index: PhraseIndex) -> String {
        summary(Matcher(index: index).match(row.utterance, notLaunched: Matcher.notLaunchedApps(in: index.catalog)), index: index)
    }

    static let exact: [Row] = [
        Row("Start a Meditation", "matched Meditation#0 exact"),
        Row("start a walking session with meditation", "matched Meditation#0 session=identifier(\"walking\") exact"),
        Row("Start a Calming session with Meditation", "matched Meditation#0 session=identifier(\"calming\") exact"),
        Row("Begin a calm session in Meditation", "matched Meditation#0 session=identifier(\"calming\") exact"),
        Row("Meditate with Calm Space", "matched Meditation#0 exact"),
        Row("Calm me down with Meditation", "matched Meditation#1 session=identifier(\"calming\") exact"),
        Row("End my session in Meditation", "matched Meditation#2 exact"),
        Row("Stop my Meditation session", "matched Meditation#2 exact"),
        Row("Show my progress in Meditation", "matched Meditation#3 exact"),
        Row("Order Clam Chowder with Soup Chef", "matched Soup Chef#0 soup=identifier(\"clamChowder\") exact"),
        Row("Order chowder with Soup Chef", "matched Soup Chef#0 soup=identifier(\"clamChowder\") exact"),
        Row("Order soup with Soup Chef", "matched Soup Chef#0 exact"),
        Row("Get a tomato from Soup App", "matched Soup Chef#0 soup=identifier(\"tomato\") exact"),
        Row("I want soup from Soup Chef", "matched Soup Chef#0 exact"),
        Row("Chowder time with Soup Chef", "matched Soup Chef#1 soup=identifier(\"clamChowder\") exact"),
        Row("What's on the Soup Chef menu?", "matched Soup Chef#2 exact"),
        Row("Show the Chef’s Soups menu", "matched Soup Chef#2 exact"),
        Row("Sign out of Soup Chef", "matched Soup Chef#3 exact"),
        Row("Open Currently Reading in Bookshelf", "matched Bookshelf#0 shelf=identifier(\"currentlyReading\") exact"),
        Row("Show my wishlist in Library", "matched Bookshelf#0 shelf=identifier(\"wantToRead\") exact"),
        Row("Show my want to read in My Books", "matched Bookshelf#0 shelf=identifier(\"wantToRead\") exact"),
        Row("Open The Hobbit in Bookshelf", "matched Bookshelf#1 book=identifier(\"hobbit\") exact"),
        Row("Read Where the Crawdads Sing with Bookshelf", "matched Bookshelf#1 book=identifier(\"crawdads\") exact"),
        Row("Add a book to Bookshelf", "matched Bookshelf#2 exact"),
        Row("Set a goal for Project Hail Mary in Library", "matched Bookshelf#3 book=identifier(\"hailMary\") exact"),
        Row("Turn on Torch", "matched Torch#0 exact"),
        Row("Turn off the flashlight", "matched Torch#1 exact"),
        Row("Toggle Flashlight", "matched Torch#2 exact"),
        Row("Set the Torch brightness", "matched Torch#3 exact"),
        Row("Set a Lumen scene", "matched Lumen#1 exact"),
    ]

    static let spokenStyle: [Row] = [
        Row("Hey Siri, start a meditation", "matched Meditation#0 exact"),
        Row("hey siri um please start a walking session with meditation", "matched Meditation#0 session=identifier(\"walking\") exact"),
        Row("START A MEDITATION!!!", "matched Meditation#0 exact"),
        Row("what’s on the soup chef menu", "matched Soup Chef#2 exact"),
        Row("whats on the soup chef menu", "matched Soup Chef#2 exact"),
        Row("what is on the soup chef menu", "matched Soup Chef#2 exact"),
        Row("Siri, turn off the flashlight please", "matched Torch#1 exact"),
        Row("Ｔｏｇｇｌｅ Ｔｏｒｃｈ", "matched Torch#2 exact"),
    ]

    static let flexible: [Row] = [
        Row("Start Meditation", "matched Meditation#0 0.90"),
        Row("Start a walking session with the Meditation app", "matched Meditation#0 session=identifier(\"walking\") 0.90"),
        Row("start a walkng session with meditation", "matched Meditation#0 session=identifier(\"walking\") 0.85"),
        Row("Start the calm sessions with Meditation", "matched Meditation#0 session=identifier(\"calming\") 0.75"),
        Row("Start a meditaton", "matched Meditation#0 0.85"),
        Row("Open Hobbit in Bookshelf", "matched Bookshelf#1 book=identifier(\"hobbit\") 0.90"),
        Row("Switch off flashlight", "matched Torch#1 0.90"),
        Row("Order soup from Soup Chef", "matched Soup Chef#0 0.85"),
        Row("Start a walking session in Meditation", "matched Meditation#0 session=identifier(\"walking\") 0.85"),
        Row("Open Hobbits in Library", "matched Bookshelf#1 book=identifier(\"hobbit\") 0.80"),
        Row("I would like to order soup with Soup Chef", "matched Soup Chef#0 0.80"),
        // "meditation" only describes: a word of the app's name (SPEC §3).
        Row("Begin a walking meditation session in Meditation", "matched Meditation#0 session=identifier(\"walking\") 0.95"),
        Row("Order soups with Soup Chef", "matched Soup Chef#0 0.90"),
        Row("Can you order soup with Soup Chef", "matched Soup Chef#0 0.90"),
        Row("Show the Soup Chef menu now", "matched Soup Chef#2 0.95"),
        Row("turn the flashlight on", "matched Torch#0 0.85"),
        Row("turn the flashlight off", "matched Torch#1 0.85"),
        // "shelf" only describes: the parameter's title (SPEC §3).
        Row("Open the Currently Reading shelf in Bookshelf", "matched Bookshelf#0 shelf=identifier(\"currentlyReading\") 0.90"),
        Row("Start walking session Meditation", "matched Meditation#0 session=identifier(\"walking\") 0.70"),
        Row("Start a walking meditation session", "matched Meditation#0 session=identifier(\"walking\") 0.65"),
    ]

    static let mustNotMatch: [Row] = [
        Row("Start a timer", "none"),
        Row("start a walking session", "none"),
        Row("What's the weather like", "none"),
        Row("Order a pizza", "none"),
        Row("Turn on the kitchen lights with Hue", "none"),
        Row("Meditation", "none"),
        Row("Set Lumen to Party", "none suggest Lumen#1 0.35"),
        Row("Charge the Torch battery", "none"),
        Row("Stop walking with meditation please and do something else", "none"),
    ]

    static let nearMisses: [Row] = [
        Row("Start a walking class with Meditation", "none suggest Meditation#0 session=identifier(\"walking\") 0.50"),
        Row("Clear the Meditation", "none"),
        Row("turn the torch lamp off", "none suggest Torch#1 0.55"),
        // "flash light" is Torch's synonym "Flashlight" written in two (SpelledNames).
        Row("turn the flash light off", "matched Torch#1 0.85"),
        Row("Walking session with Meditation", "none"),
        Row("Order a pizza with Soup Chef", "none suggest Soup Chef#0 0.50"),
        Row("Order Tomato Soup and Chicken Noodle Soup with Soup Chef", "none suggest Soup Chef#0 soup=identifier(\"chickenNoodle\") 0.55"),
    ]

    static let ambiguous: [Row] = [
        Row("Turn on the light", "ambiguous Lumen#0 exact, Torch#0 exact"),
        Row("Turn on the Light please", "ambiguous Lumen#0 exact, Torch#0 exact"),
        Row("Open The Hobbit in Library", "matched Bookshelf#1 book=identifier(\"hobbit\") exact"),
    ]

    @Test(arguments: exact) func exactPhrasesMatch(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }
    @Test(arguments: spokenStyle) func spokenStyleVariantsMatchExactly(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }
    @Test(arguments: flexible) func smallDifferencesMatchWithALowerScore(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }
    @Test(arguments: mustNotMatch) func unrelatedRequestsNeverTrigger(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }
    @Test(arguments: nearMisses) func nearMissesAreSuggested(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }
    @Test(arguments: ambiguous) func tiesAreAmbiguous(_ row: Row) { #expect(Self.run(row, index: Self.english) == row.expected) }

    @Test(arguments: [
        Row("メディテーションで瞑想を始める", "matched Meditation#0 exact"),
        Row("ヘイシリ、メディテーションで瞑想を始める", "matched Meditation#0 exact"),
        Row("瞑想アプリで瞑想を始める", "matched Meditation#0 exact"),
        Row("メディテーションでウォーキングのセッションを開始", "matched Meditation#0 session=identifier(\"walking\") exact"),
        Row("メディテーションで歩くのセッションを開始", "matched Meditation#0 session=identifier(\"walking\") exact"),
        Row("メディテーションでウォーキングセッションを開始", "matched Meditation#0 session=identifier(\"walking\") 0.90"),
        Row("メディテーションで落ち着かせて", "matched Meditation#1 session=identifier(\"calming\") exact"),
        Row("ライトをつけて", "matched Torch#0 exact"),
        Row("懐中電灯を消して", "matched Torch#1 exact"),
        Row("Meditationで瞑想を始める", "matched Meditation#0 exact"),
        Row("天気を教えて", "none"),
    ])
    func japanese(_ row: Row) { #expect(Self.run(row, index: Self.japanese) == row.expected) }

    @Test func parameterizedPhrasesWaitForFirstLaunch() {
        let matcher = Matcher(index: Self.english)
        let meditation = Self.english.catalog.appIndex(named: "Meditation")!
        let result = matcher.match("start a walking session with meditation", notLaunched: [meditation])
        #expect(Self.summary(result, index: Self.english) == "none suggest Meditation#0 0.55")
        #expect(Self.summary(matcher.match("start a meditation", notLaunched: [meditation]), index: Self.english) == "matched Meditation#0 exact")
    }

    @Test func jsonLineIsExactlyTheContract() {
        let result = Matcher(index: Self.english).match("start a walking session with meditation")
        #expect(MatchReport(index: Self.english).json(result) == #"""
            {"utterance":"start a walking session with meditation","status":"matched","source":"app","app":"Meditation","intent":"StartMeditation","shortcut":0,"phrase":"Start a \\(\\.$session) session with \\(.applicationName)","parameters":{"session":"walking"},"exact":true,"score":1.0}
            """#)
    }

    @Test func suggestionsRenderAsTheUserWouldSayThem() throws {
        let result = Matcher(index: Self.english).match("Start a walking class with Meditation")
        guard case .none(let suggestion?) = result.outcome else { Issue.record("expected a suggestion"); return }
        #expect(MatchReport(index: Self.english).rendered(suggestion) == "Start a Walking session with Meditation")
    }

    /// Up to `longestUtterance` bytes an utterance is read as usual (spaces and all); past it,
    /// it is not understood, whatever it says, and nothing is suggested.
    @Test func anUtteranceLongerThanAnyRequestIsNotUnderstood() {
        let matcher = Matcher(index: Self.english)
        let phrase = "start a walking session with meditation"
        let longest = phrase + String(repeating: " ", count: MatchLimits.longestUtterance - phrase.utf8.count)
        #expect(Self.summary(matcher.match(longest), index: Self.english) == "matched Meditation#0 session=identifier(\"walking\") exact")
        #expect(Self.summary(matcher.match(longest + " "), index: Self.english) == "none")
        #expect(Self.summary(matcher.match(longest + " please", tokens: ["start", "a", "walking", "session", "with", "meditation"]), index: Self.english) == "none")
    }

    @Test func matchingIsDeterministic() {
        let matcher = Matcher(index: Self.english)
        let report = MatchReport(index: Self.english)
        let first = report.json(matcher.match("turn on the light"))
        for _ in 0..<5 {
            #expect(report.json(Matcher(index: TestCatalog.index()).match("turn on the light")) == first)
        }
    }
}
