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

/// The held-out apps: real apps written up after the matcher was last tuned, never tuned on,
/// and measured before and after each change that touched matching (docs/EVALUATION.md).
/// `eval/held-out/` holds eight open-source apps in English (issue 41); `eval/held-out-languages/`
/// seven apps in the languages they ship (German, French, Spanish, Italian, Portuguese,
/// Russian, Dutch, Swedish, Turkish…: issue 42). A regression here is a finding.
@Suite("Held-out apps")
struct HeldOutEvaluationTests {
    struct HeldOut: CustomTestStringConvertible, Sendable {
        var folder: String
        /// The share of flexible utterances that must run: lower for the languages, where
        /// German word order and separable verbs are not yet heard (docs/EVALUATION.md).
        var flexibleFloor: Double
        var testDescription: String { folder }

        var outcomes: [Evaluator.Outcome] {
            do {
                let catalog = try CatalogLoader().load(directories: [TestCatalog.root + "/\(folder)/catalogs"])
                let corpus = try EvaluationCorpus.load(directory: TestCatalog.root + "/\(folder)")
                return Evaluator(catalog: catalog).evaluate(corpus)
            } catch {
                Issue.record("\(folder) does not load: \(error)")
                return []
            }
        }
    }

    static let sets = [HeldOut(folder: "eval/held-out", flexibleFloor: 0.95), HeldOut(folder: "eval/held-out-languages", flexibleFloor: 0.85)]

    @Test(arguments: sets)
    func exactIsPerfectAndNothingFalselyTriggers(_ set: HeldOut) {
        let outcomes = set.outcomes
        func misses(_ group: EvaluationCorpus.Group) -> [String] {
            outcomes.filter { $0.item.group == group && !$0.isRight }.map { "\($0.item.utterance): got \($0.actual)" }
        }
        #expect(!outcomes.isEmpty)
        #expect(misses(.exact) == [])
        #expect(misses(.mustNotMatch) == [])
        let flexible = outcomes.filter { $0.item.group == .flexible }
        #expect(Double(flexible.filter(\.isRight).count) / Double(max(flexible.count, 1)) >= set.flexibleFloor, "\(misses(.flexible))")
    }
}
