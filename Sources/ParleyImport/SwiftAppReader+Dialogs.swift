import Foundation
import SwiftSyntax
import ParleyText

/// What `perform()` says: `.result(dialog:)`, `requestConfirmation`, `$p.requestValue`,
/// `$p.requestDisambiguation`, `$p.requestConfirmation`; and dialog text itself —
/// literals, keys, `IntentDialog(full:supporting:)`, a local `let dialog = …`.
extension SwiftAppReader {
    mutating func readPerform(of declaration: SwiftTypeTable.Declaration, into index: Int) {
        guard let (function, file) = declaration.members.lazy.compactMap({ member -> (FunctionDeclSyntax, SwiftSourceFile)? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "perform", let _ = function.body else { return nil }
            return (function, member.file)
        }).first else { return }
        let intent = intents[index]
        let parameterNames = intent.parameters.map(\.name)
        let body = function.body!

        for call in Self.calls(named: "requestConfirmation", in: body) {
            let (base, location) = (Self.projectedParameter(call), file.location(of: call))
            let dialogExpression = SwiftExpressions.argument("dialog", of: call)
                ?? SwiftExpressions.argument("result", of: call).flatMap { $0.as(FunctionCallExprSyntax.self) }.flatMap { SwiftExpressions.argument("dialog", of: $0) }
            if let base, let position = intents[index].parameters.firstIndex(where: { $0.name == base }) {
                if let expression = dialogExpression {
                    intents[index].parameters[position].confirm = dialog(expression, file: file, parameters: parameterNames, gap: .prompt(intent: intent.key, parameter: base), in: body)
                } else {
                    intents[index].parameters[position].confirm = ImportedDialog(full: Localized(""))
                }
            } else if let expression = dialogExpression {
                intents[index].confirm = dialog(expression, file: file, parameters: parameterNames, gap: .confirmDialog(intent: intent.key), in: body)
            } else {
                report(.confirmationWithoutDialog(intent: intent.key), at: location)
            }
        }
        for name in ["requestValue", "requestDisambiguation"] {
            for call in Self.calls(named: name, in: body) {
                guard let base = Self.projectedParameter(call), let position = intents[index].parameters.firstIndex(where: { $0.name == base }),
                      intents[index].parameters[position].prompt == nil,
                      let expression = SwiftExpressions.argument("dialog", of: call) ?? SwiftExpressions.argument(nil, of: call)
                else { continue }
                intents[index].parameters[position].prompt = dialog(expression, file: file, parameters: parameterNames, gap: .prompt(intent: intent.key, parameter: base), in: body)
            }
        }
        // The last `.result(dialog:)` outside a confirmation is the success path: early
        // returns are usually the guards.
        let finder = ResultDialogFinder()
        finder.walk(body)
        if let call = finder.found.last, let expression = SwiftExpressions.argument("dialog", of: call) {
            intents[index].result = dialog(expression, file: file, parameters: parameterNames, gap: .resultDialog(intent: intent.key), in: body)
        }
        // A failure's condition is Swift code, which a catalog cannot hold: each is a gap the
        // overlay lists with its dialog, for a person to write as a `failures` case.
        for call in finder.failures {
            guard let expression = SwiftExpressions.argument("dialog", of: call) else { continue }
            let text = dialogText(expression, parameters: parameterNames).map { ImportedDialog(full: $0) }
            gaps.append(RuntimeGap(
                item: .failure(intent: intent.key, dialog: text),
                why: "perform() ends with this dialog when a condition in Swift holds; write it as a failure with a `when`",
                location: file.location(of: call)))
        }
    }

    /// `$soup.requestValue(…)` → `soup`.
    private static func projectedParameter(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        var text = base.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        guard text.hasPrefix("$") else { return nil }
        return String(text.dropFirst())
    }

