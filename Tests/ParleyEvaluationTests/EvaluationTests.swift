import Testing
import ParleyTestSupport
@testable import ParleyCatalog
@testable import ParleyEvaluation

/// The matching-quality targets on the evaluation corpus in `eval/` (docs/EVALUATION.md).
@Suite("Evaluation corpus")
struct EvaluationTests {
    static let outcomes: [Evaluator.Outcome] = {
        do {
            let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/eval/catalogs"])
            let corpus = try EvaluationCorpus.load(directory: TestCatalog.root + "/eval")
            return Evaluator(catalog: catalog).evaluate(corpus)
        } catch {
            fatalError("the evaluation corpus does not load: \(error)")
        }
    }()

    static func accuracy(_ group: EvaluationCorpus.Group) -> Double {
        let items = outcomes.filter { $0.item.group == group }
        return Double(items.filter(\.isRight).count) / Double(max(items.count, 1))
    }

    static func misses(_ group: EvaluationCorpus.Group) -> [String] {
        outcomes.filter { $0.item.group == group && !$0.isRight }.map { "\($0.item.utterance): got \($0.actual)" }
    }

    @Test func corpusIsLargeEnough() {
        #expect(Self.outcomes.count >= 400)
        #expect(Self.outcomes.contains { $0.item.locale == "ja" })
    }

    @Test func exactIsPerfect() { #expect(Self.misses(.exact) == []) }
    @Test func nothingFalselyTriggers() { #expect(Self.misses(.mustNotMatch) == []) }
    @Test func tiesAreAlwaysOffered() { #expect(Self.misses(.ambiguous) == []) }
    @Test func flexibleAtLeastNinetyFivePercent() { #expect(Self.accuracy(.flexible) >= 0.95, "\(Self.misses(.flexible))") }

    @Test func appleWWDC23Fixture() {
        let summary = Self.outcomes.first { $0.item.utterance == "Give me the summary of the shopping list with Demo" }
        let gist = Self.outcomes.first { $0.item.utterance == "Give me the gist of the shopping list with Demo" }
        #expect(summary?.actual == "Demo#0 list=shopping")
        #expect(gist?.actual.hasPrefix("none") == true)
    }

    @Test func expectedOutcomesParse() {
        #expect(EvaluationCorpus.parse("Food Truck#0 timeframe=week") == .match(app: "Food Truck", shortcut: 0, parameters: ["timeframe": "week"]))
        #expect(EvaluationCorpus.parse("ambiguous Bee Network#0 LiveTrams#0") == .ambiguous(["Bee Network#0", "LiveTrams#0"]))
        #expect(EvaluationCorpus.parse("none!") == .none(allowSuggestion: false))
        #expect(EvaluationCorpus.parse("Trails") == nil)
    }
}

/// The held-out apps of `eval/held-out/` (issue 41): eight real open-source apps written up
/// from their `AppShortcutsProvider`s after the matcher was last tuned, measured before and
/// after the change that made an extra content word a near miss (docs/EVALUATION.md). They
/// stay out of the corpus the matcher is tuned on: a regression here is a finding.
@Suite("Held-out apps")
struct HeldOutEvaluationTests {
    static let outcomes: [Evaluator.Outcome] = {
        do {
            let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/eval/held-out/catalogs"])
            let corpus = try EvaluationCorpus.load(directory: TestCatalog.root + "/eval/held-out")
            return Evaluator(catalog: catalog).evaluate(corpus)
        } catch {
            fatalError("the held-out corpus does not load: \(error)")
        }
    }()

    static func misses(_ group: EvaluationCorpus.Group) -> [String] {
        outcomes.filter { $0.item.group == group && !$0.isRight }.map { "\($0.item.utterance): got \($0.actual)" }
    }

    @Test func exactIsPerfect() { #expect(Self.misses(.exact) == []) }
    @Test func nothingFalselyTriggers() { #expect(Self.misses(.mustNotMatch) == []) }
    @Test func flexibleAtLeastNinetyFivePercent() {
        let flexible = Self.outcomes.filter { $0.item.group == .flexible }
        #expect(Double(flexible.filter(\.isRight).count) / Double(max(flexible.count, 1)) >= 0.95, "\(Self.misses(.flexible))")
    }
}
