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

/// `.result(dialog:)` calls on the success path (`found`): not inside `requestConfirmation(…)`
/// (whose result is the question), a `catch` clause or a `guard … else`; and those in a
/// `catch` or a `guard … else` (`failures`), which end the intent when a Swift condition holds.
final class ResultDialogFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    var failures: [FunctionCallExprSyntax] = []
    /// How many `catch` clauses and `guard … else` bodies the walk is inside.
    private var failing = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        failing += 1
        return .visitChildren
    }

    override func visitPost(_ node: CatchClauseSyntax) { failing -= 1 }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        failing += 1
        return .visitChildren
    }

    override func visitPost(_ node: GuardStmtSyntax) { failing -= 1 }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftExpressions.calleeName(node)
        if name == "requestConfirmation" { return .skipChildren }
        if name == "result", SwiftExpressions.argument("dialog", of: node) != nil {
            if failing > 0 { failures.append(node) } else { found.append(node) }
        }
        return .visitChildren
    }
}

/// `intent.suggestedInvocationPhrase = "Soup time"` (or through
/// `NSString.deferredLocalizedIntentsString(with:)`) where `intent` was made in the same file
/// as `let intent = OrderSoupIntent()`: the intent's type and the literal phrase.
final class SuggestedPhraseFinder: SyntaxVisitor {
    struct Found {
        var intentType: String
        var phrase: String
        var node: Syntax
    }

    var found: [Found] = []
    /// Variables made by calling a type's initializer, by name.
    private var madeAs: [String: String] = [:]
    private var assignments: [(variable: String, phrase: String, node: Syntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            madeAs[name] = type
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "suggestedInvocationPhrase",
              let variable = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let phrase = Self.literal(elements[2])
        else { return .visitChildren }
        assignments.append((variable, phrase, Syntax(node)))
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        found = assignments.compactMap { assignment in
            madeAs[assignment.variable].map { Found(intentType: $0, phrase: assignment.phrase, node: assignment.node) }
        }
    }

    /// A string literal without interpolation, bare or in `deferredLocalizedIntentsString(with:)`.
    private static func literal(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftExpressions.calleeName(call) == "deferredLocalizedIntentsString",
           let argument = call.arguments.first?.expression {
            return literal(argument)
        }
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
