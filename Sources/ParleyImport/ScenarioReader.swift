import Foundation
import SwiftSyntax
import ParleyText

/// Apple's SiriEvaluations scenarios in a project's Swift files, read as Parley transcripts
/// (docs/SIRI_EVALUATIONS.md): each `SiriScenario` one transcript, each `UserTurn` a `>` line.
///
/// - A file `parley export siri-evaluations` wrote keeps each transcript line as a
///   `// parley:` comment: those lines are the transcript, exactly.
/// - Otherwise `Calls { Intent.expect(k: .equals("v"), e: Type.expectIdentifier("id")) }`
///   becomes `-> App/Intent k=v e=id`; `Calls(.disallowed)` of every intent `-> none`;
///   `SiriResponse(.contains("text"))` `<* text`. What Parley cannot check — `Finds`,
///   `OnScreen`, `Loads`, a value checked by `.notNil` or a pattern, a case-insensitive
///   response, a disallowed list of some intents — is a comment that says so.
/// - A scenario built in a loop or with an interpolated utterance is skipped with a warning
///   at its line.
struct ScenarioReader {
    /// One transcript to write.
    struct Scenario {
        /// `SoupChefScenarios-1`: the Swift file's name and the scenario's position in it.
        var name: String
        var text: String
    }

    private(set) var scenarios: [Scenario] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - appKey: the imported app's name, which `->` lines name.
    ///   - intents: the imported app's intents, each with its parameters' catalog types (a
    ///     disallowed list of all of them is `-> none`; `.equals` holds only on a String).
    init(files: [SwiftSourceFile], appKey: String, intents: [String: [String: String]]) {
        // `let OrderSoup = definitions.intents["OrderSoupIntent"]`, project-wide.
        var names: [String: String] = [:]
        for file in files {
            let finder = DefinitionFinder()
            finder.walk(file.tree)
            names.merge(finder.names) { first, _ in first }
        }
        for file in files {
            let finder = ScenarioFinder()
            finder.walk(file.tree)
            let base = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            for (position, found) in finder.found.enumerated() {
                let location = file.location(of: found.call)
                if let loop = found.loop {
                    diagnostics.append(Diagnostic(ImportProblem.scenarioSkipped("built in a loop at line \(file.location(of: loop).line); Parley reads scenarios written out"), at: location))
                    continue
                }
                var reading = Reading(file: file, names: names, appKey: appKey, intents: intents)
                if let text = reading.transcript(of: found.call) {
                    scenarios.append(Scenario(name: "\(base)-\(position + 1)", text: text))
                }
                diagnostics += reading.diagnostics
            }
        }
    }

    /// Reads one `SiriScenario { … } expectation: { … }`.
    private struct Reading {
        let file: SwiftSourceFile
        let names: [String: String]
        let appKey: String
        let intents: [String: [String: String]]
        var intentKeys: Set<String> { Set(intents.keys) }
        var diagnostics: [Diagnostic] = []

