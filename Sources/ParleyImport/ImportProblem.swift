import ParleyText

/// Every problem `parley import` reports, with its wording: files it cannot read, Swift it
/// cannot follow (a warning: that part is left out or named plainly), and what Apple's build
/// would reject (an error). The checks of localized files are rules of their own
/// (`LocalizationRules/`), each with its message, like the lint rules.
enum ImportProblem: DiagnosticProblem, Error, Hashable {
    // The project's files
    case fileTooLarge(megabytes: Int)
    case nothingToImport(root: String, swiftFiles: Int)
    case noAppName(folder: String)
    case notAStringCatalog(file: String)
    case notText(file: String)
    case notAStringsFile(file: String)
    case intentDefinitionNotAPropertyList
    case intentDefinitionItemMistyped(key: String, expected: String, found: String, skipped: String)
    case buildSettingCycle(String, chain: String, namesTheApp: Bool)
    case parameterCombinationUnreadable(String, intent: String)
    case unknownTypeAsString(String, parameter: String)
    case droppedToLoad(String, why: String)
    case caseTwice(String, type: String)
    case swiftFileSkipped(SwiftSourceFile.Skipped)

    // The App Shortcuts provider
    case secondProvider(String, imported: String)
    case noReadableShortcuts(provider: String, count: Int)
    case providerWithoutShortcuts(provider: String)
    case tooManyShortcuts(provider: String, count: Int, limit: Int)
    case shortcutWithoutIntent
    case intentNotAnInitializer(String)
    case presetNotAParameter(intent: String, name: String)
    case shortTitleUnreadable(String)
    case shortcutWithoutPhrases
    case shortcutWithoutReadablePhrase(intent: String)
    case phrasesNotAList(String)

    // Phrases
    case escapedSlot
    case unknownInterpolation(String)
    case phraseWithoutAppName(String)
    case appNameRepeated(String, count: Int)
    case phraseParameterNotDeclared(String, parameter: String, intent: String)
    case phraseParameterNotSpeakable(String, parameter: String, type: String)
    case phraseWithSeveralParameters(String)

    // Intents and their parameters
    case intentNotDeclared(String)
    /// `@AppIntent(schema:)` naming no schema of Parley's data.
    case unknownSchema(String, intent: String, nearest: [String])
    /// A required parameter the schema does not declare.
    case parameterNotInSchema(String, schema: String, intent: String)
    case unknownTypeSchema(String, type: String)
    /// `extract.actionsdata` that cannot be read: why.
    case actionsDataUnreadable(String)
    /// The compiled metadata says otherwise than the sources; it wins.
    case actionsDataDiffers(intent: String, what: String, sources: String, compiled: String)
    /// An action only the compiled metadata has.
    case actionsDataOnly(intent: String)
    /// A SiriEvaluations scenario not imported: why.
    case scenarioSkipped(String)
    /// An expectation of a scenario's that Parley does not know.
    case unknownExpectation(String)
    /// A scenario's intent that names no intent of the app.
    case unknownScenarioIntent(String)
    /// An exported scenario whose turns no longer say what its kept transcript lines do.
    case scenarioEdited
    case intentTitleUnreadable(String, namedAs: String)
    case listParameter(String, type: String)
    case conditionOnLaterParameter(String, parent: String)
    case confirmationWithoutDialog(intent: String)
    case boundsNotKept(String, type: String)
    case notAName(String, what: String)

    // Enums and entities
    case typeNotDeclared(String, parameter: String)
    case notAnAppEnumOrEntity(String)
    case computedCaseTitles(type: String)
    case noCaseTitles(type: String)
    case caseWithoutTitle(String, type: String, title: String)
    case caseTitleAtRunTime(String, type: String, title: String)
    case noReadableCases(type: String)

    var severity: Diagnostic.Severity {
        switch self {
        case .nothingToImport, .notAName, .buildSettingCycle(_, _, namesTheApp: true), .noReadableShortcuts, .tooManyShortcuts, .phraseWithoutAppName, .appNameRepeated,
             .phraseParameterNotDeclared, .phraseParameterNotSpeakable, .phraseWithSeveralParameters:
            .error
        default:
            .warning
        }
    }

