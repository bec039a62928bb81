import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue
import ParleyTranscript

/// The REPL's `:` commands. Each returns the lines to print; none touches the terminal, so
/// they work the same at a prompt and through a pipe. Settings (`:device`, `:set`,
/// `:reset` …) are `SessionSetting`s, read and recorded exactly as transcript directives.
public final class ReplCommands {
    public enum Outcome {
        case lines([String])
        case quit
    }

    /// Where `:save` may write.
    public enum SaveRule: Sendable {
        /// The REPL: any path the user can write, as a shell command could.
        case anyPath
        /// The studio: a transcript's name only (`TranscriptName`), saved in this folder and
        /// nowhere else, as the page's Save button does: a line typed in a page must not
        /// write where the page cannot.
        case namesIn(folder: String)
    }

    public let session: Session
    public let catalogDirectories: [String]
    public let saveRule: SaveRule
    /// `:debug`: a line after each turn with the match and the dialogue state.
    public private(set) var debug = false

    public init(session: Session, catalogDirectories: [String], saveRule: SaveRule = .anyPath) {
        self.session = session
        self.catalogDirectories = catalogDirectories
        self.saveRule = saveRule
    }

    public static let names = [
        ":help", ":apps", ":phrases", ":device", ":locale", ":now", ":set", ":launch", ":reset", ":state", ":why",
        ":debug", ":save", ":save!", ":quit", ":add-to-siri", ":shortcuts", ":remove-shortcut", ":donate",
        ":delete-donations", ":suggestions", ":siri", ":region", ":foreground", ":live-activity", ":on-screen", ":default-app",
    ]

    public static let help = [
        "Type what you would say to Siri, or a command:",
        "  :apps                      list the apps and their state",
        "  :phrases [app]             list the phrases (of one app); * needs the app launched once",
        "  :device [phone|homepod]    show or switch the device",
        "  :locale [code]             show or switch the locale (en, ja, …)",
        "  :now [2026-11-21T09:00]    show or set the session clock",
        "  :set APP name=value        set launched or a flag (:set Meditation loggedIn=false)",
        "  :launch APP                mark an app as launched once",
        "  :reset                     restore the catalog's initial state",
        "  :state                     show where the dialogue is",
        "  :why UTTERANCE             explain how an utterance matches, or why not",
        "  :debug                     after each turn, show the match and the dialogue state",
        "  :add-to-siri [NAME]        save the intent just run, with its values, as a personal shortcut",
        "  :add-to-siri NAME = App/Intent key=value …   save any intent as a personal shortcut",
        "  :shortcuts                 list the personal shortcuts",
        "  :remove-shortcut NAME      delete a personal shortcut",
        "  :donate App/Intent key=value …   donate an intent without running it",
        "  :delete-donations APP[/Intent]   delete an app's donations (or one intent's)",
        "  :suggestions               what Siri would suggest from the donations",
        "  :siri [classic|ai]         show or switch Siri AI (app schemas and tools)",
        "  :region [code]             show or set the device's region (us, eu, cn, …)",
        "  :foreground APP|none       the app on screen: Siri AI may call its tools",
        "  :live-activity APP|none    an app with a live activity: Siri AI may call its tools",
        "  :on-screen App/Type id|none   an entity on screen (:on-screen Errands/List groceries)",
        "  :default-app domain=APP    the app Siri AI uses for a schema domain (messages=Signal)",
        "  :save FILE                 save this session as a transcript (:save! FILE overwrites)",
        "  :quit                      leave (or Ctrl-D); Ctrl-C abandons a dialogue",
    ]

