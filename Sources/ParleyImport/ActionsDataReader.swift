import Foundation
import ParleyText

/// Xcode's compiled App Intents metadata, `Metadata.appintents/extract.actionsdata` (SPEC §10):
/// where a project holds one, it says what the build made of the sources — each action's
/// title, description, schema and parameters, and the App Shortcuts' phrases — and it wins
/// over the sources where both say something; each difference is a warning.
///
/// Apple does not document the file. Its shape here is what real files committed to public
/// projects show (docs/IMPORT.md): a JSON object with `version` 1, `actions` keyed by the
/// intent's type name, each with `title` and `descriptionMetadata.descriptionText` as
/// `{"key": text}`, `assistantDefinedSchemas` as `[{"domain", "name"}]` (a type-style name,
/// `SystemSearchInAppIntent`), `parameters` as `[{"name", "title", "parameterDescription",
/// "isOptional"}]`; and `autoShortcuts` with `actionIdentifier` and `phraseTemplates`
/// (`${applicationName}`, `${parameter}`).
struct ActionsDataReader {
    /// The one version of the file Parley reads.
    static let version = 1

    struct Action {
        var identifier: String
        var title: String?
        var description: String?
        /// The schema as Parley names it (`system.searchInApp`), when it knows it.
        var schema: String?
        var parameters: [(name: String, title: String?, description: String?, isOptional: Bool)]
    }

    private(set) var actions: [Action] = []
    /// Phrases by action identifier, in Parley's phrase notation.
    private(set) var phrases: [(action: String, phrases: [String])] = []
    private(set) var diagnostics: [Diagnostic] = []
    let file: String

    /// Reads one file; what it cannot read is a warning at the file, and nothing of it is used.
    init(data: Data, file: String) {
        self.file = file
        guard let object = try? JSONSerialization.jsonObject(with: data), let top = object as? [String: Any] else {
            warn(.actionsDataUnreadable("not a JSON object"))
            return
        }
        guard let version = top["version"] as? Int, version == Self.version else {
            warn(.actionsDataUnreadable("of version \(top["version"].map { "\($0)" } ?? "none"), where Parley reads version \(Self.version)"))
            return
        }
        let actions = top["actions"] as? [String: Any] ?? [:]
        for identifier in actions.keys.sorted() {
            guard let node = actions[identifier] as? [String: Any] else { continue }
            var action = Action(identifier: identifier, parameters: [])
            action.title = Self.text(node["title"])
            action.description = Self.text((node["descriptionMetadata"] as? [String: Any])?["descriptionText"])
            for schema in node["assistantDefinedSchemas"] as? [[String: Any]] ?? [] {
                guard let domain = schema["domain"] as? String, let name = schema["name"] as? String else { continue }
                action.schema = Self.schemaName(domain: domain, typeName: name)
            }
            for parameter in node["parameters"] as? [[String: Any]] ?? [] {
                guard let name = parameter["name"] as? String else { continue }
                action.parameters.append((name, Self.text(parameter["title"]), Self.text(parameter["parameterDescription"]), parameter["isOptional"] as? Bool ?? false))
            }
            self.actions.append(action)
        }
        for shortcut in top["autoShortcuts"] as? [[String: Any]] ?? [] {
            guard let action = shortcut["actionIdentifier"] as? String else { continue }
            let templates = (shortcut["phraseTemplates"] as? [Any] ?? []).compactMap(Self.text).map(Self.phrase)
            if !templates.isEmpty { phrases.append((action, templates)) }
        }
    }

    /// `{"key": "Order a drink"}` (or plain text) as its text.
    private static func text(_ value: Any?) -> String? {
        if let text = value as? String { return text.isEmpty ? nil : text }
        guard let object = value as? [String: Any], let key = object["key"] as? String, !key.isEmpty else { return nil }
        return key
    }

