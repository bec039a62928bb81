import ParleyText

/// A Mermaid flowchart of dialogue maps, one subgraph per intent, to paste into a README
/// or a pull request. What a marked map never reached is drawn dashed and red.
public enum MermaidWriter {
    public static func write(_ maps: [DialogueMap]) -> String {
        var lines = ["flowchart TD"]
        var unreachedNodes: [String] = []
        var unreachedEdges: [Int] = []
        var edgeNumber = 0
        for (number, map) in maps.enumerated() {
            let prefix = "m\(number)_"
            lines.append("  subgraph \(prefix)map[\"\(escape(map.title))\"]")
            for node in map.nodes {
                lines.append("    \(prefix)\(node.id)\(shape(node.shape, escape(node.label)))")
                if !map.isReached(node.points) { unreachedNodes.append(prefix + node.id) }
            }
            for edge in map.edges {
                let label = edge.label.map { "|\"\(escape($0))\"|" } ?? ""
                lines.append("    \(prefix)\(edge.from) -->\(label) \(prefix)\(edge.to)")
                if !map.isReached(edge) { unreachedEdges.append(edgeNumber) }
                edgeNumber += 1
            }
            lines.append("  end")
        }
        // One intent under another, not side by side: a whole app's map stays readable.
        // (Invisible links come after the drawn ones, so `linkStyle` numbers stay theirs.)
        for number in maps.indices.dropLast() {
            lines.append("  m\(number)_map ~~~ m\(number + 1)_map")
        }
        if !unreachedNodes.isEmpty {
            lines.append("  classDef unreached stroke:#c00,stroke-width:2px,stroke-dasharray:5 5,color:#c00")
            lines.append("  class \(unreachedNodes.joined(separator: ",")) unreached")
        }
        if !unreachedEdges.isEmpty {
            lines.append("  linkStyle \(unreachedEdges.map(String.init).joined(separator: ",")) stroke:#c00,stroke-width:2px,stroke-dasharray:5 5")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func shape(_ shape: DialogueMap.Shape, _ label: String) -> String {
        switch shape {
        case .phrase: "([\"\(label)\"])"
        case .shortcut: "[\"\(label)\"]"
        case .intent: "[[\"\(label)\"]]"
        case .question: "(\"\(label)\")"
        case .check: label.isEmpty ? "((\" \"))" : "{\"\(label)\"}"
        case .end: "[/\"\(label)\"/]"
        }
    }

    /// Mermaid reads `"`, `<`, `>` and `#` in labels as markup: each goes as an entity code.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text.controlsShown(keepingLineFeeds: true) {
            switch character {
            case "#": escaped += "#35;"
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "\n": escaped += "<br/>"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
