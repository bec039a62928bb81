import Foundation
import ParleyText

/// SiriKit `.intentdefinition` files (XML property lists): custom intents with their
/// parameters, prompts, parent parameters (`when`) and success responses, and enums with
/// their synonyms. Translations come from `<lang>.lproj/<Name>.strings`, keyed by the IDs
/// the file gives each string. Intent keys are the generated class names (`OrderSoupIntent`).
struct IntentDefinitionReader {
    let localizer: Localizer
    var intents: [ImportedIntent] = []
    var types: [ImportedType] = []
    var diagnostics: [Diagnostic] = []

    init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// Reads one file; intents already read from Swift (or migrated to App Intents) are skipped.
    mutating func read(_ data: Data, file: String, skipping known: Set<String>) {
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            diagnostics.append(Diagnostic(ImportProblem.intentDefinitionNotAPropertyList, at: ProjectLocation(file: file, line: 1, column: 1)))
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        let lines = KeyLines.trimmedLines(in: text)
        let keys = KeyOccurrences(text)
        let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        func line(of name: String) -> ProjectLocation {
            ProjectLocation(file: file, line: lines.line(of: "<string>\(name)</string>"), column: 1)
        }
        /// The value of `key` in `dictionary` as a `T`; a value of another type is reported at
        /// the key's `occurrence`-th line (the items are read in the file's order) and gives nil.
        var seen: [String: Int] = [:]
        func typed<T>(_ key: String, in dictionary: [String: Any], as _: T.Type, expected: String, skipped: String) -> T? {
            guard let value = dictionary[key] else { return nil }
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            if let typed = value as? T { return typed }
            diagnostics.append(Diagnostic(
                ImportProblem.intentDefinitionItemMistyped(key: key, expected: expected, found: Self.kind(of: value), skipped: skipped),
                at: ProjectLocation(file: file, line: keys.line(of: key, occurrence: occurrence), column: 1)))
            return nil
        }
        func items(_ key: String, in dictionary: [String: Any], skipped: String) -> [[String: Any]] {
            typed(key, in: dictionary, as: [Any].self, expected: "an array", skipped: skipped)?.compactMap { $0 as? [String: Any] } ?? []
        }
        func localized(_ dictionary: [String: Any], _ key: String) -> Localized? {
            guard let value = dictionary[key] as? String, !value.isEmpty else { return nil }
            let translations = (dictionary[key + "ID"] as? String).map { localizer.translations(of: $0, table: table) } ?? [:]
            return Localized(source: value, translations: translations, developmentLanguage: localizer.developmentLanguage)
        }

        for enumeration in items("INEnums", in: root, skipped: "every enum") {
            let name = typed("INEnumName", in: enumeration, as: String.self, expected: "a string", skipped: "the enum")
            let values = items("INEnumValues", in: enumeration, skipped: "every value of \(name ?? "an enum")")
            guard let name, !types.contains(where: { $0.key == name }) else {
                seen["INEnumValueName", default: 0] += values.count { $0["INEnumValueName"] != nil }
                continue
            }
            var type = ImportedType(key: name, kind: .enum, title: localized(enumeration, "INEnumDisplayName") ?? Localized(name), values: [], location: line(of: name))
            for value in values {
                // Index 0 is the `unknown` value Xcode adds to every enum: nothing a user says.
                guard let id = typed("INEnumValueName", in: value, as: String.self, expected: "a string", skipped: "a value of \(name)"),
                      id != "unknown"
                else { continue }
                var imported = ImportedValue(id: id, title: localized(value, "INEnumValueDisplayName") ?? Localized(id), location: line(of: id))
                for synonym in value["INEnumValueSynonyms"] as? [Any] ?? [] {
                    if let word = synonym as? String {
                        imported.synonyms.append(Localized(word))
                    } else if let entry = synonym as? [String: Any],
                              let key = entry.keys.sorted().first(where: { $0.hasPrefix("INEnumValueSynonym") && !$0.hasSuffix("ID") }),
                              let text = localized(entry, key) {
                        imported.synonyms.append(text)
                    }
                }
                type.values.append(imported)
            }
            types.append(type)
        }

        for definition in items("INIntents", in: root, skipped: "every intent") {
            let base = typed("INIntentName", in: definition, as: String.self, expected: "a string", skipped: "the intent")
            let parameters = items("INIntentParameters", in: definition, skipped: "every parameter of \(base ?? "an intent")")
            guard let base, !known.contains(base + "Intent"), !known.contains(base), !intents.contains(where: { $0.key == base + "Intent" }),
                  (definition["INIntentType"] as? String ?? "Custom") == "Custom"
            else {
                // Its parameters' names still count, so that a later one's line is found.
                seen["INIntentParameterName", default: 0] += parameters.count { $0["INIntentParameterName"] != nil }
                continue
            }
            let key = base + "Intent"
            var intent = ImportedIntent(key: key, title: localized(definition, "INIntentTitle") ?? Localized(SwiftAppReader.humanized(base)), location: line(of: base))
            var names: [String] = []
            for parameter in parameters {
                guard let name = typed("INIntentParameterName", in: parameter, as: String.self, expected: "a string", skipped: "a parameter of \(base)") else { continue }
                var imported = ImportedParameter(
                    name: name, title: localized(parameter, "INIntentParameterDisplayName") ?? Localized(SwiftAppReader.humanized(name)),
                    type: catalogType(parameter), swiftType: parameter["INIntentParameterType"] as? String ?? "String", isRequired: false, location: line(of: name))
                for prompt in parameter["INIntentParameterPromptDialogs"] as? [[String: Any]] ?? [] where prompt["INIntentParameterPromptDialogType"] as? String == "Primary" {
                    if let text = localized(prompt, "INIntentParameterPromptDialogFormatString") { imported.prompt = ImportedDialog(full: Self.template(text, names: names + [name])) }
                }
                if let relationship = parameter["INIntentParameterRelationship"] as? [String: Any],
                   let parent = relationship["INIntentParameterRelationshipParentName"] as? String, names.contains(parent),
                   let value = relationship["INIntentParameterRelationshipPredicateValue"] {
                    imported.condition = [(parent, "\(value)")]
                }
                if imported.condition.contains(where: { clause in !Self.fits(clause.value, intent.parameters.first { $0.name == clause.name }, types: types) }) {
                    imported.condition = []
                }
                intent.parameters.append(imported)
                names.append(name)
            }
            if definition["INIntentIneligibleForSuggestions"] as? Bool == true { intent.isSuggestible = false }
            let combinations = definition["INIntentParameterCombinations"] as? [String: Any] ?? [:]
            for key in combinations.keys.sorted() {
                // "soup,quantity": the names in no particular order; "" for no parameters.
                let parameters = key.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.sorted()
                guard let combination = combinations[key] as? [String: Any],
                      let title = localized(combination, "INIntentParameterCombinationTitle"),
                      parameters.allSatisfy(names.contains), Set(parameters).count == parameters.count,
                      !intent.shortcutTypes.contains(where: { $0.parameters == parameters })
                else {
                    diagnostics.append(Diagnostic(ImportProblem.parameterCombinationUnreadable(key, intent: base), at: line(of: base)))
                    continue
                }
                intent.shortcutTypes.append(ImportedShortcutType(
                    parameters: parameters, title: Self.template(title, names: parameters),
                    subtitle: localized(combination, "INIntentParameterCombinationSubtitle").map { Self.template($0, names: parameters) },
                    runsInBackground: combination["INIntentParameterCombinationSupportsBackgroundExecution"] as? Bool ?? false,
                    location: ProjectLocation(file: file, line: lines.line(of: "<key>\(key)</key>"), column: 1)))
            }
            let codes = (definition["INIntentResponse"] as? [String: Any])?["INIntentResponseCodes"] as? [[String: Any]] ?? []
            if let success = codes.first(where: { $0["INIntentResponseCodeName"] as? String == "success" }),
               let text = localized(success, "INIntentResponseCodeFormatString") ?? localized(success, "INIntentResponseCodeConciseFormatString") {
                let template = Self.template(text, names: names)
                if !template.allValues.contains(where: { $0.contains("${") }) { intent.result = ImportedDialog(full: template) }
            }
            intents.append(intent)
        }
    }

