import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue
@testable import ParleyTranscript
@testable import ParleyCoverage

/// The session runs a dialogue and the map draws it, from two descriptions: whatever the
/// session did in the bundled transcript suite must be an edge of the map of the intent it
/// did it in (a question asked, its question's node). A step the session gains and the map does not fails here.
@Suite("The map holds every event")
struct MapHoldsEveryEventTests {
    /// What each line of the bundled suite reached: its place, the app, and the points.
    static func suiteReached() throws -> [(place: String, app: App, points: [CoveragePoint])] {
        let files = try TranscriptFinder.find([TestCatalog.root + "/transcripts"])
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now), recordsDialogueEvents: true)
        var found: [(place: String, app: App, points: [CoveragePoint])] = []
        for result in runner.run(files: files, jobs: 2) {
            guard let catalog = result.catalog else { continue }
            for reached in result.reached {
                for event in reached.events {
                    let (appIndex, points) = CoveragePoint.reached(by: event, locale: { $1 })
                    found.append(("\(result.file):\(reached.line)", catalog.apps[appIndex], points))
                }
            }
        }
        return found
    }

    @Test func everyEventOfTheBundledSuiteIsOnItsIntentsMap() throws {
        var checked = 0
        var missing: Set<String> = []
        var maps: [String: Set<CoveragePoint>] = [:]
        for (place, app, points) in try Self.suiteReached() {
            for point in points {
                guard let intentKey = Self.intent(of: point, in: app), let intent = app.intent(intentKey) else { continue }
                let key = "\(app.key)/\(intentKey)"
                let drawn = maps[key] ?? {
                    // Phrases are drawn in the map of their locale.
                    // An app Siri AI reaches without phrases is drawn in English.
                    let locales = app.phraseLocales.isEmpty ? [LocaleCode.fallback] : app.phraseLocales
                    let drawn = locales.map { DialogueMap(app: app, intent: intent, locale: $0) }
                    // A question asked is its node; every other event is an edge taken.
                    return Set(drawn.flatMap { map in
                        map.edges.flatMap { $0.points + $0.requires }
                            + map.nodes.filter { $0.shape == .question }.flatMap { $0.points.filter { if case .prompt = $0 { true } else { false } } }
                    })
                }()
                maps[key] = drawn
                checked += 1
                if !drawn.contains(point) { missing.insert("\(place): \(key): \(point)") }
            }
        }
        #expect(checked > 200)
        #expect(missing.isEmpty, "\(missing.sorted().joined(separator: "\n"))")
    }

    /// The other way round: every edge the maps of the bundled catalogs draw is taken by some
    /// session of the bundled suite, through the same events, so the map draws nothing the
    /// session cannot do. Edges that mark nothing (a `when` that does not hold, a join) are
    /// not tracked; "cancel" and the give-up are Siri's own and drawn on every question, and
    /// an intent nothing runs (`App.canReach`) is drawn but never taken, so they are left out.
    @Test func everyEdgeOfTheBundledMapsIsTakenBySomeSession() throws {
        var reached: [String: Set<CoveragePoint>] = [:]
        var apps: [String: App] = [:]
        for (_, app, points) in try Self.suiteReached() {
            apps[app.file] = app
            reached[app.file, default: []].formUnion(points)
        }
        var untaken: [String] = []
        var checked = 0
        for (file, app) in apps.sorted(by: { $0.key < $1.key }) {
            let points = reached[file] ?? []
            for intent in app.intents where app.canReach(intent) {
                for locale in app.phraseLocales.isEmpty ? [LocaleCode.fallback] : app.phraseLocales {
                    var map = DialogueMap(app: app, intent: intent, locale: locale)
                    map.reached = points
                    for edge in map.edges where !edge.points.isEmpty && !edge.points.allSatisfy(Self.isSirisOwn) {
                        // A phrase of another locale is reached on that locale's map.
                        if edge.points.allSatisfy({ if case .phrase = $0 { true } else { false } }), !map.isReached(edge) { continue }
                        checked += 1
                        if !map.isReached(edge) {
                            let from = map.nodes.first { $0.id == edge.from }?.label ?? edge.from
                            untaken.append("\(app.key)/\(intent.key) [\(locale)]: \(from.prefix(40)) -\(edge.label ?? "")-> \(edge.points)")
                        }
                    }
                }
            }
        }
        #expect(checked > 200)
        #expect(untaken.isEmpty, "\(untaken.joined(separator: "\n"))")
    }

    /// Coverage and the map read one graph: every point coverage counts of an intent's steps
    /// is drawn on its map, and every point the map draws of them is counted. The entry (phrases,
    /// shortcuts, suggestions, doors) is counted apart, and "cancel" and the give-up are not.
    @Test func coverageCountsWhatTheMapDrawsOfEachStep() throws {
        var checked = 0
        var apart: [String] = []
        let others = try ["eval/catalogs", "examples/ios/PlantPal/phrases"].flatMap { try CatalogLoader().load(directories: [TestCatalog.root + "/" + $0]).apps }
        for app in TestCatalog.bundled.apps + others {
            for intent in app.intents where app.canReach(intent) {
                let counted = Set(app.coverageItems.map(\.point).filter { Self.intent(of: $0, in: app) == intent.key && Self.isAStep($0) })
                let map = DialogueMap(app: app, intent: intent, locale: app.phraseLocales.first ?? LocaleCode.fallback)
                let drawn = Set((map.nodes.flatMap(\.points) + map.edges.flatMap { $0.points + $0.requires }).filter(Self.isAStep))
                checked += counted.count
                for point in counted.symmetricDifference(drawn) {
                    apart.append("\(app.key)/\(intent.key): \(point) \(counted.contains(point) ? "counted, not drawn" : "drawn, not counted")")
                }
            }
        }
        #expect(checked > 150)
        #expect(apart.isEmpty, "\(apart.sorted().joined(separator: "\n"))")
    }

    /// A point of an intent's steps, from its parameters to its result.
    static func isAStep(_ point: CoveragePoint) -> Bool {
        switch point {
        case .prompt, .choice, .parameterConfirmation, .bound, .defaultValue, .intentConfirmation, .requirement, .failure, .result, .refusedOnDevice: true
        case .shortcut, .phrase, .spokenValue, .device, .locale, .suggested, .personalShortcut, .door, .cancelled, .gaveUp: false
        }
    }

    static func isSirisOwn(_ point: CoveragePoint) -> Bool {
        switch point {
        case .cancelled, .gaveUp: true
        default: false
        }
    }

    /// The intent whose map draws a point; nil for what no map draws (a device, a locale, a
    /// value heard in a phrase, a donation's suggestion).
    static func intent(of point: CoveragePoint, in app: App) -> String? {
        switch point {
        case .shortcut(let index): app.shortcuts[index].intentKey
        case .phrase(let line, let column):
            app.shortcuts.first { shortcut in
                shortcut.phrases.allElements.contains { $0.location.line == line && $0.location.column == column }
            }?.intentKey
        case .prompt(let intent, _), .choice(let intent, _), .parameterConfirmation(let intent, _, _), .bound(let intent, _, _),
             .defaultValue(let intent, _), .intentConfirmation(let intent, _), .requirement(let intent, _), .failure(let intent, _),
             .result(let intent, _), .refusedOnDevice(let intent, _), .personalShortcut(let intent), .cancelled(let intent, _),
             .gaveUp(let intent, _), .door(let intent, _):
            intent
        case .spokenValue, .device, .locale, .suggested: nil
        }
    }
}
