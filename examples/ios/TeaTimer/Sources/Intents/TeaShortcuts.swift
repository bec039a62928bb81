import AppIntents

/// An array-literal provider in a struct, with phrases kept on the intent.
struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] = [
        AppShortcut(intent: BrewTeaIntent(), phrases: BrewTeaIntent.phrases, shortTitle: "Brew Tea", systemImageName: "cup.and.saucer"),
        AppShortcut(intent: StopTimerIntent(), phrases: [
            "Stop the \(.applicationName) timer",
            "Stop brewing in \(.applicationName)"
        ], shortTitle: "Stop Timer", systemImageName: "stop"),
    ]
}
