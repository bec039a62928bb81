import ArgumentParser
import ParleyDialogue

/// Siri AI's settings on the command line (SPEC §10): the same as the transcript directives
/// `@siri`, `@region`, `@foreground`, `@live-activity` and `@default-app`.
struct SiriAIOptions: ParsableArguments {
    @Option(help: ArgumentHelp("classic (default) or ai: with ai, app schemas and tools reach apps where Apple ships Siri AI (docs/SIRI_AI.md).", valueName: "mode"))
    var siri: String = "classic"

    @Option(help: ArgumentHelp("The device's region, such as us (default), eu or cn.", valueName: "code"))
    var region: String?

    @Option(help: ArgumentHelp("The app in the foreground: Siri AI may call its tools.", valueName: "app"))
    var foreground: String?

    @Option(name: .customLong("live-activity"), help: ArgumentHelp("An app with a live activity running (repeatable).", valueName: "app"))
    var liveActivities: [String] = []

    @Option(name: .customLong("default-app"), help: ArgumentHelp("The app chosen for a schema domain, as domain=App (repeatable).", valueName: "domain=app"))
    var defaultApps: [String] = []

    /// The settings, in the order a transcript would write them; the first unreadable one
    /// is a usage error that names it.
    func settings() throws -> [SessionSetting] {
        var written: [(String, String)] = [("siri", siri)]
        if let region { written.append(("region", region)) }
        if let foreground { written.append(("foreground", foreground)) }
        written += liveActivities.map { ("live-activity", $0) } + defaultApps.map { ("default-app", $0) }
        return try written.map { name, argument throws(ValidationError) in
            do throws(SessionSetting.ParseError) {
                return try SessionSetting(name: name, argument: argument, sigil: "--")
            } catch {
                throw ValidationError(error.message)
            }
        }
    }

    /// Whether only the defaults are set: classic Siri, which `match` answers without a session.
    var isClassic: Bool { siri == "classic" && region == nil && foreground == nil && liveActivities.isEmpty && defaultApps.isEmpty }
}
