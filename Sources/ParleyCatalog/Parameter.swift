import ParleyText

/// An intent parameter (`@Parameter`), with how Siri asks for and confirms it.
public struct Parameter: Hashable, Sendable, CacheCoded {
    /// How a missing value is obtained.
    public enum AskMode: String, Hashable, Sendable {
        /// An open question ("What's the minutes?").
        case value
        /// A choice among the type's values.
        case disambiguate
        /// Left empty.
        case never
    }

    /// Parameter confirmation (`requestConfirmation`).
    public enum Confirmation: Hashable, Sendable {
        /// `confirm: true`: "Just to confirm, you wanted <value>?"
        case standard
        case custom(Dialog)
    }

    public var name: String
    public var title: LocalizedText
    public var type: ValueType
    public var isRequired: Bool
    public var ask: AskMode
    public var prompt: Dialog?
    public var confirmation: Confirmation?
    public var defaultValue: ParameterValue?
    public var minimum: Double?
    public var maximum: Double?
    public var condition: Condition?
    /// `@Parameter(description:)`, which Siri AI reads to choose a tool.
    public var description: LocalizedText?
    public var location: SourceLocation

    public init(
        name: String, title: LocalizedText, type: ValueType, isRequired: Bool = true, ask: AskMode,
        prompt: Dialog? = nil, confirmation: Confirmation? = nil, defaultValue: ParameterValue? = nil,
        minimum: Double? = nil, maximum: Double? = nil, condition: Condition? = nil, description: LocalizedText? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.isRequired = isRequired
        self.ask = ask
        self.prompt = prompt
        self.confirmation = confirmation
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.condition = condition
        self.description = description
        self.location = location
    }

    /// §4: required enums/entities disambiguate, other required types ask for a value,
    /// optional parameters are never asked.
    public static func defaultAskMode(type: ValueType, isRequired: Bool) -> AskMode {
        guard isRequired else { return .never }
        return type.customName == nil ? .value : .disambiguate
    }

    /// How a missing value is asked for: as `ask` says, except that a value the user turned
    /// down is asked for again even when `ask` is `never` — as a required parameter would be.
    /// The session asks so, and the dialogue map draws it so.
    public func askMode(afterRejection rejected: Bool) -> AskMode {
        rejected && ask == .never ? Self.defaultAskMode(type: type, isRequired: true) : ask
    }

    /// A bound as reports and graphs write it: `10`, or a duration's seconds `600 s`.
    public func boundText(_ bound: Double) -> String {
        type == .duration ? "\(bound.formattedNumber) s" : bound.formattedNumber
    }
}
