import DocumentTree
import Foundation

/// Apple's app-schema domains as Parley knows them (`SiriAI/Domains/<domain>.yaml`, embedded by
/// the build): each domain's schemas, their parameters, the requests Apple's documentation
/// gives for each (and those Parley adds, kept apart), and the Apple app that serves the
/// domain. What a schema does in a conversation is read from here, never written in code
/// (docs/SIRI_AI.md).
///
///     AppSchemas.bundled.intent(named: "reminders.createReminder")?.leavesDevice   // false
///     AppSchemas.bundled.nearestIntents(to: "reminders.createRemider")            // ["reminders.createReminder"]
public struct AppSchemas: Sendable {
    /// One domain file, as written.
    public struct Domain: Decodable, Sendable {
        public var domain: String
        public var title: String
        /// The Apple app that serves the domain (`[Siri: Reminders]`); nil for none.
        public var appleApp: String?
        /// Whether the domain reaches Siri at all: Apple's "Shortcuts-specific" domains do not.
        public var siri: Bool
        /// Apple requires the domain's intents adopted all together (`schema-companions`).
        public var wholeDomain: Bool?
        public var source: String
        /// Old schema names and the current ones (`search: searchInApp`).
        public var aliases: [String: String]?
        public var entities: [String]?
        public var enums: [String]?
        public var intents: [String: IntentSchema]
    }

    /// One intent schema.
    public struct IntentSchema: Decodable, Sendable {
        /// Its effect leaves the device (sends, calls, posts): Siri confirms before running it.
        public var leavesDevice: Bool?
        /// A request about the app's own content ("Find …"): Siri sends it only to an app the
        /// utterance names.
        public var needsAppNamed: Bool?
        public var parameters: [SchemaParameter]?
        /// Apple's pages could not be read for its parameters: none is checked.
        public var parametersUnknown: Bool?
        /// Apple's example requests, by locale, as shapes (`Create a reminder called {title}`).
        public var requests: [String: [String]]?
        /// Requests Parley adds for everyday wordings, by locale.
        public var alsoHeard: [String: [String]]?
        public var source: String
    }

    public struct SchemaParameter: Decodable, Sendable {
        public var name: String
        public var type: String
        public var required: Bool?
    }

    /// A schema found: its domain and its intent's data, by its full name.
    public struct Found: Sendable {
        /// `reminders.createReminder`.
        public var name: String
        public var domain: Domain
        public var intent: IntentSchema

        public var leavesDevice: Bool { intent.leavesDevice ?? false }
        public var needsAppNamed: Bool { intent.needsAppNamed ?? false }
        /// The parameters Apple's template requires; empty when unknown.
        public var requiredParameters: [String] { (intent.parameters ?? []).filter { $0.required ?? false }.map(\.name) }

        /// Every request in `locale` (its own, else its language's), Apple's first.
        public func requests(for locale: String) -> [String] {
            let language = LocaleCode.language(of: locale)
            let chain = LocaleCode.fallbackChain(for: locale).filter { LocaleCode.language(of: $0) == language }
            func first(_ table: [String: [String]]?) -> [String] {
                chain.lazy.compactMap { table?[$0] }.first ?? []
            }
            return first(intent.requests) + first(intent.alsoHeard)
        }
    }

    /// The domains, by name.
    public let domains: [String: Domain]

    /// The data built into Parley; a file that does not decode is a bug in this build, and a
    /// test reads every one.
    public static let bundled: AppSchemas = {
        var domains: [String: Domain] = [:]
        for (name, text) in EmbeddedSiriAI.encoded where name != "availability" {
            guard let data = Data(base64Encoded: text), let node = YAMLNode(bytes: Array(data)) else {
                fatalError("the bundled schema domain \(name).yaml was embedded damaged")
            }
            do {
                domains[name] = try YAMLNodeDecoder.decode(Domain.self, from: node)
            } catch {
                fatalError("the bundled schema domain \(name).yaml does not decode: \(error)")
            }
        }
        return AppSchemas(domains: domains)
    }()

    /// Every intent schema's full name, sorted (`mail.createDraft`).
    public var intentNames: [String] {
        domains.values.flatMap { domain in domain.intents.keys.map { "\(domain.domain).\($0)" } }.sorted()
    }

    /// Every entity and enum schema's full name, sorted.
    public func typeNames(entities: Bool) -> [String] {
        domains.values.flatMap { domain in ((entities ? domain.entities : domain.enums) ?? []).map { "\(domain.domain).\($0)" } }.sorted()
    }

    /// The intent schema `name` names, an old spelling read as its current one
    /// (`system.search` is `system.searchInApp`); a leading `.` is allowed, as Swift writes it.
    public func intent(named name: String) -> Found? {
        guard let (domain, schema) = split(name) else { return nil }
        let current = domain.aliases?[schema] ?? schema
        return domain.intents[current].map { Found(name: "\(domain.domain).\(current)", domain: domain, intent: $0) }
    }

    /// Whether `name` is an entity (or, `entity: false`, enum) schema.
    public func hasType(named name: String, entity: Bool) -> Bool {
        guard let (domain, schema) = split(name) else { return false }
        return ((entity ? domain.entities : domain.enums) ?? []).contains(schema)
    }

    /// The known names nearest to an unknown one, for its error: up to three.
    public func nearest(to name: String, among names: [String]) -> [String] {
        let written = name.hasPrefix(".") ? String(name.dropFirst()) : name
        // A domain alone (`notes`): its schemas.
        if !written.contains("."), let domain = domains[written] {
            return domain.intents.keys.sorted().prefix(3).map { "\(domain.domain).\($0)" }
        }
        let lowered = written.lowercased()
        let scored = names.map { ($0, EditDistance.between($0.lowercased(), lowered)) }
        let close = scored.filter { $0.1 <= max(3, written.count / 3) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        if !close.isEmpty { return Array(close.prefix(3)) }
        // The domain spelled right and the schema wrong: the domain's own names.
        if let dot = written.firstIndex(of: "."), let domain = domains[String(written[..<dot])] {
            return domain.intents.keys.sorted().prefix(3).map { "\(domain.domain).\($0)" }
        }
        return []
    }

    private func split(_ name: String) -> (Domain, String)? {
        let written = name.hasPrefix(".") ? name.dropFirst() : Substring(name)
        guard let dot = written.firstIndex(of: "."), let domain = domains[String(written[..<dot])] else { return nil }
        return (domain, String(written[written.index(after: dot)...]))
    }
}