        mutating func transcript(of call: FunctionCallExprSyntax) -> String? {
            let location = file.location(of: call)
            var lines = [
                "# Imported by `parley import` from \(location.file):\(location.line) (\(SiriEvaluationsAPI.scenario)): do not edit; import again.",
                "@phrases ../..",
            ]
            guard let closure = call.trailingClosure else {
                diagnostics.append(Diagnostic(ImportProblem.scenarioSkipped("its turns are not written in a closure"), at: location))
                return nil
            }
            // The lines `parley export` kept, if any: the transcript exactly — unless the Swift
            // was edited since (its utterances differ from the kept `>` lines): then the Swift.
            var kept = Self.keptLines(in: Syntax(closure))
            let utterances = closure.statements.compactMap { Self.call($0.item) }
                .filter { SwiftTypeTable.simpleName($0.calledExpression.trimmedDescription) == SiriEvaluationsAPI.turn }
                .map { $0.arguments.first.flatMap { SwiftExpressions.string($0.expression)?.literal } ?? "" }
            if !kept.isEmpty, kept.filter({ $0.hasPrefix("> ") }).map({ String($0.dropFirst(2)) }) != utterances.map(Self.oneLine) {
                diagnostics.append(Diagnostic(ImportProblem.scenarioEdited, at: location))
                kept = []
            }
            var turnLines: [String] = []
            var sawTurn = false
            for statement in closure.statements {
                guard let turn = Self.call(statement.item), SwiftTypeTable.simpleName(turn.calledExpression.trimmedDescription) == SiriEvaluationsAPI.turn else {
                    if statement.item.is(ForStmtSyntax.self) || statement.item.is(IfExprSyntax.self) || statement.item.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) == true {
                        diagnostics.append(Diagnostic(ImportProblem.scenarioSkipped("its turns are built with 'for' or 'if'; Parley reads turns written out"), at: file.location(of: statement)))
                        return nil
                    }
                    continue
                }
                sawTurn = true
                let turnLocation = file.location(of: turn)
                guard let utterance = turn.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal }) else {
                    diagnostics.append(Diagnostic(ImportProblem.scenarioSkipped("the utterance of the turn at line \(turnLocation.line) is not plain text"), at: turnLocation))
                    return nil
                }
                turnLines.append("")
                turnLines.append("# \(turnLocation.file):\(turnLocation.line)")
                guard kept.isEmpty else { continue }
                turnLines.append("> " + Self.oneLine(utterance))
                let expectations = turn.trailingClosure.map { expectationLines($0.statements) } ?? []
                turnLines += expectations
                // A turn that expects nothing gives Siri context: its reply is not checked.
                if !expectations.contains(where: { !$0.hasPrefix("#") }) { turnLines.append("<*") }
            }
            guard sawTurn else {
                diagnostics.append(Diagnostic(ImportProblem.scenarioSkipped("it has no turn"), at: location))
                return nil
            }
            if !kept.isEmpty {
                // Each `>` line kept is preceded by the Swift line of its turn.
                var places = turnLines.filter { $0.hasPrefix("# ") }.makeIterator()
                for line in kept {
                    if line.hasPrefix("> ") || line == "@suggestions" {
                        lines.append("")
                        if let place = places.next() { lines.append(place) }
                    }
                    lines.append(line)
                }
                return lines.joined(separator: "\n") + "\n"
            }
            lines += turnLines
            // Expectations of the whole scenario: checked on its last turn here; that no intent
            // runs at all, on every turn.
            if let expectation = call.additionalTrailingClosures.first(where: { $0.label.text == SiriEvaluationsAPI.scenarioExpectationLabel })?.closure {
                let scenarioLines = expectationLines(expectation.statements)
                if scenarioLines.contains("-> none") {
                    lines = lines.flatMap { $0.hasPrefix("> ") ? [$0, "-> none"] : [$0] }
                }
                let rest = scenarioLines.filter { $0 != "-> none" }
                if !rest.isEmpty {
                    lines.append("# The scenario's own expectations (any turn, in Swift): checked on its last turn.")
                    lines += rest
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// A turn's (or scenario's) expectations as `->`, `<*` and comment lines.
        mutating func expectationLines(_ statements: CodeBlockItemListSyntax) -> [String] {
            var lines: [String] = []
            for statement in statements {
                guard let call = Self.call(statement.item) else { continue }
                let name = SwiftTypeTable.simpleName(call.calledExpression.trimmedDescription)
                let written = Self.oneLine(call.trimmedDescription)
                switch name {
                case SiriEvaluationsAPI.calls:
                    let ordering = call.arguments.first?.expression.trimmedDescription ?? ".\(SiriEvaluationsAPI.ordered)"
                    let items = call.trailingClosure?.statements.compactMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression } ?? []
                    if ordering == ".\(SiriEvaluationsAPI.disallowed)" {
                        let keys = Set(items.map { names[$0.trimmedDescription] ?? $0.trimmedDescription })
                        if !intentKeys.isEmpty, keys == intentKeys {
                            lines.append("-> none")
                        } else {
                            lines.append("# \(written): Parley checks no intent ran ('-> none') only when every intent is listed; not checked.")
                        }
                        continue
                    }
                    for item in items { lines += ran(item) }
                case SiriEvaluationsAPI.response:
                    for argument in call.arguments {
                        guard let check = argument.expression.as(FunctionCallExprSyntax.self),
                              check.calledExpression.trimmedDescription == ".\(SiriEvaluationsAPI.contains)",
                              let text = check.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal })
                        else {
                            lines.append("# \(written): not a text Parley can look for; not checked.")
                            continue
                        }
                        if check.arguments.contains(where: { $0.label?.text == SiriEvaluationsAPI.caseSensitiveLabel && $0.expression.trimmedDescription == "false" }) {
                            lines.append("# SiriResponse(.contains(\"\(Self.oneLine(text))\", caseSensitive: false)): Parley's '<*' is case-sensitive; not checked.")
                        } else {
                            lines.append("<* " + Self.oneLine(text))
                        }
                    }
                case SiriEvaluationsAPI.finds, SiriEvaluationsAPI.onScreen, SiriEvaluationsAPI.loads:
                    lines.append("# \(written): only the running app knows its entities and skills; not checked.")
                default:
                    lines.append("# \(written): an expectation Parley does not know; not checked.")
                    diagnostics.append(Diagnostic(ImportProblem.unknownExpectation(name), at: file.location(of: call)))
                }
            }
            return lines
        }

        /// `Intent` or `Intent.expect(k: …)` as a `->` line, and comments for values not checked.
        mutating func ran(_ expression: ExprSyntax) -> [String] {
            var target = expression
            var arguments: [LabeledExprSyntax] = []
            var notes: [String] = []
            // `….result(…)`: a check of what the intent gave back, which Parley does not keep.
            if let call = target.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "result", let base = member.base {
                notes.append("# \(Self.oneLine(call.trimmedDescription)): Parley does not check an intent's result value; not checked.")
                target = base
            }
            if let call = target.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == SiriEvaluationsAPI.expect, let base = member.base {
                target = base
                arguments = Array(call.arguments)
            }
            guard let key = intentKey(target) else {
                diagnostics.append(Diagnostic(ImportProblem.unknownScenarioIntent(Self.oneLine(target.trimmedDescription)), at: file.location(of: target)))
                return ["# \(Self.oneLine(expression.trimmedDescription)): no intent of the app Parley can name; not checked."]
            }
            var values: [(String, String)] = []
            for argument in arguments {
                guard let label = argument.label?.text else { continue }
                let value = argument.expression
                if let check = value.as(FunctionCallExprSyntax.self) {
                    let callee = check.calledExpression.trimmedDescription
                    if callee == ".\(SiriEvaluationsAPI.equals)", let text = check.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal }) {
                        values.append((label, Self.oneLine(text)))
                        if let type = intents[key]?[label], type != "String" {
                            notes.append("# \(label): .equals checks text, and \(label) is \(type): on the device it never holds (Apple's documentation); Parley checks the value's id.")
                        }
                        continue
                    }
                    if callee.hasSuffix(".\(SiriEvaluationsAPI.expectIdentifier)"), let id = check.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal }) {
                        values.append((label, Self.oneLine(id)))
                        continue
                    }
                }
                notes.append("# \(label): \(Self.oneLine(value.trimmedDescription)): Parley checks a value only by '.equals' or an identifier; not checked.")
            }
            // As a transcript writes a target: `App/Intent k=v`, values sorted by name.
            let head = QuotedText.name(appKey, alsoQuoting: "/") + "/" + key
            let pairs = values.sorted { $0.0 < $1.0 }.map { "\($0.0)=\(QuotedText.word($0.1))" }
            return ["-> " + ([head] + pairs).joined(separator: " ")] + notes
        }

        /// The intent a scenario names: a constant (`WaterPlant`, `Defs.waterPlant`) bound to
        /// `….intents["Key"]`, that subscript written in place, or the type's name itself; nil
        /// when it names none of the app's intents.
        func intentKey(_ target: ExprSyntax) -> String? {
            if let subscriptCall = target.as(SubscriptCallExprSyntax.self),
               subscriptCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == SiriEvaluationsAPI.intents,
               let key = subscriptCall.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal }) {
                return intents[key] != nil ? key : nil
            }
            let written = target.trimmedDescription
            let last = written.split(separator: ".").last.map(String.init) ?? written
            for candidate in [names[written], names[last], written, last].compactMap({ $0 }) where intents[candidate] != nil {
                return candidate
            }
            return nil
        }

        static func call(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
            item.as(FunctionCallExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
                ?? item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
        }

        /// Every `// parley: ` comment inside `node`, in order.
        static func keptLines(in node: Syntax) -> [String] {
            var lines: [String] = []
            for token in node.tokens(viewMode: .sourceAccurate) {
                for piece in token.leadingTrivia + token.trailingTrivia {
                    if case .lineComment(let text) = piece, text.hasPrefix("// parley: ") {
                        lines.append(String(text.dropFirst("// parley: ".count)))
                    }
                }
            }
            return lines
        }

        static func oneLine(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
        }
    }
}

/// `let Name = definitions.intents["Key"]`: the constants scenarios name intents by.
private final class DefinitionFinder: SyntaxVisitor {
    var names: [String: String] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let subscriptCall = node.initializer?.value.as(SubscriptCallExprSyntax.self),
           let member = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == SiriEvaluationsAPI.intents,
           let key = subscriptCall.arguments.first.flatMap({ SwiftExpressions.string($0.expression)?.literal }) {
            names[name] = key
        }
        return .visitChildren
    }
}

/// Every `SiriScenario(…) { … }` call, with the loop it is built in, if any.
private final class ScenarioFinder: SyntaxVisitor {
    var found: [(call: FunctionCallExprSyntax, loop: Syntax?)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftTypeTable.simpleName(node.calledExpression.trimmedDescription) == SiriEvaluationsAPI.scenario else { return .visitChildren }
        var parent = node.parent
        var loop: Syntax?
        while let current = parent {
            if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) { loop = current; break }
            if let call = current.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix(".map") { loop = current; break }
            parent = current.parent
        }
        found.append((node, loop))
        return .skipChildren
    }
}
