import SwiftSyntax
import ParleyText

/// The `AppShortcutsProvider`: its `appShortcuts` (a result-builder body, an array literal,
/// a stored array; `#if` and `if #available` inside) and its `negativePhrases`.
extension SwiftAppReader {
    struct Provider {
        var name: String
        var shortcuts: [ImportedShortcut]
        var negativePhrases: [ImportedPhrase]
        var location: ProjectLocation
    }

    /// Every type that conforms to `AppShortcutsProvider`, in project order.
    var providerDeclarations: [SwiftTypeTable.Declaration] {
        types.all.filter { $0.conforms(to: Self.providerProtocols) }
    }

    static let maximumShortcuts = 10

    mutating func readProvider(_ declaration: SwiftTypeTable.Declaration) -> Provider {
        let file = declaration.file!
        let location = declaration.node.map { file.location(of: $0) } ?? ProjectLocation(file: file.path, line: 1, column: 1)
        var provider = Provider(name: declaration.name, shortcuts: [], negativePhrases: [], location: location)
        if let (expression, file) = memberBody("appShortcuts", in: declaration) {
            let calls = Self.calls(named: "AppShortcut", in: expression)
            for call in calls {
                if let shortcut = readShortcut(call, file: file, provider: declaration) { provider.shortcuts.append(shortcut) }
            }
            // Shortcuts written but none readable: an import that passed would hide every phrase.
            if !calls.isEmpty && provider.shortcuts.allSatisfy({ $0.phrases.values.allSatisfy(\.isEmpty) }) {
                report(.noReadableShortcuts(provider: declaration.name, count: calls.count), at: location)
            }
        } else {
            report(.providerWithoutShortcuts(provider: declaration.name), at: location)
        }
        if provider.shortcuts.count > Self.maximumShortcuts {
            let extra = provider.shortcuts[Self.maximumShortcuts]
            report(.tooManyShortcuts(provider: declaration.name, count: provider.shortcuts.count, limit: Self.maximumShortcuts), at: extra.location)
        }
        if let (expression, file) = memberBody("negativePhrases", in: declaration) {
            for literal in Self.stringLiterals(in: expression) {
                guard let string = SwiftExpressions.string(ExprSyntax(literal)), let text = phraseText(string, file: file, intent: nil, needsAppName: false) else { continue }
                provider.negativePhrases.append(ImportedPhrase(text: text, location: file.location(of: literal)))
            }
        }
        return provider
    }

