import ParleyText

/// A `when:` map: parameter or flag names to the value each must have; all must hold.
///
///     when: {session: walking, loggedIn: true, minutes: null}
public struct Condition: Hashable, Sendable, CacheCoded {
    public struct Clause: Hashable, Sendable, CacheCoded {
        public var name: String
        public var expected: Expected
        public var location: SourceLocation

        public init(name: String, expected: Expected, location: SourceLocation) {
            self.name = name
            self.expected = expected
            self.location = location
        }
    }

    /// What a clause compares against.
    public enum Expected: Hashable, Sendable, CustomStringConvertible {
        case identifier(String)
        case number(Double)
        case bool(Bool)
        /// "no value".
        case none

        public var description: String {
            switch self {
            case .identifier(let id): id
            case .number(let number): number.formattedNumber
            case .bool(let flag): String(flag)
            case .none: "null"
            }
        }
    }

    public var clauses: [Clause]

    public init(clauses: [Clause]) {
        self.clauses = clauses
    }
}

extension Condition {
    /// The condition as coverage and the dialogue map name it: `session=walking, loggedIn=true`.
    public var summary: String {
        clauses.map { "\($0.name)=\($0.expected)" }.joined(separator: ", ")
    }
}
