import DocumentTree
import ParleyText

/// Reads one catalog file's node tree into an `App` through the rows of `CatalogSchema`: each
/// part's maker here reads the keys its model is made from, then the part's rows read the
/// rest (`ModelPart.read`), calling the readers below; what ties keys together is checked by
/// the maker after. Shape errors go to the reader; references between parts are checked by
/// `AppValidator`.
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

        var app = App(name: name, file: reader.file, location: reader.location(of: nameNode))
        CatalogSchema.app.read(fields, into: &app, self, ())
        return app
    }

    /// Names and their hints keep the list's shape (a list, or a list per locale).
    func synonyms(_ node: YAMLNode, into app: inout App) {
        let synonyms = reader.localizedList(node, in: "synonyms", item: appSynonym)
        app.synonyms = synonyms.compactMap(\.name)
        app.pronunciations = synonyms.compactMap(\.pronunciation)
    }

    func types(_ node: YAMLNode) -> [TypeDefinition] {
        reader.entries(of: node, in: "types").compactMap { typeDefinition(key: $0.key, keyNode: $0.keyNode, node: $0.value) }
    }

    func intents(_ node: YAMLNode, of app: App) -> [Intent] {
        reader.entries(of: node, in: "intents").compactMap { intent(key: $0.key, keyNode: $0.keyNode, node: $0.value, app: app) }
    }

    func shortcuts(_ node: YAMLNode, of app: App) -> [Shortcut] {
        (reader.sequence(node, in: "shortcuts") ?? []).compactMap { shortcut($0, app: app) }
    }

    func negativePhrases(_ node: YAMLNode) -> LocalizedList<PhraseSource> {
        reader.localizedList(node, in: "negativePhrases") { reader.phrase($0, in: "a negative phrase") }
    }

    struct AppSynonym: Hashable {
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
        CatalogSchema.state.read(fields, into: &state, self, ())
        return state
    }

    func stateFlags(_ node: YAMLNode) -> [AppState.Flag] {
        reader.entries(of: node, in: "flags").compactMap { name, _, value in
            reader.bool(value, in: "flag '\(name)'").map { AppState.Flag(name: name, value: $0) }
        }
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
        CatalogSchema.type.read(fields, into: &definition, self, ())
        // `indexed` and `owned` say how Siri AI finds and trusts an entity: on an enum they
        // are a mistake.
        for (key, path) in [("indexed", \TypeDefinition.isIndexed), ("owned", \TypeDefinition.isOwned)] where kind == .enum && definition[keyPath: path] {
            definition[keyPath: path] = false
            if let keyNode = fields.keyNode(key) { reader.report(.entityOnlyKey(key), at: keyNode) }
        }
        return definition
    }

    func typeSchema(_ node: YAMLNode, into definition: inout TypeDefinition) {
        guard let name = reader.string(node, in: "schema") else { return }
        let schemas = AppSchemas.bundled
        let entity = definition.kind == .entity
        if schemas.hasType(named: name, entity: entity) {
            definition.schema = name.hasPrefix(".") ? String(name.dropFirst()) : name
        } else {
            reader.report(.unknownSchema(name, kind: entity ? "entity" : "enum", nearest: schemas.nearest(to: name, among: schemas.typeNames(entities: entity))), at: node)
        }
    }

    func typeValue(_ node: YAMLNode, in context: String) -> TypeValue? {
        guard let fields = reader.fields(of: node, in: "a value of \(context)", part: CatalogSchema.typeValue),
              let idNode = fields["id"], let id = reader.string(idNode, in: "id"),
              let titleNode = fields["title"], let title = reader.localizedText(titleNode, in: "title")
        else { return nil }
        var value = TypeValue(id: id, title: title, location: reader.location(of: idNode))
        CatalogSchema.typeValue.read(fields, into: &value, self, ())
        return value
    }

    func valueSynonyms(_ node: YAMLNode) -> LocalizedList<LocalizedText> {
        reader.localizedList(node, in: "synonyms") { spokenText($0, in: "a synonym") }
    }

    func typeValues(_ node: YAMLNode, in context: String) -> [TypeValue] {
        (reader.sequence(node, in: "values of \(context)") ?? []).compactMap { typeValue($0, in: context) }
    }

    // MARK: Intents

    private func intent(key: String, keyNode: YAMLNode, node: YAMLNode, app: App) -> Intent? {
        guard let fields = reader.fields(of: node, in: "intent '\(key)'", part: CatalogSchema.intent) else { return nil }
        var intent = Intent(key: key, title: LocalizedText(key), location: reader.location(of: keyNode))
        CatalogSchema.intent.read(fields, into: &intent, self, app)
        return intent
    }

    func parameters(_ node: YAMLNode, of intent: Intent, app: App) -> [Parameter] {
        (reader.sequence(node, in: "parameters of intent '\(intent.key)'") ?? []).compactMap { parameter($0, app: app) }
    }

    /// One requirement, or a list of them.
    func requirements(_ node: YAMLNode) -> [Requirement] {
        let items = node.mapping != nil ? [node] : (reader.sequence(node, in: "requires") ?? [])
        return items.compactMap(requirement)
    }

    /// One result case (a mapping or a dialog), or a list of them.
    func results(_ node: YAMLNode) -> [ResultCase] {
        let items = node.mapping != nil || node.scalar != nil ? [node] : (reader.sequence(node, in: "result") ?? [])
        return items.compactMap(resultCase)
    }

    func failures(_ node: YAMLNode) -> [Failure] {
        (reader.sequence(node, in: "failures") ?? []).compactMap(failure)
    }

    func intentSchema(_ node: YAMLNode, into intent: inout Intent) {
        guard let name = reader.string(node, in: "schema") else { return }
        let schemas = AppSchemas.bundled
        if let found = schemas.intent(named: name) {
            intent.schema = found.name
        } else {
            reader.report(.unknownSchema(name, kind: "intent", nearest: schemas.nearest(to: name, among: schemas.intentNames)), at: node)
        }
    }

    /// The intent's shortcut types, a second one with the same parameters refused.
    func shortcutTypes(_ node: YAMLNode, of intent: Intent) -> [ShortcutType] {
        var seen: [[String]: ShortcutType] = [:]
        var types: [ShortcutType] = []
        for item in reader.sequence(node, in: "shortcutTypes of intent '\(intent.key)'") ?? [] {
            guard let type = shortcutType(item, intent: intent) else { continue }
            if let first = seen[type.parameters] {
                reader.report(.duplicateShortcutType(parameters: type.parameters, firstLine: first.location.line), at: item)
            } else {
                seen[type.parameters] = type
                types.append(type)
            }
        }
        return types
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
        var type = ShortcutType(parameters: names, title: title, subtitle: subtitle, location: reader.location(of: node))
        CatalogSchema.shortcutType.read(fields, into: &type, self, intent)
        return type
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
        // `isRequired` and `ask` are set by their rows; `ask` not written (or mistaken, which
        // its reader reports) follows from `required`, which its row reads first.
        var parameter = Parameter(name: name, title: LocalizedText(name), type: type, isRequired: CatalogSchema.parameter.flagDefault("required"), ask: .value,
                                  location: reader.location(of: nameNode))
        CatalogSchema.parameter.read(fields, into: &parameter, self, app)
        if fields["ask"] == nil { parameter.ask = Parameter.defaultAskMode(type: type, isRequired: parameter.isRequired) }
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
        return parameter
    }

    func askMode(_ node: YAMLNode, into parameter: inout Parameter) {
        guard let text = reader.string(node, in: "ask"), let mode = Parameter.AskMode(rawValue: text) else {
            if let text = node.scalar?.string { reader.report(.unknownAskMode(text), at: node) }
            parameter.ask = Parameter.defaultAskMode(type: parameter.type, isRequired: parameter.isRequired)
            return
        }
        parameter.ask = mode
        if mode == .disambiguate, parameter.type.customName == nil, parameter.type != .bool {
            reader.report(.disambiguateWithoutValues(parameter: parameter.name, type: parameter.type.withArticle), at: node)
        }
    }

    /// `true`, `false` or a dialog; nil when it is none of them (reported).
    func confirmation(_ node: YAMLNode) -> Parameter.Confirmation?? {
        if let scalar = node.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.string) {
            return .some(scalar.string == "true" ? .standard : nil)
        }
        return dialog(node, in: "confirm").map { .some(.custom($0)) }
    }

    /// A `min` or `max`, for a parameter whose type has bounds.
    func bound(_ field: ModelPart<Parameter, App>.Field, of parameter: Parameter) -> Double? {
        guard parameter.type.isBounded else {
            reader.report(.boundOnNonNumber(bound: field.name, parameter: parameter.name, type: parameter.type.withArticle), at: field.key)
            return nil
        }
        return reader.number(field.value, in: field.name)
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
            var dialog = Dialog(full: full, location: location)
            CatalogSchema.dialog.read(fields, into: &dialog, self, ())
            return dialog
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
        var requirement = Requirement(flag: flag, dialog: nil, location: reader.location(of: flagNode))
        CatalogSchema.requirement.read(fields, into: &requirement, self, ())
        return requirement
    }

    func resultCase(_ node: YAMLNode) -> ResultCase? {
        let location = reader.location(of: node)
        // A localized string (`result: {en: …, de: …}`) is a result's dialog, as a plain one is.
        if node.scalar != nil || Self.isLocaleMap(node) {
            return dialog(node, in: "result").map { ResultCase(dialog: $0, location: location) }
        }
        guard let fields = reader.fields(of: node, in: "a result", part: CatalogSchema.result) else { return nil }
        var result = ResultCase(location: location)
        CatalogSchema.result.read(fields, into: &result, self, ())
        return result
    }

    /// One line, or a list of them.
    func snippet(_ node: YAMLNode) -> [LocalizedText] {
        let lines = node.scalar != nil ? [node] : (reader.sequence(node, in: "snippet") ?? [])
        return lines.compactMap { reader.localizedText($0, in: "a snippet line") }
    }

    func flagChanges(_ node: YAMLNode) -> [FlagChange] {
        reader.entries(of: node, in: "set").compactMap { flag, _, value in
            guard let text = reader.string(value, in: "set '\(flag)'"), let change = FlagChange.Change(rawValue: text) else {
                reader.report(.unknownFlagChange(flag: flag), at: value)
                return nil
            }
            return FlagChange(flag: flag, change: change)
        }
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
        if app.intent(intentKey) == nil {
            reader.report(.unknownIntent(intentKey, app: app.key, intents: app.intents.map(\.key)), at: intentNode)
        }
        var shortcut = Shortcut(
            intentKey: intentKey, title: nil,
            phrases: reader.localizedList(phrasesNode, in: "phrases") { reader.phrase($0, in: "a phrase") },
            location: reader.location(of: intentNode))
        CatalogSchema.shortcut.read(fields, into: &shortcut, self, app)
        return shortcut
    }

    /// A shortcut's presets, each a parameter of its intent (none for an unknown intent,
    /// reported at the shortcut's `intent`).
    func presets(_ node: YAMLNode, of shortcut: Shortcut, in app: App) -> [Shortcut.Preset] {
        guard let intent = app.intent(shortcut.intentKey) else { return [] }
        return reader.entries(of: node, in: "preset").compactMap { name, keyNode, value in
            guard let parameter = intent.parameter(named: name) else {
                reader.report(.presetNotAParameter(name, intent: intent.key, parameters: intent.parameters.map(\.name)), at: keyNode)
                return nil
            }
            return self.value(value, for: parameter.type, app: app, in: "preset '\(name)'").map { Shortcut.Preset(name: name, value: $0) }
        }
    }
}

extension Double {
    /// `10` for 10.0, `2.5` for 2.5: how numbers read in messages.
    package var formattedNumber: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
