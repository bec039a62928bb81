import Foundation
import ParleySpeech
import ParleyTestSupport
import Testing

/// What the fourth set of real apps found (issue 60), through the binary: a spoken value
/// never replaced by a default, the app named beating Siri's shapes, the timer-shaped phrase
/// and name, homophones, a translation keyed `%lld`, `:why` on a negative phrase, app names
/// written together or split, and words that only describe the object.
@Suite("The fourth set of real apps")
struct FourthSetTests {
    /// A catalog folder of one file.
    private func catalog(_ name: String, _ yaml: String) throws -> URL {
        let folder = try ParleyBinary.temporaryFolder(name)
        try yaml.write(to: folder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func match(_ folder: URL, _ utterances: [String]) throws -> String {
        try ParleyBinary.run(["match", "--json", "--phrases", folder.path], stdin: utterances.joined(separator: "\n") + "\n").stdout
    }

    static let trailLog = """
        app: Trail Log
        intents:
          LogWater:
            title: Log Water
            parameters:
              - {name: glasses, title: Glasses, type: Int, default: 1, min: 1, max: 20}
            confirm: Log \\(glasses) glasses of water?
            result: {dialog: Logged \\(glasses) glasses.}
          LogHike:
            title: Log Hike
            parameters:
              - {name: miles, title: Miles, type: Double}
              - {name: minutes, title: Minutes, type: Int}
        shortcuts:
          - {intent: LogWater, phrases: ['Log water in \\(.applicationName)']}
          - {intent: LogHike, phrases: ['Log a hike in \\(.applicationName)']}

        """

    /// SPEC §3: a number said beside the phrase is the value of the one parameter that can
    /// take it, never replaced by the default; offered back when it fits none or several.
    @Test func aSpokenValueIsNeverReplacedByADefault() throws {
        let folder = try catalog("trail-log", Self.trailLog)
        #expect(try match(folder, [
            "Log 3 glasses of water in Trail Log", "Log 300 glasses of water in Trail Log", "Log a 5 mile hike in Trail Log",
        ]) == #"""
            {"utterance":"Log 3 glasses of water in Trail Log","status":"matched","source":"app","app":"Trail Log","intent":"LogWater","shortcut":0,"phrase":"Log water in \\(.applicationName)","parameters":{"glasses":3},"exact":false,"score":0.6}
            {"utterance":"Log 300 glasses of water in Trail Log","status":"none","suggestion":{"app":"Trail Log","intent":"LogWater","shortcut":0,"phrase":"Log water in \\(.applicationName)","parameters":{},"exact":false,"score":0.6}}
            {"utterance":"Log a 5 mile hike in Trail Log","status":"none","suggestion":{"app":"Trail Log","intent":"LogHike","shortcut":1,"phrase":"Log a hike in \\(.applicationName)","parameters":{},"exact":false,"score":0.4}}

            """#)
        let transcript = folder.appendingPathComponent("water.transcript")
        try """
            @phrases .
            > Log three glasses of water in Trail Log
            = Trail Log/LogWater glasses=3
            < Log 3 glasses of water?
            > yes
            < Logged 3 glasses.

            """.write(to: transcript, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["test", transcript.path])
        #expect(run.stdout == "1 passed, 0 failed\n", "\(run.stdout)\(run.stderr)")
    }

    /// SPEC §9: the app named wins when Siri's shape would have to take its name and one of
    /// the app's phrases runs or offers the utterance; when none comes near, Siri's own
    /// request still answers.
    @Test func theAppNamedBeatsSirisShape() throws {
        let folder = try catalog("travel", """
            app: TravelTracking
            intents:
              ShowMap: {title: Show Map, result: {dialog: Here is your map.}}
              Trip: {title: Trip}
            shortcuts:
              - {intent: ShowMap, phrases: ['Navigate to the map in \\(.applicationName)']}
              - {intent: Trip, phrases: ['Navigate to my next trip in \\(.applicationName)']}

            """)
        #expect(try match(folder, [
            "Navigate to map in the TravelTracking app", "Navigate to my upcoming trip in TravelTracking", "Navigate to the station",
            "What's the forecast in TravelTracking",
        ]) == #"""
            {"utterance":"Navigate to map in the TravelTracking app","status":"matched","source":"app","app":"TravelTracking","intent":"ShowMap","shortcut":0,"phrase":"Navigate to the map in \\(.applicationName)","parameters":{},"exact":false,"score":0.8}
            {"utterance":"Navigate to my upcoming trip in TravelTracking","status":"none","suggestion":{"app":"TravelTracking","intent":"Trip","shortcut":1,"phrase":"Navigate to my next trip in \\(.applicationName)","parameters":{},"exact":false,"score":0.5}}
            {"utterance":"Navigate to the station","status":"matched","source":"siri","request":"Directions"}
            {"utterance":"What's the forecast in TravelTracking","status":"matched","source":"siri","request":"Weather"}

            """#)
    }

    /// SPEC §9's lint: the phrase without the app's name, and a name that ends in a request's word.
    @Test func theTimerShapedPhraseAndNameAreFlagged() throws {
        let folder = try catalog("brew", """
            app: Brew Timer
            intents: {Steep: {title: Steep Tea}}
            shortcuts: [{intent: Steep, phrases: ['Set a timer with \\(.applicationName)']}]

            """)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stdout == """
            \(folder.path)/brew.yaml:1:6: warning: the app name 'Brew Timer' ends in a word of Siri's own Timer request, so Siri may answer what is meant for Brew Timer; add a synonym that does not end in 'timer' [siri-collision]
            \(folder.path)/brew.yaml:3:39: warning: without 'with Brew Timer', 'Set a timer with Brew Timer' has the shape of Siri's own Timer request ('set a timer'): said exactly it runs Brew Timer, but a user who leaves the app's name off, or words it otherwise, gets Siri; reword the phrase [siri-collision]
            2 warnings, 0 errors

            """)
    }

    /// Identical phonemes are the surest sound-alike: homophone values and app names.
    @Test(.enabled(if: SpeechTests.hasEspeak)) func homophonesAreFound() throws {
        let folder = try catalog("homophones", """
            app: Kuro
            types:
              Board:
                kind: enum
                values: [{id: a, title: Council}, {id: b, title: Counsel}]
            intents:
              Go: {title: Go, parameters: [{name: board, title: Board, type: Board}]}
            shortcuts:
              - {intent: Go, phrases: ['Go with \\(.applicationName)']}

            """)
        try "app: Curo\nintents:\n  Go: {title: Go}\nshortcuts:\n  - {intent: Go, phrases: ['Start with \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("curo.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stdout.contains("warning: Board values 'Council' (kˈaʊnsəl) and 'Counsel' (kˈaʊnsəl) sound alike in 'en'"), "\(run.stdout)")
        #expect(run.stdout.contains("warning: app names 'Curo' (kjˈʊɹoʊ) and 'Kuro' (kjˈʊɹoʊ) sound alike in 'en'")
            || run.stdout.contains("app names 'Curo'") && run.stdout.contains("'Kuro'"), "\(run.stdout)")
    }

    /// Xcode keys an interpolated Int as `%lld`: the translation is found and filled in.
    @Test func aTranslationKeyedWithLldIsImported() throws {
        let project = try ParleyBinary.temporaryFolder("lld").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: project)
        let intent = project.appendingPathComponent("Sources/Intents/BrewTeaIntent.swift")
        try String(contentsOf: intent, encoding: .utf8)
            .replacingOccurrences(of: #"return .result(dialog: "Brewing \(tea). I'll tell you when it's ready.")"#, with: #"return .result(dialog: "Brewing for \(minutes) minutes.")"#)
            .write(to: intent, atomically: true, encoding: .utf8)
        try #""Brewing for %lld minutes." = "%lld Minuten Ziehzeit.";"# .appending("\n")
            .write(to: project.appendingPathComponent("Sources/de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("lld-out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("tea-timer.yaml"), encoding: .utf8)
        #expect(catalog.contains(#"result: {dialog: {en: 'Brewing for \(minutes) minutes.', de: '\(minutes) Minuten Ziehzeit.'}}"#), "\(catalog)")
    }

    /// `:why` names a negative phrase only when it matches, not when it only comes near.
    @Test func whyDoesNotContradictItself() throws {
        let run = try ParleyBinary.run([], stdin: ":why Start a Meditation\n:why Start a timer with Meditation\n")
        #expect(run.stdout.hasPrefix("""
            heard as: start a meditation
              matched: Meditation › StartMeditation (shortcut 0), score 1.0, exact
                phrase: Start a \\(.applicationName)
            heard as:
            """), "\(run.stdout)")
    }

    /// App names written together or split are still that app, and never another.
    @Test func namesWrittenTogetherOrSplitAreHeard() throws {
        let folder = try catalog("names", """
            app: Solar Lens
            intents:
              Sun: {title: Sun}
            shortcuts:
              - {intent: Sun, phrases: ['Show the sun in \\(.applicationName)']}

            """)
        try "app: Platterhead\nintents:\n  Play: {title: Play}\nshortcuts:\n  - {intent: Play, phrases: ['Play a song in \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("platterhead.yaml"), atomically: true, encoding: .utf8)
        try "app: Note Book\nintents:\n  Add: {title: Add}\nshortcuts:\n  - {intent: Add, phrases: ['Add a note in \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("note-book.yaml"), atomically: true, encoding: .utf8)
        try "app: Notebook\nintents:\n  Add: {title: Add}\nshortcuts:\n  - {intent: Add, phrases: ['Add a page in \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("notebook.yaml"), atomically: true, encoding: .utf8)
        // A name whose joined spelling is its own synonym: one app's two spellings, split otherwise.
        try "app: Villain Arc\nsynonyms: [VillainArc]\nintents:\n  Train: {title: Train}\nshortcuts:\n  - {intent: Train, phrases: ['Start a workout in \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("villain-arc.yaml"), atomically: true, encoding: .utf8)
        let lines = try match(folder, [
            "Show the sun in SolarLens", "Play a song in Platter Head", "Play a song in Platter", "Add a note in Notebook", "Add a note in Note Book",
            "Start a workout in Villa in Arc",
        ]).split(separator: "\n").map { line in
            let status = line.range(of: #""status":"[a-z]+""#, options: .regularExpression).map { String(line[$0]) } ?? ""
            let app = line.range(of: #""app":"[^"]+""#, options: .regularExpression).map { String(line[$0]) } ?? ""
            return status + " " + app
        }
        #expect(lines == [
            #""status":"matched" "app":"Solar Lens""#,
            #""status":"matched" "app":"Platterhead""#,
            #""status":"none" "#,
            #""status":"none" "app":"Notebook""#,
            #""status":"matched" "app":"Note Book""#,
            #""status":"matched" "app":"Villain Arc""#,
        ])
    }

    /// A word that only describes the object runs; one that selects a set is offered back.
    @Test func aDescribingWordRunsAndASelectingOneIsOffered() throws {
        let folder = try catalog("heavier", """
            app: Heavier
            intents:
              Record: {title: Record Lift}
              Messages: {title: Show Messages}
            shortcuts:
              - {intent: Record, phrases: {en: ['Record a lift in \\(.applicationName)'], fr: ['Enregistre un exercice dans \\(.applicationName)']}}
              - {intent: Messages, phrases: {en: ['Show messages in \\(.applicationName)'], fr: ['Montre les messages dans \\(.applicationName)']}}

            """)
        let output = try match(folder, ["Record a new lift in Heavier", "Show new messages in Heavier", "Don't record a new lift in Heavier"])
        let statuses = output.split(separator: "\n").map { $0.contains(#""status":"matched""#) ? "matched" : "none" }
        #expect(statuses == ["matched", "none", "none"], "\(output)")
        let french = try ParleyBinary.run(["match", "--json", "--locale", "fr", "--phrases", folder.path], stdin: "Enregistre un nouvel exercice dans Heavier\n")
        #expect(french.stdout.contains(#""status":"matched""#), "\(french.stdout)")
    }
}

/// Issue 60, point 2: the app target is found among preview and demo apps.
@Suite("The app target's name")
struct AppTargetNameTests {
    /// Critical Maps' shape: a preview app target sorts before the app, and the project is
    /// named otherwise. The name is the app target's Info.plist's, not the preview's.
    @Test func aPreviewTargetDoesNotNameTheApp() throws {
        let project = try ParleyBinary.temporaryFolder("preview-target").appendingPathComponent("CoffeeRun")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/CoffeeRun"), to: project)
        try FileManager.default.moveItem(at: project.appendingPathComponent("CoffeeRun.xcodeproj"), to: project.appendingPathComponent("CoffeeRunKit.xcodeproj"))
        let pbxproj = project.appendingPathComponent("CoffeeRunKit.xcodeproj/project.pbxproj")
        try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "/* End PBXNativeTarget section */", with: """
                		A20000000000000000000009 /* ChatFeaturePreview */ = {
                			isa = PBXNativeTarget;
                			buildConfigurationList = A40000000000000000000009;
                			name = ChatFeaturePreview;
                			productType = "com.apple.product-type.application";
                		};
                /* End PBXNativeTarget section */
                """)
            .replacingOccurrences(of: "/* End XCBuildConfiguration section */", with: """
                		A50000000000000000000009 = {
                			isa = XCBuildConfiguration;
                			buildSettings = {
                				INFOPLIST_FILE = Preview/Info.plist;
                				PRODUCT_NAME = "$(TARGET_NAME)";
                				SDKROOT = iphoneos;
                			};
                			name = Release;
                		};
                /* End XCBuildConfiguration section */
                """)
            .replacingOccurrences(of: "/* End XCConfigurationList section */", with: """
                		A40000000000000000000009 = {
                			isa = XCConfigurationList;
                			buildConfigurations = (
                				A50000000000000000000009,
                			);
                		};
                /* End XCConfigurationList section */
                """)
            .write(to: pbxproj, atomically: true, encoding: .utf8)
        // The preview's own Info.plist names it: taken for the app's, it would name the app.
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Preview"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Chat Preview</string></dict></plist>

            """.write(to: project.appendingPathComponent("Preview/Info.plist"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("preview-target-out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".yaml") && !$0.contains("overlay") }
        let text = try catalogs.map { try String(contentsOf: out.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(catalogs == ["coffee-run.yaml"], "\(catalogs)")
        #expect(text.contains("\napp: {en: Coffee Run,"), "\(text.prefix(800))")
        #expect(!text.contains("Chat Preview"))
    }
}

/// Issue 60, point 2: an Expo app keeps its Info.plist keys in `app.json`.
@Suite("An Expo app's name")
struct ExpoAppNameTests {
    @Test func appJSONNamesTheAppAndItsAlternatives() throws {
        let project = try ParleyBinary.temporaryFolder("expo").appendingPathComponent("TeaTimer")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/TeaTimer"), to: project)
        for leftOut in ["project.yml", "Sources/Info.plist", "Widget"] { try FileManager.default.removeItem(at: project.appendingPathComponent(leftOut)) }
        try #"""
            {"expo": {"name": "Steeped", "slug": "steeped",
                      "ios": {"bundleIdentifier": "com.example.steeped",
                              "infoPlist": {"INAlternativeAppNames": [{"INAlternativeAppName": "Tea Clock"}]}}}}
            """#.write(to: project.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("expo-out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("steeped.yaml"), encoding: .utf8)
        #expect(catalog.contains("\napp: Steeped"), "\(catalog.prefix(600))")
        #expect(catalog.contains("Tea Clock"), "\(catalog.prefix(600))")
    }
}

/// Issue 60, point 2: of two providers, one per app, the app target's is imported.
@Suite("The app's own provider")
struct AppProviderTests {
    @Test func theProviderBesideTheAppsInfoPlistIsImported() throws {
        let project = try ParleyBinary.temporaryFolder("two-providers").appendingPathComponent("CoffeeRun")
        try FileManager.default.copyItem(at: ParleyBinary.root.appendingPathComponent("examples/ios/CoffeeRun"), to: project)
        // A watch app's provider, in a folder that sorts before the app's.
        try FileManager.default.createDirectory(at: project.appendingPathComponent("AWatch"), withIntermediateDirectories: true)
        try """
            import AppIntents

            struct TapIntent: AppIntent {
                static var title: LocalizedStringResource = "Tap"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct WatchShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: TapIntent(), phrases: ["Tap the watch in \\(.applicationName)"], shortTitle: "Tap", systemImageName: "hand.tap")
                }
            }

            """.write(to: project.appendingPathComponent("AWatch/WatchShortcuts.swift"), atomically: true, encoding: .utf8)
        let out = try ParleyBinary.temporaryFolder("two-providers-out")
        let run = try ParleyBinary.run(["import", project.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: 'WatchShortcuts' is a second AppShortcutsProvider; an app has one, so only 'CoffeeShortcuts' was imported"), "\(run.stderr)")
        let catalog = try String(contentsOf: out.appendingPathComponent("coffee-run.yaml"), encoding: .utf8)
        #expect(!catalog.contains("Tap the watch"))
    }
}
