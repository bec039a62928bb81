import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue
@testable import ParleyCoverage

/// A click on a step of the studio's map shows the catalog line it stands for: every node
/// but Siri's own ends ("Cancelled.", the give-up) must point into its app's file, at a
/// line that says something.
@Suite("Each step of a map has its catalog line")
struct MapNodeSourcesTests {
    @Test func everyNodeButSirisOwnEndsPointsIntoItsAppsFile() throws {
        var unplaced: [String] = []
        var checked = 0
        let strings = SystemStrings.forLocale(LocaleCode.fallback)
        let sirisOwn: Set<String> = [strings.cancelled, strings.giveUp, ""]
        for app in TestCatalog.bundled.apps {
            let lines = try String(contentsOfFile: app.file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for intent in app.intents {
                let map = DialogueMap(app: app, intent: intent)
                for node in map.nodes where !sirisOwn.contains(node.label) {
                    checked += 1
                    guard let source = node.source, source.file == app.file, lines.indices.contains(source.line - 1),
                          !lines[source.line - 1].trimmingCharacters(in: .whitespaces).isEmpty
                    else {
                        unplaced.append("\(app.key)/\(intent.key): \(node.label)")
                        continue
                    }
                }
            }
        }
        #expect(checked > 100)
        #expect(unplaced.isEmpty, "\(unplaced.joined(separator: "\n"))")
    }
}
