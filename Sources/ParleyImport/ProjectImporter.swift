import Foundation
import ParleyCatalog
import ParleyText

/// `parley import`: reads an iOS project folder statically — Swift sources, string tables,
/// property lists, project files — and produces the app's catalog and, when the app computes
/// things at run time, an overlay for a person to complete (docs/IMPORT.md).
public struct ProjectImporter {
    /// One file to write into the catalog folder.
    public struct GeneratedFile: Sendable, Equatable {
        public var name: String
        public var text: String
        /// An overlay is written only when it does not exist yet.
        public var isOverlay: Bool
        /// Written over whatever is there on every import (a scenario's transcript).
        public var isReplacedEachTime = false
    }

    /// Where the transcripts of a project's SiriEvaluations scenarios go, under `--out`.
    public static let scenarioFolder = "transcripts/siri-evaluations"

    public struct Result: Sendable {
        public var appName: String
        public var files: [GeneratedFile]
        /// Errors (what Apple's build rejects: exit 2) and warnings, with project locations.
        public var diagnostics: [Diagnostic]
        /// The lines of the stderr summary: counts (each unresolved item is in `gaps`).
        public var summary: [String]
        /// What only the running app knows, each with its summary line and how the overlay
        /// marks it while it is still to fill in.
        public var gaps: [Gap]
        /// The localization rules' findings (also among `diagnostics`), for `parley lint --project`.
        public var localizationFindings: [Diagnostic]
        /// Whether the project has an AppShortcuts string table, which the localization rules check.
        public var hasPhraseTranslations: Bool
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// An item left to a person, as the summary lists it.
    public struct Gap: Sendable {
        /// `path:line:col: the result dialog of OrderSoup: …`
        public var line: String
        /// Text the overlay holds while the item is unfilled: its placeholder, or for an
        /// entity's values the key of its empty list.
        public var unfilledMarker: String
        /// For an entity's values: the type, whose `values: []` in the overlay means unfilled.
        public var entityType: String?

