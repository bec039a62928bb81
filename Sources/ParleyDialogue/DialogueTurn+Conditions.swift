import ParleyText
import ParleyCatalog
import ParleyMatching

/// The intent and parameter a run is at, and whether a `when` condition holds.
extension DialogueTurn {
    func context(of run: IntentRun) -> (App, Intent) {
        let app = catalog.apps[run.appIndex]
        // Loading guarantees every shortcut's intent exists.
        let intent = app.intent(run.intentKey) ?? Intent(key: run.intentKey, title: LocalizedText(run.intentKey), location: app.location)
        return (app, intent)
    }

    /// The parameter a question is about: a run waits for an answer only at a parameter's step.
    func currentParameter(of run: IntentRun) -> Parameter {
        currentParameter(of: run, in: intent(of: run))
    }

    /// The run's intent alone: `context(of:)` copies its app out of the catalog too.
    func intent(of run: IntentRun) -> Intent {
        catalog.apps[run.appIndex].intent(run.intentKey) ?? context(of: run).1
    }

    /// The same, in the run's intent already looked up: the parameter of the step of its
    /// graph the run is at, as `proceed` walks it.
    func currentParameter(of run: IntentRun, in intent: Intent) -> Parameter {
        let steps = graphs.graph(app: run.appIndex, intent: intent, of: catalog.apps[run.appIndex]).steps
        guard steps.indices.contains(run.step), case .parameter(let step) = steps[run.step] else {
            preconditionFailure("a question waits at \(run.step), which is no parameter of \(intent.key)")
        }
        return step.parameter
    }

    func renderer(for run: IntentRun) -> DialogueRenderer {
        let (app, intent) = context(of: run)
        return DialogueRenderer(app: app, intent: intent, device: device, locale: locale, flags: appStates[run.appIndex], strings: language.strings, formatter: language.formatter)
    }

    func holds(_ condition: Condition, _ run: IntentRun) -> Bool {
        let (_, intent) = context(of: run)
        return condition.clauses.allSatisfy { clause in
            if intent.parameter(named: clause.name) != nil {
                let value = run.values[clause.name]
                switch clause.expected {
                case .none: return value == nil
                case .identifier(let id): return value == .identifier(id) || value == .string(id)
                case .bool(let flag): return value == .bool(flag)
                case .number(let number):
                    switch value {
                    case .int(let int)?: return Double(int) == number
                    case .double(let double)?: return double == number
                    case .duration(let seconds)?: return Double(seconds) == number
                    default: return false
                    }
                }
            }
            let flag = appStates[run.appIndex].flag(clause.name)
            switch clause.expected {
            case .bool(let expected): return flag == expected
            case .none: return flag == nil
            default: return false
            }
        }
    }
}
