import Foundation
import ParleyText

/// What transcripts reached, per app: a text table for people, JSON for tools, and the
/// total that `--min-coverage` compares.
public struct CoverageReport: Sendable {
    public struct AppCoverage: Sendable {
        public var name: String
        /// The catalog file, as given to the loader.
        public var file: String
        /// Every item, with the transcript lines that reached it (none: not covered).
        public var items: [(item: CoverageItem, origins: [CoverageOrigin])]

        public var covered: Int { items.count { !$0.origins.isEmpty } }
        public var total: Int { items.count }
    }

    public var apps: [AppCoverage]

    /// Items not reached listed per app in the text report: a catalog of thousands of
    /// entity values must not bury the table (the JSON report has every item).
    static let missedLinesPerApp = 40

    public var covered: Int { apps.reduce(0) { $0 + $1.covered } }
    public var total: Int { apps.reduce(0) { $0 + $1.total } }

    /// Whether the total is at least `percent` (compared exactly, not as printed).
    public func reaches(_ percent: Double) -> Bool {
        Double(covered) * 100 >= percent * Double(total)
    }

    public var percentText: String { Self.percent(covered, of: total) }

    /// Tenths of a percent, rounded to the nearest, except that only a whole shows as 100.0%
    /// and only nothing as 0.0%.
    static func tenths(_ part: Int, of whole: Int) -> Int {
        guard whole > 0 else { return 1000 }
        let rounded = (part * 2000 + whole) / (2 * whole)
        return part == whole ? 1000 : part == 0 ? 0 : min(max(rounded, 1), 999)
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        let tenths = tenths(part, of: whole)
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Per app: one row per group, the app's total, then each item not reached with its
    /// catalog line. Ends with the overall total.
    public var text: String {
        var place = DisplayPaths()
        var lines: [String] = []
        for app in apps {
            lines.append("\(app.name) (\(place(app.file)))")
            // Counted in one pass, reading each item in place, and the missed ones taken by
            // index: filtering copies of thousands of items per group was most of a large
            // catalog's report.
            let groups = CoverageItem.Group.allCases
            var covered = Array(repeating: 0, count: groups.count), total = covered
            var missed: [Int] = []
            for index in app.items.indices {
                let group = groups.firstIndex(of: app.items[index].item.group) ?? 0
                total[group] += 1
                if app.items[index].origins.isEmpty {
                    missed.append(index)
                } else {
                    covered[group] += 1
                }
            }
            for (group, name) in groups.enumerated() where total[group] > 0 {
                lines.append(Self.row(name.rawValue, covered[group], total[group]))
            }
            lines.append(Self.row("total", covered.reduce(0, +), app.items.count))
            if !missed.isEmpty {
                lines.append("  not reached:")
                for index in missed.prefix(Self.missedLinesPerApp) {
                    let item = app.items[index].item
                    lines.append("    \(place(item.location.file)):\(item.location.line):\(item.location.column): \(item.title)")
                }
                if missed.count > Self.missedLinesPerApp {
                    lines.append("    … and \(missed.count - Self.missedLinesPerApp) more (--coverage-json FILE lists every item)")
                }
            }
            lines.append("")
        }
        lines.append("Coverage: \(covered)/\(total) items (\(percentText)) in \(apps.count) app\(apps.count == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ covered: Int, _ total: Int) -> String {
        let count = "\(covered)/\(total)"
        return "  " + label.padding(toLength: 15, withPad: " ", startingAt: 0)
            + String(repeating: " ", count: max(1, 9 - count.count)) + count
            + String(repeating: " ", count: max(1, 8 - percent(covered, of: total).count)) + percent(covered, of: total)
    }


    /// Every item with its state and the transcript lines that reached it.
    public var json: JSONValue {
        var place = DisplayPaths()
        return .object([
            ("covered", .integer(covered)),
            ("total", .integer(total)),
            ("percent", .number(Double(Self.tenths(covered, of: total)) / 10)),
            ("apps", .array(apps.map { app in
                .object([
                    ("app", .string(app.name)),
                    ("file", .string(place(app.file))),
                    ("covered", .integer(app.covered)),
                    ("total", .integer(app.total)),
                    ("items", .array(app.items.map { item, origins in
                        .object([
                            ("group", .string(item.group.rawValue)),
                            ("item", .string(item.title)),
                            ("file", .string(place(item.location.file))),
                            ("line", .integer(item.location.line)),
                            ("column", .integer(item.location.column)),
                            ("covered", .bool(!origins.isEmpty)),
                            ("coveredBy", .array(origins.map { .string(place($0.file) + ":\($0.line)") })),
                        ])
                    })),
                ])
            })),
        ])
    }
}

/// Paths as seen from the current directory, each worked out once.
struct DisplayPaths {
    private var seen: [String: String] = [:]

    mutating func callAsFunction(_ path: String) -> String {
        if let known = seen[path] { return known }
        let shown = RelativePath.fromCurrentDirectory(path)
        seen[path] = shown
        return shown
    }
}