    public func run(_ line: String) -> Outcome {
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
        case ":device" where argument.isEmpty:
            return .lines(["device: \(session.device.rawValue)"])
        case ":locale" where argument.isEmpty:
            return .lines(["locale: \(session.locale)"])
        case ":now" where argument.isEmpty:
            return .lines(["now: \(session.now.iso)"])
        case ":set" where !argument.isEmpty && session.catalog.appIndex(named: Self.appName(inSet: argument)) == nil:
            // The app first: a flag's value means nothing for an app that is not there.
            return .lines(["error: " + SessionError(.unknownApp(Self.appName(inSet: argument), apps: session.catalog.apps.map(\.key))).message])
        case ":siri" where argument.isEmpty:
            return .lines(["siri: \(session.conversation.siriAI.mode.rawValue)"])
        case ":region" where argument.isEmpty:
            return .lines(["region: \(session.conversation.siriAI.region)"])
        case ":device", ":locale", ":now", ":set", ":reset", ":siri", ":region", ":foreground", ":live-activity", ":on-screen", ":default-app":
            return .lines(apply(name: String(name.dropFirst()), argument: argument))
        case ":launch":
            guard !argument.isEmpty else { return .lines(["error: usage: :launch APP"]) }
            return .lines(apply(name: "set", argument: "\(argument) launched=true"))
        case ":state":
            return .lines(["dialogue: \(session.state.name)", "device: \(session.device.rawValue), locale: \(session.locale), now: \(session.now.iso)"])
        case ":why":
            guard !argument.isEmpty else { return .lines(["error: usage: :why UTTERANCE"]) }
            return .lines(
                MatchExplainer(index: session.index).explain(argument, notLaunched: session.notLaunchedApps, personalShortcuts: session.personalShortcuts)
                    + session.siriAIExplanation(of: argument))
        case ":debug":
            debug.toggle()
            return .lines(["debug: \(debug ? "on" : "off")"])
        case ":add-to-siri":
            if argument.contains(" = ") || Substring(argument).unicodeScalars.first == "\"" {
                return .lines(apply(name: "shortcut", argument: argument))
            }
            return .lines(apply(.addLastRunToSiri(name: argument.isEmpty ? nil : argument)))
        case ":remove-shortcut":
            guard !argument.isEmpty else { return .lines(["error: usage: :remove-shortcut NAME"]) }
            let quoted = QuotedText.read(Substring(argument).unicodeScalars).flatMap { $0.rest.isEmpty ? $0.text : nil }
            return .lines(apply(.shortcut(name: quoted ?? argument, target: nil)))
        case ":shortcuts":
            let shortcuts = session.personalShortcuts
            guard !shortcuts.isEmpty else { return .lines(["No personal shortcuts. Add one with :add-to-siri."]) }
            return .lines(shortcuts.map { shortcut in
                let target = IntentTarget.written(
                    app: session.catalog.apps[shortcut.appIndex].key, intent: shortcut.intentKey, values: shortcut.values.map { ($0.key, $0.value.written) })
                return "\(QuotedText.quoted(shortcut.name)) = \(target)"
            })
        case ":donate", ":delete-donations":
            return .lines(apply(name: String(name.dropFirst()), argument: argument))
        case ":suggestions":
            return .lines(session.suggestions())
        case ":save", ":save!":
            return .lines(save(argument, overwrite: name == ":save!"))
        default:
            return .lines(["error: unknown command '\(name)'; type :help for the list"])
        }
    }

    /// `Soup Chef` in `Soup Chef loggedIn=false`: everything before the last word.
    private static func appName(inSet argument: String) -> String {
        argument.lastIndex(of: " ").map { String(argument[..<$0]).trimmingCharacters(in: .whitespaces) } ?? argument
    }

    /// The `:debug` line for a turn: how the utterance matched (when it was a request) and
    /// where the dialogue went.
    public func debugLines(input: String, stateBefore: DialogueState) -> [String] {
        var lines: [String] = []
        if stateBefore.isIdle {
            let result = session.matcher.match(input, notLaunched: session.notLaunchedApps)
            let report = MatchReport(index: session.index)
            var line = "[match] \(MatchAssertion(result, report: report))"
            if case .matched(let candidate) = result.outcome {
                line += " via \"\(report.rendered(candidate))\", score \(MatchReport.score(candidate.score))"
            }
            lines.append(line)
        }
        lines.append("[state] \(stateBefore.name) → \(session.state.name)")
        return lines
    }

    private func apply(name: String, argument: String) -> [String] {
        do {
            return apply(try SessionSetting(name: name, argument: argument, sigil: ":"))
        } catch {
            return ["error: \(error.message)"]
        }
    }

    private func apply(_ setting: SessionSetting) -> [String] {
        do {
            let recorded = try session.apply(setting)
            switch recorded {
            case .set(let app, let flag, let value): return ["\(app): \(flag)=\(value)"]
            case .reset: return ["State reset."]
            case .device(let device): return ["device: \(device.rawValue)"]
            case .locale(let locale): return ["locale: \(locale)"] + (Vocabulary.missingNote(for: locale).map { ["note: \($0)"] } ?? [])
            case .now(let date): return ["now: \(date.iso)"]
            case .cancel, .addLastRunToSiri: return []
            case .shortcut(let name, let target?): return ["Added \"\(name)\" to Siri: \(target)"]
            case .shortcut(let name, nil): return ["Removed \"\(name)\"."]
            case .donate(let target): return ["Donated \(target)."]
            case .deleteDonations(let app, let intent): return ["Deleted the donations of \(app)\(intent.map { "/\($0)" } ?? "")."]
            case .siri, .region, .foreground, .liveActivity, .onScreen, .defaultApp:
                // `siri: ai`, `foreground: Errands`: as the other settings answer.
                let text = recorded.text
                return [text.range(of: " ").map { text.replacingCharacters(in: $0, with: ": ") } ?? text]
            }
        } catch {
            return ["error: \(error.message)"]
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

    /// Each phrase as a user reads it: `Start a ‹session› session with Meditation`; a
    /// phrase with a value slot is marked `*` while its app has never been launched.
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
        var marked = false
        for index in indices {
            let app = session.catalog.apps[index]
            let name = app.name.resolved(for: session.locale)
            let launched = session.appStates[index].launched
            lines.append("\(name):")
            for shortcut in app.shortcuts {
                lines.append("  \(app.title(of: shortcut, locale: session.locale)) (\(shortcut.intentKey))")
                for phrase in shortcut.phrases.resolved(for: session.locale) {
                    guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                    let needsLaunch = !launched && !template.parameterNames.isEmpty
                    marked = marked || needsLaunch
                    lines.append("    \(needsLaunch ? "* " : "")\(template.displayed(appName: name))")
                }
            }
        }
        if marked { lines.append("* available once the app has been launched (:launch APP)") }
        return lines
    }

    /// What `:save` writes: after a `:reset`, the conversation since then, with the settings
    /// still in force from before it (the device, the locale, personal shortcuts, donations…):
    /// `:reset` starts the conversation over, and so does its recording.
    static func sinceLastReset(_ events: [SessionEvent]) -> [SessionEvent] {
        guard let reset = events.lastIndex(of: .setting(.reset)) else { return events }
        let carried = events[..<reset].filter { event in
            guard case .setting(let setting) = event else { return false }
            switch setting {
            case .reset, .cancel, .set: return false
            default: return true
            }
        }
        return carried + events[(reset + 1)...]
    }

    private func save(_ path: String, overwrite: Bool) -> [String] {
        guard !path.isEmpty else { return ["error: usage: :save FILE (or :save! FILE to overwrite)"] }
        let file: String
        switch saveRule {
        case .anyPath:
            file = path.hasSuffix(".transcript") ? path : path + ".transcript"
            // A folder the user names is made, as a shell's `mkdir -p` would.
            let folder = (file as NSString).deletingLastPathComponent
            if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        case .namesIn(let folder):
            guard let stem = TranscriptName.stem(of: path) else {
                return ["error: here :save takes a transcript's name (\(TranscriptName.rule)), not a path; it saves into \(folder)"]
            }
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            file = (folder as NSString).appendingPathComponent(stem + ".transcript")
        }
        var status = stat()
        if lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            return ["error: \(file) is a symbolic link; :save writes a file of its own and never through a link, so it was left as it is"]
        }
        if !overwrite, FileManager.default.fileExists(atPath: file) {
            return ["error: \(file) already exists; use :save! \(path) to overwrite it"]
        }
        let events = Self.sinceLastReset(session.events)
        let turns = events.filter { if case .turn = $0 { return true } else { return false } }.count
        // A session with nothing said yet never replaces a recording (`:save!` from history).
        if turns == 0, let existing = try? String(contentsOfFile: file, encoding: .utf8) {
            let recorded = existing.split(whereSeparator: \.isNewline).filter { $0.hasPrefix(">") }.count
            if recorded > 0 {
                return ["error: this session has no turns yet; :save! would replace the \(recorded) turn\(recorded == 1 ? "" : "s") of \(file) with none, so it was left as it is"]
            }
        }
        do {
            let text = TranscriptWriter(catalogDirectories: catalogDirectories)
                .write(initialSettings: session.initialSettings, events: events, to: file)
            try AtomicFile.write(text, to: file, followingLinks: false)
            return ["Saved \(turns) turn\(turns == 1 ? "" : "s") to \(file)."]
        } catch {
            return ["error: cannot write \(file): \(error)"]
        }
    }
}
