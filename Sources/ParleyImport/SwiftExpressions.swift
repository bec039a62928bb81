import SwiftSyntax

/// A string literal as written in Swift: text, and the interpolations between it.
struct SwiftString {
    enum Piece {
        case text(String)
        case interpolation(ExprSyntax)
    }
    var pieces: [Piece]
    var node: Syntax

    /// The text, if it has no interpolation.
    var literal: String? {
        var text = ""
        for piece in pieces {
            guard case .text(let part) = piece else { return nil }
            text += part
        }
        return text
    }
}

/// A string a user will read or hear, as the code spells it: a literal or a localization
/// key, with the table and default value that `LocalizedStringResource`, `String(localized:)`
/// and `NSLocalizedString` give it.
struct LocalizableString {
    var string: SwiftString
    var table: String?
    var defaultValue: String?
}

/// Reading the shapes App Intents code is written in: literals, resources, key paths, static
/// properties. Every function returns nil for a shape it does not know, never traps.
enum SwiftExpressions {
    /// `"text \(x)"`, multi-line and raw literals included.
    static func string(_ expression: ExprSyntax) -> SwiftString? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let isRaw = literal.openingPounds != nil
        var pieces: [SwiftString.Piece] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let content = isRaw ? text.content.text : unescape(text.content.text)
                if case .text(let previous)? = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + content)
                } else {
                    pieces.append(.text(content))
                }
            case .expressionSegment(let segment):
                guard let first = segment.expressions.first else { continue }
                pieces.append(.interpolation(first.expression))
            }
        }
        if literal.openingQuote.tokenKind == .multilineStringQuote, case .text(let last)? = pieces.last, last.hasSuffix("\n") {
            pieces[pieces.count - 1] = .text(String(last.dropLast()))
        }
        return SwiftString(pieces: pieces, node: Syntax(literal))
    }

    /// A string literal, or one wrapped the ways App Intents code wraps text:
    /// `LocalizedStringResource("key", table: "T")`, `.init("key")`, `String(localized:)`,
    /// `NSLocalizedString("key", value: "Text", comment: "")`, `IntentDialog("…")`,
    /// `TypeDisplayRepresentation(name: "…")`, `DisplayRepresentation(title: "…")`.
    static func localizable(_ expression: ExprSyntax) -> LocalizableString? {
        if let string = string(expression) { return LocalizableString(string: string) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = SwiftTypeTable.simpleName(call.calledExpression.trimmedDescription)
        let wrappers: Set<String> = [
            "LocalizedStringResource", "init", "String", "NSLocalizedString", "IntentDialog",
            "TypeDisplayRepresentation", "DisplayRepresentation", "LocalizedStringKey", "IntentDescription",
        ]
        guard wrappers.contains(callee) else { return nil }
        let arguments = Array(call.arguments)
        let labelsOfText: Set<String?> = [nil, "localized", "stringLiteral", "title", "name", "full", "_"]
        guard let first = arguments.first(where: { labelsOfText.contains($0.label?.text) }) else { return nil }
        guard var inner = localizable(first.expression) else { return nil }
        for argument in arguments {
            switch argument.label?.text {
            case "table", "tableName": inner.table = string(argument.expression)?.literal
            case "defaultValue", "value": inner.defaultValue = string(argument.expression)?.literal
            default: break
            }
        }
        return inner
    }

    /// The value of a call's argument with this label.
    static func argument(_ label: String?, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// What a call calls, without its base: `AppShortcut` for `AppIntents.AppShortcut(…)`,
    /// `result` for `.result(…)`, `requestValue` for `$soup.requestValue(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return SwiftTypeTable.simpleName(call.calledExpression.trimmedDescription)
    }

    /// `\.$soup`, `\Intent.$soup`, `\.soup` → `soup`.
    static func keyPathProperty(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self),
              case .property(let property)? = keyPath.components.last?.component
        else { return nil }
        let name = property.declName.baseName.text
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }

    /// `.tomato`, `Soup.tomato`, `true`, `3`, `"text"`: a value a catalog can hold.
    static func constant(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true {
            return member.declName.baseName.text.replacingOccurrences(of: "`", with: "")
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text.replacingOccurrences(of: "_", with: "") }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return float.literal.text.replacingOccurrences(of: "_", with: "") }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let number = constant(prefix.expression) {
            return "-" + number
        }
        if expression.is(NilLiteralExprSyntax.self) { return "null" }
        return string(expression)?.literal
    }

    /// The value of `static var name` / `static let name` among a type's members: the
    /// initializer, or what a getter returns (`{ "x" }`, `{ return "x" }`, `{ get { "x" } }`).
    static func staticValue(_ name: String, in members: [(decl: DeclSyntax, file: SwiftSourceFile)]) -> (ExprSyntax, SwiftSourceFile)? {
        for (decl, file) in members {
            guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                if let value = binding.initializer?.value { return (value, file) }
                if let accessors = binding.accessorBlock, let value = returnedExpression(accessors) { return (value, file) }
            }
        }
        return nil
    }

    /// The expression a getter returns when its body is that one expression or one `return`.
    static func returnedExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        switch block.accessors {
        case .getter(let statements):
            return singleExpression(statements)
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return nil }
            return singleExpression(body.statements)
        }
    }

    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in statements.reversed() {
            if let expression = item.item.as(ExprSyntax.self) { return expression }
            if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        }
        return nil
    }

    /// Swift's escapes in a literal's text: `\n`, `\t`, `\"`, `\\`, `\'`, `\0`, `\u{…}`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let next = characters.next(), next != "}" {
                    if next != "{" { hex.append(next) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            case "\n":
                // A line-continuation backslash in a multi-line literal joins the lines.
                break
            default: result.append(escaped)
            }
        }
        return result
    }
}
