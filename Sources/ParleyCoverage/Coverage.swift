import ParleyText
import ParleyCatalog
import ParleyDialogue

/// What transcripts reached in the catalogs they ran on, gathered event by event.
///
/// Apps are told apart by file and name, so transcripts that load the same file through
/// different folders (`phrases`, `../phrases`) add to the same app.
///
///     var coverage = Coverage()
///     let catalogID = coverage.include(catalog)
///     coverage.add(session.dialogueEvents, in: catalogID, from: CoverageOrigin(file: "a.transcript", line: 4))
///     print(coverage.report.text)
public struct Coverage: Sendable {
    private struct AppID: Hashable {
        var file: String
        var name: String
    }

    private struct Entry {
        var app: App
        var items: [CoverageItem]
        var locales: [String]
        var reached: [CoveragePoint: Set<CoverageOrigin>] = [:]
    }

    private var entries: [AppID: Entry] = [:]
    /// The apps of each catalog included, by position.
    private var catalogs: [[AppID]] = []

    /// A catalog as included: what `add` takes, so events are placed without comparing
    /// whole catalogs (thousands of values) turn after turn.
    public struct CatalogID: Hashable, Sendable {
        fileprivate var index: Int
    }

    public init() {}

    /// Counts every app of a catalog, reached or not.
    public mutating func include(_ catalog: Catalog) -> CatalogID {
        catalogs.append(catalog.apps.map { app in
            let id = AppID(file: RelativePath.absolute(app.file), name: app.key)
            if entries[id] == nil {
                entries[id] = Entry(app: app, items: app.coverageItems, locales: app.phraseLocales)
            }
            return id
        })
        return CatalogID(index: catalogs.count - 1)
    }

    /// Records what a turn (or setting) reached.
    public mutating func add(_ events: some Sequence<DialogueEvent>, in catalog: CatalogID, from origin: CoverageOrigin) {
        let ids = catalogs[catalog.index]
        for event in events {
            let (app, points) = CoveragePoint.reached(by: event) { app, locale in
                entries[ids[app]].map { $0.app.phraseLocale(for: locale, among: $0.locales) } ?? locale
            }
            for point in points {
                entries[ids[app]]?.reached[point, default: []].insert(origin)
            }
        }
    }

    /// The points an app reached, for the dialogue map (every origin merged).
    public func reachedPoints(ofAppAt file: String, named name: String) -> Set<CoveragePoint> {
        entries[AppID(file: RelativePath.absolute(file), name: name)].map { Set($0.reached.keys) } ?? []
    }

    public var report: CoverageReport {
        let ordered = entries.sorted { ($0.key.file, $0.value.app.location.line, $0.key.name) < ($1.key.file, $1.value.app.location.line, $1.key.name) }.map(\.value)
        return CoverageReport(apps: ordered.map { entry in
            CoverageReport.AppCoverage(
                name: entry.app.key, file: entry.app.file,
                items: entry.items.map { (item: $0, origins: (entry.reached[$0.point] ?? []).sorted()) })
        })
    }
}

/// A transcript line that reached something.
public struct CoverageOrigin: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
