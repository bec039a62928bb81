import Testing
@testable import ParleyFrontEnd

/// The studio lays a button over each node of the map's picture: the boxes must fall where
/// dot drew the nodes, whatever outline it drew them with.
@Suite("Where dot drew each node")
struct DrawnNodesTests {
    /// dot's own layout of a picture 200 × 100 points: the graph moved down by 96, a plain
    /// box (a polygon), a rounded one (a path), and an edge, which is no node.
    static let picture = """
        <svg width="200pt" height="100pt"
         viewBox="0.00 0.00 200.00 100.00" xmlns="http://www.w3.org/2000/svg">
        <g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 96)">
        <title>map</title>
        <g id="node1" class="node">
        <title>m0_n0</title>
        <polygon fill="#dde8ff" stroke="black" points="96,-86 16,-86 16,-66 96,-66 96,-86"/>
        <text x="56" y="-72">shortcut “Start”</text>
        </g>
        <g id="edge1" class="edge">
        <title>m0_n0&#45;&gt;m0_n1</title>
        <path fill="none" d="M56,-66C56,-60 56,-50 56,-44"/>
        </g>
        <g id="node2" class="node">
        <title>m0_n1</title>
        <path fill="#fff4d6" d="M140,-40C140,-40 20,-40 20,-40 14,-40 8,-34 8,-28 8,-28 8,-12 8,-12 8,-6 14,0 20,0 20,0 140,0 140,0 146,0 152,-6 152,-12"/>
        </g>
        </g>
        </svg>
        """

    @Test func eachNodeIsBoxedAsAShareOfThePicture() {
        let nodes = Graphviz.drawnNodes(in: Self.picture)
        #expect(nodes == [
            DrawnNode(name: "m0_n0", left: 0.1, top: 0.1, width: 0.4, height: 0.2),
            DrawnNode(name: "m0_n1", left: 0.06, top: 0.56, width: 0.72, height: 0.4),
        ])
    }

    @Test func aPictureDotDidNotDrawHasNoNodes() {
        #expect(Graphviz.drawnNodes(in: "").isEmpty)
        #expect(Graphviz.drawnNodes(in: "<svg viewBox=\"0 0 0 0\"><g class=\"graph\"><g class=\"node\"><title>x</title></g></g></svg>").isEmpty)
        #expect(Graphviz.drawnNodes(in: "<svg viewBox=\"0 0 10 10\"><g class=\"graph\"><g class=\"node\"><title>x").isEmpty)
    }
}
