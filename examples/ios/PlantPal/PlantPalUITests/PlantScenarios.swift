// Scenarios written by hand, in the form Apple's SiriEvaluations documentation shows. `parley
// import` reads them into transcripts (phrases/transcripts/siri-evaluations/), so they also
// run in CI without a device.
import AppIntentsTesting
import SiriEvaluations

let plantPal = IntentDefinitions(bundleIdentifier: "com.example.PlantPal")
let WaterPlant = plantPal.intents["WaterPlantIntent"]

let plantScenarios = SiriScenarioLoader {
    SiriScenario {
        UserTurn("Water the fern with PlantPal") {
            Calls { WaterPlant.expect(plant: .notNil) }
            SiriResponse(.contains("Fern"))
        }
    }
    SiriScenario {
        UserTurn("Water a plant with PlantPal")
        UserTurn("basil") {
            SiriResponse(.contains("Basil"))
        }
    } expectation: {
        Calls { WaterPlant }
    }
    SiriScenario {
        UserTurn("What's the weather like?") {
            Calls(.disallowed) { WaterPlant }
        }
    }
}