    /// `Order ${drink} with ${applicationName}` as `Order \(\.$drink) with \(.applicationName)`.
    static func phrase(_ template: String) -> String {
        var text = template.replacingOccurrences(of: "${applicationName}", with: #"\(.applicationName)"#)
        while let open = text.range(of: "${"), let close = text.range(of: "}", range: open.upperBound..<text.endIndex) {
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: #"\(\.$"# + text[open.upperBound..<close.lowerBound] + ")")
        }
        return text
    }

    /// `system` and `SystemSearchInAppIntent` as `system.searchInApp`; nil for a schema Parley
    /// does not know.
    static func schemaName(domain: String, typeName: String) -> String? {
        guard let data = AppSchemas.bundled.domains[domain] else { return nil }
        var name = typeName
        for suffix in ["Intent", "Entity", "Enum"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        let candidates = [name, name.lowercased().hasPrefix(domain.lowercased()) ? String(name.dropFirst(domain.count)) : name]
        for candidate in candidates {
            if let found = data.intents.keys.first(where: { $0.lowercased() == candidate.lowercased() }) { return "\(domain).\(found)" }
        }
        return nil
    }

    private mutating func warn(_ problem: ImportProblem) {
        diagnostics.append(Diagnostic(problem, at: ProjectLocation(file: file, line: 1, column: 1)))
    }

    /// Applies the file to what the sources gave: its title, description and schema win, each
    /// difference a warning; an action the sources lack comes in with its parameters.
    func apply(to intents: inout [ImportedIntent], shortcuts: inout [ImportedShortcut], hadProvider: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let location = ProjectLocation(file: file, line: 1, column: 1)
        func differs(_ intent: String, _ what: String, _ sources: String?, _ compiled: String?) {
            diagnostics.append(Diagnostic(ImportProblem.actionsDataDiffers(intent: intent, what: what, sources: sources ?? "none", compiled: compiled ?? "none"), at: location))
        }
        for action in actions {
            if let position = intents.firstIndex(where: { $0.key == action.identifier }) {
                var intent = intents[position]
                if let title = action.title, title != intent.title.source {
                    differs(intent.key, "title", intent.title.source, title)
                    intent.title = Localized(title)
                }
                if let description = action.description, description != intent.description?.source {
                    differs(intent.key, "description", intent.description?.source, description)
                    intent.description = Localized(description)
                }
                if let schema = action.schema, schema != intent.schema {
                    differs(intent.key, "schema", intent.schema, schema)
                    intent.schema = schema
                }
                for parameter in action.parameters {
                    guard let index = intent.parameters.firstIndex(where: { $0.name == parameter.name }) else { continue }
                    if let description = parameter.description, description != intent.parameters[index].description?.source {
                        differs(intent.key, "description of '\(parameter.name)'", intent.parameters[index].description?.source, description)
                        intent.parameters[index].description = Localized(description)
                    }
                }
                intents[position] = intent
            } else {
                var intent = ImportedIntent(key: action.identifier, title: Localized(action.title ?? action.identifier), location: location)
                intent.description = action.description.map { Localized($0) }
                intent.schema = action.schema
                intent.parameters = action.parameters.map { parameter in
                    var imported = ImportedParameter(
                        name: parameter.name, title: Localized(parameter.title ?? parameter.name), type: "String", swiftType: "String",
                        isRequired: !parameter.isOptional, location: location)
                    imported.description = parameter.description.map { Localized($0) }
                    return imported
                }
                diagnostics.append(Diagnostic(ImportProblem.actionsDataOnly(intent: action.identifier), at: location))
                intents.append(intent)
            }
        }
        // The compiled phrases stand in for a provider the sources do not have.
        if !hadProvider {
            for entry in phrases where intents.contains(where: { $0.key == entry.action }) && !shortcuts.contains(where: { $0.intent == entry.action }) {
                shortcuts.append(ImportedShortcut(intent: entry.action, phrases: ["": entry.phrases.map { ImportedPhrase(text: $0, location: location) }], location: location))
            }
        }
        return diagnostics
    }
}
