import ParleyText
import ParleyCatalog
import ParleyMatching

extension SiriAIHeard {
    /// `parley match --json`'s object for what Siri AI heard: `"source":"siri-ai"`, the door's
    /// `"route"` and `"standIn":true`, since Parley's stand-in decided it (docs/SIRI_AI.md);
    /// Apple's app as `"source":"siri"` with its name as the request.
    ///
    ///     {"utterance":"Remind me to buy milk in Errands","status":"matched","source":"siri-ai",
    ///      "route":"schema","schema":"reminders.createReminder","app":"Errands",
    ///      "intent":"CreateReminder","parameters":{"title":"buy milk"},"score":1,"standIn":true}
    public func writeJSON(utterance: String, catalog: Catalog, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("utterance")
        writer.string(utterance)
        writer.key("status")
        switch outcome {
        case .run(let run):
            writer.string("matched")
            writer.key("source")
            writer.string("siri-ai")
            writeMembers(of: run, catalog: catalog, to: &writer)
        case .choice(let runs):
            writer.string("ambiguous")
            writer.key("source")
            writer.string("siri-ai")
            writer.key("candidates")
            writer.beginArray()
            for run in runs {
                writer.beginObject()
                writeMembers(of: run, catalog: catalog, to: &writer)
                writer.endObject()
            }
            writer.endArray()
        case .appleApp(let name):
            writer.string("matched")
            writer.key("source")
            writer.string("siri")
            writer.key("request")
            writer.string(name)
            if let schema = reading.schema {
                writer.key("schema")
                writer.string(schema)
            }
        }
        writer.key("standIn")
        writer.bool(true)
        writer.endObject()
    }

    private func writeMembers(of run: IntentRun, catalog: Catalog, to writer: inout JSONWriter) {
        let door = reading.chosen.first { $0.appIndex == run.appIndex && $0.intentKey == run.intentKey }
        writer.key("route")
        writer.string(run.door?.rawValue ?? "schema")
        if run.door == .schema, let schema = catalog.apps[run.appIndex].intent(run.intentKey)?.schema {
            writer.key("schema")
            writer.string(schema)
        }
        writer.key("app")
        writer.string(catalog.apps[run.appIndex].key)
        writer.key("intent")
        writer.string(run.intentKey)
        writer.key("parameters")
        writer.beginObject()
        let intent = catalog.apps[run.appIndex].intent(run.intentKey)
        for parameter in intent?.parameters ?? [] {
            if let value = run.values[parameter.name] {
                writer.key(escaping: parameter.name)
                writer.value(MatchReport.json(value))
            } else if let ids = run.heardChoices[parameter.name] {
                writer.key(escaping: parameter.name)
                writer.beginArray()
                for id in ids { writer.string(id) }
                writer.endArray()
            }
        }
        writer.endObject()
        writer.key("score")
        writer.number(door?.score ?? 1)
    }
}