    var message: String {
        switch self {
        case .fileTooLarge(let megabytes):
            "larger than \(megabytes) MB; not read"
        case .nothingToImport(let root, let swiftFiles):
            "\(root): no AppShortcutsProvider and no .intentdefinition in its \(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s"); nothing to import"
        case .noAppName(let folder):
            "no app name in Info.plist or the build settings; the app is named '\(folder)' after its folder (give one with --name)"
        case .notAStringCatalog(let file):
            "\(file): not a string catalog (expected a JSON object with \"strings\")"
        case .notText(let file):
            "\(file): not UTF-8 or UTF-16 text"
        case .notAStringsFile(let file):
            "\(file): not a .strings file (expected lines like \"key\" = \"value\";)"
        case .swiftFileSkipped(.nestedTooDeeply(let nesting)):
            nesting.deepestSquare > SwiftNesting.squareLimit
                ? "square brackets nested \(nesting.deepestSquare) deep (more than \(SwiftNesting.squareLimit)); Swift's parser would take minutes on it, so the file was not read"
                : "brackets nested \(nesting.deepestAny) deep (more than \(SwiftNesting.anyLimit)); the file was not read"
        case .swiftFileSkipped(.tookTooLong(let seconds)):
            "took longer than \(seconds) s to parse; the file was not read"
        case .boundsNotKept(let name, let type):
            "the inclusiveRange of '\(name)' was not kept: a catalog bounds only Int, Double and Duration parameters, and this one is \(type)"
        case .notAName(let name, let what):
            "'\(YAMLText.comment(name))' cannot name \(what) in a catalog: a name is letters, digits and underscores, not starting with a digit"
        case .buildSettingCycle(let key, let chain, let namesTheApp):
            "the build setting \(YAMLText.comment(key)) refers to itself (\(YAMLText.comment(chain)))"
                + (namesTheApp ? "; the app's name cannot be read from it" : "; it was read as empty")
        case .parameterCombinationUnreadable(let key, let intent):
            "the parameter combination '\(YAMLText.comment(key))' of \(intent) names a parameter the intent lacks, repeats one, or has no title; it was left out"
        case .droppedToLoad(let item, let why):
            "'\(YAMLText.comment(item))' was left out of the catalog, which would not load with it: \(why)"
        case .unknownTypeAsString(let type, let parameter):
            "the type \(YAMLText.comment(type)) of '\(YAMLText.comment(parameter))' was not found in the project (a typealias, or another module's type); the parameter is read as String"
        case .caseTwice(let id, let type):
            "\(YAMLText.comment(type)) has the case '\(YAMLText.comment(id))' twice (two types of one name, in two targets?); it is kept once"
        case .intentDefinitionNotAPropertyList:
            "not a property list; the intent definition was skipped"
        case .intentDefinitionItemMistyped(let key, let expected, let found, let skipped):
            "\(key) is \(found), not \(expected); \(skipped) was skipped"

        case .secondProvider(let provider, let imported):
            "'\(provider)' is a second AppShortcutsProvider; an app has one, so only '\(imported)' was imported"
        case .noReadableShortcuts(let provider, let count):
            "none of the \(count) App Shortcuts of '\(provider)' could be read (see the warnings); nothing would be simulated"
        case .providerWithoutShortcuts(let provider):
            "'\(provider)' has no 'appShortcuts'; it offers no shortcut"
        case .tooManyShortcuts(let provider, let count, let limit):
            "'\(provider)' declares \(count) App Shortcuts; an app may have at most \(limit), and Xcode rejects more"
        case .shortcutWithoutIntent:
            "an AppShortcut without 'intent:' was skipped"
        case .intentNotAnInitializer(let expression):
            "the intent '\(expression)' is not a type's initializer; the shortcut was skipped"
        case .presetNotAParameter(let intent, let name):
            "'\(intent)(\(name): …)' sets something that is not one of its @Parameters; it was left out of the preset"
        case .shortTitleUnreadable(let expression):
            "the shortTitle '\(expression)' is not text Parley can read; the shortcut has no title"
        case .shortcutWithoutPhrases:
            "an AppShortcut without 'phrases:' was skipped"
        case .shortcutWithoutReadablePhrase(let intent):
            "the shortcut for '\(intent)' has no phrase Parley can read; it was left out"
        case .phrasesNotAList(let phrases):
            "the phrases '\(phrases)' are not a list Parley can find"

        case .escapedSlot:
            "the phrase writes '\\(' as text (an escaped backslash), which is not a placeholder Siri fills; it was skipped"
        case .unknownInterpolation(let expression):
            "the phrase interpolates '\(expression)', which is neither \\(.applicationName) nor a parameter; it was skipped"
        case .phraseWithoutAppName(let text):
            "the phrase \"\(text)\" does not contain \\(.applicationName); Xcode rejects App Shortcut phrases without the app's name"
        case .appNameRepeated(let text, let count):
            "the phrase \"\(text)\" contains \\(.applicationName) \(count) times; a phrase says the app's name once"
        case .phraseParameterNotDeclared(let text, let parameter, let intent):
            "the phrase \"\(text)\" uses \\(\\.$\(parameter)), which is not a @Parameter of '\(intent)'"
        case .phraseParameterNotSpeakable(let text, let parameter, let type):
            "the phrase \"\(text)\" uses \\(\\.$\(parameter)), which is \(type); a phrase may only hold an AppEnum or AppEntity parameter, whose values Siri knows before the app runs"
        case .phraseWithSeveralParameters(let text):
            "the phrase \"\(text)\" holds more than one parameter; an App Shortcut phrase may hold one"

        case .unknownSchema(let name, let intent, let nearest):
            "'\(YAMLText.comment(name))' is no app schema Parley knows" + (nearest.isEmpty ? "" : " (did you mean \(nearest.joined(separator: ", "))?)") + "; \(intent) was imported without it"
        case .parameterNotInSchema(let parameter, let schema, let intent):
            "'\(YAMLText.comment(parameter))' is required but \(schema) declares no such parameter; \(intent) was imported without the schema"
        case .actionsDataUnreadable(let why):
            "Xcode's compiled metadata is \(why); it was not read, and the sources were imported alone"
        case .actionsDataDiffers(let intent, let what, let sources, let compiled):
            "the compiled metadata gives \(intent) the \(what) '\(YAMLText.comment(compiled))' where the sources say '\(YAMLText.comment(sources))'; the compiled one was imported"
        case .scenarioSkipped(let why):
            "this SiriScenario was not imported: \(why)"
        case .unknownScenarioIntent(let name):
            "'\(YAMLText.comment(name))' names no intent of the app; the line says so in a comment"
        case .scenarioEdited:
            "this SiriScenario was edited since `parley export` wrote it: its turns are read from the Swift, not from its '// parley:' lines"
        case .unknownExpectation(let name):
            "'\(YAMLText.comment(name))' is no SiriEvaluations expectation Parley knows; the transcript says so in a comment"
        case .actionsDataOnly(let intent):
            "\(intent) is in the compiled metadata but not in the sources read; it was imported from the metadata, its parameters as text"
        case .unknownTypeSchema(let name, let type):
            "'\(YAMLText.comment(name))' is no entity or enum schema Parley knows; \(type) was imported without it"
        case .intentNotDeclared(let name):
            "the intent '\(name)' is not declared in the project's Swift files (is it in a package outside the folder?); its shortcut was skipped"
        case .intentTitleUnreadable(let name, let title):
            "the title of '\(name)' is not text Parley can read; it was named '\(title)'"
        case .listParameter(let name, let type):
            "'\(name)' holds a list of \(type); Parley simulates one value"
        case .conditionOnLaterParameter(let parameter, let parent):
            "'\(parameter)' depends on '\(parent)', which is declared after it; the condition was left out"
        case .confirmationWithoutDialog(let intent):
            "'\(intent)' asks for confirmation without a dialog Parley can read"

        case .typeNotDeclared(let type, let parameter):
            "the type '\(type)' of '\(parameter)' is not declared in the project's Swift files; it is imported as an entity whose values the overlay asks for"
        case .notAnAppEnumOrEntity(let name):
            "'\(name)' is neither an AppEnum nor an AppEntity; it is imported as an entity"
        case .computedCaseTitles(let type):
            "the caseDisplayRepresentations of '\(type)' are computed; the cases are titled by their names"
        case .noCaseTitles(let type):
            "'\(type)' has no caseDisplayRepresentations; the cases are titled by their names"
        case .caseWithoutTitle(let id, let type, let title):
            "the case '\(id)' of '\(type)' has no display representation; it is titled '\(title)'"
        case .caseTitleAtRunTime(let id, let type, let title):
            "the title of '\(type).\(id)' is built at run time; it is titled '\(title)'"
        case .noReadableCases(let type):
            "'\(type)' declares no cases Parley can read"
        }
    }
}