        /// Whether `overlay` (the file as a person left it) still leaves this item unfilled.
        public func isUnfilled(in overlay: String) -> Bool {
            guard let entityType else { return overlay.contains(unfilledMarker) }
            let lines = overlay.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(entityType):") }) else { return false }
            let next = lines[(start + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            return next?.trimmingCharacters(in: .whitespaces).hasPrefix("values: []") ?? false
        }
    }

    public init() {}

    /// The localization rules, as `parley lint --rules` lists them.
    public static var localizationRules: [(identifier: String, summary: String)] {
        LocalizationRules.all.map { ($0.identifier, $0.summary) }
    }

    /// The providers, the app target's first: one in the folder of the app's Info.plist, else
    /// one in a folder named as the app target, else as found. A repository of two apps (an
    /// iPhone app and a Mac or watch app, each with its provider) is imported as the app the
    /// name came from.
    static func appFirst(_ providers: [SwiftTypeTable.Declaration], settings: BuildSettings) -> [SwiftTypeTable.Declaration] {
        guard providers.count > 1 else { return providers }
        let folder = settings.value("INFOPLIST_FILE").map { ($0 as NSString).deletingLastPathComponent }.flatMap { $0.isEmpty ? nil : $0 + "/" }
        let target = settings.targetName.map { "/" + $0 + "/" }
        func rank(_ provider: SwiftTypeTable.Declaration) -> Int {
            let path = provider.file?.path ?? ""
            if let folder, path.hasPrefix(folder) || path.contains("/" + folder) { return 0 }
            if let target, ("/" + path).contains(target) { return 1 }
            return 2
        }
        return providers.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    private static func isNoReadableShortcuts(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasPrefix("none of the ") && diagnostic.message.contains(" App Shortcuts of ")
    }

    /// Imports one project folder. `name` gives the app's name when the project has none.
    public func importProject(at root: String, name: String? = nil) -> Result {
        let files = ProjectFiles(root: root)
        var diagnostics: [Diagnostic] = files.skipped.map { Diagnostic(ImportProblem.fileTooLarge(megabytes: ProjectFiles.maximumFileSize >> 20), at: ProjectLocation(file: $0, line: 1, column: 1)) }
        let tables = readTables(files, diagnostics: &diagnostics)
        let settings = BuildSettings(files: files)
        diagnostics += settings.diagnostics
        let developmentLanguage = Self.developmentLanguage(settings: settings, tables: tables)
        let localizer = Localizer(tables: tables, developmentLanguage: developmentLanguage)

        let sources = files.swiftFiles.compactMap { path -> SwiftSourceFile? in
            guard let data = files.read(path) else { return nil }
            switch SwiftSourceFile.parse(path: path, text: String(decoding: data, as: UTF8.self)) {
            case .success(let file):
                return file
            case .failure(let skipped):
                diagnostics.append(Diagnostic(ImportProblem.swiftFileSkipped(skipped), at: ProjectLocation(file: path, line: 1, column: 1)))
                return nil
            }
        }
        var reader = SwiftAppReader(types: SwiftTypeTable(files: sources), localizer: localizer)
        var shortcuts: [ImportedShortcut] = []
        var localizationFindings: [Diagnostic] = []
        var negativePhrases: [ImportedPhrase] = []
        let providers = Self.appFirst(reader.providerDeclarations, settings: settings)
        if let provider = providers.first {
            let read = reader.readProvider(provider)
            shortcuts = read.shortcuts
            negativePhrases = read.negativePhrases
            for other in providers.dropFirst() {
                let location = other.node.flatMap { node in other.file.map { $0.location(of: node) } }
                reader.report(.secondProvider(other.name, imported: provider.name), at: location)
            }
        }
        // Intents Siri AI reaches through a schema or as tools need no App Shortcut (SPEC §10).
        for declaration in reader.siriAIIntentDeclarations {
            let location = declaration.node.flatMap { node in declaration.file.map { $0.location(of: node) } } ?? ProjectLocation(file: declaration.file?.path ?? "", line: 1, column: 1)
            _ = reader.readIntent(named: declaration.name, at: location)
        }
        let reachedBySiriAI = reader.intents.contains { $0.schema != nil || $0.isTool }
        var definitions = IntentDefinitionReader(localizer: localizer)
        for path in files.intentDefinitions {
            guard let data = files.read(path) else { continue }
            definitions.read(data, file: path, skipping: Set(reader.intents.map(\.key)) .union(reader.migratedIntentClassNames))
        }
        diagnostics += definitions.diagnostics
        // SiriKit apps name their suggested phrase in Swift, where they donate the intent.
        for file in sources {
            let finder = SuggestedPhraseFinder()
            finder.walk(file.tree)
            for found in finder.found {
                guard let position = definitions.intents.firstIndex(where: { $0.key == found.intentType }) else { continue }
                definitions.intents[position].suggestedPhrase = localizer.text(key: found.phrase, table: "Intents")
            }
        }
        // Xcode's compiled metadata, where the project holds it, wins over the sources.
        var compiledActions = 0
        for path in files.actionsData {
            guard let data = files.read(path) else { continue }
            let compiled = ActionsDataReader(data: data, file: path)
            diagnostics += compiled.diagnostics
            compiledActions += compiled.actions.count
            var intents = reader.intents
            diagnostics += compiled.apply(to: &intents, shortcuts: &shortcuts, hadProvider: !providers.isEmpty)
            reader.intents = intents
        }
        if providers.isEmpty && definitions.intents.isEmpty && !reachedBySiriAI && compiledActions == 0 {
            diagnostics.append(Diagnostic(ImportProblem.nothingToImport(root: root, swiftFiles: files.swiftFiles.count), at: nil))
        }
        // The rules run without a phrase table too: a source phrase in another script needs none.
        do {
            let table = tables["AppShortcuts"] ?? StringTable(name: "AppShortcuts")
            let context = LocalizationContext(
                shortcuts: shortcuts.compactMap { shortcut in
                    reader.intents.first { $0.key == shortcut.intent }.map {
                        .init(title: shortcut.title?.source ?? $0.title.source, intent: $0, phrases: shortcut.phrases[""] ?? [], location: shortcut.location)
                    }
                },
                table: table, developmentLanguage: developmentLanguage, types: reader.importedTypes)
            localizationFindings = LocalizationRules.check(context)
            if tables["AppShortcuts"] != nil {
                let translations = PhraseTranslations(table: table, developmentLanguage: developmentLanguage)
                diagnostics += translations.apply(to: &shortcuts, types: reader.importedTypes, intents: reader.intents)
            }
        }
        // A provider whose shortcuts could not be read leaves nothing to simulate only when no
        // intent has a door of Siri AI's.
        diagnostics += reachedBySiriAI ? reader.diagnostics.filter { !Self.isNoReadableShortcuts($0) } : reader.diagnostics
        // A shortcut left without phrases (`phrases: []`, or every phrase unreadable) offers nothing to say.
        for shortcut in shortcuts where shortcut.phrases.values.allSatisfy(\.isEmpty) {
            diagnostics.append(Diagnostic(ImportProblem.shortcutWithoutReadablePhrase(intent: shortcut.intent), at: shortcut.location))
        }
        shortcuts.removeAll { $0.phrases.values.allSatisfy(\.isEmpty) }

        let names = AppNameReader(files: files, settings: settings, infoPlistTable: tables["InfoPlist"], developmentLanguage: developmentLanguage)
        var appName = Localized("App")
        var nameSource = "a placeholder"
        if let name {
            (appName, nameSource) = (Localized(name), "--name")
        } else if let found = names.name {
            (appName, nameSource) = (found, names.source)
        } else if !diagnostics.contains(where: { $0.severity == .error }) {
            let folder = (URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent)
            (appName, nameSource) = (Localized(folder), "the project folder's name")
            diagnostics.append(Diagnostic(ImportProblem.noAppName(folder: folder), at: nil))
        }
        if appName.source.trimmingCharacters(in: .whitespaces).isEmpty { appName = Localized("App") }

        var app = ImportedApp(name: appName, nameSource: nameSource)
        app.synonyms = names.synonyms
        app.types = reader.importedTypes + definitions.types
        app.intents = reader.intents + definitions.intents
        app.shortcuts = shortcuts
        app.negativePhrases = negativePhrases
        app.runtimeGaps = reader.gaps
        app.phraseLocales = Array(Set(shortcuts.flatMap { $0.phrases.keys }.filter { !$0.isEmpty })).sorted()

        diagnostics += Self.unusableNames(in: app)
        diagnostics += Self.repairTypes(in: &app)
        let slug = Self.fileName(for: appName.source)
        let writer = CatalogWriter(app: app, developmentLanguage: developmentLanguage, overlayFileName: slug + ".overlay.yaml")
        // The folder's name, not the path as typed: the same project gives the same bytes from anywhere.
        let projectName = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        // A bundle identifier the project states outright (not one built from variables).
        let bundleIdentifier = settings.value("PRODUCT_BUNDLE_IDENTIFIER").flatMap { $0.contains("$") || $0.isEmpty ? nil : $0 }
        let stamp = { GeneratedHeader.stamp($0, project: projectName, overlay: slug + ".overlay.yaml", bundleIdentifier: bundleIdentifier) }
        var body = writer.catalog()
        var repairedApp: App?
        if let repaired = CatalogRepair.loadable(body, stamp: stamp, fileName: slug + ".yaml") {
            body = repaired.body
            diagnostics += repaired.dropped
            if !repaired.dropped.isEmpty { repairedApp = repaired.app }
        }
        var generated = [GeneratedFile(name: slug + ".yaml", text: stamp(body), isOverlay: false)]
        if let overlay = writer.overlay() {
            generated.append(GeneratedFile(name: slug + ".overlay.yaml", text: overlay, isOverlay: true))
        }
        // SiriEvaluations scenarios, each as a transcript of the imported catalog (SPEC §11).
        let scenarios = ScenarioReader(
            files: sources, appKey: appName.source,
            intents: Dictionary(app.intents.map { ($0.key, Dictionary($0.parameters.map { ($0.name, $0.type) }) { first, _ in first }) }) { first, _ in first })
        diagnostics += scenarios.diagnostics
        for scenario in scenarios.scenarios {
            var file = GeneratedFile(name: Self.scenarioFolder + "/" + scenario.name + ".transcript", text: scenario.text, isOverlay: false)
            file.isReplacedEachTime = true
            generated.append(file)
        }
        // Messages name files as the user can open them: under the folder they gave.
        let prefix = root.hasSuffix("/") ? root : root + "/"
        func underRoot(_ diagnostic: Diagnostic) -> Diagnostic {
            var located = diagnostic
            if let location = diagnostic.location { located.location?.file = prefix + location.file }
            return located
        }
        localizationFindings = localizationFindings.map(underRoot)
        diagnostics = diagnostics.map(underRoot) + localizationFindings
        let counts = repairedApp.map { Counts($0, developmentLanguage: developmentLanguage) } ?? Counts(app, developmentLanguage: developmentLanguage)
        let summary = Self.summary(counts, developmentLanguage: developmentLanguage)
        let gaps = app.runtimeGaps.map { gap in
            Gap(line: "\(prefix)\(gap.location): \(Self.describe(gap.item)): \(gap.why)",
                unfilledMarker: CatalogWriter.placeholder(for: gap.location),
                entityType: { if case .entityValues(let type) = gap.item { type } else { nil } }())
        }
        return Result(appName: appName.source, files: generated, diagnostics: diagnostics, summary: summary, gaps: gaps, localizationFindings: localizationFindings, hasPhraseTranslations: tables["AppShortcuts"] != nil)
    }

    private func readTables(_ files: ProjectFiles, diagnostics: inout [Diagnostic]) -> [String: StringTable] {
        var tables: [String: StringTable] = [:]
        func tableName(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
        for path in files.stringCatalogs {
            guard let data = files.read(path) else { continue }
            let name = tableName(path)
            var table = tables[name] ?? StringTable(name: name)
            do {
                try StringTableReader.readCatalog(data, file: path, into: &table)
            } catch {
                diagnostics.append(Diagnostic(error, at: nil))
            }
            tables[name] = table
        }
        for path in files.stringsFiles {
            guard let data = files.read(path), let locale = ProjectFiles.locale(ofLocalized: path) else { continue }
            let name = tableName(path)
            var table = tables[name] ?? StringTable(name: name)
            do {
                try StringTableReader.readStrings(data, file: path, locale: locale, into: &table)
            } catch {
                diagnostics.append(Diagnostic(error, at: nil))
            }
            tables[name] = table
        }
        return tables
    }

    /// The language the Swift source is written in: the `sourceLanguage` of the string catalog
    /// that holds the phrases (or the code's strings), else the project's `developmentRegion`
    /// (often left at `en` when the code is written in another language), else English.
    static func developmentLanguage(settings: BuildSettings, tables: [String: StringTable]) -> String {
        for name in ["AppShortcuts", "Localizable"] {
            if let language = tables[name]?.sourceLanguage { return language }
        }
        let spelled = ["English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it"]
        if let region = settings.developmentRegion, !region.isEmpty {
            return spelled[region] ?? region
        }
        for name in tables.keys.sorted() {
            if let language = tables[name]?.sourceLanguage { return language }
        }
        return LocaleCode.fallback
    }

    /// What a catalog cannot hold, made right with a warning at its Swift line rather than
    /// written to fail: a parameter of a type the importer never found (a `typealias`, a
    /// type from another module) becomes String; a case id a type has twice (two targets'
    /// types of one name) is kept once.
    private static func repairTypes(in app: inout ImportedApp) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let builtIn: Set<String> = ["String", "Int", "Double", "Bool", "Date", "Duration"]
        let known = Set(app.types.map(\.key))
        for intentIndex in app.intents.indices {
            for parameterIndex in app.intents[intentIndex].parameters.indices {
                let parameter = app.intents[intentIndex].parameters[parameterIndex]
                guard !builtIn.contains(parameter.type), !known.contains(parameter.type) else { continue }
                found.append(Diagnostic(ImportProblem.unknownTypeAsString(parameter.type, parameter: parameter.name), at: parameter.location))
                app.intents[intentIndex].parameters[parameterIndex].type = "String"
                app.intents[intentIndex].parameters[parameterIndex].minimum = nil
                app.intents[intentIndex].parameters[parameterIndex].maximum = nil
            }
        }
        for typeIndex in app.types.indices {
            var seen: Set<String> = []
            var kept: [ImportedValue] = []
            for value in app.types[typeIndex].values {
                if seen.insert(value.id).inserted {
                    kept.append(value)
                } else {
                    found.append(Diagnostic(ImportProblem.caseTwice(value.id, type: app.types[typeIndex].key), at: value.location))
                }
            }
            app.types[typeIndex].values = kept
        }
        return found
    }

    /// A name read from a project that a catalog cannot use as a key or in a template's
    /// `\(name)`: an error at its source, as a build would fail on it.
    private static func unusableNames(in app: ImportedApp) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ name: String, _ what: String, at location: ProjectLocation) {
            if !isName(name) { found.append(Diagnostic(ImportProblem.notAName(name, what: what), at: location)) }
        }
        for type in app.types {
            check(type.key, "a type", at: type.location)
            for value in type.values where type.kind == .enum { check(value.id, "an enum case", at: value.location) }
        }
        for intent in app.intents {
            check(intent.key, "an intent", at: intent.location)
            for parameter in intent.parameters { check(parameter.name, "a parameter", at: parameter.location) }
        }
        return found
    }

