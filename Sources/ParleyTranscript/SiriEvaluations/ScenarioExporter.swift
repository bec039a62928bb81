import Foundation
import ParleyText
import ParleyCatalog
import ParleyDialogue

/// A transcript as a Swift file of Apple's SiriEvaluations scenarios (docs/SIRI_EVALUATIONS.md):
/// one `SiriScenario` per conversation (`@reset` starts another), one `UserTurn` per `>` line.
///
/// - `= App/Intent k=v` and `-> App/Intent k=v` become `Calls { Intent.expect(k: …) }`: in the
///   turn when the intent ran there, else at the scenario's level (it ran in a later turn,
///   after Siri's questions). A String value is `.equals("…")`, an entity's
///   `Type.expectIdentifier("id")`; Apple documents no equality for other values, so they are
///   `.notNil`, with a comment that says what Parley checks.
/// - `= none`, `= ambiguous`, `= siri …` and `-> none` become `Calls(.disallowed)` of every
///   intent of the app under test.
/// - A turn's `<` lines where the dialogue ended (a result, an error) become `SiriResponse`
///   checks of each line; `<* text` one of its text. A question in the middle of a dialogue,
///   a snippet line, a `<~` pattern and Parley's bracketed notation are comments.
/// - Settings (`@device`, `@set`, `@shortcut`, `@siri`, …) become comments that say what the
///   test must set up on the device.
///
/// Every line of the transcript is also kept as a `// parley:` comment at its place, which
/// `parley import` reads back: the export and the import lose nothing.
public struct ScenarioExporter: Sendable {
    public let bundleIdentifier: String
    /// The app under test, by index in the catalog.
    public let appIndex: Int

    public init(bundleIdentifier: String, appIndex: Int) {
        self.bundleIdentifier = bundleIdentifier
        self.appIndex = appIndex
    }

    /// The app a transcript tests: the one its `=` and `->` lines name most, then the one whose
    /// intents ran most, then the catalog's first.
    public static func appUnderTest(_ result: TranscriptResult, catalog: Catalog) -> Int {
        var counts = [Int](repeating: 0, count: catalog.apps.count)
        func count(_ key: String) { if let index = catalog.appIndex(named: key) { counts[index] += 2 } }
        for turn in result.turns {
            switch turn.turn.assertion {
            case .matched(let app, _, _)?, .door(let app, _, _, _)?: count(app)
            default: break
            }
            for case .ran(let app, _, _) in turn.turn.ran { count(app) }
            for case .ran(let app, _, _) in turn.actualRan { if let index = catalog.appIndex(named: app) { counts[index] += 1 } }
        }
        return counts.indices.max { (counts[$0], -$0) < (counts[$1], -$1) } ?? 0
    }

    /// The bundle identifier `parley import` recorded in the app's generated catalog, if any.
    public static func importedBundleIdentifier(of app: App) -> String? {
        guard let data = FileManager.default.contents(atPath: app.file), let text = String(data: data.prefix(4096), encoding: .utf8) else { return nil }
        let marker = "# parley-import-bundle-id: "
        guard let start = text.range(of: marker) else { return nil }
        let id = text[start.upperBound...].prefix { $0 != "\n" && $0 != "\r" }.trimmingCharacters(in: .whitespaces)
        return id.isEmpty ? nil : id
    }

    /// The marker of a transcript line kept in the Swift.
    public static let keptLine = "// parley: "

