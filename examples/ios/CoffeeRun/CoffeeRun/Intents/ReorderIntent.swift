import AppIntents

struct ReorderIntent: AppIntent {
    static var title: LocalizedStringResource { "Reorder" }

    @Parameter(title: "Shop")
    var shop: ShopEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let last = try await CoffeeShop.shared.lastOrder(at: shop.id)
        let dialog = IntentDialog(stringLiteral: "Reordered your usual: \(last.summary).")
        return .result(dialog: dialog)
    }
}

struct OpenMenuIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Menu"

    @Parameter(title: "Section")
    var target: MenuSection

    func perform() async throws -> some IntentResult {
        .result()
    }
}
