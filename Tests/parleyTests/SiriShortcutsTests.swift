import Foundation
import ParleyTestSupport
import Testing

/// SPEC §9 through the binary: what a bad `@shortcut`, `@donate` or `shortcutTypes` gets,
/// `parley match --json`'s sources, the `siri-collision` rule, and shortcut types imported from
/// an `.intentdefinition`. The dialogues themselves are the bundled transcripts
/// (`transcripts/phone/soup-siri-shortcuts.transcript`, `…/homepod/homepod-siri-shortcuts.transcript`).
@Suite("Siri shortcuts")
struct SiriShortcutsTests {
    /// `parley test` on a transcript of `lines` over the bundled catalog.
    private func test(_ lines: [String]) throws -> ParleyBinary.Run {
        let folder = try ParleyBinary.temporaryFolder("siri")
        let file = folder.appendingPathComponent("t.transcript")
        try (["@phrases \(ParleyBinary.root.path)/phrases"] + lines).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        return try ParleyBinary.run(["test", file.path], in: folder)
    }

    @Test(arguments: [
        (#"@shortcut "Soup time = Soup Chef/OrderSoup"#, 11,
         #"@shortcut needs the shortcut's name in double quotes, '=' and what it runs, like '@shortcut "Soup time" = Soup Chef/OrderSoup soup=tomatoSoup' (or '= none' to remove it)"#),
        (#"@shortcut Soup time = Soup Chef/OrderSoup"#, 11,
         #"@shortcut needs the shortcut's name in double quotes, '=' and what it runs, like '@shortcut "Soup time" = Soup Chef/OrderSoup soup=tomatoSoup' (or '= none' to remove it)"#),
        (#"@shortcut "Soup time" = Soup Kitchen/OrderSoup"#, 1,
         "unknown app 'Soup Kitchen'; apps: Bookshelf, Lumen, Meditation, Soup Chef, Torch"),
        (#"@shortcut "Soup time" = Soup Chef/OrderPizza"#, 1, "Soup Chef has no intent 'OrderPizza'; it has: OrderSoup, ShowMenu, SignOut"),
        (#"@shortcut "Soup time" = Soup Chef/OrderSoup soup=pizza"#, 1,
         "'pizza' is not a value of 'soup': expected one of clamChowder, tomato, chickenNoodle"),
        (#"@shortcut "Soup time" = Soup Chef/OrderSoup quantity=lots"#, 1, "'lots' is not a value of 'quantity': expected a whole number"),
        (#"@shortcut "Order soup with Soup Chef" = Soup Chef/ShowMenu"#, 1, "That phrase is already used by Soup Chef: Order Soup."),
        (#"@shortcut "Set a timer for ten minutes" = Soup Chef/ShowMenu"#, 1, "That phrase is already used by Siri: Timer."),
        (#"@shortcut "Open Soup Chef" = Soup Chef/ShowMenu"#, 1, "That phrase is already used by Siri: Open."),
        (#"@shortcut "Lunch" = none"#, 1, "no personal shortcut named 'Lunch'"),
        ("@donate Soup Chef/OrderSoup size=big", 1,
         "intent 'OrderSoup' has no parameter 'size'; it has: soup, quantity, orderType, store, deliveryLocation"),
        ("@donate Soup Chef", 9, "expected 'App/Intent key=value …' after @donate, like 'Soup Chef/OrderSoup soup=tomatoSoup'"),
        ("@delete-donations Soup Chef/OrderPizza", 1, "Soup Chef has no intent 'OrderPizza'; it has: OrderSoup, ShowMenu, SignOut"),
        ("@suggestions now", 15, "@suggestions takes nothing after it"),
    ])
    func badSettingsAreErrorsAtTheirLine(line: String, column: Int, message: String) throws {
        let run = try test([line])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("t.transcript:2:\(column): error: \(message)\n"), "\(run.stderr)")
    }

    @Test func aNameInUseByAnotherPersonalShortcutIsRefused() throws {
        let run = try test([#"@shortcut "Lunch" = Soup Chef/ShowMenu"#, #"@shortcut "lunch!" = Soup Chef/SignOut"#])
        #expect(run.status == 2)
        #expect(run.stderr.contains("t.transcript:3:1: error: That phrase is already used by Soup Chef: Show Menu.\n"), "\(run.stderr)")
    }

    @Test func matchTellsWhereEachAnswerComesFrom() throws {
        let run = try ParleyBinary.run(["match", "--json"], stdin: "Order soup with Soup Chef\nset a timer for 5 minutes\nOpen Soup Chef\nshow me the soup chef menu\nsoup of the day\n")
        #expect(run.stdout == #"""
            {"utterance":"Order soup with Soup Chef","status":"matched","source":"app","app":"Soup Chef","intent":"OrderSoup","shortcut":0,"phrase":"Order soup with \\(.applicationName)","parameters":{},"exact":true,"score":1.0}
            {"utterance":"set a timer for 5 minutes","status":"matched","source":"siri","request":"Timer"}
            {"utterance":"Open Soup Chef","status":"matched","source":"siri","request":"Open","app":"Soup Chef"}
            {"utterance":"show me the soup chef menu","status":"matched","source":"app","app":"Soup Chef","intent":"ShowMenu","shortcut":2,"phrase":"Show the \\(.applicationName) menu","parameters":{},"exact":false,"score":0.95}
            {"utterance":"soup of the day","status":"none","suggestion":null}

            """#)
    }

    @Test func theLintRuleNamesTheRequest() throws {
        let run = try ParleyBinary.run(["lint", "examples/lint-showcase/kitchen-timer.yaml"])
        #expect(run.stdout == """
            examples/lint-showcase/kitchen-timer.yaml:3:6: warning: the app name 'Timer' is a word of Siri's own Timer request, so Siri may answer what is meant for Timer; add a synonym of more than one word [siri-collision]
            examples/lint-showcase/kitchen-timer.yaml:9:9: warning: without 'in Timer', 'Set a timer for three minutes in Timer' has the shape of Siri's own Timer request ('set a timer for 3 minutes'): said exactly it runs Timer, but a user who leaves the app's name off, or words it otherwise, gets Siri; reword the phrase [siri-collision]
            2 warnings, 0 errors

            """)
    }

    @Test func shortcutTypesAreImportedFromAnIntentDefinition() throws {
        let out = try ParleyBinary.temporaryFolder("import-siri")
        let run = try ParleyBinary.run(["import", "Tests/parleyTests/Fixtures/import/CoffeeCart", "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("coffee-cart.yaml"), encoding: .utf8)
        let file = "CoffeeCart/Base.lproj/CoffeeCart.intentdefinition"
        for line in [
            "    suggestedPhrase: Coffee time",
            "      - {parameters: [], title: {en: Order a drink, de: Ein Getränk bestellen}, background: false}  # \(file):149",
            #"      - {parameters: [drink], title: {en: 'Order a \(drink)', de: '\(drink) bestellen'}, subtitle: {en: Coffee Cart, de: Coffee Cart}}  # \#(file):158"#,
            #"      - {parameters: [drink, size], title: {en: 'Order a \(size) \(drink)', de: '\(drink) (\(size)) bestellen'}}  # \#(file):173"#,
            "    suggestedPhrase: How much is left",
            "    suggestions: false",
        ] {
            #expect(catalog.contains(line + "\n"), "missing: \(line)\nin:\n\(catalog)")
        }
        // A SiriKit app has no App Shortcut phrases: a personal shortcut is how it is spoken to.
        let repl = try ParleyBinary.run(["--phrases", out.path], stdin: """
            :add-to-siri Coffee please = Coffee Cart/OrderDrinkIntent drink=latte size=large
            coffee please
            :suggestions

            """)
        #expect(repl.stdout == """
            Added "Coffee please" to Siri: Coffee Cart/OrderDrinkIntent drink=latte size=large
            Your order is in. It will be ready shortly.
            Suggested: Order a large latte (Coffee Cart)

            """)
    }
}
