import SwiftSyntax

/// The importer's first pass: every type the project declares, with the protocols it
/// conforms to and its members, extensions merged in (many real AppEnums conform in an
/// extension: `enum Soup: String {…}` here, `extension Soup: AppEnum {…}` there).
///
/// Two targets may each declare a type of one name (the app and its widget, each with its own
/// cases): the first declared is the type, a later declaration is kept apart, and
/// `declaration(named:near:)` picks the one nearest the code that uses it.
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
        /// The same attributes as written, with their arguments (`@AppIntent(schema: …)`).
        var attributeNodes: [AttributeSyntax] = []

        enum Kind { case `struct`, `class`, `enum`, actor, unknown }

        func conforms(to any: Set<String>) -> Bool { !inheritedNames.isDisjoint(with: any) }
    }

    private(set) var declarations: [String: Declaration] = [:]
    /// Names in the order they were first seen: files by path, then position.
    private(set) var order: [String] = []
    /// Later declarations of a name already declared (in another target, or nested in another
    /// type), by name.
    private var elsewhere: [String: [Declaration]] = [:]

    init(files: [SwiftSourceFile]) {
        for file in files {
            collect(file.tree.statements.map { Syntax($0.item) }, file: file)
        }
    }

    subscript(name: String) -> Declaration? { declarations[Self.simpleName(name)] }

    /// Declarations in project order.
    var all: [Declaration] { order.compactMap { declarations[$0] } }

    /// The declaration of `name` whose file shares the most folders with `path` (the target of
    /// the code that uses it; Xcode's file membership is not read), else the first declared.
    func declaration(named name: String, near path: String) -> Declaration? {
        let name = Self.simpleName(name)
        guard let first = declarations[name] else { return nil }
        let candidates = [first] + (elsewhere[name] ?? [])
        return candidates[Self.nearest(candidates.map { $0.file?.path ?? "" }, to: path)]
    }

    /// The index of the path sharing the most leading folders with `path`; the first on a tie.
    private static func nearest(_ paths: [String], to path: String) -> Int {
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int { zip(folders, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count }
        var best = 0
        for index in paths.indices where shared(paths[index]) > shared(paths[best]) { best = index }
        return best
    }

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
                let cases = decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map {
                    (name: $0.name.text.replacingOccurrences(of: "`", with: ""), location: file.location(of: $0))
                }
                add(decl.name.text, .enum, decl.inheritanceClause, decl.memberBlock, decl.attributes, Syntax(decl), file, cases: cases)
            } else if let decl = item.as(ExtensionDeclSyntax.self) {
                add(decl.extendedType.trimmedDescription, .unknown, decl.inheritanceClause, decl.memberBlock, decl.attributes, nil, file)
            }
        }
    }

    private mutating func add(
        _ rawName: String, _ kind: Declaration.Kind, _ inheritance: InheritanceClauseSyntax?,
        _ body: MemberBlockSyntax, _ attributes: AttributeListSyntax, _ node: Syntax?, _ file: SwiftSourceFile,
        cases: [(name: String, location: ProjectLocation)] = []
    ) {
        let name = Self.simpleName(rawName)
        if declarations[name] == nil {
            declarations[name] = Declaration(name: name, kind: kind)
            order.append(name)
        }
        modify(name, in: file, declaring: node != nil && kind != .unknown) { declaration in
            if kind != .unknown { declaration.kind = kind }
            if let node, declaration.node == nil || kind != .unknown {
                declaration.node = node
                declaration.file = file
            } else if declaration.file == nil {
                declaration.file = file
            }
            for inherited in inheritance?.inheritedTypes ?? [] {
                declaration.inheritedNames.insert(Self.simpleName(inherited.type.trimmedDescription))
            }
            for attribute in attributes {
                if case .attribute(let attribute) = attribute {
                    declaration.attributes.append(attribute.attributeName.trimmedDescription)
                    declaration.attributeNodes.append(attribute)
                }
            }
            declaration.members += body.members.map { ($0.decl, file) }
            declaration.cases += cases
        }
        // Nested types (`struct Query: EntityQuery` inside an entity) are types too.
        collect(body.members.map { Syntax($0.decl) }, file: file)
    }

    /// Changes the declaration of `name` that `file` belongs with: a new one kept apart when
    /// `declaring` a name already declared; else the nearest (an extension goes with the
    /// declaration beside it).
    private mutating func modify(_ name: String, in file: SwiftSourceFile, declaring: Bool, _ change: (inout Declaration) -> Void) {
        if declaring, let first = declarations[name], first.node != nil, first.kind != .unknown {
            elsewhere[name, default: []].append(Declaration(name: name, kind: .unknown))
            change(&elsewhere[name]![elsewhere[name]!.count - 1])
            return
        }
        let others = elsewhere[name] ?? []
        let index = others.isEmpty ? 0 : Self.nearest([declarations[name]?.file?.path ?? ""] + others.map { $0.file?.path ?? "" }, to: file.path)
        if index == 0 { change(&declarations[name]!) } else { change(&elsewhere[name]![index - 1]) }
    }
}
