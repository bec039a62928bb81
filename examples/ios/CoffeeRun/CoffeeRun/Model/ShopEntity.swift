import AppIntents

struct ShopEntity: AppEntity, Identifiable {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee Shop"
    static let defaultQuery = ShopQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct ShopQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShopEntity] {
        CoffeeShop.shared.shops.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ShopEntity] {
        CoffeeShop.shared.favouriteShops
    }
}
