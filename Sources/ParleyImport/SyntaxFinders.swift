import SwiftSyntax

/// The syntax walks the importer makes: each collects one kind of node under a subtree.
final class CallFinder: SyntaxVisitor {
    let name: String
    var found: [FunctionCallExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftExpressions.calleeName(node) == name {
            found.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}

/// String literals, not counting those inside another literal's interpolation.
final class StringLiteralFinder: SyntaxVisitor {
    var found: [StringLiteralExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// Parameter names of key paths (`\.$soup` → `soup`).
final class KeyPathFinder: SyntaxVisitor {
    var found: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftExpressions.keyPathProperty(ExprSyntax(node)) { found.append(name) }
        return .skipChildren
    }
}

/// The initializer of the first `let name = …` / `var name = …`.
final class LocalValueFinder: SyntaxVisitor {
    let name: String
    var found: ExprSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { found = node.initializer?.value }
        return .skipChildren
    }
}

/// `.result(dialog:)` calls on the success path: not inside `requestConfirmation(…)` (whose
/// result is the question), a `catch` clause or a `guard … else` (the failures).
final class ResultDialogFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftExpressions.calleeName(node)
        if name == "requestConfirmation" { return .skipChildren }
        if name == "result", SwiftExpressions.argument("dialog", of: node) != nil { found.append(node) }
        return .visitChildren
    }
}
