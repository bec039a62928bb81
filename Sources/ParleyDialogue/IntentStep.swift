import ParleyCatalog

/// One step of running an intent. `steps(of:)` is the order of SPEC §4, stated once: the
/// session takes the steps in it (`DialogueTurn.proceed`) and the dialogue map draws them in
/// it (ParleyCoverage's `DialogueMapBuilder`). Both switch over every case, so a new kind of
/// step does not compile until both know it.
public enum IntentStep: Hashable, Sendable {
    /// `openAppWhenRun` on a device without a screen: refused at once.
    case deviceCheck
    /// A `requires` flag that must be on, by its position.
    case requirement(Int)
    /// A parameter, by its position: from the utterance, a default, or a question.
    case parameter(Int)
    /// A `failures` case, by its position: when it holds, the intent ends with its dialog.
    case failure(Int)
    /// The intent's confirmation (`requestConfirmation`).
    case confirmation
    /// The first `result` case that holds.
    case result

    public static func steps(of intent: Intent) -> [IntentStep] {
        var steps: [IntentStep] = []
        steps.reserveCapacity(intent.requirements.count + intent.parameters.count + intent.failures.count + 3)
        if intent.opensApp { steps.append(.deviceCheck) }
        for position in intent.requirements.indices { steps.append(.requirement(position)) }
        for position in intent.parameters.indices { steps.append(.parameter(position)) }
        for position in intent.failures.indices { steps.append(.failure(position)) }
        if intent.confirmation != nil { steps.append(.confirmation) }
        steps.append(.result)
        return steps
    }
}