    /// The Swift for a transcript that ran (`result`, with its catalog); `name` is the
    /// transcript's path as the header names it.
    public func swift(for result: TranscriptResult, catalog: Catalog, name: String) -> String {
        guard let transcript = result.transcript else { return "" }
        let app = catalog.apps[appIndex]
        var intents: [String] = []   // keys used, in order of first use
        var entities: [String] = []
        var body: [String] = []
        let turnResults = result.turns

        // Conversations: runs of items between `@reset`s.
        var conversations: [[Transcript.Item]] = [[]]
        for item in transcript.items {
            if case .setting(.reset, _) = item { conversations.append([item]); continue }
            conversations[conversations.count - 1].append(item)
        }
        var turnIndex = 0
        // Settings carry over `@reset`: each later scenario repeats those in force, so that its
        // transcript, imported on its own, runs as it did here.
        var inForce: [SessionSetting] = []
        let api = SiriEvaluationsAPI.self
        let loaderName = Self.identifier(camel: Self.baseName(name)) + "Scenarios"
        // The app's definitions live in a namespace of this file's own, so that no name of the
        // test target (another file's `let WaterPlantIntent`) or of Apple's (`UserTurn`) clashes.
        let namespace = Self.namespace(for: name)
        body.append("/// \(name), as SiriEvaluations scenarios: one per conversation.")
        body.append("let \(loaderName) = \(api.loader) {")
        for conversation in conversations {
            let turnsHere = conversation.filter { if case .turn = $0 { true } else { false } }.count
            let results = Array(turnResults[turnIndex..<min(turnIndex + turnsHere, turnResults.count)])
            turnIndex += turnsHere
            var lines: [String] = []
            var scenarioCalls: [String] = []
            var resultPosition = 0
            var pending: [String] = []
            if conversation.first.map({ if case .setting(.reset, _) = $0 { true } else { false } }) == true {
                pending += inForce.map { Self.keptLine + $0.directive }
            }
            for item in conversation {
                switch item {
                case .phrases:
                    continue
                case .setting(let setting, _):
                    pending.append(Self.keptLine + setting.directive)
                    switch setting {
                    case .reset, .cancel, .addLastRunToSiri: break
                    default: inForce.append(setting)
                    }
                    if let setUp = Self.setUp(setting) { pending.append("// " + setUp) }
                case .turn(let turn):
                    guard resultPosition < results.count else { break }
                    let outcome = results[resultPosition]
                    let later = results[(resultPosition + 1)...]
                    resultPosition += 1
                    lines += pending.map { "        " + $0 }
                    pending = []
                    lines += Self.keptLines(of: turn).map { "        " + Self.keptLine + $0 }
                    guard turn.kind == .utterance else {
                        lines.append("        // Siri's suggestions: SiriEvaluations has no turn that asks for them; not checked on the device.")
                        continue
                    }
                    var expectations: [String] = []
                    var comments: [String] = []
                    func calls(_ target: (app: String, intent: String, parameters: [String: String]), source: String) {
                        guard target.app.lowercased() == app.key.lowercased() else {
                            comments.append("\(source): another app's intent; this file tests \(app.key).")
                            return
                        }
                        let (call, notes) = expectation(intent: target.intent, parameters: target.parameters, app: app, namespace: namespace, intents: &intents, entities: &entities)
                        // The dialogue this turn started or answered: the later turns up to where it ends.
                        var continuation: [TurnResult] = []
                        if outcome.dialogueOpenAfter {
                            for next in later {
                                continuation.append(next)
                                if !next.dialogueOpenAfter { break }
                            }
                        }
                        if outcome.actualRan.contains(where: { if case .ran(_, target.intent, _) = $0 { true } else { false } }) || source.hasPrefix("->") {
                            expectations.append("\(api.calls) { \(call) }  // \(source)")
                        } else if continuation.contains(where: { $0.actualRan.contains { if case .ran(_, target.intent, _) = $0 { true } else { false } } }) {
                            scenarioCalls.append("\(api.calls) { \(call) }  // \(source), which runs after Siri's questions")
                        } else {
                            comments.append("\(source): matched, but the intent does not run in this conversation; Calls checks only what ran.")
                        }
                        comments += notes
                    }
                    func disallowed(_ source: String) {
                        // Not what the turn itself ran: "calming", answering a question, matches
                        // nothing (`= none`) and completes StartMeditation.
                        let ran = Set(outcome.actualRan.compactMap { if case .ran(_, let intent, _) = $0 { intent } else { nil } })
                        let all = app.intents.filter { !ran.contains($0.key) }.map { use(intent: $0.key, namespace: namespace, in: &intents) }
                        guard !all.isEmpty else { return }
                        expectations.append("\(api.calls)(.\(api.disallowed)) { \(all.joined(separator: "; ")) }  // \(source)")
                    }
                    switch turn.assertion {
                    case .matched(let appKey, let intent, let parameters)?: calls((appKey, intent, parameters), source: "= \(turn.assertion!)")
                    case .door(let appKey, let intent, let parameters, _)?: calls((appKey, intent, parameters), source: "= \(turn.assertion!)")
                    case .none?, .ambiguous?, .siri?: disallowed("= \(turn.assertion!)")
                    case nil: break
                    }
                    for ran in turn.ran {
                        switch ran {
                        case .none: disallowed("-> none")
                        case .ran(let appKey, let intent, let parameters): calls((appKey, intent, parameters), source: "-> \(ran)")
                        }
                    }
                    // The reply: checked where the dialogue ended, a comment where Siri asks on.
                    if turn.checksOutput {
                        if outcome.dialogueOpenAfter {
                            comments.append("Siri asks on here; SiriEvaluations grades a question's words only as text, so its lines are not checked.")
                        } else {
                            for expectation in turn.expectations {
                                switch expectation {
                                case .exact(let text) where Self.isSaid(text):
                                    expectations.append("\(api.response)(.\(api.contains)(\(Self.literal(text))))")
                                case .exact(let text) where text.hasPrefix("| "):
                                    comments.append("\(Self.quoted(text)) is shown in a snippet, not said: not checked.")
                                case .exact(let text):
                                    if !text.isEmpty { comments.append("\(Self.quoted(text)) is Parley's notation for what Siri does: not checked.") }
                                case .pattern(let pattern):
                                    comments.append("the pattern \(Self.quoted(pattern.source)) has no SiriResponse form: not checked.")
                                }
                            }
                        }
                    }
                    for text in turn.contains { expectations.append("\(api.response)(.\(api.contains)(\(Self.literal(text))))") }
                    var seenComments: Set<String> = []
                    lines += comments.filter { seenComments.insert($0).inserted }.map { "        // " + $0 }
                    let utterance = Self.literal(turn.input)
                    if expectations.isEmpty {
                        lines.append("        \(api.turn)(\(utterance))")
                    } else {
                        lines.append("        \(api.turn)(\(utterance)) {")
                        lines += expectations.map { "            " + $0 }
                        lines.append("        }")
                    }
                }
            }
            lines += pending.map { "        " + $0 }
            guard turnsHere > 0 else {
                // Settings with no turn after them: kept for the import, with nothing to run.
                body += lines.map { String($0.dropFirst(4)) }
                continue
            }
            if scenarioCalls.isEmpty {
                body.append("    \(api.scenario) {")
                body += lines
                body.append("    }")
            } else {
                body.append("    \(api.scenario) {")
                body += lines
                body.append("    } \(api.scenarioExpectationLabel): {")
                body += scenarioCalls.map { "        " + $0 }
                body.append("    }")
            }
        }
        body.append("}")

        var header = [
            "// Generated by `parley export siri-evaluations` from \(name): do not edit; export again.",
            "// Each `\(Self.keptLine.trimmed)` comment is a line of the transcript, which `parley import` reads back.",
            "import \(api.testingModule)",
            "import \(api.module)",
            "",
            "/// The app's intents and entities, by the type names the scenarios look them up by.",
            "private enum \(namespace) {",
            "    static let \(Self.definitionsName) = \(api.definitions)(\(api.bundleIdentifierLabel): \(Self.literal(bundleIdentifier)))",
        ]
        for key in intents { header.append("    static let \(Self.identifier(key)) = \(Self.definitionsName).\(api.intents)[\(Self.literal(key))]") }
        for key in entities { header.append("    static let \(Self.entityIdentifier(key, besides: intents)) = \(Self.definitionsName).\(api.entities)[\(Self.literal(key))]") }
        header.append("}")
        return (header + [""] + body).joined(separator: "\n") + "\n"
    }

