import AppIntents

extension CupSize: AppEnum {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Cup Size")

    static var caseDisplayRepresentations: [CupSize: DisplayRepresentation] {
        [
            .small: DisplayRepresentation(title: "Small", synonyms: ["short"]),
            .medium: DisplayRepresentation(title: "Medium", synonyms: ["regular"]),
            .large: DisplayRepresentation(title: "Large", synonyms: ["big"]),
        ]
    }
}