    /// What a property list value is, in a message's words.
    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Date: "a date"
        case is Data: "data"
        default: "of another type"
        }
    }

    private func catalogType(_ parameter: [String: Any]) -> String {
        if let enumType = parameter["INIntentParameterEnumType"] as? String, types.contains(where: { $0.key == enumType }) { return enumType }
        switch parameter["INIntentParameterType"] as? String {
        case "Integer": return "Int"
        case "Decimal", "Number", "Currency": return "Double"
        case "Boolean": return "Bool"
        case "DateComponents": return "Date"
        case "Duration": return "Duration"
        default: return "String"
        }
    }

    private static func fits(_ value: String, _ parent: ImportedParameter?, types: [ImportedType]) -> Bool {
        guard let parent else { return false }
        if let type = types.first(where: { $0.key == parent.type }) { return type.values.contains { $0.id == value } }
        return parent.type == "Bool" ? value == "true" || value == "false" : parent.type != "String"
    }

    /// `${soup}` → `\(soup)` for the intent's parameters; other placeholders (a response's own
    /// parameters) stay as written.
    private static func template(_ text: Localized, names: [String]) -> Localized {
        Localized(byLocale: text.byLocale.mapValues { value in
            var result = value
            for name in names { result = result.replacingOccurrences(of: "${\(name)}", with: "\\(\(name))") }
            return result
        })
    }
}