    /// The namespace's member holding the app's definitions: `_` first, as no type name is.
    static let definitionsName = "_definitions"

    /// `WateringDefinitions` for `watering.transcript`.
    static func namespace(for transcript: String) -> String {
        let camel = identifier(camel: baseName(transcript)).trimmingCharacters(in: CharacterSet(charactersIn: "`_"))
        return (camel.prefix(1).uppercased() + camel.dropFirst()).nilIfEmptyName + "Definitions"
    }

    /// `Intent.expect(label: …)` for the values a line names, and the comments on what the
    /// device cannot check.
    private func expectation(intent: String, parameters: [String: String], app: App, namespace: String, intents: inout [String], entities: inout [String]) -> (String, [String]) {
        let name = use(intent: intent, namespace: namespace, in: &intents)
        guard !parameters.isEmpty else { return (name, []) }
        var arguments: [String] = []
        var notes: [String] = []
        let definition = app.intent(intent)
        for key in parameters.keys.sorted() {
            let value = parameters[key] ?? ""
            guard Self.isIdentifier(key) else {
                notes.append("\(key)=\(value): not a Swift name; not checked on the device.")
                continue
            }
            switch definition?.parameter(named: key)?.type {
            case .string?:
                arguments.append("\(key): .\(SiriEvaluationsAPI.equals)(\(Self.literal(value)))")
            case .custom(let type)? where app.type(named: type)?.kind == .entity && !value.contains(","):
                if !entities.contains(type) { entities.append(type) }
                arguments.append("\(key): \(namespace).\(Self.entityIdentifier(type, besides: intents)).\(SiriEvaluationsAPI.expectIdentifier)(\(Self.literal(value)))")
            default:
                arguments.append("\(key): .\(SiriEvaluationsAPI.notNil)")
                notes.append("\(key)=\(value): SiriEvaluations documents no equality for this kind of value; the device checks only that it is set.")
            }
        }
        return ("\(name).\(SiriEvaluationsAPI.expect)(\(arguments.joined(separator: ", ")))", notes)
    }

