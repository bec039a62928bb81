import ParleyText
import ParleyCatalog

/// Renders `MatchResult`s for `parley match`: JSON Lines (docs/COMMANDS.md, "parley match") or readable text.
public struct MatchReport: Sendable {
    public let index: PhraseIndex

    public init(index: PhraseIndex) {
        self.index = index
    }

    // MARK: JSON

    /// One JSON object, as docs/COMMANDS.md shows it, written straight into `writer` (a
    /// stream of thousands of lines builds no tree for each).
    ///
    /// - Parameter siri: what Siri answers itself, when no phrase says the utterance exactly
    ///   (`"source":"siri"` with the request's name; an app opened is named too).
    public func writeJSON(_ result: MatchResult, siri: SiriAnswer? = nil, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("utterance")
        writer.string(result.utterance)
        writer.key("status")
        if let siri {
            writer.string("matched")
            writer.key("source")
            writer.string("siri")
            writer.key("request")
            writer.string(siri.requestName)
            if case .openApp(let appIndex) = siri {
                writer.key("app")
                writer.string(index.catalog.apps[appIndex].key)
            }
            writer.endObject()
            return
        }
        switch result.outcome {
        case .matched(let candidate):
            writer.string("matched")
            writer.key("source")
            writer.string("app")
            writeMembers(of: candidate, to: &writer)
        case .ambiguous(let candidates):
            writer.string("ambiguous")
            writer.key("source")
            writer.string("app")
            writer.key("candidates")
            writer.beginArray()
            for candidate in candidates {
                writer.beginObject()
                writeMembers(of: candidate, to: &writer)
                writer.endObject()
            }
            writer.endArray()
        case .none(let suggestion):
            writer.string("none")
            writer.key("suggestion")
            if let suggestion {
                writer.beginObject()
                writeMembers(of: suggestion, to: &writer)
                writer.endObject()
            } else {
                writer.null()
            }
        }
        writer.endObject()
    }

