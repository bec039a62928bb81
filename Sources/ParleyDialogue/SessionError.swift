
/// A setting or state change the session cannot make, in words for the user.
public struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
