import Foundation
import SwiftSyntax
import ParleyText

/// An intent: its title, `openAppWhenRun`, `@Parameter`s, `parameterSummary` conditions and
/// what `perform()` says.
extension SwiftAppReader {
    /// Reads an intent the provider names (once; later calls return the first reading).
    mutating func readIntent(named name: String, at reference: ProjectLocation) -> ImportedIntent? {
        if let known = intents.first(where: { $0.key == name }) { return known }
        guard let declaration = types[name], let file = declaration.file else {
            report(.intentNotDeclared(name), at: reference)
            return nil
        }
        let location = declaration.node.map { file.location(of: $0) } ?? reference
        var intent = ImportedIntent(key: name, title: Localized(Self.humanized(name, droppingSuffix: "Intent")), location: location)
        if let (value, valueFile) = SwiftExpressions.staticValue("title", in: declaration.members) {
            if let text = SwiftExpressions.localizable(value).flatMap({ localizer.text($0) }) {
                intent.title = text
            } else {
                report(.intentTitleUnreadable(name, namedAs: intent.title.source), at: valueFile.location(of: value))
            }
        }
        intent.opensApp = opensApp(declaration)
        readSiriAI(declaration, into: &intent)
        // A schema's macro makes every stored instance `var` a parameter, `@Parameter` or not.
        let schemaMacro = Self.adoptsSchema(declaration)
        for (decl, memberFile) in declaration.members {
            guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
            let attribute = Self.attribute("Parameter", of: variable)
            guard attribute != nil || (schemaMacro && Self.isStoredInstanceVariable(variable)) else { continue }
            if let parameter = readParameter(variable, attribute: attribute, file: memberFile, intent: name) {
                intent.parameters.append(parameter)
            }
        }
        applySummaryConditions(to: &intent, declaration: declaration)
        for parameter in intent.parameters where parameter.defaultValue == nil {
            guard let type = importedTypes.first(where: { $0.key == parameter.type && $0.kind == .entity }), let entity = types[type.key],
                  let location = queryFunctionLocation(["defaultResult"], of: entity) else { continue }
            gaps.append(RuntimeGap(item: .defaultValue(intent: name, parameter: parameter.name, type: type.key),
                                   why: "the entity query's defaultResult() picks it when the app runs", location: location))
        }
        intents.append(intent)
        readPerform(of: declaration, into: intents.count - 1)
        return intents.last
    }

    /// SiriKit intents that an App Intent replaces (`CustomIntentMigratedAppIntent` with
    /// `static let intentClassName = "OrderSoupIntent"`): the `.intentdefinition` copy is skipped.
    var migratedIntentClassNames: Set<String> {
        Set(types.all.compactMap { declaration in
            SwiftExpressions.staticValue("intentClassName", in: declaration.members).flatMap { SwiftExpressions.string($0.0)?.literal }
        })
    }

    private func opensApp(_ declaration: SwiftTypeTable.Declaration) -> Bool {
        if declaration.conforms(to: ["OpenIntent"]) { return true }
        if let (value, _) = SwiftExpressions.staticValue("openAppWhenRun", in: declaration.members) {
            return value.trimmedDescription == "true"
        }
        if let (value, _) = SwiftExpressions.staticValue("supportedModes", in: declaration.members) {
            // `.foreground`, `[.foreground(.immediate)]`: the intent brings the app forward.
            return value.trimmedDescription.contains("foreground") && !value.trimmedDescription.contains("background")
        }
        return false
    }

    static func attribute(_ name: String, of variable: VariableDeclSyntax) -> AttributeSyntax? {
        for element in variable.attributes {
            if case .attribute(let attribute) = element, SwiftTypeTable.simpleName(attribute.attributeName.trimmedDescription) == name {
                return attribute
            }
        }
        return nil
    }

    private mutating func readParameter(_ variable: VariableDeclSyntax, attribute: AttributeSyntax?, file: SwiftSourceFile, intent: String) -> ImportedParameter? {
        guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let location = file.location(of: variable)
        let swiftType = binding.typeAnnotation?.type.trimmedDescription ?? "String"
        var typeText = swiftType
        let isOptional = typeText.hasSuffix("?") || typeText.hasSuffix("!") || typeText.hasPrefix("Optional<")
        typeText = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        if typeText.hasPrefix("Optional<") { typeText = String(typeText.dropFirst(9).dropLast()) }
        if typeText.hasPrefix("[") && typeText.hasSuffix("]") {
            typeText = String(typeText.dropFirst().dropLast())
            report(.listParameter(name, type: typeText), at: location)
        }
        let arguments = attribute?.arguments.flatMap { $0.as(LabeledExprListSyntax.self) } ?? []
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }

