import ParleyCatalog

/// A shortcut the user named themselves (SPEC §9): "Add to Siri", or one made in the
/// Shortcuts app. Saying its name runs the intent with the saved values; no app name needed.
public struct PersonalShortcut: Hashable, Sendable {
    /// As the user gave it.
    public var name: String
    /// The name normalized, as an utterance is compared with it.
    public var words: [String]
    public var appIndex: Int
    public var intentKey: String
    public var values: [String: ParameterValue]
}