    /// Letters, digits and underscores, not starting with a digit: what Swift and Xcode's
    /// generated intent classes accept, and what a catalog's `\(name)` can say.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.numericType == nil else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// `Soup Chef` → `soup-chef`.
    static func fileName(for name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "app" : slug
    }

    private static func describe(_ item: RuntimeGap.Item) -> String {
        switch item {
        case .entityValues(let type): "the values of \(type)"
        case .resultDialog(let intent): "the result dialog of \(intent)"
        case .confirmDialog(let intent): "the confirmation of \(intent)"
        case .prompt(let intent, let parameter): "the prompt for \(intent).\(parameter)"
        case .defaultValue(let intent, let parameter, _): "the default of \(intent).\(parameter)"
        case .failure(let intent, _): "a failure of \(intent)"
        }
    }

    /// What the summary counts: shortcuts, intents, enums, entities and phrases per locale.
    private struct Counts {
        var shortcuts = 0, intents = 0, enums = 0, entities = 0
        var phrasesPerLocale: [String: Int] = [:]

        init(_ app: ImportedApp, developmentLanguage: String) {
            (shortcuts, intents) = (app.shortcuts.count, app.intents.count)
            enums = app.types.filter { $0.kind == .enum }.count
            entities = app.types.count - enums
            for shortcut in app.shortcuts {
                for (locale, phrases) in shortcut.phrases { phrasesPerLocale[locale.isEmpty ? developmentLanguage : locale, default: 0] += phrases.count }
            }
        }

