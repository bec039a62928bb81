import DocumentTree
import ParleyText

/// Reads one catalog file's node tree into an `App`, following the schema of docs/CATALOG.md.
/// Shape errors go to the reader; references between parts are checked by `AppValidator`.
struct AppReader {
    let reader: YAMLReader

    func app(_ node: YAMLNode) -> App? {
        guard let fields = reader.fields(of: node, in: "the catalog", part: CatalogSchema.app),
            let nameNode = fields["app"],
            let name = reader.localizedText(nameNode, in: "app")
        else { return nil }
        guard !name.resolved(for: LocaleCode.fallback).trimmed.isEmpty else {
            reader.report(.appNeedsName, at: nameNode)
            return nil
        }

        let types = fields["types"].map { node in
            reader.entries(of: node, in: "types").compactMap { typeDefinition(key: $0.key, keyNode: $0.keyNode, node: $0.value) }
        } ?? []
        var app = App(name: name, file: reader.file, location: reader.location(of: nameNode))
        app.types = types
        if let node = fields["synonyms"] {
            // Names and their hints keep the list's shape (a list, or a list per locale).
            let synonyms = reader.localizedList(node, in: "synonyms", item: appSynonym)
            app.synonyms = synonyms.compactMap(\.name)
            app.pronunciations = synonyms.compactMap(\.pronunciation)
        }
        if let node = fields["state"] { app.initialState = state(node) }
        if let node = fields["intents"] {
            app.intents = reader.entries(of: node, in: "intents").compactMap { intent(key: $0.key, keyNode: $0.keyNode, node: $0.value, app: app) }
        }
        if let node = fields["shortcuts"] {
            app.shortcuts = (reader.sequence(node, in: "shortcuts") ?? []).compactMap { shortcut($0, app: app) }
        }
        if let node = fields["negativePhrases"] {
            app.negativePhrases = reader.localizedList(node, in: "negativePhrases") { reader.phrase($0, in: "a negative phrase") }
        }
        return app
    }

    private struct AppSynonym: Hashable {
        var name: LocalizedText
        var pronunciation: LocalizedText?
    }

    /// A synonym: text, a locale map, or `{name: Calm Space, pronunciation: calm spays}`.
    private func appSynonym(_ node: YAMLNode) -> AppSynonym? {
        guard let mapping = node.mapping, mapping.contains(where: { CatalogSchema.appSynonym.names.contains($0.key.scalar?.string ?? "") }) else {
            return spokenText(node, in: "a synonym").map { AppSynonym(name: $0) }
        }
        guard let fields = reader.fields(of: node, in: "a synonym", part: CatalogSchema.appSynonym),
              let name = fields["name"].flatMap({ spokenText($0, in: "the name of a synonym") })
        else { return nil }
        return AppSynonym(name: name, pronunciation: fields["pronunciation"].flatMap { spokenText($0, in: "a pronunciation hint") })
    }

    /// Text a user says: blank text would be a name nobody can say, so it is an error, not
    /// a silent no-op.
    private func spokenText(_ node: YAMLNode, in context: String) -> LocalizedText? {
        guard let text = reader.localizedText(node, in: context) else { return nil }
        guard text.allValues.allSatisfy({ !$0.trimmed.isEmpty }) else {
            reader.report(.emptyWords(context: context), at: node)
            return nil
        }
        return text
    }

    // MARK: State

    func state(_ node: YAMLNode) -> AppState {
        var state = AppState()
        guard let fields = reader.fields(of: node, in: "state", part: CatalogSchema.state) else { return state }
        state.launched = fields.flag("launched", reader: reader)
        if let node = fields["flags"] {
            for (name, _, value) in reader.entries(of: node, in: "flags") {
                if let flag = reader.bool(value, in: "flag '\(name)'") { state.flags.append(.init(name: name, value: flag)) }
            }
        }
        return state
    }

    // MARK: Types

