import Foundation
import Testing
import ParleyTestSupport
import ParleyDialogue
@testable import ParleyFrontEnd

/// `:save` after `:reset`: the conversation since the reset, after the settings still in force.
@Suite("Saving after a reset")
struct ReplSaveTests {
    @Test func aResetStartsTheRecordingOver() {
        let events: [SessionEvent] = [
            .turn(input: "Turn on the Torch", output: ["Flashlight on."]),
            .setting(.device(.homepod)),
            .setting(.set(app: "Torch", name: "lit", value: false)),
            .setting(.reset),
            .turn(input: "Turn off the Torch", output: ["The flashlight is already off."]),
        ]
        #expect(ReplCommands.sinceLastReset(events) == [
            .setting(.device(.homepod)),
            .turn(input: "Turn off the Torch", output: ["The flashlight is already off."]),
        ])
    }

    @Test func withoutAResetEverythingIsSaved() {
        let events: [SessionEvent] = [.turn(input: "hi", output: []), .setting(.device(.homepod))]
        #expect(ReplCommands.sinceLastReset(events) == events)
    }
}
