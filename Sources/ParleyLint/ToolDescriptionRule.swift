import ParleyText
import ParleyCatalog
import ParleyMatching

/// Siri AI chooses a tool by what it says of itself — its title, its description, its
/// parameters' titles and descriptions (SPEC §10): a tool or a tool's parameter without a
/// description gives the model little to go on, and two tools of one app that describe
/// themselves in the same words cannot be told apart (docs/SIRI_AI.md).
struct ToolDescriptionRule: LintRule {
    static let identifier = "tool-description"
    static let summary = "a tool or its parameter without a description, or two tools of an app described alike"

    static let triggeringExamples = [
        #"""
        app: Ridealong
        intents:
          ↓ChangePickup:
            tool: true
            parameters: [{name: place, type: String, description: Where the driver picks you up}]
        """#,
        #"""
        app: Ridealong
        intents:
          ChangePickup:
            tool: true
            description: Moves the pickup point of your ride.
            parameters: [{name: ↓place, type: String}]
        """#,
        #"""
        app: Ridealong
        intents:
          ChangePickup: {tool: true, title: Change Pickup, description: Changes the pickup of your ride.}
          ↓MovePickup: {tool: true, title: Change Pickup, description: Changes your ride's pickup.}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Ridealong
        intents:
          ChangePickup:
            tool: true
            description: Moves the pickup point of your ride.
            parameters: [{name: place, type: String, description: Where the driver picks you up}]
          TipDriver: {tool: true, description: Adds a tip for the driver of your last ride.}
          Untooled: {title: Not a tool}
        """#,
    ]

    /// The share of words two tools' titles and descriptions have in common from which the
    /// stand-in cannot tell them apart.
    static let alikeShare = 0.8

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for app in context.catalog.apps {
            let locale = context.locales(of: app).first ?? LocaleCode.fallback
            let index = context.indexes.index(for: locale)
            let words = MatchWords.forLocale(locale), endings = WordEndings.forLocale(locale)
            var described: [(intent: Intent, stems: Set<String>)] = []
            for intent in app.intents where intent.isTool {
                if intent.description == nil {
                    findings.append(warning("tool '\(intent.key)' has no description: Siri AI chooses a tool by its title and description; say what it does in one sentence", at: intent.location))
                }
                for parameter in intent.parameters where parameter.description == nil {
                    findings.append(warning("parameter '\(parameter.name)' of tool '\(intent.key)' has no description: say what value Siri should fill it with", at: parameter.location))
                }
                let text = intent.title.resolved(for: locale) + " " + (intent.description?.resolved(for: locale) ?? "")
                let stems = Set(index.normalizer.tokens(text, isUtteranceStart: false).filter(words.isContentWord).map { endings?.stem($0) ?? $0 })
                if let twin = described.first(where: { Self.share($0.stems, stems) >= Self.alikeShare }) {
                    findings.append(warning("tools '\(twin.intent.key)' and '\(intent.key)' describe themselves in nearly the same words: Siri AI cannot tell them apart; say in each title and description what only it does", at: intent.location))
                }
                described.append((intent, stems))
            }
        }
        return findings
    }

    /// The words two sets have in common, as a share of all their words.
    private static func share(_ a: Set<String>, _ b: Set<String>) -> Double {
        let all = a.union(b)
        return all.isEmpty ? 1 : Double(a.intersection(b).count) / Double(all.count)
    }
}
