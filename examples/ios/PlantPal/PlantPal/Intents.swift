import AppIntents

enum Plant: String, AppEnum {
    case fern, cactus, basil
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    static var caseDisplayRepresentations: [Plant: DisplayRepresentation] = [
        .fern: "Fern", .cactus: "Cactus", .basil: "Basil",
    ]
}

struct WaterPlantIntent: AppIntent {
    static var title: LocalizedStringResource = "Water Plant"
    @Parameter(title: "Plant") var plant: Plant
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Watered the \(plant).")
    }
}

struct PlantShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WaterPlantIntent(), phrases: ["Water the \(\.$plant) with \(.applicationName)", "Water a plant with \(.applicationName)"], shortTitle: "Water", systemImageName: "drop")
    }
}
