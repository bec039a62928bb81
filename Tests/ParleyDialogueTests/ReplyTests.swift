import Testing
import ParleyTestSupport
import ParleyCatalog
@testable import ParleyDialogue

/// Each question's answers and where they lead (`DialogueStep.replies(in:choosing:)`), which
/// the session follows and the map draws.
@Suite("Replies")
struct ReplyTests {
    private func app() throws -> App {
        try TestCatalog.app("""
            app: Cellar
            intents:
              Pour:
                parameters:
                  - {name: glasses, type: Int, min: 1, max: 6, confirm: 'Pour \\(glasses)?'}
                confirm: Pour it now?
                result: Pouring.
            shortcuts:
              - {intent: Pour, phrases: ['Pour wine with \\(.applicationName)']}
            """)
    }

    private func describe(_ replies: [Reply]) -> [String] {
        replies.map { reply in
            let event = reply.event(0).map { "\($0)" } ?? "nothing"
            return "\(reply.label) → \(reply.leads) records \(event)"
        }
    }

    @Test func aParameterQuestionAsksAgainPastItsBoundsAndGoesOnWithAValue() throws {
        let intent = try #require(try app().intent("Pour"))
        #expect(describe(DialogueStep.parameter("glasses").replies(in: intent)) == [
            "below 1 → sameQuestion records outOfRange(app: 0, intent: \"Pour\", parameter: \"glasses\", bound: ParleyDialogue.DialogueEvent.Bound.minimum)",
            "above 6 → sameQuestion records outOfRange(app: 0, intent: \"Pour\", parameter: \"glasses\", bound: ParleyDialogue.DialogueEvent.Bound.maximum)",
            "cancel → cancelled records cancelled(app: 0, intent: \"Pour\", at: ParleyDialogue.DialogueStep.parameter(\"glasses\"))",
            "3 misunderstandings → gaveUp records gaveUp(app: 0, intent: \"Pour\", at: ParleyDialogue.DialogueStep.parameter(\"glasses\"))",
            "answered → nextStep records nothing",
        ])
        #expect(DialogueStep.parameter("glasses").reply(.value, in: intent, choosing: true)?.label == "chosen")
        #expect(DialogueStep.parameter("bottles").replies(in: intent).isEmpty)
    }

    @Test func aNoTurnsDownTheValueOrTheWholeIntent() throws {
        let intent = try #require(try app().intent("Pour"))
        #expect(DialogueStep.parameterConfirmation("glasses").reply(.no, in: intent)?.leads == .parameterQuestion)
        #expect(DialogueStep.intentConfirmation.reply(.no, in: intent)?.leads == .cancelled)
        for step in [DialogueStep.parameterConfirmation("glasses"), .intentConfirmation] {
            #expect(step.replies(in: intent).map(\.label) == ["no", "cancel", "3 misunderstandings", "yes"])
            #expect(step.reply(.yes, in: intent)?.leads == .nextStep)
            #expect(step.reply(.outOfRange(.minimum), in: intent) == nil)
        }
    }
}
