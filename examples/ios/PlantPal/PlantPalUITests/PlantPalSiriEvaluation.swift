// Runs the scenarios through the real Siri, on a device, in this UI test target (Apple's
// SiriEvaluations, iOS 27.3). The scenarios come from two places: written here by hand
// (PlantScenarios.swift), and exported from the app's Parley transcripts
// (Exported/, by `parley export siri-evaluations transcripts --out PlantPalUITests/Exported`).
import Testing
import Evaluations
import SiriEvaluations

struct PlantPalSiriEvaluation: Evaluation {
    let dataset: SiriScenarioLoader

    func subject(from sample: SiriScenario) async throws -> SiriScenarioSubject {
        try await SiriService.run(scenario: sample)
    }

    var evaluators: Evaluators {
        SiriExpectationEvaluator()
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: .intentsAllPass)
    }
}

@Test(.evaluates(PlantPalSiriEvaluation(dataset: plantScenarios)))
func handWrittenScenarios() async throws {}

@Test(.evaluates(PlantPalSiriEvaluation(dataset: wateringScenarios)))
func scenariosFromParley() async throws {}
