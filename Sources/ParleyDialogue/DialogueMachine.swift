import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching

/// The dialogue as a function: a conversation's state and an input in; the next state,
/// Siri's lines and the catalog items reached out. It holds only what no turn changes — the
/// catalog, its compiled indexes, each locale's language — so one machine serves every
/// conversation of a catalog, on any thread. `Session` keeps a state and a log around it.
///
///     let machine = DialogueMachine(catalog: catalog)
///     let step = machine.respond(to: "Start a Meditation", in: ConversationState(catalog: catalog, now: now))
///     step.lines   // ["What session would you like?", "1. Calming — Slow breathing", …]
///     step.state.dialogue.name   // "awaiting a choice"
public struct DialogueMachine: Sendable {
    public let catalog: Catalog
    let indexes: PhraseIndexCache
    /// Built on a locale's first turn, then shared.
    private let turnParts: PerLocale<TurnParts>
    /// Siri AI's stand-in, built on a locale's first turn with Siri AI on.
    private let standIns: PerLocale<SiriAIStandIn>
    /// Each intent's dialogue, compiled when a run first reaches it.
    private let graphs: DialogueGraphs

    /// - Parameter indexes: compiled indexes to share with other machines of the same catalog.
    public init(catalog: Catalog, indexes: PhraseIndexCache? = nil) {
        self.catalog = catalog
        let indexes = indexes ?? PhraseIndexCache(catalog: catalog)
        self.indexes = indexes
        turnParts = PerLocale { locale in
            let index = indexes.index(for: locale)
            return TurnParts(index: index, language: SessionLanguage(locale: locale, catalog: catalog), siri: SiriHearing(index: index))
        }
        standIns = PerLocale { SiriAIStandIn(index: indexes.index(for: $0)) }
        graphs = DialogueGraphs(catalog: catalog)
    }

    /// What every turn in one locale needs: its index, its language and Siri's own requests.
    private struct TurnParts: Sendable {
        var index: PhraseIndex
        var language: SessionLanguage
        var siri: SiriHearing
    }

    /// What one input did.
    public struct Step: Sendable {
        /// The conversation after the input.
        public var state: ConversationState
        /// What Siri says or shows, in order (none for a setting).
        public var lines: [String]
        /// The catalog items the input reached, when asked to record them.
        public var events: [DialogueEvent]
        /// The intents that ran to their result during the input, in order.
        public var finished: [IntentRun] = []
    }

    public func index(for locale: String) -> PhraseIndex {
        indexes.index(for: locale)
    }

    /// One user turn.
    /// - Parameter recordingEvents: whether to list the catalog items reached (coverage);
    ///   without it, recording costs nothing.
    /// - Parameter recordingRuns: whether to list the intents that ran to their result (`Step.finished`).
    public func respond(to line: String, in state: ConversationState, recordingEvents: Bool = false, recordingRuns: Bool = false) -> Step {
        var turn = turn(from: state, recordingEvents: recordingEvents)
        turn.recordsFinishedRuns = recordingRuns
        let lines = turn.reply(to: line)
        return Step(state: turn.conversation, lines: lines, events: turn.events, finished: turn.finishedRuns)
    }

    /// What Siri could suggest in `state` (SPEC §9): a turn of its own, with no input.
    public func suggestions(in state: ConversationState, recordingEvents: Bool = false) -> Step {
        var turn = turn(from: state, recordingEvents: recordingEvents)
        let lines = turn.suggestionLines()
        return Step(state: turn.conversation, lines: lines, events: turn.events)
    }

    /// Changes a setting. Returns the step and the setting as a transcript records it (an app
    /// by its catalog name), or nil when it changed nothing worth recording (`@cancel` with
    /// no dialogue in progress).
    public func apply(_ setting: SessionSetting, to state: ConversationState, recordingEvents: Bool = false) throws(SessionError) -> (step: Step, recorded: SessionSetting?) {
        var turn = turn(from: state, recordingEvents: recordingEvents)
        let recorded = try turn.apply(setting)
        return (Step(state: turn.conversation, lines: [], events: turn.events), recorded)
    }

    func turn(from state: ConversationState, recordingEvents: Bool) -> DialogueTurn {
        let parts = turnParts[state.locale]
        return DialogueTurn(
            catalog: catalog, index: parts.index, language: parts.language, siri: parts.siri, standIns: standIns, graphs: graphs,
            conversation: state, recordsDialogueEvents: recordingEvents)
    }
}
