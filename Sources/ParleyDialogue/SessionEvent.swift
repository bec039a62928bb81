
/// What happened in a session, in order, so it can be saved as a transcript.
public enum SessionEvent: Hashable, Sendable {
    /// A setting changed (`@device homepod`, `@reset`, `@cancel` …).
    case setting(SessionSetting)
    /// A user turn and the system's whole output for it.
    case turn(input: String, output: [String])
    /// What Siri could suggest at that moment (`@suggestions`, `:suggestions`).
    case suggestions(output: [String])
}
