/// One finding about a user's file: a load error or a lint warning.
///
///     Diagnostic(.error, "unknown key 'synonym'", at: location).description
///     // "phrases/meditation.yaml:2:1: error: unknown key 'synonym'"
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

/// A diagnostic can be thrown where one located problem ends the work (a malformed line of
/// a corpus file, say); the front end prints it like any other.
extension Diagnostic: Error {}