    /// A member's initializer or getter body, whatever its shape, to search for calls in.
    func memberBody(_ name: String, in declaration: SwiftTypeTable.Declaration) -> (Syntax, SwiftSourceFile)? {
        for (decl, file) in declaration.members {
            guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value { return (Syntax(value), file) }
                if let accessors = binding.accessorBlock { return (Syntax(accessors), file) }
            }
        }
        return nil
    }

    private mutating func readShortcut(_ call: FunctionCallExprSyntax, file: SwiftSourceFile, provider: SwiftTypeTable.Declaration) -> ImportedShortcut? {
        let location = file.location(of: call)
        guard let intentExpression = SwiftExpressions.argument("intent", of: call) else {
            report(.shortcutWithoutIntent, at: location)
            return nil
        }
        guard let (intentName, preset) = intentReference(intentExpression) else {
            report(.intentNotAnInitializer(intentExpression.trimmedDescription), at: file.location(of: intentExpression))
            return nil
        }
        guard let intent = readIntent(named: intentName, at: file.location(of: intentExpression)) else { return nil }
        var shortcut = ImportedShortcut(intent: intent.key, phrases: [:], location: location)
        for (name, value) in preset {
            guard intent.parameters.contains(where: { $0.name == name }) else {
                report(.presetNotAParameter(intent: intentName, name: name), at: location)
                continue
            }
            shortcut.preset.append((name, value))
        }
        if let title = SwiftExpressions.argument("shortTitle", of: call) {
            if let text = SwiftExpressions.localizable(title).flatMap({ localizer.text($0) }) {
                shortcut.title = text
            } else {
                report(.shortTitleUnreadable(title.trimmedDescription), at: file.location(of: title))
            }
        }
        guard let phrases = SwiftExpressions.argument("phrases", of: call) else {
            report(.shortcutWithoutPhrases, at: location)
            return nil
        }
        var texts: [ImportedPhrase] = []
        let literals = phraseLiterals(phrases, file: file, provider: provider)
        if literals.isEmpty, phrases.as(ArrayExprSyntax.self) == nil {
            report(.phrasesNotAList(Self.abbreviated(phrases)), at: file.location(of: phrases))
        }
        for (literal, literalFile) in literals {
            guard let string = SwiftExpressions.string(ExprSyntax(literal)),
                  let text = phraseText(string, file: literalFile, intent: intent, needsAppName: true)
            else { continue }
            texts.append(ImportedPhrase(text: text, location: literalFile.location(of: literal)))
        }
        shortcut.phrases[""] = texts
        return shortcut
    }

    /// `OrderSoup()`, `OrderSoup(soup: .tomato)`, `OrderSoup.init()`: the type and the preset.
    private func intentReference(_ expression: ExprSyntax) -> (String, [(String, String)])? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard let first = callee.split(separator: ".").last?.first, first.isUppercase else { return nil }
        let preset = call.arguments.compactMap { argument -> (String, String)? in
            guard let label = argument.label?.text, let value = SwiftExpressions.constant(argument.expression) else { return nil }
            return (label, value)
        }
        return (SwiftTypeTable.simpleName(callee), preset)
    }

    /// The phrase literals of `phrases:`: an array literal of strings or `AppShortcutPhrase`s,
    /// or a static array elsewhere: `BrewTea.phrases`, `Self.phrases`, or a bare `phrases`
    /// of the provider (possibly in an extension in another file).
    private func phraseLiterals(_ expression: ExprSyntax, file: SwiftSourceFile, provider: SwiftTypeTable.Declaration) -> [(StringLiteralExprSyntax, SwiftSourceFile)] {
        var owner: SwiftTypeTable.Declaration?
        var name: String?
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseName = base.trimmedDescription
            owner = baseName == "Self" || baseName == "self" ? provider : types[baseName]
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            owner = provider
            name = reference.baseName.text
        }
        if let name {
            guard let owner, let (value, valueFile) = SwiftExpressions.staticValue(name, in: owner.members) else { return [] }
            return Self.stringLiterals(in: Syntax(value)).map { ($0, valueFile) }
        }
        return Self.stringLiterals(in: Syntax(expression)).map { ($0, file) }
    }

    /// A phrase in catalog syntax: `\(.applicationName)` and `\(\.$param)` as written, and the
    /// string-catalog spelling `${applicationName}` typed into a literal. Nil (and reported)
    /// for what Apple's build rejects or Parley cannot read.
    mutating func phraseText(_ string: SwiftString, file: SwiftSourceFile, intent: ImportedIntent?, needsAppName: Bool) -> String? {
        let location = file.location(of: string.node)
        var text = ""
        for piece in string.pieces {
            switch piece {
            case .text(let part):
                guard !part.contains("\\(") else {
                    report(.escapedSlot, at: location)
                    return nil
                }
                text += part
            case .interpolation(let expression):
                if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "applicationName" {
                    text += "\\(.applicationName)"
                } else if let name = SwiftExpressions.keyPathProperty(expression) {
                    text += "\\(\\.$\(name))"
                } else {
                    report(.unknownInterpolation(expression.trimmedDescription), at: location)
                    return nil
                }
            }
        }
        text = PhraseSpelling.catalogSyntax(text).trimmingCharacters(in: .whitespaces)
        guard needsAppName else { return text }
        let appNames = text.components(separatedBy: "\\(.applicationName)").count - 1
        if appNames != 1 {
            report(appNames == 0 ? .phraseWithoutAppName(text) : .appNameRepeated(text, count: appNames), at: location)
            return nil
        }
        guard let intent else { return text }
        for name in PhraseSpelling.parameterNames(in: text) {
            guard let parameter = intent.parameters.first(where: { $0.name == name }) else {
                report(.phraseParameterNotDeclared(text, parameter: name, intent: intent.key), at: location)
                return nil
            }
            guard importedTypes.contains(where: { $0.key == parameter.type }) else {
                report(.phraseParameterNotSpeakable(text, parameter: name, type: Self.withArticle(parameter.swiftType)), at: location)
                return nil
            }
        }
        if PhraseSpelling.parameterNames(in: text).count > 1 {
            report(.phraseWithSeveralParameters(text), at: location)
            return nil
        }
        return text
    }

    /// `an Int`, `a String`.
    static func withArticle(_ type: String) -> String {
        ("AEIOU".contains(type.prefix(1)) ? "an " : "a ") + type
    }

    /// Calls to a function or initializer of this name anywhere under a node, in source order.
    static func calls(named name: String, in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(name: name)
        finder.walk(node)
        return finder.found
    }

    /// String literals under a node, not counting those inside another literal's interpolation.
    static func stringLiterals(in node: some SyntaxProtocol) -> [StringLiteralExprSyntax] {
        let finder = StringLiteralFinder()
        finder.walk(node)
        return finder.found
    }
}
