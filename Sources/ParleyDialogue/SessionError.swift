/// A setting or state change the session cannot make, in words for the user.
public struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problem: SessionProblem

    public init(_ problem: SessionProblem) {
        self.problem = problem
    }

    public var message: String { problem.message }
    public var description: String { message }
}
