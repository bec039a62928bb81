import Foundation

/// Where dot drew each node of a picture, as shares of the picture's width and height, so a
/// page can lay a button over each node of an image of it (an image, because a picture's
/// labels must never become markup; see the studio's page).
public struct DrawnNode: Equatable, Sendable {
    /// The node's name in the DOT source (`m0_n3`).
    public var name: String
    public var left: Double
    public var top: Double
    public var width: Double
    public var height: Double
}

extension Graphviz {
    /// The boxes of the nodes in dot's SVG: each `<g class="node">`'s `<title>` and the
    /// extent of its outline's points, moved by the graph's `translate` and divided by the
    /// view box. Anything else in the picture is skipped; a picture dot did not draw gives
    /// none.
    public static func drawnNodes(in svg: String) -> [DrawnNode] {
        guard let viewBox = attribute("viewBox", in: svg).map(numbers), viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0,
              let graph = svg.range(of: #"class="graph""#)
        else { return [] }
        let transform = attribute("transform", in: String(svg[graph.upperBound...].prefix(200))) ?? ""
        let shift = transform.range(of: "translate(").map { numbers(String(transform[$0.upperBound...].prefix { $0 != ")" })) } ?? []
        let (dx, dy) = shift.count == 2 ? (shift[0], shift[1]) : (0, 0)
        var nodes: [DrawnNode] = []
        var rest = svg[...]
        while let group = rest.range(of: #"class="node">"#) {
            let end = rest[group.upperBound...].range(of: "</g>")?.lowerBound ?? rest.endIndex
            let body = String(rest[group.upperBound..<end])
            rest = rest[end...]
            guard let titleStart = body.range(of: "<title>"), let titleEnd = body.range(of: "</title>") else { continue }
            let name = String(body[titleStart.upperBound..<titleEnd.lowerBound])
            var xs: [Double] = [], ys: [Double] = []
            for outline in outlines(in: body) {
                let values = numbers(outline)
                for index in stride(from: 0, to: values.count - 1, by: 2) {
                    xs.append(values[index])
                    ys.append(values[index + 1])
                }
            }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { continue }
            nodes.append(DrawnNode(
                name: name,
                left: (minX + dx - viewBox[0]) / viewBox[2], top: (minY + dy - viewBox[1]) / viewBox[3],
                width: (maxX - minX) / viewBox[2], height: (maxY - minY) / viewBox[3]))
        }
        return nodes
    }

    /// The `points` of polygons and the `d` of paths (dot writes them with absolute
    /// coordinates only, `M x,y C x,y …`).
    private static func outlines(in body: String) -> [String] {
        var found: [String] = []
        var rest = body[...]
        while let start = rest.range(of: #"(?:points| d)=""#, options: .regularExpression) {
            let value = rest[start.upperBound...].prefix { $0 != "\"" }
            found.append(String(value))
            rest = rest[value.endIndex...]
        }
        return found
    }

    private static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The numbers in a list such as `143.5,-612 35.5,-612` or `M20,-8C20,-8`: a minus
    /// sign starts a number, anything but a digit or a point ends one.
    private static func numbers(_ text: String) -> [Double] {
        var values: [Double] = []
        var current = ""
        func flush() {
            if let value = Double(current) { values.append(value) }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || character == "." {
                current.append(character)
            } else {
                flush()
                if character == "-" { current = "-" }
            }
        }
        flush()
        return values
    }
}
