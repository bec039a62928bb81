import Foundation
import ParleyCore

/// The REPL's `:` commands (SPEC §6). Each returns the lines to print; none touches the
/// terminal, so they work the same at a prompt and through a pipe.
struct ReplCommands {
    enum Outcome {
        case lines([String])
        case quit
    }

    let session: Session
    let catalogDirectories: [String]

    static let names = [":help", ":apps", ":phrases", ":device", ":locale", ":now", ":set", ":launch", ":reset", ":state", ":why", ":save", ":quit"]

    static let help = [
        "Type what you would say to Siri, or a command:",
        "  :apps                      list the apps and their state",
        "  :phrases [app]             list the phrases (of one app)",
        "  :device [phone|homepod]    show or switch the device",
        "  :locale [code]             show or switch the locale (en, ja, …)",
        "  :now [2026-11-21T09:00]    show or set the session clock",
        "  :set APP name=value        set launched or a flag (:set Meditation loggedIn=false)",
        "  :launch APP                mark an app as launched once",
        "  :reset                     restore the catalog's initial state",
        "  :state                     show where the dialogue is",
        "  :why UTTERANCE             explain how an utterance matches, or why not",
        "  :save FILE                 save this session as a transcript",
        "  :quit                      leave (or Ctrl-D); Ctrl-C abandons a dialogue",
    ]

    func run(_ line: String) -> Outcome {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let name = String(trimmed.prefix { !$0.isWhitespace })
        let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case ":help", ":h", ":?":
            return .lines(Self.help)
        case ":quit", ":q", ":exit":
            return .quit
        case ":apps":
            return .lines(apps())
        case ":phrases":
            return .lines(phrases(argument))
        case ":device":
            guard !argument.isEmpty else { return .lines(["device: \(session.device.rawValue)"]) }
            guard let device = Device(rawValue: argument.lowercased()) else { return .lines(["error: unknown device '\(argument)'; use phone or homepod"]) }
            session.setDevice(device)
            return .lines(["device: \(device.rawValue)"])
        case ":locale":
            guard !argument.isEmpty else { return .lines(["locale: \(session.locale)"]) }
            session.setLocale(argument)
            return .lines(["locale: \(argument)"])
        case ":now":
            guard !argument.isEmpty else { return .lines(["now: \(session.now.iso)"]) }
            guard let date = CalendarDate(iso: argument) else { return .lines(["error: expected a date like 2026-11-21 or 2026-11-21T09:00"]) }
            session.setNow(date)
            return .lines(["now: \(date.iso)"])
        case ":set":
            return .lines(set(argument))
        case ":launch":
            guard !argument.isEmpty else { return .lines(["error: usage: :launch APP"]) }
            return .lines(assign(app: argument, "launched=true"))
        case ":reset":
            session.reset()
            return .lines(["State reset."])
        case ":state":
            return .lines(["dialogue: \(session.state.name)", "device: \(session.device.rawValue), locale: \(session.locale), now: \(session.now.iso)"])
        case ":why":
            guard !argument.isEmpty else { return .lines(["error: usage: :why UTTERANCE"]) }
            return .lines(MatchExplainer(index: session.index).explain(argument, notLaunched: session.notLaunchedApps))
        case ":save":
            return .lines(save(argument))
        default:
            return .lines(["error: unknown command '\(name)'; type :help for the list"])
        }
    }

    private func apps() -> [String] {
        session.catalog.apps.enumerated().map { index, app in
            let state = session.appStates[index]
            let synonyms = app.synonyms.strings(for: session.locale)
            var line = "\(app.name.resolved(for: session.locale))"
            if !synonyms.isEmpty { line += " (also: \(synonyms.joined(separator: ", ")))" }
            line += " — \(app.shortcuts.count) shortcut\(app.shortcuts.count == 1 ? "" : "s")"
            if !state.launched { line += ", not launched yet" }
            if !state.flags.isEmpty { line += ", " + state.flags.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }
            return line
        }
    }

    private func phrases(_ appName: String) -> [String] {
        let indices: [Int]
        if appName.isEmpty {
            indices = Array(session.catalog.apps.indices)
        } else if let index = session.catalog.appIndex(named: appName) {
            indices = [index]
        } else {
            return ["error: unknown app '\(appName)'"]
        }
        var lines: [String] = []
        for index in indices {
            let app = session.catalog.apps[index]
            lines.append("\(app.name.resolved(for: session.locale)):")
            for shortcut in app.shortcuts {
                let title = app.title(of: shortcut, locale: session.locale)
                lines.append("  \(title) (\(shortcut.intentKey))")
                for phrase in shortcut.phrases.resolved(for: session.locale) {
                    lines.append("    \(phrase.text)")
                }
            }
        }
        return lines
    }

    private func set(_ argument: String) -> [String] {
        guard let parsed = StateAssignment(parsing: argument) else {
            return ["error: usage: :set APP name=value (for example :set Meditation loggedIn=false)"]
        }
        return assign(app: parsed.app, parsed.assignment)
    }

    private func assign(app: String, _ assignment: String) -> [String] {
        do {
            try session.set(app: app, assignment: assignment)
            return ["\(app): \(assignment)"]
        } catch {
            return ["error: \(error.message)"]
        }
    }

    private func save(_ path: String) -> [String] {
        guard !path.isEmpty else { return ["error: usage: :save FILE"] }
        let file = path.hasSuffix(".transcript") ? path : path + ".transcript"
        do {
            let text = TranscriptWriter(catalogDirectories: catalogDirectories).write(session.events, to: file)
            try AtomicFile.write(text, to: file)
            let turns = session.events.filter { if case .turn = $0 { return true } else { return false } }.count
            return ["Saved \(turns) turn\(turns == 1 ? "" : "s") to \(file)."]
        } catch {
            return ["error: cannot write \(file): \(error.localizedDescription)"]
        }
    }
}
