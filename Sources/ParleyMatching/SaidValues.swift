import ParleyCatalog

/// A value said outside the phrase's slot (SPEC §3): "Log 3 glasses of water in Trail Log"
/// for the phrase "Log water in \(.applicationName)". The number is heard as an extra word;
/// run without it, the intent would take its default (1) and say "Log 1 glasses of water?",
/// a false trigger. So the reading runs with the number when exactly one parameter of the
/// intent can take it — a whole number for an `Int`, any for a `Double`, within its bounds,
/// not the phrase's own slot nor a shortcut's preset — and is offered back when several
/// could, or the one cannot; an intent with none hears the number as a describing word.
enum SaidValues {
    /// `result` with its match given the values said beside the phrase, or offered back when
    /// they fit no one parameter; unchanged when no number was said outside the phrase.
    static func settle(_ result: MatchResult, index: PhraseIndex) -> MatchResult {
        guard case .matched(let candidate) = result.outcome, !candidate.isExact else { return result }
        let numbers = candidate.edits.compactMap { edit -> Double? in
            if case .extraWord(let word) = edit.kind, word.first?.isNumber == true { return Double(word) }
            return nil
        }
        // An intent with no parameter a number could fill hears it as a describing word, as
        // any extra word ("Buy a Trails one day pass").
        guard !numbers.isEmpty, let takers = takers(for: candidate, index: index), !takers.isEmpty else { return result }
        var settled = result
        if numbers.count == 1, takers.count == 1, let value = value(numbers[0], for: takers[0]) {
            var ran = candidate
            ran.saidValues = [value]
            settled.outcome = .matched(ran)
            if let first = settled.candidates.firstIndex(of: candidate) { settled.candidates[first] = ran }
        } else {
            settled.outcome = .none(suggestion: candidate)
        }
        return settled
    }

    /// The intent's parameters a number could fill: an `Int` or a `Double`.
    private static func takers(for candidate: MatchCandidate, index: PhraseIndex) -> [Parameter]? {
        freeParameters(of: candidate, index: index)?.filter { $0.type == .int || $0.type == .double }
    }

    /// The intent's parameters a value said beside the phrase may fill: not the phrase's own
    /// slot, nor one a shortcut presets. A number's (above) and a value's name said after the
    /// phrase (`Rereading.ValueAfter`, given in `SearchFindings.give`).
    static func freeParameters(of candidate: MatchCandidate, index: PhraseIndex) -> [Parameter]? {
        let app = index.catalog.apps[candidate.appIndex]
        let shortcut = app.shortcuts[candidate.shortcutIndex]
        return app.intent(shortcut.intentKey)?.parameters.filter { parameter in
            parameter.name != candidate.parameter?.parameterName && shortcut.preset(named: parameter.name) == nil
        }
    }

    /// `number` as the value of `taker`; nil when it is not one (outside its bounds, or not
    /// whole for an `Int`).
    private static func value(_ number: Double, for taker: Parameter) -> SaidValue? {
        guard number.isFinite, taker.minimum.map({ number >= $0 }) ?? true, taker.maximum.map({ number <= $0 }) ?? true else { return nil }
        if taker.type == .int {
            guard number == number.rounded(), abs(number) < 1e15 else { return nil }
            return SaidValue(parameterName: taker.name, value: .int(Int(number)))
        }
        return SaidValue(parameterName: taker.name, value: .double(number))
    }
}

/// A value said beside the phrase, for a parameter its slot does not capture.
public struct SaidValue: Hashable, Sendable {
    public var parameterName: String
    public var value: ParameterValue
}
