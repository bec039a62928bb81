import ParleyCatalog

/// One kind of answer to a question of an intent's dialogue, and where it leads, stated once:
/// what was said (`said`, the reply's guard), the event it records, where it leads and, where
/// that ends the run, the line said there (`Leads.endLine`). `DialogueTurn` records the
/// reply's event, goes where `leads` says and says its line; ParleyCoverage's
/// `DialogueMapBuilder` draws an edge for each reply of a question, labelled `label`, marked
/// with the coverage points of its event, to the node of where it leads.
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

extension Reply.Leads {
    /// What Siri says where the reply ends the run ("Okay, cancelled.", the give-up), which the
    /// session says and the map draws as the end; nil where the dialogue goes on (the next
    /// step, or the question again, say their own lines).
    public func endLine(_ strings: SystemStrings) -> String? {
        switch self {
        case .cancelled: strings.cancelled
        case .gaveUp: strings.giveUp
        case .nextStep, .sameQuestion, .parameterQuestion: nil
        }
    }
}

extension DialogueStep {
    /// The replies this question takes in `intent`, in the order the map draws them; none for
    /// a parameter the intent does not have. `choosing`: whether a parameter's question offers
    /// a list of options (then its value is chosen, and that is recorded).
    public func replies(in intent: Intent, choosing: Bool = false) -> [Reply] {
        let answers: [Reply.Said] = switch self {
        case .parameter: [.outOfRange(.minimum), .outOfRange(.maximum), .cancel, .misunderstood, .value]
        case .parameterConfirmation, .intentConfirmation: [.no, .cancel, .misunderstood, .yes]
        }
        return answers.compactMap { reply($0, in: intent, choosing: choosing) }
    }

    /// The reply to `said` in `intent`; nil when this question takes no such answer. Built
    /// alone, as the session asks for one at each answer.
    public func reply(_ said: Reply.Said, in intent: Intent, choosing: Bool = false) -> Reply? {
        if case .parameter(let name) = self, intent.parameter(named: name) == nil { return nil }
        let key = intent.key
        switch (self, said) {
        case (_, .cancel):
            return Reply(said: said, label: "cancel", leads: .cancelled) { .cancelled(app: $0, intent: key, at: self) }
        case (_, .misunderstood):
            return Reply(said: said, label: "\(Self.misunderstandingLimit) misunderstandings", leads: .gaveUp) { .gaveUp(app: $0, intent: key, at: self) }
        case (.parameter(let name), .value):
            return choosing
                ? Reply(said: said, label: "chosen", leads: .nextStep) { .chose(app: $0, intent: key, parameter: name) }
                : Reply(said: said, label: "answered", leads: .nextStep) { _ in nil }
        case (.parameter(let name), .outOfRange(let bound)):
            guard let parameter = intent.parameter(named: name), let limit = bound == .minimum ? parameter.minimum : parameter.maximum else { return nil }
            return Reply(said: said, label: "\(bound == .minimum ? "below" : "above") \(parameter.boundText(limit))", leads: .sameQuestion) {
                .outOfRange(app: $0, intent: key, parameter: name, bound: bound)
            }
        case (.parameterConfirmation(let name), .yes), (.parameterConfirmation(let name), .no):
            return Reply(said: said, label: said == .yes ? "yes" : "no", leads: said == .yes ? .nextStep : .parameterQuestion) {
                .parameterConfirmed(app: $0, intent: key, parameter: name, accepted: said == .yes)
            }
        case (.intentConfirmation, .yes), (.intentConfirmation, .no):
            return Reply(said: said, label: said == .yes ? "yes" : "no", leads: said == .yes ? .nextStep : .cancelled) {
                .intentConfirmed(app: $0, intent: key, accepted: said == .yes)
            }
        case (.parameter, .yes), (.parameter, .no), (.parameterConfirmation, .value), (.parameterConfirmation, .outOfRange),
             (.intentConfirmation, .value), (.intentConfirmation, .outOfRange):
            return nil
        }
    }

    /// How many answers in a row Siri tries to understand before it gives up.
    public static let misunderstandingLimit = 3
}
