import ParleyText
import ParleyCatalog

/// Parley's stand-in for Siri AI's model (docs/SIRI_AI.md): which open door an utterance
/// goes through — an intent that adopts an app schema, or a tool — or Apple's own app.
/// Apple does not publish its model; this one is deterministic and documented, and every
/// output that it decides says so (`standIn`).
///
/// - A *schema door* is chosen when the request, less the app's name and the word joining
///   it, says one of the schema's requests whole (`SchemaRequests`): score 1.
/// - A *tool door* scores the share of the request's content words found among the tool's
///   words — its title, description, its parameters' titles and descriptions, and their
///   values' titles and synonyms — by stem or synonym. It can be chosen at `toolThreshold`
///   or above, and only when one of the words found is the title's or the description's —
///   never when the request negates it ("Never cancel my order": a negator of the locale the
///   tool's own words do not hold) or says an opposite of one of its words ("Remove the tip"
///   against "Adds a tip"), as classic matching never runs a phrase so changed (§3).
/// - An app the utterance names is the only app whose tools are open: "Tip the courier in
///   Grubline" is not the foreground app's.
/// - At equal scores a schema comes before a tool; doors of the best score that remain are
///   a choice.
public struct SiriAIStandIn: Sendable {
    /// The lowest score at which a tool is chosen.
    public static let toolThreshold = 0.5

    /// One open door and how the request fits it.
    public struct Door: Hashable, Sendable {
        public enum Route: String, Hashable, Sendable {
            case schema
            case tool
        }

        public var appIndex: Int
        public var intentKey: String
        public var route: Route
        public var score: Double
        /// A schema's slots: each the words said for the schema parameter of its name.
        public var slots: [String: [String]]
        /// The same slots as positions in the request's words.
        public var slotRanges: [String: Range<Int>] = [:]
    }

    /// What the stand-in made of an utterance.
    public struct Reading: Sendable {
        /// The app the utterance names, by index.
        public var namedApp: Int?
        /// The utterance's words without the app's name and the word joining it.
        public var request: [String]
        /// For each word of `request`, its position among the utterance's words.
        public var positions: [Int]
        /// The schema the request is in, if any (`reminders.createReminder`).
        public var schema: String?
        /// Every open door the request fits, best first (a tool below the threshold too).
        public var doors: [Door]
        /// Apple's app the request goes to (`Reminders`), when it does.
        public var appleApp: String?
        /// The doors chosen: one, several that tie (a choice), or none.
        public var chosen: [Door]
    }

    /// What a tool is known by, as stems.
    private struct ToolWords: Sendable {
        var appIndex: Int
        var intentKey: String
        /// Stems of its title and description.
        var named: Set<String>
        /// The words of its title and description as said (a negator is compared whole:
        /// "note" stems as "not").
        var namedWords: Set<String>
        /// Those and the stems of its parameters' titles, descriptions and values.
        var all: Set<String>
    }

    private struct SchemaIntent: Sendable {
        var appIndex: Int
        var intentKey: String
        var schema: String
        var isTool: Bool
    }

    let catalog: Catalog
    private let requests: SchemaRequests
    private let schemaIntents: [SchemaIntent]
    private let tools: [ToolWords]
    private let appNames: SpokenAppNames
    private let words: MatchWords
    private let endings: WordEndings?
    private let normalizer: Normalizer
    private let schemas: AppSchemas

