import SwiftSyntax

/// The importer's first pass: every type the project declares, with the protocols it
/// conforms to and its members, extensions merged in (many real AppEnums conform in an
/// extension: `enum Soup: String {…}` here, `extension Soup: AppEnum {…}` there).
struct SwiftTypeTable {
    struct Declaration {
        /// The simple name: `Soup` for `Kitchen.Soup` and for `extension Kitchen.Soup`.
        var name: String
        var kind: Kind
        /// Protocols and superclasses named by the declaration and its extensions.
        var inheritedNames: Set<String> = []
        /// Member declarations, from the type's body and every extension, with their file.
        var members: [(decl: DeclSyntax, file: SwiftSourceFile)] = []
        /// `case` names in declaration order (enums only).
        var cases: [(name: String, location: ProjectLocation)] = []
        /// The first place the type is written: the declaration, else an extension.
        var node: Syntax?
        var file: SwiftSourceFile?
        var attributes: [String] = []

        enum Kind { case `struct`, `class`, `enum`, actor, unknown }

        func conforms(to any: Set<String>) -> Bool { !inheritedNames.isDisjoint(with: any) }
    }

    private(set) var declarations: [String: Declaration] = [:]
    /// Names in the order they were first seen: files by path, then position.
    private(set) var order: [String] = []

    init(files: [SwiftSourceFile]) {
        for file in files {
            collect(file.tree.statements.map { Syntax($0.item) }, file: file)
        }
    }

    subscript(name: String) -> Declaration? { declarations[Self.simpleName(name)] }

    /// Declarations in project order.
    var all: [Declaration] { order.compactMap { declarations[$0] } }

    /// `Kitchen.Soup` → `Soup`; `AppIntents.AppEnum` → `AppEnum`; generic arguments dropped.
    static func simpleName(_ text: String) -> String {
        let base = text.split(separator: "<").first.map(String.init) ?? text
        let last = base.split(separator: ".").last.map(String.init) ?? base
        return last.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
    }

    private mutating func collect(_ items: [Syntax], file: SwiftSourceFile) {
        for item in items {
            if let config = item.as(IfConfigDeclSyntax.self) {
                // Every branch of `#if`: the importer cannot know the build's flags, and a
                // provider inside `#if !MARKETPLACE` is still the app's provider.
                for clause in config.clauses {
                    switch clause.elements {
                    case .statements(let statements): collect(statements.map { Syntax($0.item) }, file: file)
                    case .decls(let members): collect(members.map { Syntax($0.decl) }, file: file)
                    default: break
                    }
                }
            } else if let decl = item.as(StructDeclSyntax.self) {
                add(decl.name.text, .struct, decl.inheritanceClause, decl.memberBlock, decl.attributes, Syntax(decl), file)
            } else if let decl = item.as(ClassDeclSyntax.self) {
                add(decl.name.text, .class, decl.inheritanceClause, decl.memberBlock, decl.attributes, Syntax(decl), file)
            } else if let decl = item.as(ActorDeclSyntax.self) {
                add(decl.name.text, .actor, decl.inheritanceClause, decl.memberBlock, decl.attributes, Syntax(decl), file)
            } else if let decl = item.as(EnumDeclSyntax.self) {
                add(decl.name.text, .enum, decl.inheritanceClause, decl.memberBlock, decl.attributes, Syntax(decl), file)
                let name = Self.simpleName(decl.name.text)
                for member in decl.memberBlock.members {
                    guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in caseDecl.elements {
                        declarations[name]?.cases.append((element.name.text.replacingOccurrences(of: "`", with: ""), file.location(of: element)))
                    }
                }
            } else if let decl = item.as(ExtensionDeclSyntax.self) {
                add(decl.extendedType.trimmedDescription, .unknown, decl.inheritanceClause, decl.memberBlock, decl.attributes, nil, file)
            }
        }
    }

    private mutating func add(
        _ rawName: String, _ kind: Declaration.Kind, _ inheritance: InheritanceClauseSyntax?,
        _ body: MemberBlockSyntax, _ attributes: AttributeListSyntax, _ node: Syntax?, _ file: SwiftSourceFile
    ) {
        let name = Self.simpleName(rawName)
        if declarations[name] == nil {
            declarations[name] = Declaration(name: name, kind: kind)
            order.append(name)
        }
        if kind != .unknown { declarations[name]?.kind = kind }
        if let node, declarations[name]?.node == nil || kind != .unknown {
            declarations[name]?.node = node
            declarations[name]?.file = file
        } else if declarations[name]?.file == nil {
            declarations[name]?.file = file
        }
        for inherited in inheritance?.inheritedTypes ?? [] {
            declarations[name]?.inheritedNames.insert(Self.simpleName(inherited.type.trimmedDescription))
        }
        for attribute in attributes {
            if case .attribute(let attribute) = attribute {
                declarations[name]?.attributes.append(attribute.attributeName.trimmedDescription)
            }
        }
        declarations[name]?.members += body.members.map { ($0.decl, file) }
        // Nested types (`struct Query: EntityQuery` inside an entity) are types too.
        collect(body.members.map { Syntax($0.decl) }, file: file)
    }
}
