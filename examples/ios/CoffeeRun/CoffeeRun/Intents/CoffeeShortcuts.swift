import AppIntents

// The app's shortcuts. A class provider, as some projects write it.
#if canImport(AppIntents)
@available(iOS 17.0, *)
final class CoffeeShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor { .tangerine }

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderCoffeeIntent(),
            phrases: [
                "Order a \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$drink) with \(.applicationName)",
                "Order coffee with \(.applicationName)",
            ],
            shortTitle: "Order Coffee",
            systemImageName: "cup.and.saucer"
        )
        AppShortcut(intent: OrderCoffeeIntent(drink: .espresso), phrases: [
            "I need an espresso from \(.applicationName)",
        ], shortTitle: LocalizedStringResource("Quick Espresso"), systemImageName: "bolt")
        // AppShortcut(intent: CancelOrderIntent(), phrases: ["Cancel my \(.applicationName) order"], shortTitle: "Cancel")
        AppShortcut(
            intent: ReorderIntent(),
            phrases: ["Reorder from \(\.$shop) in \(.applicationName)"],
            shortTitle: "shortcut.reorder.title",
            systemImageName: "arrow.clockwise"
        )
        if #available(iOS 18.0, *) {
            AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the \(.applicationName) menu"], shortTitle: "Menu", systemImageName: "list.bullet")
        }
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) order"
        }
    }
}
#endif
