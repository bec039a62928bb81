import SwiftSyntax
import ParleyText

/// What Siri AI reads of an intent or a type (SPEC §10): `@AppIntent(schema:)`,
/// `@AppIntent(.tool)`, `@AppIntent(.tool, schema:)`, `@AssistantIntent(schema:)`,
/// `ToolIntent`, `IntentDescription`; `@AppEntity(schema:)`, `@AppEnum(schema:)`,
/// `IndexedEntity`, `OwnershipProvidingEntity`.
extension SwiftAppReader {
    static let intentMacros: Set<String> = ["AppIntent", "AssistantIntent"]
    static let typeMacros: Set<String> = ["AppEntity", "AppEnum", "AssistantEntity", "AssistantEnum"]

    /// The intents Siri AI can reach without a phrase, in project order: those a schema or
    /// tool macro (or `ToolIntent`) marks.
    var siriAIIntentDeclarations: [SwiftTypeTable.Declaration] {
        types.all.filter { declaration in
            declaration.conforms(to: ["ToolIntent"])
                || declaration.attributeNodes.contains { Self.intentMacros.contains(SwiftTypeTable.simpleName($0.attributeName.trimmedDescription)) && Self.marksDoor($0) }
        }
    }

    /// Whether the declaration adopts a schema by a macro.
    static func adoptsSchema(_ declaration: SwiftTypeTable.Declaration) -> Bool {
        declaration.attributeNodes.contains { intentMacros.contains(SwiftTypeTable.simpleName($0.attributeName.trimmedDescription)) && schemaArgument($0) != nil }
    }

    /// `var title: String` in a type's body: not `static`, not computed, not `let`.
    static func isStoredInstanceVariable(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindingSpecifier.text == "var"
            && !variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            && variable.bindings.allSatisfy { $0.accessorBlock == nil && $0.typeAnnotation != nil }
    }

    /// Whether a macro's arguments make a door: a `schema:` or the `.tool` trait.
    private static func marksDoor(_ attribute: AttributeSyntax) -> Bool {
        schemaArgument(attribute) != nil || hasToolTrait(attribute)
    }

    private static func arguments(_ attribute: AttributeSyntax) -> [LabeledExprSyntax] {
        attribute.arguments.flatMap { $0.as(LabeledExprListSyntax.self) }.map(Array.init) ?? []
    }

    /// `schema: .reminders.createReminder` as `reminders.createReminder`.
    static func schemaArgument(_ attribute: AttributeSyntax) -> (name: String, node: ExprSyntax)? {
        guard let expression = arguments(attribute).first(where: { $0.label?.text == "schema" })?.expression else { return nil }
        var text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        for prefix in ["AppSchema.", "AssistantSchemas.", "."] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
        return (text, expression)
    }

    /// `.tool`, `[.tool]`, `AppIntentTraits.tool` among the unlabelled arguments.
    static func hasToolTrait(_ attribute: AttributeSyntax) -> Bool {
        arguments(attribute).contains { argument in
            argument.label == nil && argument.expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
                .split(whereSeparator: { "[],".contains($0) }).contains { $0 == ".tool" || $0.hasSuffix("Traits.tool") }
        }
    }

    /// Sets an intent's schema, tool trait and description from its declaration. A schema
    /// Parley does not know, or a required parameter it does not declare, is a warning at its
    /// line and the intent comes in without it (SPEC §10).
    mutating func readSiriAI(_ declaration: SwiftTypeTable.Declaration, into intent: inout ImportedIntent) {
        intent.isTool = declaration.conforms(to: ["ToolIntent"])
        for attribute in declaration.attributeNodes where Self.intentMacros.contains(SwiftTypeTable.simpleName(attribute.attributeName.trimmedDescription)) {
            if Self.hasToolTrait(attribute) { intent.isTool = true }
            guard let (name, node) = Self.schemaArgument(attribute), let file = declaration.file else { continue }
            let schemas = AppSchemas.bundled
            guard let found = schemas.intent(named: name) else {
                report(.unknownSchema(name, intent: intent.key, nearest: schemas.nearest(to: name, among: schemas.intentNames)), at: file.location(of: node))
                continue
            }
            if let known = found.intent.parameters {
                let names = Set(known.map(\.name))
                if let misfit = intent.parameters.first(where: { $0.isRequired && !names.contains($0.name) }) {
                    report(.parameterNotInSchema(misfit.name, schema: found.name, intent: intent.key), at: misfit.location)
                    continue
                }
            }
            intent.schema = found.name
        }
        if let (value, _) = SwiftExpressions.staticValue("description", in: declaration.members),
           let text = SwiftExpressions.localizable(value).flatMap({ localizer.text($0) }) {
            intent.description = text
        }
    }

    /// Sets a type's schema and Siri's marks from its declaration.
    mutating func readSiriAI(_ declaration: SwiftTypeTable.Declaration, into type: inout ImportedType) {
        type.isIndexed = declaration.conforms(to: ["IndexedEntity"])
        type.isOwned = declaration.conforms(to: ["OwnershipProvidingEntity"])
        for attribute in declaration.attributeNodes where Self.typeMacros.contains(SwiftTypeTable.simpleName(attribute.attributeName.trimmedDescription)) {
            guard let (name, node) = Self.schemaArgument(attribute), let file = declaration.file else { continue }
            if AppSchemas.bundled.hasType(named: name, entity: type.kind == .entity) {
                type.schema = name
            } else {
                report(.unknownTypeSchema(name, type: type.key), at: file.location(of: node))
            }
        }
    }
}