    public init(index: PhraseIndex) {
        let catalog = index.catalog, locale = index.locale, normalizer = index.normalizer
        self.catalog = catalog
        self.normalizer = normalizer
        schemas = .bundled
        requests = SchemaRequests.forLocale(locale)
        appNames = SpokenAppNames(catalog: catalog, locale: locale, normalizer: normalizer)
        words = MatchWords.forLocale(locale)
        let endings = WordEndings.forLocale(locale)
        self.endings = endings
        var schemaIntents: [SchemaIntent] = []
        var tools: [ToolWords] = []
        let words = self.words
        func stems(_ text: String?) -> Set<String> {
            guard let text else { return [] }
            return Set(normalizer.tokens(text, isUtteranceStart: false).filter(words.isContentWord).map { endings?.stem($0) ?? $0 })
        }
        for (appIndex, app) in catalog.apps.enumerated() {
            for intent in app.intents {
                if let schema = intent.schema {
                    schemaIntents.append(SchemaIntent(appIndex: appIndex, intentKey: intent.key, schema: schema, isTool: intent.isTool))
                }
                guard intent.isTool else { continue }
                let named = stems(intent.title.resolved(for: locale)).union(stems(intent.description?.resolved(for: locale)))
                var all = named
                for parameter in intent.parameters {
                    all.formUnion(stems(parameter.title.resolved(for: locale)))
                    all.formUnion(stems(parameter.description?.resolved(for: locale)))
                    if let key = parameter.type.customName, let definition = app.type(named: key) {
                        for value in definition.values {
                            for name in value.spokenNames(for: locale) { all.formUnion(stems(name)) }
                        }
                    }
                }
                let namedWords = Set(normalizer.tokens(intent.title.resolved(for: locale) + " " + (intent.description?.resolved(for: locale) ?? ""), isUtteranceStart: false))
                tools.append(ToolWords(appIndex: appIndex, intentKey: intent.key, named: named, namedWords: namedWords, all: all))
            }
        }
        self.schemaIntents = schemaIntents
        self.tools = tools
    }

    /// Whether the catalog has any door for Siri AI at all.
    public var hasDoors: Bool { !schemaIntents.isEmpty || !tools.isEmpty }

    /// Reads `tokens` (an utterance normalized by the index).
    ///
    /// - Parameters:
    ///   - toolsOpen: the apps whose tools are open besides one the utterance names (in the
    ///     foreground, with a live activity, or with an entity surfaced or on screen).
    ///   - defaultApps: by domain, the app `@default-app` chose for it.
    public func read(_ tokens: [String], toolsOpen: Set<Int>, defaultApps: [String: Int]) -> Reading {
        var request = tokens
        var positions = Array(tokens.indices)
        var namedApp: Int?
        if let (app, span) = appNames.nameSpan(in: tokens) {
            namedApp = app
            var span = span
            if span.upperBound < tokens.count, tokens[span.upperBound] == "app" { span = span.lowerBound..<(span.upperBound + 1) }
            if span.lowerBound > 0, tokens[span.lowerBound - 1] == "the" { span = (span.lowerBound - 1)..<span.upperBound }
            // The word joining the name: a connector, or any function word before it ("on").
            if span.lowerBound > 0, words.connectors.contains(tokens[span.lowerBound - 1]) || !words.isContentWord(tokens[span.lowerBound - 1]) {
                span = (span.lowerBound - 1)..<span.upperBound
            }
            request.removeSubrange(span)
            positions.removeSubrange(span)
        }
        var reading = Reading(namedApp: namedApp, request: request, positions: positions, schema: nil, doors: [], appleApp: nil, chosen: [])
        guard !request.isEmpty else { return reading }
        // An app the utterance names is the one it speaks to: only its tools are open then.
        let open: Set<Int> = namedApp.map { [$0] } ?? toolsOpen

        // Schemas: the most specific request said, and the intents that adopt its schema.
        for hit in requests.reading(of: request) {
            guard let found = schemas.intent(named: hit.schema) else { continue }
            let adopters = schemaIntents.filter { adopter in
                adopter.schema == hit.schema
                    && (found.domain.siri || (adopter.isTool && open.contains(adopter.appIndex)))
                    && (!found.needsAppNamed || adopter.appIndex == namedApp)
            }
            let slots = hit.slots.mapValues { Array(request[$0]) }
            let doors = adopters.map { Door(appIndex: $0.appIndex, intentKey: $0.intentKey, route: .schema, score: 1, slots: slots, slotRanges: hit.slots) }
            if reading.schema == nil, !doors.isEmpty || found.domain.appleApp != nil {
                reading.schema = hit.schema
            }
            reading.doors += doors
        }
        // Tools of the open apps.
        let said = request.filter(words.isContentWord)
        if !said.isEmpty {
            for tool in tools where open.contains(tool.appIndex) {
                if saysOtherwise(request, than: tool) {
                    reading.doors.append(Door(appIndex: tool.appIndex, intentKey: tool.intentKey, route: .tool, score: 0, slots: [:]))
                    continue
                }
                var found = 0, foundNamed = false
                for word in said {
                    let forms = [word] + words.synonyms(of: word).sorted()
                    let stems = forms.map { endings?.stem($0) ?? $0 }
                    if stems.contains(where: tool.all.contains) {
                        found += 1
                        if stems.contains(where: tool.named.contains) { foundNamed = true }
                    }
                }
                let score = foundNamed ? Double(found) / Double(said.count) : 0
                reading.doors.append(Door(appIndex: tool.appIndex, intentKey: tool.intentKey, route: .tool, score: score, slots: [:]))
            }
        }
        // Every other open schema door, for `:why`: it does not fit the request.
        for adopter in schemaIntents where !reading.doors.contains(where: { $0.appIndex == adopter.appIndex && $0.intentKey == adopter.intentKey }) {
            guard let found = schemas.intent(named: adopter.schema),
                  found.domain.siri || (adopter.isTool && open.contains(adopter.appIndex)),
                  !found.needsAppNamed || adopter.appIndex == namedApp
            else { continue }
            reading.doors.append(Door(appIndex: adopter.appIndex, intentKey: adopter.intentKey, route: .schema, score: 0, slots: [:]))
        }
        reading.doors.sort { ($1.score, $1.route == .schema ? 1 : 0, $0.appIndex, $0.intentKey) < ($0.score, $0.route == .schema ? 1 : 0, $1.appIndex, $1.intentKey) }
        reading.chosen = choose(reading, namedApp: namedApp, defaultApps: defaultApps)
        if reading.chosen.isEmpty, let schema = reading.schema, let found = schemas.intent(named: schema), let apple = found.domain.appleApp {
            reading.appleApp = apple
        }
        return reading
    }

