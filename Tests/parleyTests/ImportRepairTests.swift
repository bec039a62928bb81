import Foundation
import ParleyTestSupport
import Testing

/// Shapes of real projects that made `parley import` write a catalog that failed to load, or
/// a wrong one (issue 41): each now imports, with a warning at its Swift line where something
/// was changed, and the catalog loads.
@Suite("Import repairs")
struct ImportRepairTests {
    private func teaTimer() throws -> URL {
        let folder = try ParleyBinary.temporaryFolder("repair").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: folder)
        return folder
    }

    /// The app and its widget each declare `TeaKind`, with other cases (issue 41): the intent
    /// takes the one nearest it (the most folders in common), and nothing is merged.
    @Test func twoTargetsDeclaringOneEnumEachKeepTheirOwn() throws {
        let project = try teaTimer()
        let widgetKind = project.appendingPathComponent("AWidget/Model/TeaKind.swift")
        try FileManager.default.createDirectory(at: widgetKind.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            import AppIntents

            enum TeaKind: String, AppEnum {
                case green, oolong

                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
                static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [.green: "Green", .oolong: "Oolong"]
            }

            """.write(to: widgetKind, atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("twice"), "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("tea-timer.yaml"), encoding: .utf8)
        #expect(catalog.contains("  TeaKind:  # Sources/Intents/TeaKind.swift:3\n"), "\(catalog)")
        #expect(catalog.contains("      - {id: herbal, ") && !catalog.contains("oolong"), "\(catalog)")
        #expect(try ParleyBinary.run(["lint", out.path]).status == 0)
    }

    @Test func aNameOnlyInInfoPlistStringsNamesTheApp() throws {
        let project = try teaTimer()
        for file in ["project.yml", "Sources/Info.plist", "Widget/Info.plist"] {
            try FileManager.default.removeItem(at: project.appendingPathComponent(file))
        }
        try #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"CFBundleDisplayName": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Kettle Buddy"}},
              "de": {"stringUnit": {"state": "translated", "value": "Wasserkocher-Freund"}}}}}}
            """#.write(to: project.appendingPathComponent("Sources/InfoPlist.xcstrings"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("kettle-buddy.yaml"), encoding: .utf8)
        #expect(catalog.contains("app: {en: Kettle Buddy, de: 'Wasserkocher-Freund'}  # InfoPlist CFBundleDisplayName\n"))
    }

    /// The translations people actually ship (issue 41): a phrase in another script among the
    /// source's, a name written against a word, one translation for two shortcuts.
    @Test func theTranslationsPeopleShipAreLinted() throws {
        let project = try teaTimer()
        let intent = project.appendingPathComponent("Sources/Intents/BrewTeaIntent.swift")
        try String(contentsOf: intent, encoding: .utf8)
            .replacingOccurrences(of: "        \"Brew tea with \\(.applicationName)\",\n    ]", with: "        \"Brew tea with \\(.applicationName)\",\n        \"\\(.applicationName)でお茶を入れて\",\n    ]")
            .write(to: intent, atomically: true, encoding: .utf8)
        let strings = project.appendingPathComponent("Sources/de.lproj/AppShortcuts.strings")
        var german = try String(contentsOf: strings, encoding: .utf8)
        german = german.replacingOccurrences(of: #""Stop brewing in ${applicationName}" = "Aufbrühen in ${applicationName} beenden";"#,
                                             with: #""Stop brewing in ${applicationName}" = "Hör auf mit ${applicationName}";"#)
        german = german.replacingOccurrences(of: #""Brew ${tea} tea with ${applicationName}" = "${tea} Tee mit ${applicationName} aufbrühen";"#,
                                             with: #""Brew ${tea} tea with ${applicationName}" = "Hör auf mit ${applicationName}";"#)
        german += "\"Brew tea with ${applicationName}\" = \"Tee mit${applicationName} kochen\";\n"
        try german.write(to: strings, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", "--project", project.path])
        let findings = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[phrase-in-other-language]") || $0.hasSuffix("[placeholder-without-space]") || $0.hasSuffix("[same-translation]") }
        #expect(findings == [
            "\(intent.path):10:9: warning: the en phrase \"${applicationName}でお茶を入れて\" is written in Japanese script; Siri in en never hears it: put it in AppShortcuts.xcstrings under its own language [phrase-in-other-language]",
            "\(strings.path):8:1: warning: the de phrase \"Tee mit${applicationName} kochen\" writes ${applicationName} against a word; put a space between them [placeholder-without-space]",
            "\(strings.path):5:1: warning: the de phrase \"Hör auf mit ${applicationName}\" is also the de translation of \"Brew ${tea} tea with ${applicationName}\", another shortcut's: Siri must ask which in de [same-translation]",
        ], "\(run.stdout)")
    }

    /// The summary lists only what is still to fill in (issue 41): an item a person filled in
    /// the overlay is not asked for again.
    @Test func theSummaryDropsWhatTheOverlayFilledIn() throws {
        let out = try ParleyBinary.temporaryFolder("out")
        _ = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", out.path])
        let overlay = out.appendingPathComponent("coffee-run.overlay.yaml")
        let filled = try String(contentsOf: overlay, encoding: .utf8)
            .replacingOccurrences(of: "result: {dialog: '(to fill in: CoffeeRun/Intents/ReorderIntent.swift:12)'}", with: "result: {dialog: 'Reordered your usual.'}")
        try filled.write(to: overlay, atomically: true, encoding: .utf8)
        let again = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", out.path])
        #expect(again.stderr.contains("""
              2 items only the running app knows, left to fill in:
                examples/ios/CoffeeRun/CoffeeRun/Intents/OrderCoffeeIntent.swift:46:20: a failure of OrderCoffeeIntent: perform() ends with this dialog when a condition in Swift holds; write it as a failure with a `when`
                examples/ios/CoffeeRun/CoffeeRun/Model/ShopEntity.swift:20:5: the values of ShopEntity: its values come from the entity's query (suggestedEntities()) when the app runs
              wrote
            """), "\(again.stderr)")
        // The failure written as a person would: its lines uncommented, a `when` for its condition.
        try filled.replacingOccurrences(of: "    values: []", with: "    values: [{id: main, title: Main Street}]")
            .replacingOccurrences(of: "  # OrderCoffeeIntent:", with: "  OrderCoffeeIntent:")
            .replacingOccurrences(of: "    # failures:", with: "    failures:")
            .replacingOccurrences(of: "      # - {when: '(to fill in: CoffeeRun/Intents/OrderCoffeeIntent.swift:46)',", with: "      - {when: {size: large},")
            .write(to: overlay, atomically: true, encoding: .utf8)
        let third = try ParleyBinary.run(["import", "examples/ios/CoffeeRun", "--out", out.path])
        #expect(third.stderr.contains("  every item only the running app knows is filled in\n"), "\(third.stderr)")
    }

    /// `IntentDialog(full:supporting:)` with a spoken half built at run time (issue 41): the
    /// constant screen half is imported into the overlay beside the placeholder, so once the
    /// spoken half is filled in a phone shows the app's own words and a HomePod says the filled ones.
    @Test func theConstantScreenHalfOfARuntimeDialogIsImported() throws {
        let project = try teaTimer()
        let intent = project.appendingPathComponent("Sources/Intents/BrewTeaIntent.swift")
        try String(contentsOf: intent, encoding: .utf8)
            .replacingOccurrences(of: #".result(dialog: IntentDialog("Timer stopped."))"#,
                                  with: #".result(dialog: IntentDialog(full: "Stopped after \(BrewClock.shared.minutes) minutes.", supporting: "Timer stopped."))"#)
            .write(to: intent, atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("BrewTeaIntent.swift:42:25: the result dialog of StopTimerIntent: what Siri says aloud (full:) is built at run time; what the screen shows (supporting:) is imported: "), "\(run.stderr)")
        let overlay = out.appendingPathComponent("tea-timer.overlay.yaml")
        let written = try String(contentsOf: overlay, encoding: .utf8)
        #expect(written.contains("    result: {dialog: {full: '(to fill in: Sources/Intents/BrewTeaIntent.swift:42)', supporting: 'Timer stopped.'}}  # "), "\(written)")
        try written.replacingOccurrences(of: "'(to fill in: Sources/Intents/BrewTeaIntent.swift:42)'", with: "Stopped after three minutes.")
            .write(to: overlay, atomically: true, encoding: .utf8)
        let transcript = out.appendingPathComponent("stop.transcript")
        try "@phrases .\n> stop the tea timer timer\n".write(to: transcript, atomically: true, encoding: .utf8)
        for (device, said) in [("phone", "Timer stopped."), ("homepod", "Stopped after three minutes.")] {
            let replay = try ParleyBinary.run(["replay", "--phrases", out.path, "--device", device, transcript.path])
            #expect(replay.stdout.contains("< \(said)\n"), "\(device): \(replay.stdout)\(replay.stderr)")
        }
    }

    /// An entity query's `defaultResult()` (issue 41): the overlay offers the parameter's
    /// default, commented out until a person names the entity; filled in, Siri asks nothing.
    @Test func anEntityQuerysDefaultResultBecomesTheParameterDefault() throws {
        let project = try ParleyBinary.temporaryFolder("repair").appendingPathComponent("CoffeeRun")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/CoffeeRun"), to: project)
        let query = project.appendingPathComponent("CoffeeRun/Model/ShopEntity.swift")
        try String(contentsOf: query, encoding: .utf8)
            .replacingOccurrences(of: "        CoffeeShop.shared.favouriteShops\n    }\n", with: "        CoffeeShop.shared.favouriteShops\n    }\n\n    func defaultResult() async -> ShopEntity? {\n        CoffeeShop.shared.nearestShop\n    }\n")
            .write(to: query, atomically: true, encoding: .utf8)
        let shortcuts = project.appendingPathComponent("CoffeeRun/Intents/CoffeeShortcuts.swift")
        try String(contentsOf: shortcuts, encoding: .utf8)
            .replacingOccurrences(of: #"phrases: ["Reorder from \(\.$shop) in \(.applicationName)"],"#, with: #"phrases: ["Reorder from \(\.$shop) in \(.applicationName)", "Reorder my usual in \(.applicationName)"],"#)
            .write(to: shortcuts, atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("CoffeeRun/Model/ShopEntity.swift:24:5: the default of ReorderIntent.shop: the entity query's defaultResult() picks it when the app runs\n"), "\(run.stderr)")
        let overlay = out.appendingPathComponent("coffee-run.overlay.yaml")
        let written = try String(contentsOf: overlay, encoding: .utf8)
        #expect(written.hasSuffix("""
            intents:
              # OrderCoffeeIntent:
                # failures:
                  # - {when: '(to fill in: CoffeeRun/Intents/OrderCoffeeIntent.swift:46)', dialog: 'The shop is closed right now.'}  # CoffeeRun/Intents/OrderCoffeeIntent.swift:46: perform() ends with this dialog when a condition in Swift holds; write it as a failure with a `when`
              ReorderIntent:
                result: {dialog: '(to fill in: CoffeeRun/Intents/ReorderIntent.swift:12)'}  # CoffeeRun/Intents/ReorderIntent.swift:12: the dialog is built at run time: IntentDialog(stringLiteral: "Reordered your usual: \\(last…
                # parameters:
                  # - {name: shop, default: '(to fill in: CoffeeRun/Model/ShopEntity.swift:24)'}  # an id of ShopEntity; CoffeeRun/Model/ShopEntity.swift:24: the entity query's defaultResult() picks it when the app runs

            """), "\(written)")
        #expect(try ParleyBinary.run(["lint", out.path]).status == 0)

        let filled = written
            .replacingOccurrences(of: "    values: []", with: "    values: [{id: s1, title: Harbour Street}, {id: s2, title: Station Kiosk}]")
            .replacingOccurrences(of: "'(to fill in: CoffeeRun/Intents/ReorderIntent.swift:12)'", with: "'Reordered your usual from \\(shop).'")
            .replacingOccurrences(of: "    # parameters:\n      # - {name: shop, default: '(to fill in: CoffeeRun/Model/ShopEntity.swift:24)'}", with: "    parameters:\n      - {name: shop, default: s2}")
            .replacingOccurrences(of: "  # OrderCoffeeIntent:\n    # failures:\n      # - {when: '(to fill in: CoffeeRun/Intents/OrderCoffeeIntent.swift:46)',", with: "  OrderCoffeeIntent:\n    failures:\n      - {when: {size: large},")
        try filled.write(to: overlay, atomically: true, encoding: .utf8)
        let transcript = out.appendingPathComponent("reorder.transcript")
        try "> reorder my usual in coffee run\n".write(to: transcript, atomically: true, encoding: .utf8)
        let replay = try ParleyBinary.run(["replay", "--phrases", out.path, transcript.path])
        #expect(replay.stdout.contains("< Reordered your usual from Station Kiosk.\n"), "\(replay.stdout)\(replay.stderr)")
        let again = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(again.stderr.contains("  every item only the running app knows is filled in\n"), "\(again.stderr)")

        try filled.replacingOccurrences(of: "default: s2}", with: "default: s9}").write(to: overlay, atomically: true, encoding: .utf8)
        let wrong = try ParleyBinary.run(["lint", out.path])
        #expect(wrong.status != 0 && wrong.stderr.contains("coffee-run.overlay.yaml:17:31: error: default of 'shop': 's9' is not a value of ShopEntity (s1, s2)"), "\(wrong.stdout)\(wrong.stderr)")
    }

    /// Through the binary (issue 41): a project whose catalog would not load is written without
    /// the items that broke it, each named at its Swift line, and the catalog lints clean.
    @Test func whatWouldNotLoadIsLeftOutAndTheRestWritten() throws {
        let project = try ParleyBinary.temporaryFolder("repair").appendingPathComponent("Picker")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
            import AppIntents
            struct P: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Pick(), phrases: ["Pick \\(\\.$fruit) in \\(.applicationName)", "Pick fruit in \\(.applicationName)"], shortTitle: "Pick")
                }
            }
            struct Pick: AppIntent {
                static var title: LocalizedStringResource = "Pick"
                @Parameter(title: "Fruit") var fruit: Fruit
                func perform() async throws -> some IntentResult { .result() }
            }
            enum Fruit: String, AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Fruit"
                static var caseDisplayRepresentations: [Fruit: DisplayRepresentation] = [:]
            }

            """.write(to: project.appendingPathComponent("App/Intents.swift"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("out")
        let run = try ParleyBinary.run(["import", project.path, "--name", "Picker", "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(project.path)/App/Intents.swift:12:1: warning: 'Fruit' was left out of the catalog, which would not load with it: type 'Fruit' has no values; an enum needs at least one case\n"), "\(run.stderr)")
        #expect(run.stderr.contains("  1 shortcut, 1 intent, 0 enums, 0 entities\n  phrases: en 1\n"), "\(run.stderr)")
        #expect(try ParleyBinary.run(["lint", out.path]).status == 0)
        let transcript = out.appendingPathComponent("pick.transcript")
        try "> pick fruit in picker\n".write(to: transcript, atomically: true, encoding: .utf8)
        let replay = try ParleyBinary.run(["replay", "--phrases", out.path, transcript.path])
        #expect(replay.status == 0 && replay.stdout == "> pick fruit in picker\n< Done.\n", "\(replay.stdout)\(replay.stderr)")
    }
}