        var parameter = ImportedParameter(
            name: name, title: Localized(Self.humanized(name)), type: catalogType(typeText, parameter: name, at: location),
            swiftType: swiftType, isRequired: !isOptional, location: location)
        if let title = argument("title") {
            if let text = SwiftExpressions.localizable(title).flatMap({ localizer.text($0) }) { parameter.title = text }
        }
        if let value = argument("default").flatMap(SwiftExpressions.constant) ?? binding.initializer.flatMap({ SwiftExpressions.constant($0.value) }) {
            parameter.defaultValue = value
        }
        if let range = argument("inclusiveRange")?.as(TupleExprSyntax.self), range.elements.count == 2 {
            // A catalog bounds numbers and durations (a `TimeInterval`'s range is in seconds, as
            // the catalog's), and only by numbers.
            let bounds = range.elements.map { SwiftExpressions.constant($0.expression).flatMap { Double($0) == nil ? nil : $0 } }
            if ["Int", "Double", "Duration"].contains(parameter.type) {
                parameter.minimum = bounds[0]
                parameter.maximum = bounds[1]
            } else {
                report(.boundsNotKept(name, type: parameter.type), at: location)
            }
        }
        if let description = argument("description"), let text = SwiftExpressions.localizable(description).flatMap({ localizer.text($0) }) {
            parameter.description = text
        }
        if let dialog = argument("requestValueDialog") {
            parameter.prompt = self.dialog(dialog, file: file, parameters: [], gap: .prompt(intent: intent, parameter: name))
        }
        if parameter.defaultValue != nil, parameter.type == "Date" || parameter.type == "Duration" {
            parameter.defaultValue = nil
        }
        return parameter
    }

    /// The catalog's name for a Swift parameter type; enums and entities are read the first
    /// time a parameter needs them.
    private mutating func catalogType(_ swiftType: String, parameter: String, at location: ProjectLocation) -> String {
        switch SwiftTypeTable.simpleName(swiftType) {
        case "String", "AttributedString", "URL", "IntentPerson", "IntentFile", "PlacemarkLocation", "CLPlacemark":
            return "String"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return "Int"
        case "Double", "Float", "CGFloat", "Decimal", "IntentCurrencyAmount":
            return "Double"
        case "Bool":
            return "Bool"
        case "Date", "DateComponents":
            return "Date"
        case "Measurement", "Duration", "TimeInterval":
            return swiftType.contains("UnitDuration") || swiftType.hasSuffix("Duration") || swiftType == "TimeInterval" ? "Duration" : "Double"
        default:
            return readValueType(named: SwiftTypeTable.simpleName(swiftType), for: parameter, at: location)
        }
    }

    /// `parameterSummary`'s `When(\.$p, .equalTo, value) { Summary(… \(\.$child) …) }` and
    /// `Switch(\.$p) { Case(value) { … } }`: a parameter shown only in one branch exists
    /// only when its parent has that value (`when:` in the catalog).
    private mutating func applySummaryConditions(to intent: inout ImportedIntent, declaration: SwiftTypeTable.Declaration) {
        guard let (body, _) = memberBody("parameterSummary", in: declaration) else { return }
        var conditions: [String: (String, String)] = [:]
        var shownUnconditionally = Set(Self.keyPaths(in: body))
        for when in Self.calls(named: "When", in: body) {
            let arguments = Array(when.arguments)
            guard arguments.count >= 3, let parent = SwiftExpressions.keyPathProperty(arguments[0].expression),
                  arguments[1].expression.trimmedDescription == ".equalTo",
                  let value = SwiftExpressions.constant(arguments[2].expression)
            else { continue }
            // The first closure is the true branch; `otherwise:` (or a second closure) the other.
            let closures = arguments.dropFirst(3).filter { $0.label == nil }.map { Syntax($0.expression) } + (when.trailingClosure.map { [Syntax($0)] } ?? [])
            let otherwise = arguments.filter { $0.label?.text == "otherwise" }.map { Syntax($0.expression) }
                + when.additionalTrailingClosures.map { Syntax($0.closure) } + closures.dropFirst()
            let elsewhere = Set(otherwise.flatMap { Self.keyPaths(in: $0) })
            for node in closures.prefix(1) {
                for child in Self.keyPaths(in: node) where child != parent && !elsewhere.contains(child) { conditions[child] = (parent, value) }
            }
        }
        for switchCall in Self.calls(named: "Switch", in: body) {
            guard let parent = switchCall.arguments.first.flatMap({ SwiftExpressions.keyPathProperty($0.expression) }) else { continue }
            var seen: [String: Int] = [:]
            var caseOf: [String: String] = [:]
            for caseCall in Self.calls(named: "Case", in: switchCall.trailingClosure.map(Syntax.init) ?? Syntax(switchCall)) {
                guard let value = caseCall.arguments.first.flatMap({ SwiftExpressions.constant($0.expression) }) else { continue }
                for child in Set(Self.keyPaths(in: caseCall)) where child != parent {
                    seen[child, default: 0] += 1
                    caseOf[child] = value
                }
            }
            for (child, count) in seen where count == 1 { conditions[child] = (parent, caseOf[child]!) }
        }
        // A parameter the summary also shows outside every branch is not conditional.
        for when in Self.calls(named: "When", in: body) { for name in Self.keyPaths(in: when) { shownUnconditionally.remove(name) } }
        for call in Self.calls(named: "Switch", in: body) { for name in Self.keyPaths(in: call) { shownUnconditionally.remove(name) } }
        for (index, parameter) in intent.parameters.enumerated() {
            guard let (parent, value) = conditions[parameter.name], !shownUnconditionally.contains(parameter.name) else { continue }
            guard let parentIndex = intent.parameters.firstIndex(where: { $0.name == parent }), parentIndex < index else {
                report(.conditionOnLaterParameter(parameter.name, parent: parent), at: parameter.location)
                continue
            }
            let parentType = intent.parameters[parentIndex].type
            if let type = importedTypes.first(where: { $0.key == parentType }), type.kind == .enum, !type.values.contains(where: { $0.id == value }) {
                continue
            }
            intent.parameters[index].condition = [(parent, value)]
        }
    }

    /// Parameter names of the key paths under a node (`\.$soup` → `soup`).
    static func keyPaths(in node: some SyntaxProtocol) -> [String] {
        let finder = KeyPathFinder()
        finder.walk(node)
        return finder.found
    }
}
