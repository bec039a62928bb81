import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyMatching

@Suite("Catalog loading errors")
struct CatalogLoaderTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an empty synonym or hint is an error, not a name nobody can say",
            yaml: """
                app: Kurozora
                synonyms: ['', {name: Kuro, pronunciation: ' '}]
                """,
            expected: [
                "app.yaml:2:12: error: a synonym is empty; write the words a user says, or leave it out",
                "app.yaml:2:44: error: a pronunciation hint is empty; write the words a user says, or leave it out",
            ]),
        Case(
            name: "a synonym's hint has only a name and a pronunciation",
            yaml: """
                app: Kurozora
                synonyms: [{name: Kuro, pronounce: queue ro}]
                """,
            expected: ["app.yaml:2:25: error: unknown key 'pronounce' in a synonym. Expected one of: name, pronunciation"]),
        Case(
            name: "unknown top-level key suggests the right one",
            yaml: """
                app: Meditation
                synonym: [Calm]
                """,
            expected: ["app.yaml:2:1: error: unknown key 'synonym' in the catalog; did you mean 'synonyms'? Expected one of: app, synonyms, state, types, intents, shortcuts, negativePhrases"]),
        Case(
            name: "missing app name",
            yaml: "synonyms: [Calm]\n",
            expected: ["app.yaml:1:1: error: the catalog is missing 'app'"]),
        Case(
            name: "double-quoted phrase says to use single quotes",
            yaml: """
                app: Meditation
                intents: {Start: {title: Start}}
                shortcuts:
                  - intent: Start
                    phrases: ["Start \\(.applicationName)"]
                """,
            expected: [#"app.yaml:5:22: error: '\(' cannot be written inside double quotes in YAML (it is read as an escape); write the phrase in single quotes, like 'Start \(.applicationName)', or without quotes"#]),
        Case(
            name: "phrase without the app name",
            yaml: """
                app: Meditation
                intents: {Start: {title: Start}}
                shortcuts:
                  - intent: Start
                    phrases: [Start a session]
                """,
            expected: [#"app.yaml:5:15: error: the phrase 'Start a session' does not contain \(.applicationName); every phrase must say the app's name exactly once"#]),
        Case(
            name: "app name twice points at the second",
            yaml: #"""
                app: Meditation
                intents: {Start: {title: Start}}
                shortcuts:
                  - intent: Start
                    phrases: [\(.applicationName) with \(.applicationName)]
                """#,
            expected: [#"app.yaml:5:40: error: the phrase '\(.applicationName) with \(.applicationName)' contains 2 times \(.applicationName); every phrase must say the app's name exactly once"#]),
        Case(
            name: "open-ended parameter in a phrase",
            yaml: #"""
                app: Meditation
                intents:
                  Start:
                    parameters: [{name: minutes, type: Int}]
                shortcuts:
                  - intent: Start
                    phrases: ['Meditate \(\.$minutes) minutes with \(.applicationName)']
                """#,
            expected: ["app.yaml:7:25: error: parameter 'minutes' is an Int; a phrase can only contain an enum or entity parameter, because Siri needs the possible values before the app runs"]),
        Case(
            name: "two parameters in one phrase",
            yaml: #"""
                app: Soup
                types:
                  Soup: {kind: enum, values: [{id: tomato, title: Tomato}]}
                intents:
                  Order:
                    parameters: [{name: a, type: Soup}, {name: b, type: Soup}]
                shortcuts:
                  - intent: Order
                    phrases: [Order \(\.$a) and \(\.$b) with \(.applicationName)]
                """#,
            expected: [#"app.yaml:9:33: error: the phrase 'Order \(\.$a) and \(\.$b) with \(.applicationName)' has 2 parameters (a, b); a phrase can have at most one"#]),
        Case(
            name: "unknown parameter in a phrase",
            yaml: #"""
                app: Meditation
                intents:
                  Start: {parameters: []}
                shortcuts:
                  - intent: Start
                    phrases: [Start \(\.$session) with \(.applicationName)]
                """#,
            expected: ["app.yaml:6:21: error: the phrase refers to parameter 'session', but intent 'Start' has no parameters"]),
        Case(
            name: "unknown type, intent and flag",
            yaml: """
                app: Meditation
                state: {flags: {loggedIn: true}}
                intents:
                  Start:
                    parameters: [{name: session, type: SesionType}]
                    requires: {flag: signedIn}
                shortcuts:
                  - intent: Begin
                    phrases: [Begin \\(.applicationName)]
                """,
            expected: [
                "app.yaml:5:40: error: unknown type 'SesionType' for parameter 'session'; expected String, Int, Double, Bool, Date, Duration",
                "app.yaml:8:13: error: unknown intent 'Begin'; intents of Meditation: Start",
                "app.yaml:6:22: error: unknown flag 'signedIn'; declare it under state: flags: with its initial value",
            ]),
        Case(
            name: "duplicate value ids and a bad suggested id",
            yaml: """
                app: Library
                types:
                  Book:
                    kind: entity
                    values:
                      - {id: b1, title: Dune}
                      - {id: b1, title: Emma}
                    suggested: [b2]
                """,
            expected: [
                "app.yaml:8:17: error: suggested value 'b2' is not one of the values of type 'Book' (b1, b1)",
                "app.yaml:7:14: error: type 'Book' has two values with id 'b1'; ids must be unique",
            ]),
        Case(
            name: "more than ten shortcuts",
            yaml: "app: Many\nintents: {Go: {title: Go}}\nshortcuts:\n"
                + (1...11).map { "  - {intent: Go, phrases: ['Go \($0) with \\(.applicationName)']}\n" }.joined(),
            expected: ["app.yaml:14:14: error: Many has 11 shortcuts; an app can have at most 10"]),
        Case(
            name: "dialog refers to an unknown name",
            yaml: #"""
                app: Meditation
                intents:
                  Start:
                    result: {dialog: 'Starting \(sesion).'}
                """#,
            expected: [#"app.yaml:4:22: error: the dialog refers to \(sesion), which is not a parameter of Start or a flag"#]),
        Case(
            name: "a value of the wrong type",
            yaml: """
                app: Soup
                intents:
                  Order:
                    parameters:
                      - {name: quantity, type: Int, default: lots, min: 1, max: x}
                """,
            expected: [
                "app.yaml:5:46: error: default of 'quantity' should be a whole number for an Int parameter, not 'lots'",
                "app.yaml:5:65: error: max should be a number, not 'x'",
            ]),
        Case(
            name: "YAML syntax error keeps its position",
            yaml: "app: Meditation\nsynonyms: [Calm\n",
            expected: ["app.yaml:3:1: error: YAML syntax: did not find expected ',' or ']'"]),
        Case(
            name: "duplicated key",
            yaml: "app: A\napp: B\n",
            expected: ["app.yaml:1:1: error: the key 'app' appears twice in the same mapping; each key may appear once"]),
        Case(
            name: "keys repeated in a long mapping, listed in order at the first one's first place",
            yaml: "app: A\nb: 1\nc: 2\nb: 3\nc: 4\n" + (1...14).map { "k\($0): \($0)\n" }.joined(),
            expected: ["app.yaml:2:1: error: the key 'b', 'c' appears twice in the same mapping; each key may appear once"]),
        Case(
            name: "a key tagged as text is the same key as the untagged one",
            yaml: "app: A\n!!str b: 1\nb: 2\n",
            expected: ["app.yaml:2:1: error: the key 'b' appears twice in the same mapping; each key may appear once"]),
        Case(
            name: "a list used twice as a key is written as a list",
            yaml: "app: A\n? [a, b]\n: 1\n? [a, b]\n: 2\n",
            expected: ["app.yaml:2:3: error: the key '[a, b]' appears twice in the same mapping; each key may appear once"]),
        Case(
            // 2^40 items if walked as a tree: the check must go by node, not by item.
            name: "a key of aliases nested forty deep is checked at once and written short",
            yaml: "app: A\nl0: &l0 [x, y]\n"
                + (1...40).map { "l\($0): &l\($0) [*l\($0 - 1), *l\($0 - 1)]\n" }.joined()
                + "m:\n  ? *l40\n  : 1\n  ? [*l39, *l39]\n  : 2\n",
            expected: ["app.yaml:42:6: error: the key '" + String(repeating: "[", count: 41)
                + "x, y], [x, y]], [[x, …' appears twice in the same mapping; each key may appear once"]),
        Case(
            name: "an alias to an anchor that is not defined",
            yaml: "app: A\nsynonyms: [*calm]\n",
            expected: ["app.yaml:2:12: error: YAML syntax: found undefined alias"]),
        Case(
            name: "a second document",
            yaml: "app: A\n---\napp: B\n",
            expected: ["app.yaml:2:1: error: YAML syntax: but found another document"]),
        Case(
            name: "lines ended by a lone carriage return count as lines",
            yaml: "app: A\r\n\rfoo: 1\r",
            expected: ["app.yaml:3:1: error: unknown key 'foo' in the catalog. Expected one of: app, synonyms, state, types, intents, shortcuts, negativePhrases"]),
        Case(
            name: "a next-line character inside a line does not end it for the editor",
            yaml: "app: A\nsynonyms: [x\u{85}y]\nfoo: 1\n",
            expected: ["app.yaml:3:1: error: unknown key 'foo' in the catalog. Expected one of: app, synonyms, state, types, intents, shortcuts, negativePhrases"]),
        Case(
            name: "a when on an unknown name",
            yaml: """
                app: Soup
                intents:
                  Order:
                    parameters:
                      - {name: store, type: String, when: {orderType: pickup}}
                """,
            expected: ["app.yaml:5:44: error: the condition of parameter 'store' refers to 'orderType', which is neither an earlier parameter nor a flag"]),
    ]

    @Test(arguments: cases)
    func reportsEveryErrorWithItsPosition(_ testCase: Case) {
        #expect(TestCatalog.diagnostics(testCase.yaml) == testCase.expected)
    }

    @Test func anAliasReadsAsTheNodeItNames() throws {
        let app = try TestCatalog.app(#"""
            app: &name Calm
            synonyms: [*name, Calm Space]
            intents: {Open: {title: Open}}
            shortcuts: [{intent: Open, phrases: ['Open \(.applicationName)']}]
            """#)
        #expect(app.synonyms.strings(for: "en") == ["Calm", "Calm Space"])
    }

    @Test func messyPhrasesStillLoad() throws {
        let app = try TestCatalog.app(#"""
            app: Finder
            types:
              Item: {kind: enum, values: [{id: keys, title: Keys, synonyms: [my keys]}]}
            intents:
              Find:
                parameters: [{name: target, type: Item}]
            shortcuts:
              - intent: Find
                phrases:
                  - What’s in \(.applicationName)?
                  - Where are my keys with \(.applicationName) ?
                  - Open \(.applicationName) \(\.$target)
                  - Show my \(\.$target) in \(.applicationName)
                  - Show my \(\.$target) in \(.applicationName)
            """#)
        #expect(app.shortcuts[0].phrases.allElements.count == 5)
        let diagnostics = TestCatalog.diagnostics(#"""
            app: Finder
            intents: {Find: {title: Find}}
            shortcuts:
              - intent: Find
                phrases: [Find it with \(.applicationName), 'Find it with \(.applicationName)']
            """#)
        #expect(diagnostics == ["app.yaml:5:49: warning: duplicated phrase 'Find it with \\(.applicationName)' (first at line 5)"])
    }

    @Test func localizedStringsResolveWithFallback() throws {
        let app = try TestCatalog.app(#"""
            app: {en: Meditation, ja: メディテーション}
            synonyms: {en: [Calm], ja: [瞑想]}
            intents: {Start: {title: {en: Start, ja: 開始}}}
            shortcuts:
              - intent: Start
                phrases:
                  en: [Start \(.applicationName)]
                  ja: ['\(.applicationName)を開始']
            """#)
        #expect(app.name.resolved(for: "ja") == "メディテーション")
        #expect(app.name.resolved(for: "ja-JP") == "メディテーション")
        #expect(app.name.resolved(for: "fr") == "Meditation")
        #expect(app.synonyms.strings(for: "ja") == ["瞑想"])
        #expect(app.shortcuts[0].phrases.resolved(for: "ja").map(\.text) == [#"\(.applicationName)を開始"#])
        #expect(app.shortcuts[0].phrases.resolved(for: "de").map(\.text) == [#"Start \(.applicationName)"#])
    }

    @Test func pronunciationHintsAreOneMoreSpokenFormOfTheirName() throws {
        let app = try TestCatalog.app("""
            app: Kurozora
            synonyms: [Kuro, {name: Kurozora Anime, pronunciation: queue ro zo ra}, {name: {en: KZ, ja: クロ}, pronunciation: {ja: くろ}}]
            intents: {Open: {title: Open}}
            shortcuts: [{intent: Open, phrases: ['Open \\(.applicationName)']}]
            """)
        #expect(app.synonyms.strings(for: "en") == ["Kuro", "Kurozora Anime", "KZ"])
        // A hint given only in Japanese falls back like any text: one more form, never fewer.
        #expect(app.spokenNames(for: "en") == ["Kurozora", "Kuro", "Kurozora Anime", "KZ", "queue ro zo ra", "くろ"])
        #expect(app.spokenNames(for: "ja") == ["Kurozora", "Kuro", "Kurozora Anime", "クロ", "queue ro zo ra", "くろ"])
        let matcher = Matcher(index: PhraseIndex(catalog: Catalog(apps: [app]), locale: "en"))
        guard case .matched(let match) = matcher.match("open queue ro zo ra").outcome else {
            Issue.record("the hint should be heard as the app's name")
            return
        }
        #expect(match.isExact)
    }

    @Test func duplicateAppNamesAcrossFilesAreErrors() throws {
        let directory = try TestFolder.make("dup")
        try "app: Soup\n".write(to: directory.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        try "app: soup\n".write(to: directory.appendingPathComponent("b.yaml"), atomically: false, encoding: .utf8)
        #expect(throws: CatalogError.self) { try CatalogLoader().load(directories: [directory.path]) }
        do {
            _ = try CatalogLoader().load(directories: [directory.path])
        } catch {
            #expect(error.description == "\(directory.path)/b.yaml:1:6: error: another catalog already defines an app named 'soup' (\(directory.path)/a.yaml:1:6); app names must be unique on a device")
        }
    }

    @Test func theBundledCatalogLoadsWithoutWarnings() {
        #expect(TestCatalog.bundled.apps.map(\.key) == ["Bookshelf", "Lumen", "Meditation", "Soup Chef", "Torch"])
        #expect(TestCatalog.bundled.warnings.isEmpty)
    }
}
