import Intents

/// Donates an order after the user places it, so Siri can suggest it again.
enum Donations {
    static func donateOrder(drink: Drink, size: Size) {
        let intent = OrderDrinkIntent()
        intent.drink = drink
        intent.size = size
        intent.suggestedInvocationPhrase = "Coffee time"
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func donateBalanceCheck() {
        let balance = CheckBalanceIntent()
        balance.suggestedInvocationPhrase = NSString.deferredLocalizedIntentsString(with: "How much is left") as String
        INInteraction(intent: balance, response: nil).donate(completion: nil)
    }
}
