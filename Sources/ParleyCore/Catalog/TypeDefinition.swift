/// An enum (AppEnum, a fixed set of cases) or an entity (AppEntity, dynamic values
/// given as fixtures) declared under `types:`.
public struct TypeDefinition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `enum`
        case entity
    }

    public var key: String
    public var kind: Kind
    /// `typeDisplayName`.
    public var title: LocalizedText
    public var values: [TypeValue]
    /// Ids of `suggestedEntities()`; for enums every case is speakable.
    public var suggestedIDs: [String]
    public var location: SourceLocation

    public init(key: String, kind: Kind, title: LocalizedText, values: [TypeValue], suggestedIDs: [String], location: SourceLocation) {
        self.key = key
        self.kind = kind
        self.title = title
        self.values = values
        self.suggestedIDs = suggestedIDs
        self.location = location
    }

    public func value(id: String) -> TypeValue? {
        values.first { $0.id == id }
    }

    /// The values a phrase can carry: every enum case, or an entity's suggested values.
    public var speakableValues: [TypeValue] {
        switch kind {
        case .enum: return values
        case .entity: return suggestedIDs.compactMap { value(id: $0) }
        }
    }
}

/// One enum case or entity value.
public struct TypeValue: Hashable, Sendable {
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
