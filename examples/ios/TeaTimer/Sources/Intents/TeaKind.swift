import AppIntents

enum TeaKind: String, AppEnum {
    case green, black, herbal

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .green: "Green",
        .black: DisplayRepresentation(title: "Black", synonyms: ["English breakfast"]),
        .herbal: DisplayRepresentation(title: "Herbal", synonyms: ["chamomile", "mint"]),
    ]
}
