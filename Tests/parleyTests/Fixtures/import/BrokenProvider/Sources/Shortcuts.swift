import AppIntents

struct LampShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: DimLampIntent(), phrases: [
            "Dim the lamp with \(.applicationName)",
            "Dim the lamp",
        ], shortTitle: "Dim")
        AppShortcut(intent: DimLampIntent(), phrases: ["Dim to \(\.$level) with \(.applicationName)"], shortTitle: "Dim To")
    }
}

struct DimLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Dim Lamp"

    @Parameter(title: "Level")
    var level: Int
}
