import ParleyCore

/// Tab completion at the REPL: commands, app names after commands that take one,
/// devices, and otherwise the words of the catalog's phrases as users say them.
struct Completer {
    let session: Session

    func candidates(word: String, start: Int32) -> [String] {
        let line = currentLine()
        let prefix = word.lowercased()
        let pool: [String]
        if start == 0, word.hasPrefix(":") {
            pool = ReplCommands.names
        } else if line.hasPrefix(":device") {
            pool = Device.allCases.map(\.rawValue)
        } else if line.hasPrefix(":phrases") || line.hasPrefix(":launch") || line.hasPrefix(":set") {
            pool = session.catalog.apps.map(\.key)
        } else {
            pool = phraseWords()
        }
        // Candidates follow the case the user typed, so readline can insert their common prefix.
        let capitalized = word.first?.isUppercase ?? false
        var seen: Set<String> = []
        return pool.filter { $0.lowercased().hasPrefix(prefix) }
            .map { candidate in
                guard !candidate.hasPrefix(":"), !word.isEmpty else { return candidate }
                let lower = candidate.lowercased()
                return capitalized ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
            }
            .filter { seen.insert($0).inserted }
            .sorted()
    }

    private func phraseWords() -> [String] {
        var words: [String] = []
        for app in session.catalog.apps {
            words += app.spokenNames(for: session.locale).flatMap { $0.split(separator: " ").map(String.init) }
            for shortcut in app.shortcuts {
                for phrase in shortcut.phrases.resolved(for: session.locale) {
                    guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                    for case .text(let text) in template.segments {
                        words += text.split(whereSeparator: { $0 == " " || $0 == "?" }).map { $0.lowercased() }
                    }
                }
            }
            for type in app.types {
                for value in type.values {
                    words += value.spokenNames(for: session.locale).flatMap { $0.split(separator: " ").map(String.init) }
                }
            }
        }
        return words
    }
}
