
/// The device a conversation happens on.
public enum Device: String, CaseIterable, Sendable {
    /// An iPhone: has a screen, shows snippets and numbered options, can open apps.
    case phone
    /// A HomePod: voice only; options are read out as one sentence and apps cannot open.
    case homepod

    public var hasScreen: Bool { self == .phone }
}