    func typeDefinition(key: String, keyNode: YAMLNode, node: YAMLNode) -> TypeDefinition? {
        let context = "type '\(key)'"
        guard let fields = reader.fields(of: node, in: context, part: CatalogSchema.type),
              let kindNode = fields["kind"], let kindText = reader.string(kindNode, in: "kind")
        else { return nil }
        guard let kind = TypeDefinition.Kind(rawValue: kindText) else {
            reader.report(.unknownTypeKind(context: context, kind: kindText), at: kindNode)
            return nil
        }
        if ValueType.builtInNames.contains(key) {
            reader.report(.builtInTypeName(key, kind: kind.rawValue), at: keyNode)
        }
        let title = fields["title"].flatMap { reader.localizedText($0, in: "title of \(context)") } ?? LocalizedText(key)
        let valueNodes = fields["values"].flatMap { reader.sequence($0, in: "values of \(context)") }
        let values = valueNodes?.compactMap { typeValue($0, in: context) } ?? []
        // An entity may have no values yet (an imported app's come from an overlay); the
        // validator warns about it. An enum without cases is a mistake.
        if let valueNodes, valueNodes.isEmpty, kind == .enum, let node = fields["values"] {
            reader.report(.enumWithoutCases(context: context), at: node)
        }
        var suggested = values.map(\.id)
        if let node = fields["suggested"] {
            if kind == .enum {
                reader.report(.suggestedOnEnum, at: fields.keyNode("suggested") ?? node)
            }
            suggested = (reader.sequence(node, in: "suggested") ?? []).compactMap { item in
                guard let id = reader.string(item, in: "a suggested id") else { return nil }
                guard values.contains(where: { $0.id == id }) else {
                    reader.report(.suggestionNotAValue(id, context: context, values: values.map(\.id)), at: item)
                    return nil
                }
                return id
            }
        }
        var seen: Set<String> = []
        for value in values where !seen.insert(value.id).inserted {
            reader.report(.duplicateValueID(value.id, context: context), at: value.location)
        }
        var definition = TypeDefinition(key: key, kind: kind, title: title, values: values, suggestedIDs: suggested, location: reader.location(of: keyNode))
        if let node = fields["schema"], let name = reader.string(node, in: "schema") {
            let schemas = AppSchemas.bundled
            if schemas.hasType(named: name, entity: kind == .entity) {
                definition.schema = name.hasPrefix(".") ? String(name.dropFirst()) : name
            } else {
                let known = schemas.typeNames(entities: kind == .entity)
                reader.report(.unknownSchema(name, kind: kind == .entity ? "entity" : "enum", nearest: schemas.nearest(to: name, among: known)), at: node)
            }
        }
        for key in ["indexed", "owned"] {
            let on = fields.flag(key, reader: reader)
            if kind == .enum, on, let keyNode = fields.keyNode(key) {
                reader.report(.entityOnlyKey(key), at: keyNode)
            } else if key == "indexed" {
                definition.isIndexed = on
            } else {
                definition.isOwned = on
            }
        }
        return definition
    }

    func typeValue(_ node: YAMLNode, in context: String) -> TypeValue? {
        guard let fields = reader.fields(of: node, in: "a value of \(context)", part: CatalogSchema.typeValue),
              let idNode = fields["id"], let id = reader.string(idNode, in: "id"),
              let titleNode = fields["title"], let title = reader.localizedText(titleNode, in: "title")
        else { return nil }
        var value = TypeValue(id: id, title: title, location: reader.location(of: idNode))
        value.subtitle = fields["subtitle"].flatMap { reader.localizedText($0, in: "subtitle") }
        if let node = fields["synonyms"] { value.synonyms = reader.localizedList(node, in: "synonyms") { spokenText($0, in: "a synonym") } }
        return value
    }

    // MARK: Intents

