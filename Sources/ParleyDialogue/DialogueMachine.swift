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
    private let turnParts: TurnParts

    /// - Parameter indexes: compiled indexes to share with other machines of the same catalog.
    public init(catalog: Catalog, indexes: PhraseIndexCache? = nil) {
        self.catalog = catalog
        let indexes = indexes ?? PhraseIndexCache(catalog: catalog)
        self.indexes = indexes
        turnParts = TurnParts(catalog: catalog, indexes: indexes)
    }

    /// Each locale's index and language, as every turn needs them: built on first use under
    /// the lock (so no locale's language is built twice), then found in one look-up of concrete
    /// types. The generic `PerLocale` cost about a thousand instructions a look-up here, most
    /// of it finding type metadata at run time, and a turn needs two.
    private final class TurnParts: @unchecked Sendable {
        private let catalog: Catalog
        private let indexes: PhraseIndexCache
        private let lock = NSLock()
        private var parts: [String: (index: PhraseIndex, language: SessionLanguage, siri: SiriHearing)] = [:]

        init(catalog: Catalog, indexes: PhraseIndexCache) {
            self.catalog = catalog
            self.indexes = indexes
        }

        func parts(for locale: String) -> (index: PhraseIndex, language: SessionLanguage, siri: SiriHearing) {
            lock.withLock {
                if let known = parts[locale] { return known }
                let index = indexes.index(for: locale)
                let built = (index: index, language: SessionLanguage(locale: locale, catalog: catalog), siri: SiriHearing(index: index))
                parts[locale] = built
                return built
            }
        }
    }

    /// What one input did.
    public struct Step: Sendable {
        /// The conversation after the input.
        public var state: ConversationState
        /// What Siri says or shows, in order (none for a setting).
        public var lines: [String]
        /// The catalog items the input reached, when asked to record them.
        public var events: [DialogueEvent]
    }

    public func index(for locale: String) -> PhraseIndex {
        indexes.index(for: locale)
    }

    /// One user turn.
    /// - Parameter recordingEvents: whether to list the catalog items reached (coverage);
    ///   without it, recording costs nothing.
    public func respond(to line: String, in state: ConversationState, recordingEvents: Bool = false) -> Step {
        var turn = turn(from: state, recordingEvents: recordingEvents)
        let lines = turn.reply(to: line)
        return Step(state: turn.conversation, lines: lines, events: turn.events)
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
        let parts = turnParts.parts(for: state.locale)
        return DialogueTurn(
            catalog: catalog, index: parts.index, language: parts.language, siri: parts.siri,
            conversation: state, recordsDialogueEvents: recordingEvents)
    }
}