        /// The catalog as it loads, once items that would not load were left out of it.
        init(_ app: App, developmentLanguage: String) {
            (shortcuts, intents) = (app.shortcuts.count, app.intents.count)
            enums = app.types.filter { $0.kind == .enum }.count
            entities = app.types.count - enums
            for shortcut in app.shortcuts {
                switch shortcut.phrases.storage {
                case .items(let phrases): phrasesPerLocale[developmentLanguage, default: 0] += phrases.count
                case .perLocale(let lists): for (locale, phrases) in lists where !phrases.isEmpty { phrasesPerLocale[locale, default: 0] += phrases.count }
                }
            }
        }
    }

    private static func summary(_ counts: Counts, developmentLanguage: String) -> [String] {
        let locales = counts.phrasesPerLocale.keys.sorted { ($0 == developmentLanguage ? "" : $0) < ($1 == developmentLanguage ? "" : $1) }
        func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        return [
            [plural(counts.shortcuts, "shortcut", "shortcuts"), plural(counts.intents, "intent", "intents"),
             plural(counts.enums, "enum", "enums"), plural(counts.entities, "entity", "entities")].joined(separator: ", "),
            "phrases: " + (locales.isEmpty ? "none" : locales.map { "\($0) \(counts.phrasesPerLocale[$0]!)" }.joined(separator: ", ")),
        ]
    }
}