    private func intent(key: String, keyNode: YAMLNode, node: YAMLNode, app: App) -> Intent? {
        let context = "intent '\(key)'"
        guard let fields = reader.fields(of: node, in: context, part: CatalogSchema.intent) else { return nil }
        var intent = Intent(key: key, title: fields["title"].flatMap { reader.localizedText($0, in: "title") } ?? LocalizedText(key), location: reader.location(of: keyNode))
        if let node = fields["parameters"] {
            intent.parameters = (reader.sequence(node, in: "parameters of \(context)") ?? []).compactMap { parameter($0, app: app) }
        }
        intent.confirmation = fields["confirm"].flatMap { dialog($0, in: "confirm") }
        if let node = fields["requires"] {
            let items = node.mapping != nil ? [node] : (reader.sequence(node, in: "requires") ?? [])
            intent.requirements = items.compactMap(requirement)
        }
        intent.opensApp = fields.flag("opensApp", reader: reader)
        if let node = fields["result"] {
            let items = node.mapping != nil || node.scalar != nil ? [node] : (reader.sequence(node, in: "result") ?? [])
            intent.results = items.compactMap(resultCase)
        }
        if let node = fields["failures"] {
            intent.failures = (reader.sequence(node, in: "failures") ?? []).compactMap(failure)
        }
        intent.suggestedPhrase = fields["suggestedPhrase"].flatMap { reader.localizedText($0, in: "suggestedPhrase") }
        if let node = fields["schema"], let name = reader.string(node, in: "schema") {
            let schemas = AppSchemas.bundled
            if let found = schemas.intent(named: name) {
                intent.schema = found.name
            } else {
                reader.report(.unknownSchema(name, kind: "intent", nearest: schemas.nearest(to: name, among: schemas.intentNames)), at: node)
            }
        }
        intent.isTool = fields.flag("tool", reader: reader)
        intent.description = fields["description"].flatMap { reader.localizedText($0, in: "description") }
        intent.isSuggestible = fields.flag("suggestions", reader: reader)
        if let node = fields["shortcutTypes"] {
            var seen: [[String]: ShortcutType] = [:]
            for item in reader.sequence(node, in: "shortcutTypes of \(context)") ?? [] {
                guard let type = shortcutType(item, intent: intent) else { continue }
                if let first = seen[type.parameters] {
                    reader.report(.duplicateShortcutType(parameters: type.parameters, firstLine: first.location.line), at: item)
                } else {
                    seen[type.parameters] = type
                    intent.shortcutTypes.append(type)
                }
            }
        }
        return intent
    }

    /// `{parameters: [soup], title: 'Order \(soup)', subtitle: …, background: false}`.
    private func shortcutType(_ node: YAMLNode, intent: Intent) -> ShortcutType? {
        guard let fields = reader.fields(of: node, in: "a shortcut type", part: CatalogSchema.shortcutType),
              let parametersNode = fields["parameters"], let titleNode = fields["title"],
              let title = reader.localizedText(titleNode, in: "title of a shortcut type")
        else { return nil }
        var names: [String] = []
        for item in reader.sequence(parametersNode, in: "parameters of a shortcut type") ?? [] {
            guard let name = reader.string(item, in: "a parameter of a shortcut type") else { return nil }
            guard intent.parameter(named: name) != nil else {
                reader.report(.shortcutTypeUnknownParameter(name, intent: intent.key, known: intent.parameters.map(\.name)), at: item)
                return nil
            }
            guard !names.contains(name) else {
                reader.report(.shortcutTypeParameterTwice(name), at: item)
                return nil
            }
            names.append(name)
        }
        let subtitle = fields["subtitle"].flatMap { reader.localizedText($0, in: "subtitle of a shortcut type") }
        for text in [title] + (subtitle.map { [$0] } ?? []) {
            if text.allValues.contains(where: { $0.trimmed.isEmpty }) {
                reader.report(.emptyShortcutTypeTitle, at: text == title ? titleNode : (fields["subtitle"] ?? titleNode))
                return nil
            }
            for template in text.allValues {
                for name in DialogTemplate.references(in: template) where !names.contains(name) {
                    reader.report(.shortcutTypeTitleReference(name, parameters: names), at: text == title ? titleNode : (fields["subtitle"] ?? titleNode))
                    return nil
                }
            }
        }
        let background = fields.flag("background", reader: reader)
        return ShortcutType(parameters: names, title: title, subtitle: subtitle, runsInBackground: background, location: reader.location(of: node))
    }

