import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyImport

/// The shapes real App Intents code is written in, each imported from a small project
/// written on the fly: the whole generated lines are compared, not just that something came out.
@Suite("Importer shapes")
struct ImporterShapeTests {
    /// Writes the files into a new folder and imports it.
    private func importing(_ files: [String: String], name: String? = "Demo") throws -> ProjectImporter.Result {
        let root = try TestFolder.make("shape")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return ProjectImporter().importProject(at: root.path, name: name)
    }

    private func catalogLines(_ result: ProjectImporter.Result) -> [String] {
        (result.files.first { !$0.isOverlay }?.text ?? "").split(separator: "\n").map(String.init)
    }

    private static let provider = """
        import AppIntents
        struct P: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: Pick(), phrases: ["Pick \\(\\.$fruit) in \\(.applicationName)"], shortTitle: "Pick")
            }
        }
        struct Pick: AppIntent {
            static var title: LocalizedStringResource = "Pick"
            @Parameter(title: "Fruit") var fruit: Fruit
        }
        """

    @Test func everySpellingOfCaseDisplayRepresentations() throws {
        let result = try importing([
            "P.swift": Self.provider,
            "Fruit.swift": """
                enum Fruit: String { case apple, pear, plum, fig, kiwi }
                """,
            "Fruit+AppEnum.swift": """
                import AppIntents
                extension Fruit: AppEnum {
                    nonisolated static var typeDisplayRepresentation: TypeDisplayRepresentation { "Fruit" }
                    nonisolated static var caseDisplayRepresentations: [Fruit: DisplayRepresentation] {
                        return [
                            .apple: "Apple",
                            .pear: DisplayRepresentation(title: "Pear", subtitle: "Green", synonyms: ["conference pear"]),
                            .plum: .init(title: "fruit.plum"),
                            Fruit.fig: DisplayRepresentation("Fig"),
                        ]
                    }
                }
                """,
            "Localizable.strings": "",
            "en.lproj/Localizable.strings": #""fruit.plum" = "Plum";"#,
            "ja.lproj/Localizable.strings": #""fruit.plum" = "プラム"; "Apple" = "りんご";"#,
        ])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let values = catalogLines(result).filter { $0.hasPrefix("      - {id:") }
        #expect(values == [
            "      - {id: apple, title: {en: Apple, ja: りんご}}  # Fruit+AppEnum.swift:6",
            "      - {id: pear, title: Pear, subtitle: Green, synonyms: [conference pear]}  # Fruit+AppEnum.swift:7",
            "      - {id: plum, title: {en: Plum, ja: プラム}}  # Fruit+AppEnum.swift:8",
            "      - {id: fig, title: Fig}  # Fruit+AppEnum.swift:9",
            "      - {id: kiwi, title: Kiwi}  # Fruit.swift:1",
        ])
        #expect(result.diagnostics.map(\.message).contains("the case 'kiwi' of 'Fruit' has no display representation; it is titled 'Kiwi'"))
    }

    @Test func stringsFilesInUTF16WithEscapesAndComments() throws {
        var data = Data([0xFF, 0xFE])
        data.append("/* comment */\n\"Pick ${fruit} in ${applicationName}\" = \"Nimm \\\"${fruit}\\\" in ${applicationName}\"; // note\n".data(using: .utf16LittleEndian)!)
        var table = StringTable(name: "AppShortcuts")
        try StringTableReader.readStrings(data, file: "de.lproj/AppShortcuts.strings", locale: "de", into: &table)
        #expect(table.translations(of: "Pick ${fruit} in ${applicationName}") == ["de": "Nimm \"${fruit}\" in ${applicationName}"])
        #expect(table.entries["Pick ${fruit} in ${applicationName}"]?.locations["de"]?.line == 2)
    }

    @Test func phrasesInEitherSpellingAndUnknownInterpolations() throws {
        #expect(PhraseSpelling.catalogSyntax("Order ${soup} with ${applicationName}") == #"Order \(\.$soup) with \(.applicationName)"#)
        #expect(PhraseSpelling.catalogKey(#"Order \(\.$soup) with \(.applicationName)"#) == "Order ${soup} with ${applicationName}")
        let result = try importing([
            "P.swift": """
                import AppIntents
                let brand = "Acme"
                struct P: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] = [
                        AppShortcut(intent: Go(), phrases: ["Go with \\(.applicationName)", "Go with \\(brand) \\(.applicationName)"]),
                    ]
                }
                struct Go: AppIntent { static let title: LocalizedStringResource = "Go" }
                """,
        ])
        #expect(!result.hasErrors)
        #expect(catalogLines(result).contains(#"      - 'Go with \(.applicationName)'  # P.swift:5"#))
        #expect(result.diagnostics.map(\.message).contains("the phrase interpolates 'brand', which is neither \\(.applicationName) nor a parameter; it was skipped"))
    }

    @Test func moreThanTenShortcutsIsAnErrorAtTheEleventh() throws {
        let shortcuts = (1...11).map { "        AppShortcut(intent: Go(), phrases: [\"Go \($0) with \\(.applicationName)\"])" }.joined(separator: "\n")
        let result = try importing([
            "P.swift": "struct P: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] {\n\(shortcuts)\n    }\n}\nstruct Go: AppIntent {}\n",
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("P.swift:13:9: error: 'P' declares 11 App Shortcuts; an app may have at most 10, and Xcode rejects more") == true)
    }

    @Test func buildSettingsResolveVariablesAndSkipOtherConfigurations() throws {
        let result = try importing([
            "App.xcodeproj/project.pbxproj": """
                { objects = {
                    T1 = {isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application"; buildConfigurationList = L1;};
                    T2 = {isa = PBXNativeTarget; name = ShopWidget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = L2;};
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
                    C1 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "$(BRAND) Shop";};};
                    C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Shop Widget";};};
                    F1 = {isa = PBXFileReference; path = Brand.xcconfig;};
                }; }
                """,
            "Config/Brand.xcconfig": "BRAND = Corner // the shop's brand\nBRAND[config=Debug] = Debug Corner\n",
            "P.swift": Self.provider,
            "Fruit.swift": "enum Fruit: String, AppEnum { case apple }",
        ], name: nil)
        #expect(catalogLines(result).first { $0.hasPrefix("app:") } == "app: Corner Shop  # App.xcodeproj/project.pbxproj INFOPLIST_KEY_CFBundleDisplayName")
    }

    @Test func phrasesKeptOnTheProviderAndTheSuccessDialogOutsideCatch() throws {
        let result = try importing([
            "P.swift": """
                import AppIntents
                struct P: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: Post(), phrases: postPhrases, shortTitle: "Post")
                        AppShortcut(intent: Post(), phrases: Self.quickPhrases, shortTitle: "Quick")
                    }
                }
                """,
            "P+Phrases.swift": """
                extension P {
                    static var postPhrases: [AppShortcutPhrase<Post>] { ["Post with \\(.applicationName)"] }
                    static let quickPhrases: [AppShortcutPhrase<Post>] = ["Quick post in \\(.applicationName)"]
                }
                struct Post: AppIntent {
                    static let title: LocalizedStringResource = "Post"
                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        guard ready else { return .result(dialog: "Not ready.") }
                        do {
                            try await send()
                            return .result(dialog: "Posted.")
                        } catch {
                            return .result(dialog: "Posting failed, please try again.")
                        }
                    }
                }
                """,
        ])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let lines = catalogLines(result)
        #expect(lines.contains(#"      - 'Post with \(.applicationName)'  # P+Phrases.swift:2"#))
        #expect(lines.contains(#"      - 'Quick post in \(.applicationName)'  # P+Phrases.swift:3"#))
        #expect(lines.contains("    result: {dialog: 'Posted.'}"))
    }

    @Test func aProviderWhoseShortcutsAllFailIsAnError() throws {
        let result = try importing([
            "P.swift": """
                struct P: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: Note(), phrases: ["Create note \\\\(.title) in \\(.applicationName)"])
                    }
                }
                struct Note: AppIntent {}
                """,
        ])
        #expect(result.diagnostics.map(\.message).contains("the phrase writes '\\(' as text (an escaped backslash), which is not a placeholder Siri fills; it was skipped"))
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == ["none of the 1 App Shortcuts of 'P' could be read (see the warnings); nothing would be simulated"])
    }

    /// What gets past the importer's checks and would not load (issue 41): an AppEnum with no
    /// readable case. The enum, the parameter of that type and the phrase naming it are left
    /// out, each with a warning at its Swift line, and what remains loads.
    @Test func whatWouldNotLoadIsLeftOutWithAWarningAtItsSwiftLine() throws {
        let result = try importing(["App/Intents.swift": """
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
            """])
        let left = result.diagnostics.filter { $0.message.contains("was left out") }.map(\.description)
        let root = try #require(left.first?.components(separatedBy: "App/Intents.swift").first)
        #expect(left == [
            "\(root)App/Intents.swift:12:1: warning: 'Fruit' was left out of the catalog, which would not load with it: type 'Fruit' has no values; an enum needs at least one case",
            "\(root)App/Intents.swift:9:1: warning: 'name: fruit' was left out of the catalog, which would not load with it: unknown type 'Fruit' for parameter 'fruit'; expected String, Int, Double, Bool, Date, Duration",
            "\(root)App/Intents.swift:4:1: warning: ''Pick \\(\\.$fruit) in \\(.applicationName)'' was left out of the catalog, which would not load with it: the phrase refers to parameter 'fruit', but intent 'Pick' has no parameters",
        ])
        #expect(Array(catalogLines(result).dropFirst(4)) == [
            "app: Demo  # --name",
            "intents:",
            "  Pick:  # App/Intents.swift:7",
            "    title: Pick",
            "shortcuts:",
            "  - intent: Pick  # App/Intents.swift:4",
            "    title: Pick",
            "    phrases:",
            "      - 'Pick fruit in \\(.applicationName)'  # App/Intents.swift:4",
        ])
        // The summary counts what was written, not what was read.
        #expect(result.summary == ["1 shortcut, 1 intent, 0 enums, 0 entities", "phrases: en 1"])
    }

    /// Two targets under one folder (`Targets/App`, `Targets/Widget`) each declare `Fruit`: the
    /// intent's parameter takes the one in its own folder, declared first or not.
    @Test func aTypeDeclaredInTwoTargetsIsTakenFromTheIntentsOwn() throws {
        func fruit(_ cases: String) -> String {
            """
            import AppIntents
            enum Fruit: String, AppEnum {
                case \(cases)
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Fruit"
                static var caseDisplayRepresentations: [Fruit: DisplayRepresentation] = [.apple: "Apple", .pear: "Pear", .kiwi: "Kiwi"]
            }
            """
        }
        let result = try importing([
            "Targets/App/Intents.swift": """
                import AppIntents
                struct P: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: Pick(), phrases: ["Pick \\(\\.$fruit) in \\(.applicationName)"], shortTitle: "Pick")
                    }
                }
                struct Pick: AppIntent {
                    static var title: LocalizedStringResource = "Pick"
                    @Parameter(title: "Fruit") var fruit: Fruit
                    func perform() async throws -> some IntentResult { .result() }
                }
                """,
            "Targets/App/Model/Fruit.swift": fruit("apple, pear"),
            "Targets/AWidget/Fruit.swift": fruit("apple, kiwi"),
        ])
        let values = catalogLines(result).filter { $0.hasPrefix("    - {id: ") || $0.hasPrefix("      - {id: ") }
        #expect(values.map { $0.components(separatedBy: ",").first! } == ["      - {id: apple", "      - {id: pear"], "\(catalogLines(result))")
    }

    /// A target built to try a part of the app is never taken for the app (issue 60).
    @Test(arguments: [("ChatFeaturePreview", true), ("CriticalMaps", false), ("Design-Catalog", true), ("AppUITests", true),
                      ("Latest", false), ("Preview", true), ("DemoKit", true), ("Demolition", false)])
    func harnessTargetsAreToldApart(_ name: String, _ isHarness: Bool) {
        #expect(BuildSettings.isHarness(name) == isHarness)
    }
}