    private func use(intent key: String, namespace: String, in intents: inout [String]) -> String {
        if !intents.contains(key) { intents.append(key) }
        return "\(namespace).\(Self.identifier(key))"
    }

    // MARK: Text

    /// A transcript's lines for a turn, as written (for the `// parley:` comments).
    static func keptLines(of turn: Transcript.Turn) -> [String] {
        var lines = [turn.source]
        if let assertion = turn.assertion { lines.append("= \(assertion)") }
        lines += turn.ran.map { "-> \($0)" }
        lines += turn.expectations.map(\.source)
        lines += turn.contains.map { "<* \($0)" }
        return lines.map(Self.commentSafe)
    }

    /// What a test must set up on the device for a setting, or nil for one it needs nothing for.
    static func setUp(_ setting: SessionSetting) -> String? {
        switch setting {
        case .device(let device): "Set up: run on \(device == .homepod ? "a HomePod" : "an iPhone"); SiriEvaluations runs on the device of the UI test."
        case .locale(let locale): "Set up: the device's language is \(locale)."
        case .now(let date): "Set up: the device's clock reads \(date.iso) (relative dates depend on it)."
        case .set(let app, let name, let value): "Set up: \(app) \(name == "launched" ? (value ? "launched once" : "never launched") : "with \(name) \(value ? "on" : "off")")."
        case .reset: "A new conversation: the app back to its starting state."
        case .cancel: "The dialogue in progress is abandoned here."
        case .shortcut(let name, let target): target.map { "Set up: a personal shortcut \(quoted(name)) that runs \($0)." } ?? "Set up: no personal shortcut \(quoted(name))."
        case .addLastRunToSiri: "Set up: the intent just run added to Siri."
        case .donate(let target): "Set up: the app donates \(target)."
        case .deleteDonations(let app, let intent): "Set up: \(app)'s donations\(intent.map { " of \($0)" } ?? "") deleted."
        case .siri(let mode): "Set up: Siri AI \(mode == .ai ? "on" : "off")."
        case .region(let code): "Set up: the device's region is \(code)."
        case .foreground(let app): app.map { "Set up: \($0) in the foreground." } ?? "Set up: no app in the foreground."
        case .liveActivity(let app): app.map { "Set up: a live activity of \($0) running." } ?? "Set up: no live activity running."
        case .onScreen(let entity): entity.map { "Set up: \($0.app) showing its \($0.type) \($0.id) (an OnScreen check needs it)." } ?? "Set up: nothing on screen."
        case .defaultApp(let domain, let app): "Set up: \(app ?? "Apple's app") the default for \(domain)."
        }
    }

    /// Whether a `<` line is words Siri says (not a snippet, an option or Parley's notation).
    static func isSaid(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix("| ") && !text.hasPrefix("[")
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func quoted(_ text: String) -> String { "'" + commentSafe(text) + "'" }

    /// Text that stays inside one line comment.
    static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 }))
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private", "protocol",
        "public", "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "var", "where", "while", "Self", "Type", "Any",
    ]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A Swift name for a catalog key: letters and digits kept, others `_`, a keyword in backticks.
    static func identifier(_ key: String) -> String {
        var name = String(String.UnicodeScalarView(key.unicodeScalars.map { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) ? $0 : "_" }))
        if name.isEmpty || name.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// An entity's constant, `BookEntity`; with a `_` more when an intent has that name.
    static func entityIdentifier(_ key: String, besides intents: [String]) -> String {
        let name = identifier(key + "Entity")
        return intents.map { identifier($0) }.contains(name) ? identifier(key + "Entity_") : name
    }

    /// `soup-chef-orders` as `soupChefOrders`.
    static func identifier(camel text: String) -> String {
        let parts = text.split { !($0.isLetter || $0.isNumber) }
        guard let first = parts.first else { return "transcript" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return identifier(name)
    }

    /// A transcript path's file name without `.transcript`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".transcript") ? String(file.dropLast(".transcript".count)) : file
    }

    /// The Swift file's name for a transcript: `SchemaDoorsScenarios.swift`.
    public static func fileName(for transcript: String) -> String {
        let camel = identifier(camel: baseName(transcript)).trimmingCharacters(in: CharacterSet(charactersIn: "`_"))
        return camel.prefix(1).uppercased() + camel.dropFirst() + "Scenarios.swift"
    }
}

private extension String {
    /// The name, or `Transcript` for one with no letters.
    var nilIfEmptyName: String { isEmpty ? "Transcript" : self }
}
