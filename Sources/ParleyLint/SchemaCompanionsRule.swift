import ParleyText
import ParleyCatalog

/// An app schema is a shape Apple defines (SPEC §10): an intent that adopts one without a
/// parameter the schema requires, or an app that adopts part of a domain Apple requires
/// whole (messages, mail, clock), does not build in Xcode. A catalog may still sketch an
/// intent with the two parameters a conversation needs, so this is advice, not a load error.
struct SchemaCompanionsRule: LintRule {
    static let identifier = "schema-companions"
    static let summary = "a schema intent without a parameter its schema requires, a whole domain adopted in part, or a Shortcuts-only schema Siri never reaches"

    static let triggeringExamples = [
        #"""
        app: Errands
        intents:
          ↓CreateList:
            schema: reminders.createList
            parameters: [{name: name, type: String}]
        """#,
        #"""
        app: Chatter
        types:
          Person: {kind: entity, values: [{id: ana, title: Ana}]}
        intents:
          ↓SendMessage:
            schema: messages.sendMessage
            parameters: [{name: destination, type: Person}, {name: content, type: String, required: false}]
        """#,
        #"""
        app: Daybook
        intents:
          ↓WriteEntry:
            schema: journal.createEntry
            parameters: [{name: message, type: String}]
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Daybook
        intents:
          WriteEntry:
            schema: journal.createEntry
            tool: true
            description: Writes a journal entry.
            parameters: [{name: message, type: String, description: What the entry says}]
        """#,
        #"""
        app: Errands
        intents:
          CreateReminder:
            schema: reminders.createReminder
            parameters: [{name: title, type: String}]
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        let schemas = AppSchemas.bundled
        var findings: [Diagnostic] = []
        for app in context.catalog.apps {
            var adopted: [String: [(intent: Intent, schema: String)]] = [:]
            for intent in app.intents {
                guard let name = intent.schema, let found = schemas.intent(named: name) else { continue }
                adopted[found.domain.domain, default: []].append((intent, String(found.name.split(separator: ".").last ?? "")))
                if !found.domain.siri, !intent.isTool {
                    findings.append(warning("'\(intent.key)' adopts \(found.name), whose domain Apple makes for Shortcuts only: Siri AI never reaches it unless it is also a tool (`tool: true`)", at: intent.location))
                }
                let missing = found.requiredParameters.filter { intent.parameter(named: $0) == nil }
                if !missing.isEmpty {
                    findings.append(warning("'\(intent.key)' adopts \(found.name), which requires \(missing.map { "'\($0)'" }.joined(separator: ", ")); Xcode asks for \(missing.count == 1 ? "it" : "them") before the app builds", at: intent.location))
                }
            }
            for (domain, intents) in adopted.sorted(by: { $0.key < $1.key }) {
                guard let data = schemas.domains[domain], data.wholeDomain == true else { continue }
                let have = Set(intents.map(\.schema))
                let missing = data.intents.keys.sorted().filter { !have.contains($0) }
                guard !missing.isEmpty, let first = intents.first else { continue }
                findings.append(warning("Apple requires the \(domain) domain adopted whole, and \(app.key) adopts only \(have.sorted().joined(separator: ", ")); missing: \(missing.map { "\(domain).\($0)" }.joined(separator: ", "))", at: first.intent.location))
            }
        }
        return findings
    }
}