    /// One answer's JSON object as text.
    public func json(_ result: MatchResult, siri: SiriAnswer? = nil) -> String {
        var writer = JSONWriter()
        writeJSON(result, siri: siri, to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func writeMembers(of candidate: MatchCandidate, to writer: inout JSONWriter) {
        let summary = index.summary(of: candidate)
        writer.key("app")
        writer.string(summary.appKey)
        writer.key("intent")
        writer.string(summary.intentKey)
        writer.key("shortcut")
        writer.integer(candidate.shortcutIndex)
        writer.key("phrase")
        writer.string(index.phrases[candidate.phraseIndex].text)
        writer.key("parameters")
        writer.beginObject()
        for parameter in parameters(of: candidate, summary: summary) {
            writer.key(escaping: parameter.name)
            if parameter.value.count == 1 {
                writer.value(Self.json(parameter.value[0]))
            } else {
                writer.beginArray()
                for value in parameter.value { writer.value(Self.json(value)) }
                writer.endArray()
            }
        }
        writer.endObject()
        writer.key("exact")
        writer.bool(candidate.isExact)
        writer.key("score")
        writer.number(candidate.score)
    }

    /// The values a match fixes, in the intent's parameter order: the spoken one and presets.
    public func parameters(of candidate: MatchCandidate) -> [(name: String, value: [ParameterValue])] {
        parameters(of: candidate, summary: index.summary(of: candidate))
    }

    private func parameters(of candidate: MatchCandidate, summary: ShortcutSummary) -> [(name: String, value: [ParameterValue])] {
        summary.parameters.compactMap { name, preset in
            if let spoken = candidate.parameter, spoken.parameterName == name {
                return (name, spoken.valueIDs.map(ParameterValue.identifier))
            }
            return preset.map { (name, [$0]) }
        } + candidate.saidValues.map { ($0.parameterName, [$0.value]) }
    }

    /// A value as a match table writes it: what `--json` gives, without quotes.
    package static func plainText(_ value: ParameterValue) -> String {
        value.written
    }

    package static func json(_ value: ParameterValue) -> JSONValue {
        switch value {
        case .identifier(let id): .string(id)
        case .int(let number): .integer(number)
        case .double(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .date(let date): .string(date.iso)
        case .duration(let seconds): .string(ISODuration.format(seconds))
        }
    }

    // MARK: Text

    /// A few readable lines per utterance, for people at a terminal.
    public func text(_ result: MatchResult, siri: SiriAnswer? = nil) -> [String] {
        var lines = ["\"\(result.utterance)\""]
        if let siri {
            lines.append("  " + Self.siriLine(siri, catalog: index.catalog, locale: index.locale))
            return lines
        }
        switch result.outcome {
        case .matched(let candidate):
            lines += describe(candidate, heading: "matched")
        case .ambiguous(let candidates):
            lines.append("  ambiguous: \(candidates.count) shortcuts tie at score \(Self.score(candidates[0].score))")
            for candidate in candidates { lines += describe(candidate, heading: "candidate").map { "  " + $0 } }
        case .none(let suggestion):
            if let suggestion {
                lines.append("  no match; did you mean \"\(rendered(suggestion))\"?")
                lines += describe(suggestion, heading: "suggestion")
            } else {
                lines.append("  no match")
            }
            lines += missLines(result, suggestion: suggestion)
        }
        return lines
    }

    /// What Siri does itself, for `parley match` and `:why`.
    public static func siriLine(_ answer: SiriAnswer, catalog: Catalog, locale: String) -> String {
        switch answer {
        case .openApp(let appIndex):
            "answered by Siri: Open — opens \(catalog.apps[appIndex].name.resolved(for: locale)), as \"open\" and an app's name do unless a phrase says it exactly"
        case .request(let name):
            "answered by Siri: \(name) — one of Siri's own requests, which no phrase says exactly"
        }
    }

    /// Why nothing ran: readings the utterance reverses, then the nearest phrases of the
    /// apps it names with how each differs.
    private func missLines(_ result: MatchResult, suggestion: MatchCandidate?) -> [String] {
        var lines: [String] = []
        for changed in result.changedMeaning.prefix(NearestPhrases.shown) {
            let app = index.catalog.apps[changed.candidate.appIndex]
            lines.append("  never runs: \"\(rendered(changed.candidate))\" (\(app.key) › \(app.shortcuts[changed.candidate.shortcutIndex].intentKey)): \(changed.reason)")
        }
        let shown = Set(result.changedMeaning.map(\.candidate.phraseIndex) + (suggestion.map { [$0.phraseIndex] } ?? []))
        let nearest = NearestPhrases(index: index).nearest(to: result.tokens, excluding: shown)
        if nearest.isEmpty, result.changedMeaning.isEmpty, suggestion == nil {
            lines.append("  no app's name was heard; every phrase needs one")
        }
        for near in nearest {
            let phrase = index.phrases[near.phraseIndex]
            let app = index.catalog.apps[phrase.appIndex]
            var differences: [String] = []
            if !near.missing.isEmpty { differences.append("missing " + near.missing.map { "'\($0)'" }.joined(separator: ", ")) }
            if !near.extra.isEmpty { differences.append("extra " + near.extra.map { "'\($0)'" }.joined(separator: ", ")) }
            let heading = near.meaningChange.map { "never runs, \($0)" } ?? "too far"
            lines.append("  \(heading): \"\(near.rendered)\" (\(app.key) › \(app.shortcuts[phrase.shortcutIndex ?? 0].intentKey)): \(differences.joined(separator: "; "))")
        }
        return lines
    }

    private func describe(_ candidate: MatchCandidate, heading: String) -> [String] {
        let app = index.catalog.apps[candidate.appIndex]
        let shortcut = app.shortcuts[candidate.shortcutIndex]
        var lines = ["  \(heading): \(app.key) › \(shortcut.intentKey) (shortcut \(candidate.shortcutIndex)), score \(Self.score(candidate.score))\(candidate.isExact ? ", exact" : "")"]
        lines.append("    phrase: \(index.phrases[candidate.phraseIndex].text)")
        for (name, values) in parameters(of: candidate) {
            lines.append("    \(name) = \(values.map(Self.plain).joined(separator: " or "))")
        }
        for edit in candidate.edits { lines.append("    \(edit)") }
        return lines
    }

    /// The phrase as the user would say it: "Start a Walking session with Meditation".
    public func rendered(_ candidate: MatchCandidate) -> String {
        let app = index.catalog.apps[candidate.appIndex]
        let phrase = index.phrases[candidate.phraseIndex]
        var valueTitle: String?
        if let spoken = candidate.parameter, let definition = app.type(named: spoken.typeKey),
           let value = spoken.valueIDs.first.flatMap(definition.value(id:)) {
            valueTitle = value.title.resolved(for: index.locale)
        }
        return phrase.template.rendered(appName: app.name.resolved(for: index.locale), value: valueTitle)
    }

    public static func score(_ score: Double) -> String {
        JSONValue.number(score).serialized
    }

    /// A value as plain text: ids and strings as they are, others as in JSON.
    package static func plain(_ value: ParameterValue) -> String {
        switch json(value) {
        case .string(let text): text
        default: json(value).serialized
        }
    }
}