    /// Whether the request negates what a tool does or says its opposite: a negator of the
    /// locale ("never", "don't", "stop") that the tool's own words do not hold, or a word
    /// opposite to one of them ("remove" against "adds") that they do not hold either.
    private func saysOtherwise(_ request: [String], than tool: ToolWords) -> Bool {
        func stem(_ word: String) -> String { endings?.stem(word) ?? word }
        for negator in words.negators where request.containsSequence(negator) {
            if !negator.allSatisfy(tool.namedWords.contains) { return true }
        }
        for word in request where !tool.named.contains(stem(word)) {
            if words.opposites(of: word).contains(where: { tool.named.contains(stem($0)) }) { return true }
            // "unshare" against "Share Note".
            for prefix in words.negatingPrefixes where word.count > prefix.count + 2 && word.hasPrefix(prefix) {
                if tool.named.contains(stem(String(word.dropFirst(prefix.count)))) { return true }
            }
        }
        return false
    }

    /// The doors chosen: an app the utterance names or `@default-app` chose first; a request
    /// in a domain Apple's app serves goes there otherwise (nothing chosen here).
    private func choose(_ reading: Reading, namedApp: Int?, defaultApps: [String: Int]) -> [Door] {
        var candidates = reading.doors.filter { $0.route == .schema ? $0.score >= 1 : $0.score >= Self.toolThreshold }
        if let namedApp, candidates.contains(where: { $0.appIndex == namedApp }) {
            candidates = candidates.filter { $0.appIndex == namedApp }
        } else if let schema = reading.schema, let found = schemas.intent(named: schema) {
            let domain = found.domain.domain
            let schemaDoors = candidates.filter { $0.route == .schema }
            if let chosen = defaultApps[domain], schemaDoors.contains(where: { $0.appIndex == chosen }) {
                candidates = schemaDoors.filter { $0.appIndex == chosen }
            } else if found.domain.appleApp != nil {
                // Apple's app answers a request in its domain that names no app of the domain.
                candidates = candidates.filter { $0.route == .tool && $0.appIndex == namedApp }
            }
        }
        guard let best = candidates.first else { return [] }
        return candidates.filter { $0.score == best.score && $0.route == best.route }
    }
}
