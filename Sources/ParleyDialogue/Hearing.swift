import ParleyCatalog
import ParleyMatching

/// What an utterance said with no question open is heard as, first that applies (SPEC §9):
/// a personal shortcut's name, an App Shortcut phrase said exactly, what Siri answers
/// itself, then whatever matching makes of it (docs/DECISIONS.md).
public enum Hearing: Sendable {
    case personalShortcut(PersonalShortcut)
    case siri(SiriAnswer)
    /// Siri AI's turn (SPEC §10): a door chosen, a choice among apps, or Apple's app.
    case siriAI(SiriAIHeard)
    case phrase(MatchResult)
}

extension DialogueTurn {
    func hear(_ line: String, tokens: [String]) -> Hearing {
        if let position = personalShortcut(saying: tokens) { return .personalShortcut(conversation.personalShortcuts[position]) }
        let result = matcher.match(line, tokens: tokens, notLaunched: conversation.notLaunchedApps)
        if !result.isExact, let heard = siriAIHearing(line, tokens: result.tokens, beside: result) { return .siriAI(heard) }
        if !result.isExact, let answer = siri.answer(to: result.tokens, beside: result) { return .siri(answer) }
        return .phrase(result)
    }
}

extension DialogueMachine {
    /// Siri AI's reading of an utterance the phrases already read as `result` (not said
    /// exactly), in `state`; nil when Siri AI is off or takes nothing. `parley match` asks this
    /// beside its own match rather than matching the line twice.
    public func siriAIHearing(_ line: String, beside result: MatchResult, in state: ConversationState) -> SiriAIHeard? {
        guard !result.isExact else { return nil }
        return turn(from: state, recordingEvents: false).siriAIHearing(line, tokens: result.tokens, beside: result)
    }

    /// How `line` is heard in `state`, as `parley match` and transcripts' `=` lines tell it.
    public func hear(_ line: String, in state: ConversationState) -> Hearing {
        let turn = turn(from: state, recordingEvents: false)
        return turn.hear(line, tokens: turn.index.normalizer.tokens(line))
    }
}
