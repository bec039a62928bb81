/// What happened in a session, in order, so it can be saved as a transcript.
public enum SessionEvent: Hashable, Sendable {
    /// A setting changed, written as its transcript directive (`@device homepod`).
    case directive(String)
    /// A user turn and the system's whole output for it.
    case turn(input: String, output: [String])
}
