import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

/// The dialogue as a function of a state and an input: the same pair always gives the same
/// step, and a state is a value that a step never changes behind the caller's back.
@Suite("Dialogue machine")
struct DialogueMachineTests {
    let machine = DialogueMachine(catalog: TestCatalog.bundled)
    let start = ConversationState(catalog: TestCatalog.bundled, now: TestCatalog.now)

    @Test func aStateAndAnUtteranceGiveTheNextStateAndTheLines() {
        let asked = machine.respond(to: "Start a Meditation", in: start)
        #expect(asked.lines == ["What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"])
        #expect(asked.state.dialogue.name == "awaiting a choice")
        #expect(start.dialogue.isIdle)
        #expect(asked.events.isEmpty)
    }

    @Test func oneStateAnsweredTwoWaysForksTheConversation() {
        let asked = machine.respond(to: "Start a Meditation", in: start).state
        let first = machine.respond(to: "the first one", in: asked)
        let walking = machine.respond(to: "Walking", in: asked)
        #expect(first.lines == ["Okay, starting a Calming meditation session.", "| Session: Calming"])
        #expect(walking.lines == ["Okay, starting a Walking meditation session.", "| Session: Walking"])
        #expect(first.state.dialogue.isIdle && walking.state.dialogue.isIdle)
        #expect(asked.dialogue.name == "awaiting a choice")
        #expect(machine.respond(to: "the first one", in: asked).lines == first.lines)
    }

    @Test func settingsAreInputsThatSayNothing() throws {
        let (onHomePod, recorded) = try machine.apply(.device(.homepod), to: start)
        #expect(onHomePod.state.device == .homepod && onHomePod.lines.isEmpty)
        #expect(recorded == .device(.homepod))
        #expect(start.device == .phone)
        // A cancel with nothing to cancel changes nothing and is not worth recording.
        #expect(try machine.apply(.cancel, to: start).recorded == nil)
        #expect(throws: SessionError.self) { try machine.apply(.set(app: "Nowhere", name: "launched", value: true), to: start) }
    }

    @Test func eventsAreListedOnlyWhenAskedFor() {
        let plain = machine.respond(to: "Start a walking session with Meditation", in: start)
        let recorded = machine.respond(to: "Start a walking session with Meditation", in: start, recordingEvents: true)
        #expect(plain.events.isEmpty)
        #expect(recorded.lines == plain.lines)
        // The shortcut, the session spoken in its phrase, the minutes' default, the result.
        let kinds = recorded.events.map { event in
            switch event {
            case .shortcutStarted: "started"
            case .valueSpoken(_, "MeditationSession", "walking"): "said walking"
            case .defaulted(_, "StartMeditation", "minutes"): "default minutes"
            case .resulted(_, "StartMeditation", 0): "result"
            default: "\(event)"
            }
        }
        #expect(kinds == ["started", "said walking", "default minutes", "result"])
    }
}
