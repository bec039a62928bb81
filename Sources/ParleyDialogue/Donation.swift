import ParleyCatalog

/// What an app told Siri the user did (SPEC §9): an intent with the values it ran with.
/// Siri suggests a donation as the intent's shortcut type whose parameters are exactly the
/// donation's parameters that have a value.
public struct Donation: Hashable, Sendable {
    public var appIndex: Int
    public var intentKey: String
    public var values: [String: ParameterValue]

    /// The parameters that have a value, sorted by name: what a shortcut type must list.
    public var parameterNames: [String] { values.keys.sorted() }
}
