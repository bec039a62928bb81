import ParleyText
import ParleyCatalog

/// What Siri says at a step, stated once: the session says it with the run's values
/// (`DialogueTurn.prompt()`, `finish`), and the dialogue map draws it with the dialogs as
/// written (ParleyCoverage's `DialogueMapBuilder`). `dialog` turns a catalog dialog into the
/// text shown.
public enum StepLines {
    /// The question for a missing value: the parameter's own prompt, or Siri's for a value or
    /// for a choice, named by the title in the locale (or by none, when the title has no
    /// translation for it: a line is never half in another language).
    public static func value(of parameter: Parameter, choosing: Bool, locale: String, strings: SystemStrings,
                             dialog: (Dialog) -> String) -> String {
        if let prompt = parameter.prompt { return dialog(prompt) }
        let title = parameter.title.spoken(in: locale)
        return choosing ? strings.choicePrompt(title) : strings.valuePrompt(title)
    }

    /// The confirmation of a value that came with the request: the parameter's own dialog, or
    /// Siri's "Just to confirm, you wanted …?" with the value as said.
    public static func confirmation(of parameter: Parameter, value: String, strings: SystemStrings,
                                    dialog: (Dialog) -> String) -> String {
        if case .custom(let custom) = parameter.confirmation { return dialog(custom) }
        return strings.confirmValue(value)
    }

    /// What the result step says: the case's dialog, or "Done." when it has none and the app
    /// does not open; then the snippet's lines (on a screen); then the opened app.
    public static func result(_ result: ResultCase?, of intent: Intent, appName: String, snippet: [String] = [],
                              strings: SystemStrings, dialog: (Dialog) -> String) -> [String] {
        var lines: [String] = []
        if let said = result?.dialog {
            lines.append(dialog(said))
        } else if !intent.opensApp {
            lines.append(strings.done)
        }
        lines += snippet
        if intent.opensApp { lines.append(strings.opensApp(appName)) }
        return lines
    }

    /// What a `requires` step says when its flag is off: its dialog, or Siri's "can't do that
    /// right now".
    public static func refused(by requirement: Requirement, appName: String, strings: SystemStrings, dialog: (Dialog) -> String) -> String {
        requirement.dialog.map(dialog) ?? strings.cannotRunNow(appName)
    }
}
