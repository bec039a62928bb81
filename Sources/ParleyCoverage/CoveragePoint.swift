import ParleyText
import ParleyDialogue

/// One thing an app's dialogue can reach, named within the app: what a coverage item
/// counts and what a node or edge of the dialogue map stands for.
public enum CoveragePoint: Hashable, Sendable {
    case shortcut(Int)
    /// A phrase, by where it is written in the app's file (the same file, however a
    /// transcript's `@phrases` reached it).
    case phrase(line: Int, column: Int)
    case spokenValue(type: String, valueID: String)
    case prompt(intent: String, parameter: String)
    case choice(intent: String, parameter: String)
    case parameterConfirmation(intent: String, parameter: String, accepted: Bool)
    case bound(intent: String, parameter: String, DialogueEvent.Bound)
    case defaultValue(intent: String, parameter: String)
    case intentConfirmation(intent: String, accepted: Bool)
    case requirement(intent: String, Int)
    case failure(intent: String, Int)
    /// A result case by position; nil for an intent without one ("Done.").
    case result(intent: String, Int?)
    case refusedOnDevice(intent: String, Device)
    case device(Device)
    case locale(String)
    /// A donation suggested as the intent's shortcut type, by position.
    case suggested(intent: String, shortcutType: Int)
    /// The intent run by a personal shortcut.
    case personalShortcut(intent: String)
    /// The intent reached by Siri AI through a door, `schema` or `tool` (SPEC §10).
    case door(intent: String, route: String)
    /// Drawn on the map but not counted: every question has them.
    case cancelled(intent: String, DialogueStep)
    case gaveUp(intent: String, DialogueStep)

    /// The app an event is about and the points it reaches in it.
    ///
    /// - Parameter locale: the app's own locale that the session's locale resolves to.
    static func reached(by event: DialogueEvent, locale: (Int, String) -> String) -> (app: Int, points: [CoveragePoint]) {
        switch event {
        case .shortcutStarted(let app, let shortcut, let phrase, let device, let sessionLocale):
            var points: [CoveragePoint] = [.shortcut(shortcut), .device(device), .locale(locale(app, sessionLocale))]
            if let phrase { points.append(.phrase(line: phrase.line, column: phrase.column)) }
            return (app, points)
        case .valueSpoken(let app, let type, let id): return (app, [.spokenValue(type: type, valueID: id)])
        case .asked(let app, let intent, let parameter): return (app, [.prompt(intent: intent, parameter: parameter)])
        case .chose(let app, let intent, let parameter): return (app, [.choice(intent: intent, parameter: parameter)])
        case .parameterConfirmed(let app, let intent, let parameter, let accepted):
            return (app, [.parameterConfirmation(intent: intent, parameter: parameter, accepted: accepted)])
        case .outOfRange(let app, let intent, let parameter, let bound): return (app, [.bound(intent: intent, parameter: parameter, bound)])
        case .defaulted(let app, let intent, let parameter): return (app, [.defaultValue(intent: intent, parameter: parameter)])
        case .intentConfirmed(let app, let intent, let accepted): return (app, [.intentConfirmation(intent: intent, accepted: accepted)])
        case .requirementRefused(let app, let intent, let position): return (app, [.requirement(intent: intent, position)])
        case .failed(let app, let intent, let position): return (app, [.failure(intent: intent, position)])
        case .resulted(let app, let intent, let position): return (app, [.result(intent: intent, position)])
        case .refusedOnDevice(let app, let intent, let device): return (app, [.refusedOnDevice(intent: intent, device)])
        case .cancelled(let app, let intent, let step): return (app, [.cancelled(intent: intent, step)])
        case .gaveUp(let app, let intent, let step): return (app, [.gaveUp(intent: intent, step)])
        case .personalShortcutRan(let app, let intent): return (app, [.personalShortcut(intent: intent)])
        case .suggested(let app, let intent, let type): return (app, [.suggested(intent: intent, shortcutType: type)])
        case .siriAIReached(let app, let intent, let door): return (app, [.door(intent: intent, route: door)])
        }
    }

    /// The one point an event of an intent's dialogue reaches (a `DialogueGraph.Point`'s: each
    /// of those reaches one, where a shortcut's start reaches several).
    static func counted(by event: DialogueEvent) -> CoveragePoint {
        reached(by: event) { _, locale in locale }.points[0]
    }
}
