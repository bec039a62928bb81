import ParleyText

/// A Graphviz DOT graph of dialogue maps, one cluster per intent; `dot -Tsvg` draws it.
/// On a marked map, what was never reached is drawn dashed and red (`.coverage`), or what
/// one conversation reached is drawn thick and blue over the rest in grey (`.path`).
public enum DotWriter {
    public enum Marking: Sendable {
        /// What transcripts never reached stands out: the gaps a test suite leaves.
        case coverage
        /// What one conversation reached stands out: the path it took (the studio's map).
        case path
    }

    /// A node's name in the graph: its id within the map's own cluster.
    public static func name(of node: DialogueMap.Node, inMap number: Int) -> String {
        "m\(number)_\(node.id)"
    }

    public static func write(_ maps: [DialogueMap], title: String, marking: Marking = .coverage) -> String {
        var lines = [
            "digraph \(quote(title)) {",
            "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, labeljust=l, nodesep=0.3, ranksep=0.35];",
            "  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.12,0.05\"];",
            "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];",
        ]
        for (number, map) in maps.enumerated() {
            let prefix = "m\(number)_"
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(quote(map.title)); style=rounded; color=\"#999999\";")
            for node in map.nodes {
                var attributes = ["label=\(quote(wrapped(node.label)))"] + style(node.shape)
                switch (marking, map.isReached(node.points)) {
                case (.coverage, false):
                    attributes += ["color=\"#cc0000\"", "fontcolor=\"#cc0000\"", "style=\"\(dashedStyle(node.shape))\""]
                case (.path, false) where map.reached != nil:
                    attributes += ["color=\"#bbbbbb\"", "fontcolor=\"#999999\""]
                case (.path, true) where map.reached != nil:
                    attributes += ["color=\"#0a84ff\"", "penwidth=2.5"]
                default:
                    break
                }
                lines.append("    \(name(of: node, inMap: number)) [\(attributes.joined(separator: ", "))];")
            }
            var loops: [String: Int] = [:]
            for edge in map.edges {
                var attributes: [String] = []
                if let label = edge.label { attributes.append("label=\(quote(label))") }
                // A node's second loop ("below 1", then "above 10") goes on its other side,
                // so the two labels do not lie on each other.
                if edge.from == edge.to {
                    let side = ["e", "w", "s"][min(loops[edge.from, default: 0], 2)]
                    loops[edge.from, default: 0] += 1
                    attributes += ["tailport=\(side)", "headport=\(side)"]
                }
                switch (marking, map.isReached(edge)) {
                case (.coverage, false): attributes += ["color=\"#cc0000\"", "fontcolor=\"#cc0000\"", "style=dashed"]
                case (.path, false) where map.reached != nil: attributes += ["color=\"#cccccc\"", "fontcolor=\"#aaaaaa\""]
                case (.path, true) where map.reached != nil: attributes += ["color=\"#0a84ff\"", "penwidth=2.5"]
                default: break
                }
                let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
                lines.append("    \(prefix)\(edge.from) -> \(prefix)\(edge.to)\(list);")
            }
            lines.append("  }")
        }
        // One intent under another, not side by side: a whole app's map stays readable.
        for number in maps.indices.dropLast() {
            guard let last = maps[number].nodes.last, let first = maps[number + 1].nodes.first else { continue }
            lines.append("  m\(number)_\(last.id) -> m\(number + 1)_\(first.id) [style=invis, weight=10];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func style(_ shape: DialogueMap.Shape) -> [String] {
        switch shape {
        case .phrase: ["shape=box", "style=\"rounded,filled\"", "fillcolor=\"#eef4ff\""]
        case .shortcut: ["shape=box", "style=filled", "fillcolor=\"#dde8ff\""]
        case .intent: ["shape=box", "style=\"filled,bold\"", "fillcolor=\"#c8dafc\""]
        case .question: ["shape=box", "style=\"rounded,filled\"", "fillcolor=\"#fff4d6\""]
        case .check: ["shape=diamond", "style=filled", "fillcolor=\"#f2f2f2\""]
        case .end: ["shape=box", "style=\"rounded,filled\"", "fillcolor=\"#e3f5e1\"", "peripheries=2"]
        }
    }

    /// The node's own style with the outline dashed.
    private static func dashedStyle(_ shape: DialogueMap.Shape) -> String {
        switch shape {
        case .phrase, .question, .end: "rounded,filled,dashed"
        case .shortcut, .check: "filled,dashed"
        case .intent: "filled,bold,dashed"
        }
    }

    /// Long lines broken at spaces, so nodes stay narrow.
    static func wrapped(_ text: String, width: Int = 34) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`, controls shown as
    /// `\\u{…}`, and `&` as `&amp;`.
    static func quote(_ text: String) -> String {
        var quoted = "\""
        // A NUL would end the string for dot, and a control character makes SVG that XML
        // parsers reject: both are written out. dot reads `&#1;` in a label as a character
        // reference and writes it into the SVG as it is, so a `&` is itself escaped.
        for character in text.controlsShown(keepingLineFeeds: true) {
            switch character {
            case "&": quoted += "&amp;"
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
