import ParleyText

/// An enum (AppEnum, a fixed set of cases) or an entity (AppEntity, dynamic values
/// given as fixtures) declared under `types:`.
public struct TypeDefinition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `enum`
        case entity
    }

    public let key: String
    public let kind: Kind
    /// `typeDisplayName`.
    public let title: LocalizedText
    public let values: [TypeValue]
    /// Ids of `suggestedEntities()`; for enums every case is speakable.
    public let suggestedIDs: [String]
    /// `@AppEntity(schema:)` / `@AppEnum(schema:)`: the schema it conforms to; nil for none.
    public var schema: String?
    /// `IndexedEntity`: with Siri AI a value is found by any word of its title.
    public var isIndexed = false
    /// `OwnershipProvidingEntity`: the user's own; Siri AI does not confirm acting on one.
    public var isOwned = false
    public let location: SourceLocation
    /// The values a phrase can carry: every enum case, or an entity's suggested values.
    public let speakableValues: [TypeValue]
    private let positions: [String: Int]

    public init(key: String, kind: Kind, title: LocalizedText, values: [TypeValue], suggestedIDs: [String], location: SourceLocation) {
        self.key = key
        self.kind = kind
        self.title = title
        self.values = values
        self.suggestedIDs = suggestedIDs
        self.location = location
        // Catalogs hold thousands of entity values: look-ups by id must not scan them.
        let positions = Dictionary(values.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions
        if kind == .enum {
            speakableValues = values
        } else {
            let speakable = suggestedIDs.compactMap { positions[$0] }
            // Usually every value is suggested, in order: then the two share one array rather
            // than keep a copy of every value.
            speakableValues = speakable.elementsEqual(values.indices) ? values : speakable.map { values[$0] }
        }
    }

    public func value(id: String) -> TypeValue? {
        positions[id].map { values[$0] }
    }
}

/// One enum case or entity value.
public struct TypeValue: Hashable, Sendable, CacheCoded {
    public var id: String
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    public var synonyms: LocalizedList<LocalizedText>
    public var location: SourceLocation

    public init(id: String, title: LocalizedText, subtitle: LocalizedText? = nil, synonyms: LocalizedList<LocalizedText> = .init(), location: SourceLocation) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.location = location
    }

    /// Title then synonyms: every name a user may say for this value in a locale.
    public func spokenNames(for locale: String) -> [String] {
        [title.resolved(for: locale)] + synonyms.strings(for: locale)
    }
}
