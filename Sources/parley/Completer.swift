import ParleyCatalog
import ParleyDialogue
import ParleyFrontEnd

/// Tab completion at the REPL, of the whole line: commands, app names after commands that
/// take one, devices, and otherwise whole phrases as a user says them — the app's name
/// filled in, a value slot filled with its first speakable value, and the case the user
/// typed kept for what they typed.
struct Completer {
    let session: Session

    /// Candidates for the whole line typed so far; each starts with exactly that text, so
    /// readline can insert their common part.
    func candidates(for line: String) -> [String] {
        let pool: [String]
        if line.hasPrefix(":device ") {
            pool = Device.allCases.map { ":device \($0.rawValue)" }
        } else if let command = [":phrases ", ":launch ", ":set "].first(where: line.hasPrefix) {
            pool = session.catalog.apps.map { command + $0.key }
        } else if line.hasPrefix(":") {
            pool = ReplCommands.names
        } else {
            pool = phrases()
        }
        let typed = line.lowercased()
        var seen: Set<String> = []
        return pool.filter { $0.lowercased().hasPrefix(typed) }
            .map { line + $0.dropFirst(line.count) }
            .filter { seen.insert($0).inserted }
            .sorted()
    }

    /// Every phrase of every app in the session's locale, as it would be said.
    private func phrases() -> [String] {
        var phrases: [String] = []
        for app in session.catalog.apps {
            let name = app.name.resolved(for: session.locale)
            for shortcut in app.shortcuts {
                let intent = app.intent(shortcut.intentKey)
                for phrase in shortcut.phrases.resolved(for: session.locale) {
                    guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                    let value = template.parameterNames.first.flatMap { parameter in
                        intent?.parameter(named: parameter)?.type.customName.flatMap(app.type(named:))?
                            .speakableValues.first?.title.resolved(for: session.locale)
                    }
                    phrases.append(template.rendered(appName: name, value: value))
                }
            }
        }
        return phrases
    }
}
