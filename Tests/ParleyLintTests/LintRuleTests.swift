import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyLint

/// Each rule's own examples are its tests (as in SwiftLint): triggering catalogs report
/// that rule, non-triggering ones report nothing of it.
@Suite("Lint rules")
struct LintRuleTests {
    static let rules: [String] = Linter.rules.map { $0.identifier }

    static func findings(_ yaml: String, rule identifier: String) throws -> [Diagnostic] {
        let app = try TestCatalog.app(yaml)
        return Linter().lint(Catalog(apps: [app])).filter { $0.message.hasSuffix("[\(identifier)]") }
    }

    /// An example with each `↓` taken out, and the line and column each marked.
    static func marked(_ example: String) -> (yaml: String, positions: [String]) {
        var positions: [String] = []
        var lines: [String] = []
        for (number, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var plain = ""
            for character in line {
                if character == "↓" { positions.append("\(number + 1):\(plain.count + 1)") } else { plain.append(character) }
            }
            lines.append(plain)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    @Test(arguments: Linter.rules.map { ObjectIdentifier($0) }.indices)
    func examplesBehave(_ position: Int) throws {
        let rule = Linter.rules[position]
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
        // Every finding of a triggering example is where a `↓` marks it, and every mark has one.
        for example in rule.triggeringExamples {
            let (yaml, expected) = Self.marked(example)
            let found = try Self.findings(yaml, rule: rule.identifier).compactMap(\.location).map { "\($0.line):\($0.column)" }
            #expect(!expected.isEmpty, "\(rule.identifier): mark each expected finding with ↓ in:\n\(example)")
            #expect(Set(found) == Set(expected), "\(rule.identifier) findings at \(found.sorted()), marked \(expected.sorted()) in:\n\(yaml)")
        }
        for example in rule.nonTriggeringExamples {
            #expect(try Self.findings(example, rule: rule.identifier).isEmpty, "\(rule.identifier) should not trigger on:\n\(example)")
        }
    }

    @Test func theShowcaseTripsEveryRule() throws {
        let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/examples/lint-showcase"])
        let findings = Linter().lint(catalog)
        let triggered = Set(findings.compactMap { finding in Self.rules.first { finding.message.hasSuffix("[\($0)]") } })
        #expect(triggered == Set(Self.rules))
        #expect(findings.filter { $0.severity == .error }.map(\.description) == [
            "\(TestCatalog.root)/examples/lint-showcase/showcase.yaml:2:6: error: Clutter has 2045 phrases in 'en' once app names and values are spelled out; Apple allows 1000 [expanded-phrase-limit]",
        ])
    }

    /// Torch is a flashlight app: Siri's own flashlight request takes its words, and the lint
    /// says so (SPEC §9); Lumen shares the word "Light" with Siri's home lights.
    @Test func theBundledCatalogHasOnlyItsDeliberateWarnings() {
        let findings = Linter().lint(TestCatalog.bundled).map { $0.description.replacingOccurrences(of: TestCatalog.root + "/", with: "") }
        #expect(findings == [
            "phrases/bookshelf.yaml:20:14: warning: 'the hobbit' names both 'hobbit' and 'hobbitIllustrated' of Book [shared-value-synonym]",
            "phrases/lumen.yaml:3:6: warning: the app name 'Light' is a word of Siri's own Home request, so Siri may answer what is meant for Lumen; add a synonym of more than one word [siri-collision]",
            "phrases/lumen.yaml:3:6: warning: the app name 'Smart Lights' ends in a word of Siri's own Home request, so Siri may answer what is meant for Lumen; add a synonym that does not end in 'lights' [siri-collision]",
            #"phrases/lumen.yaml:31:9: warning: "Turn on the Light" matches 2 shortcuts equally (Lumen: Lights On, Torch: Turn On), so Siri must ask which; reword a phrase or drop a shared name [conflicting-phrase]"#,
            "phrases/torch.yaml:2:6: warning: the app name 'Flashlight' is a word of Siri's own Flashlight request, so Siri may answer what is meant for Torch; add a synonym of more than one word [siri-collision]",
            "phrases/torch.yaml:2:6: warning: the app name 'Light' is a word of Siri's own Home request, so Siri may answer what is meant for Torch; add a synonym of more than one word [siri-collision]",
            "phrases/torch.yaml:2:6: warning: the app name 'Torch' is a word of Siri's own Flashlight request, so Siri may answer what is meant for Torch; add a synonym of more than one word [siri-collision]",
            "phrases/torch.yaml:43:12: warning: 'Turn on Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            #"phrases/torch.yaml:43:41: warning: "Turn on the Light" matches 2 shortcuts equally (Lumen: Lights On, Torch: Turn On), so Siri must ask which; reword a phrase or drop a shared name [conflicting-phrase]"#,
            "phrases/torch.yaml:43:41: warning: 'Turn on the Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:43:74: warning: 'Switch on the Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:44:12: warning: 'ライトをつけて' has the shape of Siri's own Home request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:47:12: warning: 'Turn off Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:47:42: warning: 'Turn off the Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:47:76: warning: 'Switch off the Torch' has the shape of Siri's own Flashlight request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
            "phrases/torch.yaml:48:12: warning: 'ライトを消して' has the shape of Siri's own Home request: said exactly it runs Torch, but any other wording goes to Siri; reword the phrase [siri-collision]",
        ])
    }
}