    /// Dialog text, or nil with a run-time gap recorded when the text is built from app state.
    mutating func dialog(_ expression: ExprSyntax, file: SwiftSourceFile, parameters: [String], gap: RuntimeGap.Item, in scope: CodeBlockSyntax? = nil) -> ImportedDialog? {
        let location = file.location(of: expression)
        var expression = expression
        // `let dialog = IntentDialog(…)` earlier in perform(): read the initializer.
        if let reference = expression.as(DeclReferenceExprSyntax.self), let scope, let value = Self.localValue(reference.baseName.text, in: scope) {
            expression = value
        }
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftExpressions.argument("full", of: call) != nil {
            let supporting = SwiftExpressions.argument("supporting", of: call).flatMap { dialogText($0, parameters: parameters) }
            guard let full = dialogText(SwiftExpressions.argument("full", of: call)!, parameters: parameters) else {
                let why = supporting == nil ? "the dialog is built at run time" : "what Siri says aloud (full:) is built at run time; what the screen shows (supporting:) is imported"
                gaps.append(RuntimeGap(item: gap, why: "\(why): \(Self.abbreviated(expression))", location: location, supporting: supporting))
                return nil
            }
            return ImportedDialog(full: full, supporting: supporting)
        }
        guard let full = dialogText(expression, parameters: parameters) else {
            gaps.append(RuntimeGap(item: gap, why: "the dialog is built at run time: \(Self.abbreviated(expression))", location: location))
            return nil
        }
        return ImportedDialog(full: full)
    }

    /// A literal, key or `IntentDialog("…")` whose interpolations are the intent's own
    /// parameters, as catalog text (`\(soup)`); nil for anything else.
    private func dialogText(_ expression: ExprSyntax, parameters: [String]) -> Localized? {
        guard let localizable = SwiftExpressions.localizable(expression) else { return nil }
        if let text = localizer.text(localizable) { return text }
        var text = ""
        var names: [String] = []
        for piece in localizable.string.pieces {
            switch piece {
            case .text(let part):
                text += part
            case .interpolation(let value):
                guard let name = Self.parameterReference(value, parameters: parameters) else { return nil }
                text += "\\(\(name))"
                names.append(name)
            }
        }
        // Xcode's key for `"Ordered \(soup)"` is `"Ordered %@"` (`%lld` for an Int): the table finds
        // it by its shape, and translations fill it back in.
        var key = ""
        for piece in localizable.string.pieces {
            if case .text(let part) = piece { key += part } else { key += "%@" }
        }
        let translations = localizer.translations(of: key, table: localizable.table).mapValues { Self.fillingPlaceholders($0, with: names) }
        return Localized(source: text, translations: translations, developmentLanguage: localizer.developmentLanguage)
    }

    /// `%@`, `%lld`, `%d`, `%f`, `%1$@` … → `\(name)`, in order or by position.
    static func fillingPlaceholders(_ format: String, with names: [String]) -> String {
        guard let pattern = try? NSRegularExpression(pattern: "%(?:([0-9]+)\\$)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaA]") else { return format }
        var result = ""
        var next = 0
        var last = format.startIndex
        for match in pattern.matches(in: format, range: NSRange(format.startIndex..., in: format)) {
            guard let range = Range(match.range, in: format) else { continue }
            result += format[last..<range.lowerBound]
            var index = next
            if let positional = Range(match.range(at: 1), in: format), let position = Int(format[positional]) { index = position - 1 } else { next += 1 }
            result += names.indices.contains(index) ? "\\(\(names[index]))" : String(format[range])
            last = range.upperBound
        }
        return result + format[last...]
    }

    /// `soup`, `self.soup`, `soup.title`: the intent's parameter, rendered by its value.
    private static func parameterReference(_ expression: ExprSyntax, parameters: [String]) -> String? {
        var text = expression.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        for suffix in [".title", ".name", ".displayString", ".localizedStringResource", ".displayName", ".localizedName", ".description"] where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        }
        return parameters.contains(text) ? text : nil
    }

    /// The initializer of `let name = …` in a function body.
    private static func localValue(_ name: String, in scope: CodeBlockSyntax) -> ExprSyntax? {
        let finder = LocalValueFinder(name: name)
        finder.walk(scope)
        return finder.found
    }

    /// An expression shortened for a one-line message.
    static func abbreviated(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
