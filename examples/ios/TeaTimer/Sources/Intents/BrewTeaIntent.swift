import AppIntents

struct BrewTeaIntent: AppIntent {
    static var title = LocalizedStringResource("Brew Tea")

    static let phrases: [AppShortcutPhrase<BrewTeaIntent>] = [
        "Brew \(\.$tea) tea with \(.applicationName)",
        "Start a \(.applicationName) timer for \(\.$tea)",
        "Brew tea with \(.applicationName)",
    ]

    @Parameter(title: "Tea")
    var tea: TeaKind

    @Parameter(title: "Minutes", inclusiveRange: (lowerBound: 1, upperBound: 10))
    var minutes: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$tea) {
            Case(.green) {
                Summary("Brew \(\.$tea) for \(\.$minutes) minutes")
            }
            DefaultCase {
                Summary("Brew \(\.$tea)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if minutes == nil {
            minutes = try await $minutes.requestValue("How many minutes should \(tea) steep?")
        }
        return .result(dialog: "Brewing \(tea). I'll tell you when it's ready.")
    }
}

struct StopTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Stop Timer"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog("Timer stopped."))
    }
}
