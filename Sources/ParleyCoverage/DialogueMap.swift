import ParleyText
import ParleyCatalog

/// One intent's dialogue as a graph: the phrases and shortcuts that enter it, each
/// question and check in order, and where every answer leads. Mermaid and DOT writers
/// draw it; coverage marks what transcripts never reached.
public struct DialogueMap: Sendable {
    public enum Shape: Sendable {
        /// A phrase a user says.
        case phrase
        /// A shortcut (its title and presets).
        case shortcut
        /// The intent being run.
        case intent
        /// Something Siri asks and waits on.
        case question
        /// A check Siri makes on its own (a flag, a `when`, the device).
        case check
        /// Where the dialogue ends, with what Siri says.
        case end
    }

    public struct Node: Sendable {
        public var id: String
        public var label: String
        public var shape: Shape
        /// Reached when any of these was (none: not tracked, never marked).
        public var points: [CoveragePoint]
        /// The catalog line the node stands for (a phrase, a parameter, a dialog, a result),
        /// which the studio shows when the node is clicked; nil for Siri's own ends.
        public var source: SourceLocation?
    }

    public struct Edge: Sendable {
        public var from: String
        public var to: String
        public var label: String?
        /// Reached when any of these was (none: not tracked, never marked).
        public var points: [CoveragePoint]
        /// …and every one of these too: an edge that joins two steps (a value chosen, then
        /// the result) is taken only when both were reached.
        public var requires: [CoveragePoint] = []
    }

    /// `Meditation: StartMeditation (Start Meditation Session)`.
    public var title: String
    public var nodes: [Node] = []
    public var edges: [Edge] = []

    /// What a run reached; nil leaves the map unmarked.
    public var reached: Set<CoveragePoint>?

    public init(title: String) {
        self.title = title
    }

    /// Whether a node or edge with these points was reached (always, on an unmarked map).
    public func isReached(_ points: [CoveragePoint]) -> Bool {
        guard let reached, !points.isEmpty else { return true }
        return points.contains(where: reached.contains)
    }

    /// Whether an edge was taken: one of its points, and all it requires, reached.
    public func isReached(_ edge: Edge) -> Bool {
        isReached(edge.points) && (reached.map { reached in edge.requires.allSatisfy(reached.contains) } ?? true)
    }

    mutating func add(_ label: String, _ shape: Shape, points: [CoveragePoint], source: SourceLocation?) -> String {
        let id = "n\(nodes.count)"
        nodes.append(Node(id: id, label: label, shape: shape, points: points, source: source))
        return id
    }

    mutating func connect(_ from: String, _ to: String, _ label: String? = nil, points: [CoveragePoint], requires: [CoveragePoint] = []) {
        edges.append(Edge(from: from, to: to, label: label, points: points, requires: requires))
    }

    mutating func addPoints(_ points: [CoveragePoint], toNode id: String) {
        guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
        nodes[index].points += points.filter { !nodes[index].points.contains($0) }
    }
}
