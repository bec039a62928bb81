import ParleyText

/// Every problem a catalog can have, with its wording: the YAML's shape, the reader's
/// checks of each part, the validator's checks of references and phrases, and the loader's
/// checks across files. Readers name a case and a place; nothing else in the catalog layer
/// writes a message. (The lint rules, which are advice rather than errors, keep theirs
/// beside their examples.)
package enum CatalogProblem: DiagnosticProblem, Hashable {
    // MARK: The YAML
    case cannotReadYAML(String)
    case cannotReadFile(String)
    case yamlSyntax(String)
    /// `"\("` in a double-quoted YAML string, which YAML reads as an escape.
    case slotInDoubleQuotes
    case duplicateKeys([String])
    case emptyFile
    /// `context` should be `expected` (a list, text, a number …), not what it is.
    case wrongShape(context: String, expected: String, found: String)
    case notAMapping(context: String, allowedKeys: [String], found: String)
    case keyNotPlainName(context: String)
    case unknownKey(String, context: String, allowedKeys: [String], guess: String?)
    case missingKey(String, context: String)
    /// A locale map (`{en: …, ja: …}`) with a key that is no locale code; `holding` is "text" or "a list".
    case notALocaleCode(String, context: String, holding: String)
    /// `{en: Sorry, cold brew …}`: a comma in unquoted text inside `{…}`.
    case commaEndedText(String, previousLocale: String, whole: String)

    // MARK: An app's parts
    case appNeedsName
    case extendsNeedsName
    case emptyWords(context: String)
    case unknownTypeKind(context: String, kind: String)
    case builtInTypeName(String, kind: String)
    case enumWithoutCases(context: String)
    case suggestedOnEnum
    case suggestionNotAValue(String, context: String, values: [String])
    case duplicateValueID(String, context: String)
    case entityWithoutValues(type: String)
    case unknownParameterType(String, parameter: String, declared: [String])
    case disambiguateWithoutValues(parameter: String, type: String)
    case unknownAskMode(String)
    /// `schema:` naming no schema of Parley's data; `kind` is intent, entity or enum.
    case unknownSchema(String, kind: String, nearest: [String])
    /// `indexed` or `owned` on an enum.
    case entityOnlyKey(String)
    case shortcutTypeUnknownParameter(String, intent: String, known: [String])
    case shortcutTypeParameterTwice(String)
    case duplicateShortcutType(parameters: [String], firstLine: Int)
    case emptyShortcutTypeTitle
    case shortcutTypeTitleReference(String, parameters: [String])
    case boundOnNonNumber(bound: String, parameter: String, type: String)
    case minimumAboveMaximum(minimum: String, maximum: String, parameter: String)
    case defaultBelowMinimum(String, minimum: String, parameter: String)
    case defaultAboveMaximum(String, maximum: String, parameter: String)
    /// `context` is where the value was written, when that is not plain from the place.
    case notAValue(String, type: String, values: [String], context: String?)
    case wrongValueForType(context: String, expected: String, type: String, found: String)
    case unknownFlagChange(flag: String)
    case duplicateParameter(String, intent: String)

    // MARK: References
    case unknownIntent(String, app: String, intents: [String])
    case presetNotAParameter(String, intent: String, parameters: [String])
    /// A flag compared with a value that is not true or false (written as it was).
    case flagNotBoolean(String, written: String)
    case unknownConditionName(String, context: String, known: [String])
    case valueOfWrongType(parameter: String, type: String, written: String)
    case unknownDialogReference(String, intent: String, known: [String])
    case unknownFlag(String)

    // MARK: Shortcuts and phrases
    case tooManyShortcuts(app: String, count: Int, limit: Int)
    case shortcutWithoutPhrases(intent: String)
    case duplicatePhrase(String, firstLine: Int)
    case unclosedSlot
    case unknownSlot(String)
    case applicationNameCount(phrase: String, count: Int)
    case tooManyPhraseParameters(phrase: String, names: [String])
    case unknownPhraseParameter(String, intent: String, parameters: [String])
    case phraseParameterNotSpeakable(String, type: String)
    case phraseNeverSpoken(parameter: String, isEntity: Bool)

    // MARK: Files together
    case extendsUnknownApp(String, apps: [String])
    case overlayLoadedAlone
    case duplicateApp(String, firstAt: SourceLocation)
    case noTypeToExtend(String, app: String, types: [String])
    case noIntentToExtend(String, app: String, intents: [String])
    case noParameterToExtend(String, intent: String, parameters: [String])
    case overlayDefaultNotAValueType(parameter: String)

    package var severity: Diagnostic.Severity {
        switch self {
        case .entityWithoutValues, .duplicatePhrase, .phraseNeverSpoken: .warning
        default: .error
        }
    }

    package var message: String {
        switch self {
        case .cannotReadYAML(let error):
            "cannot read the YAML: \(error)"
        case .cannotReadFile(let problem):
            "cannot read the file: \(problem)"
        case .yamlSyntax(let problem):
            "YAML syntax: \(problem)"
        case .slotInDoubleQuotes:
            #"'\(' cannot be written inside double quotes in YAML (it is read as an escape); write the phrase in single quotes, like 'Start \(.applicationName)', or without quotes"#
        case .duplicateKeys(let keys):
            "the key \(keys.map { "'\($0)'" }.joined(separator: ", ")) appears twice in the same mapping; each key may appear once"
        case .emptyFile:
            "the file is empty; a catalog starts with 'app: <name>'"
        case .wrongShape(let context, let expected, let found):
            "\(context) should be \(expected), not \(found)"
        case .notAMapping(let context, let allowed, let found):
            "\(context) should be a mapping of keys (\(allowed.joined(separator: ", "))), not \(found)"
        case .keyNotPlainName(let context):
            "keys in \(context) must be plain names"
        case .unknownKey(let key, let context, let allowed, let guess):
            "unknown key \(key.quotedExcerpt) in \(context)\(guess.map { "; did you mean '\($0)'?" } ?? ".") Expected one of: \(allowed.joined(separator: ", "))"
        case .missingKey(let key, let context):
            "\(context) is missing '\(key)'"
        case .notALocaleCode(let code, let context, let holding):
            "'\(code)' is not a locale code; \(context) maps locales such as en or ja to \(holding)"
        case .commaEndedText(let rest, let locale, let whole):
            "'\(rest)' is not a locale code: inside {…} a comma ends unquoted text; put the text in quotes: {\(locale): '\(whole.replacingOccurrences(of: "'", with: "''"))'}"

        case .appNeedsName:
            "app needs a name, the one users say to Siri (app: Meditation)"
        case .extendsNeedsName:
            "extends needs the name of the app this file adds to (extends: Meditation)"
        case .emptyWords(let context):
            "\(context) is empty; write the words a user says, or leave it out"
        case .unknownTypeKind(let context, let kind):
            "kind of \(context) should be enum or entity, not '\(kind)'"
        case .builtInTypeName(let key, let kind):
            "'\(key)' is a built-in type; give the \(kind) another name"
        case .enumWithoutCases(let context):
            "\(context) has no values; an enum needs at least one case"
        case .suggestedOnEnum:
            "'suggested' is for entities; every case of an enum can be spoken"
        case .suggestionNotAValue(let id, let context, let values):
            "suggested value '\(id)' is not one of the values of \(context) (\(values.joined(separator: ", ")))"
        case .duplicateValueID(let id, let context):
            "\(context) has two values with id '\(id)'; ids must be unique"
        case .entityWithoutValues(let type):
            "entity '\(type)' has no values: a phrase that holds it cannot be spoken and Siri has none to offer; give it values (for an imported app, in its overlay)"
        case .unknownParameterType(let key, let parameter, let declared):
            "unknown type '\(key)' for parameter '\(parameter)'; expected \(ValueType.builtInNames.joined(separator: ", "))\(declared.isEmpty ? "" : " or a type declared under types: (\(declared.joined(separator: ", ")))")"
        case .disambiguateWithoutValues(let parameter, let type):
            "ask: disambiguate lists a type's values, but '\(parameter)' is \(type); use ask: value"
        case .unknownAskMode(let mode):
            "ask should be value, disambiguate or never, not '\(mode)'"
        case .unknownSchema(let name, let kind, let nearest):
            "'\(name)' is no \(kind) schema Parley knows" + (nearest.isEmpty ? " (docs/SIRI_AI.md lists them)" : "; did you mean \(Self.list(nearest))?")
        case .entityOnlyKey(let key):
            "'\(key)' is for entities; an enum's cases are always known to Siri"
        case .shortcutTypeUnknownParameter(let name, let intent, let known):
            "a shortcut type names parameter '\(name)', but intent '\(intent)' has no such parameter (parameters: \(Self.list(known)))"
        case .shortcutTypeParameterTwice(let name):
            "a shortcut type names parameter '\(name)' twice"
        case .duplicateShortcutType(let parameters, let firstLine):
            "a shortcut type with the parameters [\(parameters.joined(separator: ", "))] is already declared at line \(firstLine); each combination is one type"
        case .emptyShortcutTypeTitle:
            "a shortcut type needs a title Siri can show (it is empty)"
        case .shortcutTypeTitleReference(let name, let parameters):
            "a shortcut type's title can only show its own parameters (\(Self.list(parameters))), not \\(\(name))"
        case .boundOnNonNumber(let bound, let parameter, let type):
            "\(bound) applies to Int, Double and Duration parameters; '\(parameter)' is \(type)"
        case .minimumAboveMaximum(let minimum, let maximum, let parameter):
            "min (\(minimum)) is higher than max (\(maximum)) for '\(parameter)'"
        case .defaultBelowMinimum(let value, let minimum, let parameter):
            "default \(value) is lower than min (\(minimum)) for '\(parameter)'"
        case .defaultAboveMaximum(let value, let maximum, let parameter):
            "default \(value) is higher than max (\(maximum)) for '\(parameter)'"
        case .notAValue(let id, let type, let values, let context):
            "\(context.map { "\($0): " } ?? "")'\(id)' is not a value of \(type) (\(values.joined(separator: ", ")))"
        case .wrongValueForType(let context, let expected, let type, let found):
            "\(context) should be \(expected) for \(type) parameter, not \(found)"
        case .unknownFlagChange(let flag):
            "set '\(flag)' should be true, false or toggle"
        case .duplicateParameter(let name, let intent):
            "intent '\(intent)' has two parameters named '\(name)'"

        case .unknownIntent(let key, let app, let intents):
            "unknown intent '\(key)'; intents of \(app): \(intents.isEmpty ? "none" : intents.joined(separator: ", "))"
        case .presetNotAParameter(let name, let intent, let parameters):
            "preset '\(name)' is not a parameter of \(intent) (\(parameters.joined(separator: ", ")))"
        case .flagNotBoolean(let flag, let written):
            "flag '\(flag)' is true or false, not \(written)"
        case .unknownConditionName(let name, let context, let known):
            "the condition of \(context) refers to '\(name)', which is neither an earlier parameter nor a flag\(known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))")"
        case .valueOfWrongType(let parameter, let type, let written):
            "'\(parameter)' is \(type) parameter; it cannot be \(written.quotedExcerpt)"
        case .unknownDialogReference(let name, let intent, let known):
            "the dialog refers to \\(\(name)), which is not a parameter of \(intent) or a flag\(known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))")"
        case .unknownFlag(let flag):
            "unknown flag '\(flag)'; declare it under state: flags: with its initial value"

        case .tooManyShortcuts(let app, let count, let limit):
            "\(app) has \(count) shortcuts; an app can have at most \(limit)"
        case .shortcutWithoutPhrases(let intent):
            "the shortcut for \(intent) has no phrases"
        case .duplicatePhrase(let phrase, let firstLine):
            "duplicated phrase '\(phrase)' (first at line \(firstLine))"
        case .unclosedSlot:
            #"'\(' is never closed; a slot looks like \(.applicationName) or \(\.$parameter)"#
        case .unknownSlot(let inside):
            #"unknown slot '\(\#(inside))'; a phrase can use \(.applicationName) and \(\.$parameter)"#
        case .applicationNameCount(let phrase, let count):
            #"the phrase '\#(phrase)' \#(count == 0 ? "does not contain" : "contains \(count) times") \(.applicationName); every phrase must say the app's name exactly once"#
        case .tooManyPhraseParameters(let phrase, let names):
            "the phrase '\(phrase)' has \(names.count) parameters (\(names.joined(separator: ", "))); a phrase can have at most one"
        case .unknownPhraseParameter(let name, let intent, let parameters):
            "the phrase refers to parameter '\(name)', but intent '\(intent)' has \(parameters.isEmpty ? "no parameters" : "only: \(parameters.joined(separator: ", "))")"
        case .phraseParameterNotSpeakable(let name, let type):
            "parameter '\(name)' is \(type); a phrase can only contain an enum or entity parameter, because Siri needs the possible values before the app runs"
        case .phraseNeverSpoken(let parameter, let isEntity):
            "parameter '\(parameter)' has no \(isEntity ? "suggested values" : "cases"), so this phrase can never be spoken"

        case .extendsUnknownApp(let target, let apps):
            "extends '\(target)', but no catalog of this device defines that app (apps: \(apps.isEmpty ? "none" : apps.joined(separator: ", ")))"
        case .overlayLoadedAlone:
            "this file extends another app; load it with the folder that defines that app"
        case .duplicateApp(let name, let first):
            "another catalog already defines an app named '\(name)' (\(first)); app names must be unique on a device"
        case .noTypeToExtend(let type, let app, let types):
            "\(app) has no type '\(type)' to extend (types: \(Self.list(types)))"
        case .noIntentToExtend(let intent, let app, let intents):
            "\(app) has no intent '\(intent)' to extend (intents: \(Self.list(intents)))"
        case .overlayDefaultNotAValueType(let parameter):
            "an overlay's default names a value of an enum or entity; '\(parameter)' is neither: set its default in the catalog"
        case .noParameterToExtend(let parameter, let intent, let parameters):
            "intent '\(intent)' has no parameter '\(parameter)' to extend (parameters: \(Self.list(parameters)))"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

extension DiagnosticLog {
    /// A catalog problem by its case alone: `log.report(.unknownFlag(flag), at: location)`.
    func report(_ problem: CatalogProblem, at location: SourceLocation) {
        append(Diagnostic(problem, at: location))
    }
}
