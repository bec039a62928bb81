import ParleyCatalog

/// One kind of answer to a question of an intent's dialogue, and where it leads, stated once:
/// `DialogueTurn` records the reply's event and goes where `leads` says, and ParleyCoverage's
/// `DialogueMapBuilder` draws an edge for each reply of a question, labelled `label` and
/// marked with the coverage points of its event.
public struct Reply: Sendable {
    /// What the user said, as the session tells it apart.
    public enum Said: Hashable, Sendable {
        /// A value for the parameter, typed or chosen from its options.
        case value
        case yes
        case no
        /// A number past one of the parameter's bounds.
        case outOfRange(DialogueEvent.Bound)
        case cancel
        /// The last of the misunderstood answers in a row that Siri takes.
        case misunderstood
    }

    /// Where the dialogue goes after the reply.
    public enum Leads: Hashable, Sendable {
        /// On to the intent's next step.
        case nextStep
        /// The same question again, after a line that says why.
        case sameQuestion
        /// The parameter's own question: the value it was asked to confirm is turned down.
        case parameterQuestion
        /// The run ends: "Okay, cancelled."
        case cancelled
        /// The run ends: Siri gives up.
        case gaveUp
    }

    public let said: Said
    /// The map's label for the reply: "yes", "below 1", "3 misunderstandings".
    public let label: String
    public let leads: Leads
    /// What the session records, given the app's index; nil when the reply records nothing
    /// of its own (a value typed in, which the next step's events tell).
    public let event: @Sendable (_ app: Int) -> DialogueEvent?
}

extension DialogueStep {
    /// The replies this question takes in `intent`, in the order the map draws them; nil for
    /// a parameter the intent does not have. `choosing`: whether a parameter's question offers
    /// a list of options (then its value is chosen, and that is recorded).
    public func replies(in intent: Intent, choosing: Bool = false) -> [Reply] {
        let key = intent.key
        let stops = [
            Reply(said: .cancel, label: "cancel", leads: .cancelled) { .cancelled(app: $0, intent: key, at: self) },
            Reply(said: .misunderstood, label: "\(DialogueStep.misunderstandingLimit) misunderstandings", leads: .gaveUp) {
                .gaveUp(app: $0, intent: key, at: self)
            },
        ]
        switch self {
        case .parameter(let name):
            guard let parameter = intent.parameter(named: name) else { return [] }
            var replies: [Reply] = []
            for (bound, value, word) in [(DialogueEvent.Bound.minimum, parameter.minimum, "below"), (.maximum, parameter.maximum, "above")] {
                guard let value else { continue }
                replies.append(Reply(said: .outOfRange(bound), label: "\(word) \(parameter.boundText(value))", leads: .sameQuestion) {
                    .outOfRange(app: $0, intent: key, parameter: name, bound: bound)
                })
            }
            let value = choosing
                ? Reply(said: .value, label: "chosen", leads: .nextStep) { .chose(app: $0, intent: key, parameter: name) }
                : Reply(said: .value, label: "answered", leads: .nextStep) { _ in nil }
            return replies + stops + [value]
        case .parameterConfirmation(let name):
            return [Reply(said: .no, label: "no", leads: .parameterQuestion) { .parameterConfirmed(app: $0, intent: key, parameter: name, accepted: false) }]
                + stops
                + [Reply(said: .yes, label: "yes", leads: .nextStep) { .parameterConfirmed(app: $0, intent: key, parameter: name, accepted: true) }]
        case .intentConfirmation:
            return [Reply(said: .no, label: "no", leads: .cancelled) { .intentConfirmed(app: $0, intent: key, accepted: false) }]
                + stops
                + [Reply(said: .yes, label: "yes", leads: .nextStep) { .intentConfirmed(app: $0, intent: key, accepted: true) }]
        }
    }

    /// The reply to `said` in `intent`; nil when this question takes no such answer.
    public func reply(_ said: Reply.Said, in intent: Intent, choosing: Bool = false) -> Reply? {
        replies(in: intent, choosing: choosing).first { $0.said == said }
    }

    /// How many answers in a row Siri tries to understand before it gives up.
    public static let misunderstandingLimit = 3
}
