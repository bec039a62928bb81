import Testing
import ParleyTestSupport
import ParleyCatalog
@testable import ParleyDialogue

/// The order of SPEC §4, which the session takes and the map draws (`IntentStep.steps(of:)`).
@Suite("Intent steps")
struct IntentStepTests {
    @Test func everyKindOfStepInTheSpecsOrder() throws {
        let app = try TestCatalog.app("""
            app: Garage
            state: {flags: {signedIn: true, online: false}}
            intents:
              Open:
                opensApp: true
                requires: [{flag: signedIn}, {flag: online}]
                parameters:
                  - {name: door, type: String}
                  - {name: minutes, type: Int, required: false}
                failures:
                  - {when: {door: back}, dialog: The back door has no opener.}
                confirm: Open it?
                result: Opening.
            shortcuts:
              - {intent: Open, phrases: ['Open the garage with \\(.applicationName)']}
            """)
        let intent = try #require(app.intent("Open"))
        #expect(IntentStep.steps(of: intent) == [
            .deviceCheck, .requirement(0), .requirement(1), .parameter(0), .parameter(1), .failure(0), .confirmation, .result,
        ])
    }

    @Test func anIntentOfNothingButItsResult() throws {
        let app = try TestCatalog.app("""
            app: Garage
            intents:
              Close: {result: Closing.}
            shortcuts:
              - {intent: Close, phrases: ['Close the garage with \\(.applicationName)']}
            """)
        #expect(IntentStep.steps(of: try #require(app.intent("Close"))) == [.result])
    }
}
