import AppIntents

struct OrderCoffeeIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Coffee"
    static var description = IntentDescription("Orders a drink for pickup.")

    @Parameter(title: "Drink", requestValueDialog: "What would you like to drink?")
    var drink: Drink

    @Parameter(title: "Size", default: .medium)
    var size: CupSize

    @Parameter(title: "Extra shots", default: 0, inclusiveRange: (0, 4))
    var shots: Int

    @Parameter(title: "Oat milk")
    var oatMilk: Bool?

    @Parameter(title: "Milk foam", default: true)
    var foam: Bool

    init() {}

    init(drink: Drink) {
        self.drink = drink
    }

    static var parameterSummary: some ParameterSummary {
        When(\.$drink, .equalTo, .latte, {
            Summary("Order a \(\.$size) \(\.$drink)") {
                \.$shots
                \.$foam
            }
        }, otherwise: {
            Summary("Order a \(\.$size) \(\.$drink)") {
                \.$shots
            }
        })
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(result: .result(dialog: "Order a \(size) \(drink)?"))
        let order = try await CoffeeShop.shared.place(drink: drink, size: size, shots: shots)
        guard order.isAccepted else {
            return .result(dialog: "The shop is closed right now.")
        }
        return .result(dialog: IntentDialog(full: "Your \(drink) will be ready in five minutes.", supporting: "\(drink) ordered."))
    }
}
