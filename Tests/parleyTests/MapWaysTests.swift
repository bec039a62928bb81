import Foundation
import Testing
import ParleyTestSupport

/// The ways into a parameter's step that only the session used to know, run through the
/// binary: the map draws each (`parley graph --coverage`) and the report counts each
/// (`parley test --coverage`), as the one dialogue graph states them.
@Suite("The map's ways into a step")
struct MapWaysTests {
    /// A folder with `app.yaml` and `t.transcript`; the transcript's run and the map.
    static func run(_ name: String, app: String, transcript: String) throws -> (report: String, map: String) {
        let folder = try TestFolder.make(name)
        try app.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try ("@phrases .\n" + transcript).write(to: folder.appendingPathComponent("t.transcript"), atomically: true, encoding: .utf8)
        let report = try ParleyBinary.run(["test", "t.transcript", "--coverage"], in: folder)
        #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
        let map = try ParleyBinary.run(["graph", "--phrases", ".", "--coverage", "t.transcript"], in: folder)
        #expect(map.status == 0, "\(map.stderr)")
        return (report.stdout, map.stdout)
    }

    /// A personal shortcut runs its intent with the values it was saved with, so a value
    /// every App Shortcut presets is still asked for.
    @Test func aValueAPersonalShortcutLeavesOutIsAsked() throws {
        let (report, map) = try Self.run("ways-personal", app: """
            app: Tally
            intents:
              Add:
                parameters: [{name: amount, title: Amount, type: Int, min: 1}]
                result: 'Added \\(amount).'
                suggestedPhrase: Add to my tally
            shortcuts:
              - {intent: Add, phrases: ['Add one to \\(.applicationName)'], preset: {amount: 1}}
            """, transcript: """
            @shortcut "Quick add" = Tally/Add
            > Quick add
            < What's the amount?
            > 0
            < Amount can't be lower than 1.
            < What's the amount?
            > 3
            < Added 3.
            """)
        #expect(report.contains("  parameters           2/2  100.0%\n"), "\(report)")
        #expect(map.contains(#"m0_n4 -->|"not said"| m0_n5"#) && map.contains(#"m0_n5("What's the amount?")"#), "\(map)")
    }

    /// A value said to Siri AI is said as much as one in a phrase: its confirmation is asked,
    /// drawn and counted.
    @Test func aValueSaidToSiriAIIsConfirmed() throws {
        let (report, map) = try Self.run("ways-door", app: """
            app: Shelf
            types:
              Title: {kind: entity, indexed: true, values: [{id: dune, title: Dune}, {id: hobbit, title: The Hobbit}]}
            intents:
              Open:
                tool: true
                description: Opens a book.
                parameters: [{name: title, title: Title, type: Title, default: hobbit, confirm: true, description: The book to open}]
                result: 'Opening \\(title).'
            """, transcript: """
            @siri ai
            > open dune in shelf
            < Just to confirm, you wanted Dune?
            > yes
            < Opening Dune.
            """)
        #expect(report == """
            Shelf (app.yaml)
              parameters           1/5   20.0%
              intents              1/1  100.0%
              Siri AI doors        1/1  100.0%
              total                3/7   42.9%
              not reached:
                app.yaml:8:25: Open.title: options offered
                app.yaml:8:25: Open.title: a value chosen from the options
                app.yaml:8:25: Open.title: confirmation answered no
                app.yaml:8:25: Open.title: default taken

            Coverage: 3/7 items (42.9%) in 1 app
            1 passed, 0 failed

            """)
        #expect(map.contains(#"m0_n2 -->|"said to Siri AI"| m0_n6"#) && map.contains(#"m0_n6("Just to confirm, you wanted \(title)?")"#), "\(map)")
    }

    /// Two names the matcher hears alike ("Ocean's Eleven", "Oceans 11": its normalizer reads
    /// both as the same words) make a phrase's value narrowed by "Which one?"; names that
    /// share no word are never narrowed, so no such choice is counted.
    @Test func namesHeardAlikeAreNarrowedAndOthersAreNot() throws {
        let (report, map) = try Self.run("ways-alike", app: """
            app: Reels
            types:
              Film: {kind: entity, values: [{id: a, title: "Ocean's Eleven"}, {id: b, title: Oceans 11}, {id: c, title: Heat}]}
            intents:
              Play:
                parameters: [{name: film, title: Film, type: Film, default: c}]
                result: 'Playing \\(film).'
            shortcuts:
              - {intent: Play, phrases: ['Play \\(\\.$film) in \\(.applicationName)', 'Play something in \\(.applicationName)']}
            """, transcript: """
            > Play oceans eleven in Reels
            < Which one?
            < 1. Ocean's Eleven
            < 2. Oceans 11
            > the second one
            < Playing Oceans 11.
            """)
        #expect(!report.contains("a value chosen from several that match"), "reached: \(report)")
        #expect(map.contains(#"m0_n4 -->|"several match in the phrase"| m0_n5"#), "\(map)")
        let (apartReport, _) = try Self.run("ways-apart", app: """
            app: Pantry
            types:
              Jar: {kind: entity, values: [{id: rice, title: Rice}, {id: oats, title: Oats}]}
            intents:
              Take:
                parameters: [{name: jar, title: Jar, type: Jar, ask: value}]
                result: 'Took \\(jar).'
            shortcuts:
              - {intent: Take, phrases: ['Take something from \\(.applicationName)']}
            """, transcript: """
            > Take something from Pantry
            < What's the jar?
            > oats
            < Took Oats.
            """)
        #expect(apartReport.contains("  parameters           1/1  100.0%\n"), "\(apartReport)")
    }
}
