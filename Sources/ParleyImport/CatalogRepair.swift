import Foundation
import ParleyCatalog
import ParleyText

/// The last guard against writing a catalog that does not load: when a project's shape gets
/// past the importer's own checks (an enum with no readable case, say), the generated item
/// each load error falls in is dropped, with a warning at the Swift line its comment names,
/// until the catalog loads. Dropping one item can leave another without what it needs (a
/// parameter without its type, a phrase without its parameter): those go in later rounds.
enum CatalogRepair {
    /// Rounds before giving up; each drops at least one line, and catalogs that need more are
    /// better refused than cut to pieces.
    static let maximumRounds = 50

    /// `body` (the catalog below its header) as it loads, the app it loads as, and what was
    /// dropped; nil when no item can be dropped for an error (the file would still not load:
    /// the caller refuses it).
    static func loadable(_ body: String, stamp: (String) -> String, fileName: String) -> (body: String, app: App?, dropped: [Diagnostic])? {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var dropped: [Diagnostic] = []
        let loader = CatalogLoader()
        for _ in 0..<maximumRounds {
            let text = stamp(lines.joined(separator: "\n"))
            let (app, diagnostics) = loader.loadApp(yaml: text, file: fileName)
            guard let error = diagnostics.first(where: { $0.severity == .error }) else { return (lines.joined(separator: "\n"), app, dropped) }
            // The stamp's header lines come first; the loader counts lines from 1.
            let headerLines = text.split(separator: "\n", omittingEmptySubsequences: false).count - lines.count
            guard let line = error.location?.line, let (range, origin) = item(at: line - 1 - headerLines, in: lines) else { return nil }
            dropped.append(Diagnostic(ImportProblem.droppedToLoad(itemText(lines[range.lowerBound]), why: error.message), at: origin))
            lines.removeSubrange(range)
            removeEmptyParent(before: range.lowerBound, in: &lines)
            // A section that went whole leaves its blank separator twice.
            lines = lines.enumerated().filter { $0.offset == 0 || !($0.element.isEmpty && lines[$0.offset - 1].isEmpty) }.map(\.element)
        }
        return nil
    }

    /// The lines of the generated item holding line `index`: the nearest line at or above it
    /// whose comment names a project file and line, with the lines indented under it. Never
    /// a top-level key (`app:`, `intents:`): without one the file is not a catalog.
    private static func item(at index: Int, in lines: [String]) -> (Range<Int>, ProjectLocation)? {
        guard lines.indices.contains(index) else { return nil }
        for start in stride(from: index, through: 0, by: -1) {
            guard let origin = origin(of: lines[start]) else { continue }
            let indentation = Self.indentation(lines[start])
            guard indentation > 0 else { return nil }
            var end = start + 1
            while end < lines.count, !lines[end].isEmpty, Self.indentation(lines[end]) > indentation { end += 1 }
            return (start..<end, origin)
        }
        return nil
    }

    /// `  - name: fruit  # App/Fruit.swift:12` → `name: fruit`; `  Fruit:  # …` → `Fruit`.
    private static func itemText(_ line: String) -> String {
        var text = line.range(of: "  # ").map { String(line[..<$0.lowerBound]) } ?? line
        text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("- ") { text.removeFirst(2) }
        if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// `  - {id: a}  # App/Fruit.swift:12` → `App/Fruit.swift:12`.
    private static func origin(of line: String) -> ProjectLocation? {
        guard let regex = try? NSRegularExpression(pattern: "  # ([^ :#]+):([0-9]+)"),
              let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let file = Range(match.range(at: 1), in: line), let number = Range(match.range(at: 2), in: line), let lineNumber = Int(line[number])
        else { return nil }
        return ProjectLocation(file: String(line[file]), line: lineNumber, column: 1)
    }

    /// A key left with nothing under it (`parameters:` after its only parameter went) reads as
    /// null, not as an empty list: it goes too.
    private static func removeEmptyParent(before index: Int, in lines: inout [String]) {
        let parent = index - 1
        guard lines.indices.contains(parent), lines[parent].trimmingCharacters(in: .whitespaces).hasSuffix(":") else { return }
        let next = index < lines.count ? lines[index] : ""
        if next.isEmpty || indentation(next) <= indentation(lines[parent]) { lines.remove(at: parent) }
    }

    private static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