    private func parameter(_ node: YAMLNode, app: App) -> Parameter? {
        guard let fields = reader.fields(of: node, in: "a parameter", part: CatalogSchema.parameter),
            let nameNode = fields["name"], let name = reader.string(nameNode, in: "name"),
            let typeNode = fields["type"], let typeName = reader.string(typeNode, in: "type")
        else { return nil }
        let type = ValueType(name: typeName)
        if case .custom(let key) = type, app.type(named: key) == nil {
            let declared = app.types.map(\.key)
            reader.report(.unknownParameterType(key, parameter: name, declared: declared), at: typeNode)
        }
        let isRequired = fields.flag("required", reader: reader)
        var parameter = Parameter(
            name: name,
            title: fields["title"].flatMap { reader.localizedText($0, in: "title") } ?? LocalizedText(name),
            type: type, isRequired: isRequired,
            ask: Parameter.defaultAskMode(type: type, isRequired: isRequired),
            location: reader.location(of: nameNode))
        if let node = fields["ask"], let text = reader.string(node, in: "ask") {
            if let mode = Parameter.AskMode(rawValue: text) {
                parameter.ask = mode
                if mode == .disambiguate, type.customName == nil, type != .bool {
                    reader.report(.disambiguateWithoutValues(parameter: name, type: type.withArticle), at: node)
                }
            } else {
                reader.report(.unknownAskMode(text), at: node)
            }
        }
        parameter.prompt = fields["prompt"].flatMap { dialog($0, in: "prompt") }
        if let node = fields["confirm"] {
            if let scalar = node.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.string) {
                parameter.confirmation = scalar.string == "true" ? .standard : nil
            } else if let dialog = dialog(node, in: "confirm") {
                parameter.confirmation = .custom(dialog)
            }
        }
        if let node = fields["default"] {
            parameter.defaultValue = value(node, for: type, app: app, in: "default of '\(name)'")
        }
        for bound in ["min", "max"] {
            guard let node = fields[bound] else { continue }
            guard type.isBounded else {
                reader.report(.boundOnNonNumber(bound: bound, parameter: name, type: type.withArticle), at: fields.keyNode(bound) ?? node)
                continue
            }
            let number = reader.number(node, in: bound)
            if bound == "min" { parameter.minimum = number } else { parameter.maximum = number }
        }
        if let minimum = parameter.minimum, let maximum = parameter.maximum, minimum > maximum {
            reader.report(.minimumAboveMaximum(minimum: minimum.formattedNumber, maximum: maximum.formattedNumber, parameter: name), at: fields.keyNode("min") ?? node)
        }
        if let value = parameter.defaultValue, let defaultNode = fields["default"] {
            let number: Double? = switch value {
            case .int(let int): Double(int)
            case .double(let double): double
            case .duration(let seconds): Double(seconds)
            default: nil
            }
            if let number, let minimum = parameter.minimum, number < minimum {
                reader.report(.defaultBelowMinimum(number.formattedNumber, minimum: minimum.formattedNumber, parameter: name), at: defaultNode)
            } else if let number, let maximum = parameter.maximum, number > maximum {
                reader.report(.defaultAboveMaximum(number.formattedNumber, maximum: maximum.formattedNumber, parameter: name), at: defaultNode)
            }
        }
        parameter.condition = fields["when"].flatMap(condition)
        parameter.description = fields["description"].flatMap { reader.localizedText($0, in: "description") }
        return parameter
    }

    /// Converts a scalar written for a parameter (preset or default) to the parameter's type.
    func value(_ node: YAMLNode, for type: ValueType, app: App, in context: String) -> ParameterValue? {
        guard let text = reader.string(node, in: context) else { return nil }
        switch type {
        case .string:
            return .string(text)
        case .int:
            if let int = Int(text) { return .int(int) }
        case .double:
            if let double = Double(text), double.isSpokenNumber { return .double(double) }
        case .bool:
            if text == "true" || text == "false" { return .bool(text == "true") }
        case .date:
            if let date = CalendarDate(iso: text) { return .date(date) }
        case .duration:
            if let seconds = Int(text) { return .duration(seconds) }
        case .custom(let key):
            guard let definition = app.type(named: key) else { return nil }
            if definition.value(id: text) != nil { return .identifier(text) }
            reader.report(.notAValue(text, type: key, values: definition.values.map(\.id), context: context), at: node)
            return nil
        }
        let expected: String = switch type {
        case .int: "a whole number"
        case .double: "a number"
        case .bool: "true or false"
        case .date: "a date like 2026-11-21 or 2026-11-21T09:00"
        default: "a number of seconds"
        }
        reader.report(.wrongValueForType(context: context, expected: expected, type: type.withArticle, found: text.quotedExcerpt), at: node)
        return nil
    }

    // MARK: Conditions, dialogs, results

    func condition(_ node: YAMLNode) -> Condition? {
        let clauses = reader.entries(of: node, in: "when").compactMap { name, keyNode, value -> Condition.Clause? in
            guard let expected = reader.looseValue(value, in: "when '\(name)'") else { return nil }
            return Condition.Clause(name: name, expected: expected, location: reader.location(of: keyNode))
        }
        return Condition(clauses: clauses)
    }

    /// A string, a locale map, or `{full: …, supporting: …}` (IntentDialog).
    func dialog(_ node: YAMLNode, in context: String) -> Dialog? {
        let location = reader.location(of: node)
        if node.hasKey("full") || node.hasKey("supporting") {
            guard let fields = reader.fields(of: node, in: context, part: CatalogSchema.dialog),
                  let full = fields["full"].flatMap({ reader.localizedText($0, in: "full") })
            else { return nil }
            return Dialog(full: full, supporting: fields["supporting"].flatMap { reader.localizedText($0, in: "supporting") }, location: location)
        }
        return reader.localizedText(node, in: context).map { Dialog(full: $0, location: location) }
    }

    /// A mapping whose keys are all locale codes and none a key of the part it stands for.
    private static func isLocaleMap(_ node: YAMLNode) -> Bool {
        guard let pairs = node.mapping, !pairs.isEmpty else { return false }
        return pairs.allSatisfy { pair in
            guard let key = pair.key.scalar?.string else { return false }
            return LocaleCode.isValid(key) && !CatalogSchema.result.names.contains(key)
        }
    }

    func requirement(_ node: YAMLNode) -> Requirement? {
        guard let fields = reader.fields(of: node, in: "requires", part: CatalogSchema.requirement),
              let flagNode = fields["flag"], let flag = reader.string(flagNode, in: "flag")
        else { return nil }
        return Requirement(flag: flag, dialog: fields["dialog"].flatMap { dialog($0, in: "dialog") }, location: reader.location(of: flagNode))
    }

    func resultCase(_ node: YAMLNode) -> ResultCase? {
        let location = reader.location(of: node)
        // A localized string (`result: {en: …, de: …}`) is a result's dialog, as a plain one is.
        if node.scalar != nil || Self.isLocaleMap(node) {
            return dialog(node, in: "result").map { ResultCase(dialog: $0, location: location) }
        }
        guard let fields = reader.fields(of: node, in: "a result", part: CatalogSchema.result) else { return nil }
        var result = ResultCase(location: location)
        result.condition = fields["when"].flatMap(condition)
        result.dialog = fields["dialog"].flatMap { dialog($0, in: "dialog") }
        if let node = fields["snippet"] {
            let lines = node.scalar != nil ? [node] : (reader.sequence(node, in: "snippet") ?? [])
            result.snippet = lines.compactMap { reader.localizedText($0, in: "a snippet line") }
        }
        if let node = fields["set"] {
            result.flagChanges = reader.entries(of: node, in: "set").compactMap { flag, _, value in
                guard let text = reader.string(value, in: "set '\(flag)'"), let change = FlagChange.Change(rawValue: text) else {
                    reader.report(.unknownFlagChange(flag: flag), at: value)
                    return nil
                }
                return FlagChange(flag: flag, change: change)
            }
        }
        return result
    }

    func failure(_ node: YAMLNode) -> Failure? {
        guard let fields = reader.fields(of: node, in: "a failure", part: CatalogSchema.failure),
              let condition = fields["when"].flatMap(condition),
              let dialog = fields["dialog"].flatMap({ dialog($0, in: "dialog") })
        else { return nil }
        return Failure(condition: condition, dialog: dialog, location: reader.location(of: node))
    }

    // MARK: Shortcuts

    private func shortcut(_ node: YAMLNode, app: App) -> Shortcut? {
        guard let fields = reader.fields(of: node, in: "a shortcut", part: CatalogSchema.shortcut),
              let intentNode = fields["intent"], let intentKey = reader.string(intentNode, in: "intent"),
              let phrasesNode = fields["phrases"]
        else { return nil }
        let intent = app.intent(intentKey)
        if intent == nil {
            reader.report(.unknownIntent(intentKey, app: app.key, intents: app.intents.map(\.key)), at: intentNode)
        }
        var shortcut = Shortcut(
            intentKey: intentKey,
            title: fields["title"].flatMap { reader.localizedText($0, in: "title") },
            phrases: reader.localizedList(phrasesNode, in: "phrases") { reader.phrase($0, in: "a phrase") },
            location: reader.location(of: intentNode))
        if let node = fields["preset"], let intent {
            shortcut.presets = reader.entries(of: node, in: "preset").compactMap { name, keyNode, value in
                guard let parameter = intent.parameter(named: name) else {
                    reader.report(.presetNotAParameter(name, intent: intent.key, parameters: intent.parameters.map(\.name)), at: keyNode)
                    return nil
                }
                return self.value(value, for: parameter.type, app: app, in: "preset '\(name)'").map { Shortcut.Preset(name: name, value: $0) }
            }
        }
        return shortcut
    }
}

extension Double {
    /// `10` for 10.0, `2.5` for 2.5: how numbers read in messages.
    package var formattedNumber: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
