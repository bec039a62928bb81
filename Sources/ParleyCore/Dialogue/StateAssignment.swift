/// `Soup Chef loggedIn=false`: an app (whose name may have spaces) and a `name=value`, as
/// `@set` and `:set` write it. The assignment is the last word.
public struct StateAssignment: Hashable, Sendable {
    public var app: String
    public var assignment: String

    public init(app: String, assignment: String) {
        self.app = app
        self.assignment = assignment
    }

    public init?(parsing text: String) {
        let text = text.trimmed
        guard let space = text.lastIndex(of: " "), text[space...].contains("=") else { return nil }
        self.init(app: String(text[..<space]).trimmed, assignment: String(text[text.index(after: space)...]))
    }
}
