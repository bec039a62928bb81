import AppIntents

enum Drink: String, AppEnum, CaseIterable {
    case espresso, latte
    case flatWhite = "flat_white"
    case coldBrew

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"

    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
        .espresso: "Espresso",
        .latte: DisplayRepresentation(title: "Latte", subtitle: "Espresso with steamed milk", synonyms: ["cafe latte", "milky coffee"]),
        .flatWhite: .init(title: "drink.flatWhite"),
        Drink.coldBrew: DisplayRepresentation("Cold Brew"),
    ]
}

enum MenuSection: String, AppEnum {
    case drinks, pastries

    static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Menu Section") }

    static var caseDisplayRepresentations: [MenuSection: DisplayRepresentation] {
        [.drinks: "Drinks", .pastries: "Pastries"]
    }
}
