import SwiftSyntax
import ParleyText

/// AppEnums (cases from `caseDisplayRepresentations`) and AppEntities (a title; their values
/// exist only at run time, so the overlay asks for them).
extension SwiftAppReader {
    /// The catalog type key for a parameter of this Swift type, read on first use.
    mutating func readValueType(named name: String, for parameter: String, at location: ProjectLocation) -> String {
        if importedTypes.contains(where: { $0.key == name }) { return name }
        guard let declaration = types.declaration(named: name, near: location.file), let file = declaration.file else {
            report(.typeNotDeclared(name, parameter: parameter), at: location)
            importedTypes.append(ImportedType(key: name, kind: .entity, title: Localized(Self.humanized(name, droppingSuffix: "Entity")), values: [], location: location))
            gaps.append(RuntimeGap(item: .entityValues(type: name), why: "'\(name)' is declared outside the project folder", location: location))
            return name
        }
        let typeLocation = declaration.node.map { file.location(of: $0) } ?? location
        let isEnum = declaration.conforms(to: Self.enumProtocols) || (declaration.kind == .enum && !declaration.conforms(to: Self.entityProtocols))
        var type = ImportedType(key: name, kind: isEnum ? .enum : .entity, title: typeTitle(declaration), values: [], location: typeLocation)
        if isEnum {
            type.values = enumValues(declaration, at: typeLocation)
        } else {
            if !declaration.conforms(to: Self.entityProtocols) {
                report(.notAnAppEnumOrEntity(name), at: typeLocation)
            }
            gaps.append(RuntimeGap(item: .entityValues(type: name), why: "its values come from the entity's query (suggestedEntities()) when the app runs",
                                   location: queryFunctionLocation(["suggestedEntities", "allEntities"], of: declaration) ?? typeLocation))
        }
        readSiriAI(declaration, into: &type)
        importedTypes.append(type)
        return name
    }

    /// `typeDisplayRepresentation` (any of its spellings), else `typeDisplayName`, else the name.
    private func typeTitle(_ declaration: SwiftTypeTable.Declaration) -> Localized {
        for member in ["typeDisplayRepresentation", "typeDisplayName"] {
            if let (value, _) = SwiftExpressions.staticValue(member, in: declaration.members),
               let text = SwiftExpressions.localizable(value).flatMap({ localizer.text($0) }) {
                return text
            }
        }
        return Localized(Self.humanized(declaration.name, droppingSuffix: declaration.kind == .enum ? "" : "Entity"))
    }

    /// One value per case, titled and given synonyms by `caseDisplayRepresentations`:
    /// `.a: "T"`, `.a: DisplayRepresentation(title: "T", synonyms: […])`, `.a: .init(title: "K")`,
    /// `Type.a: DisplayRepresentation("T")`, stored or returned by a getter.
    private mutating func enumValues(_ declaration: SwiftTypeTable.Declaration, at location: ProjectLocation) -> [ImportedValue] {
        var representations: [String: (ExprSyntax, SwiftSourceFile, ProjectLocation)] = [:]
        if let (value, file) = SwiftExpressions.staticValue("caseDisplayRepresentations", in: declaration.members) {
            if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
                for element in elements {
                    guard let id = SwiftExpressions.constant(element.key) else { continue }
                    representations[id] = (element.value, file, file.location(of: element))
                }
            } else if value.as(DictionaryExprSyntax.self) == nil {
                report(.computedCaseTitles(type: declaration.name), at: file.location(of: value))
            }
        } else {
            report(.noCaseTitles(type: declaration.name), at: location)
        }
        var values: [ImportedValue] = []
        for (id, caseLocation) in declaration.cases {
            guard let (expression, file, representationLocation) = representations[id] else {
                if !representations.isEmpty {
                    report(.caseWithoutTitle(id, type: declaration.name, title: Self.humanized(id)), at: caseLocation)
                }
                values.append(ImportedValue(id: id, title: Localized(Self.humanized(id)), location: caseLocation))
                continue
            }
            var value = ImportedValue(id: id, title: Localized(Self.humanized(id)), location: representationLocation)
            if let text = SwiftExpressions.localizable(expression).flatMap({ localizer.text($0) }) {
                value.title = text
            } else {
                report(.caseTitleAtRunTime(id, type: declaration.name, title: Self.humanized(id)), at: file.location(of: expression))
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let subtitle = SwiftExpressions.argument("subtitle", of: call).flatMap(SwiftExpressions.localizable).flatMap({ localizer.text($0) }) {
                    value.subtitle = subtitle
                }
                if let synonyms = SwiftExpressions.argument("synonyms", of: call)?.as(ArrayExprSyntax.self) {
                    for element in synonyms.elements {
                        guard let synonym = SwiftExpressions.localizable(element.expression).flatMap({ localizer.text($0) }) else { continue }
                        value.synonyms.append(synonym)
                    }
                }
            }
            values.append(value)
        }
        if declaration.cases.isEmpty {
            report(.noReadableCases(type: declaration.name), at: location)
        }
        return values
    }

    /// Where one of the query's functions (`suggestedEntities()`, `defaultResult()`) is
    /// written, in the entity or its `defaultQuery`'s type.
    func queryFunctionLocation(_ names: Set<String>, of declaration: SwiftTypeTable.Declaration) -> ProjectLocation? {
        var candidates = [declaration]
        if let (query, _) = SwiftExpressions.staticValue("defaultQuery", in: declaration.members),
           let call = query.as(FunctionCallExprSyntax.self), let queryType = types[call.calledExpression.trimmedDescription] {
            candidates.append(queryType)
        }
        for candidate in candidates {
            for (decl, file) in candidate.members {
                if let function = decl.as(FunctionDeclSyntax.self), names.contains(function.name.text) {
                    return file.location(of: function)
                }
            }
        }
        return nil
    }
}
