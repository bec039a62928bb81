import ParleyText
import ParleyCatalog

/// A change to a session's settings or state, written the same way everywhere: as a
/// transcript directive (`@device homepod`), as a REPL command (`:device homepod`) and in
/// the session's event log, which `:save` writes back as directives.
///
///     try SessionSetting(name: "set", argument: "Soup Chef loggedIn=off").directive
///     // "@set Soup Chef loggedIn=false"
public enum SessionSetting: Hashable, Sendable {
    case device(Device)
    case locale(String)
    /// The session clock that relative dates ("tomorrow") are read against.
    case now(CalendarDate)
    /// `launched` or a flag of an app (whose name may have spaces).
    case set(app: String, name: String, value: Bool)
    /// Every app back to its catalog state, with no dialogue in progress.
    case reset
    /// The dialogue in progress abandoned, silently (Ctrl-C at the REPL).
    case cancel
    /// A personal shortcut named `name` that runs `target`; nil removes it (SPEC §9).
    case shortcut(name: String, target: IntentTarget?)
    /// The intent the last dialogue ran, with its values, added to Siri under `name` (or the
    /// intent's suggested phrase, else its shortcut's title). Recorded as the `.shortcut` it makes.
    case addLastRunToSiri(name: String?)
    /// An app's donation of an intent, without running it.
    case donate(IntentTarget)
    /// An app's donations deleted: all of them, or one intent's.
    case deleteDonations(app: String, intent: String?)
    /// Siri AI on or off (SPEC §10).
    case siri(SiriAISettings.Mode)
    /// Where the device is, by a code of `SiriAIAvailability` (`us`, `eu`).
    case region(String)
    /// The app in the foreground; nil for none.
    case foreground(app: String?)
    /// An app whose live activity starts; nil ends them all.
    case liveActivity(app: String?)
    /// The entity on screen, `App/Type id`; nil for none.
    case onScreen(OnScreenEntity?)
    /// The app chosen for a schema domain; nil for none (Apple's app again).
    case defaultApp(domain: String, app: String?)

    /// An entity as `@on-screen` names it: `Errands/List groceries`.
    public struct OnScreenEntity: Hashable, Sendable {
        public var app: String
        public var type: String
        public var id: String
    }

    /// The names, as directives and commands use them (after `@` or `:`).
    public static let names = [
        "device", "locale", "now", "set", "reset", "cancel", "shortcut", "donate", "delete-donations",
        "siri", "region", "foreground", "live-activity", "on-screen", "default-app",
    ]

    /// A setting that could not be read: the message, for the caller to place.
    public struct ParseError: Error, Sendable, Equatable {
        public var problem: SessionProblem
        public var message: String { problem.message }
    }

    /// Reads a setting from its name and the rest of the line. `sigil` is how the caller's
    /// users write settings (`@` in transcripts, `:` at the REPL), for messages.
    public init(name: String, argument: String, sigil: String = "@") throws(ParseError) {
        let argument = argument.trimmed
        switch name {
        case "device":
            guard let device = Device(rawValue: argument.lowercased()) else {
                throw ParseError(problem: argument.isEmpty ? .deviceMissing(sigil: sigil) : .unknownDevice(argument))
            }
            self = .device(device)
        case "locale":
            guard LocaleCode.isValid(argument) else {
                throw ParseError(problem: argument.isEmpty ? .localeMissing(sigil: sigil) : .notALocaleCode(argument))
            }
            self = .locale(argument)
        case "now":
            guard let date = CalendarDate(iso: argument) else {
                throw ParseError(problem: .nowNeedsDate(sigil: sigil, written: argument))
            }
            self = .now(date)
        case "set":
            // The assignment is the last word; the app's name is everything before it, or
            // in quotes (`"Evil #App" loggedIn=false`).
            guard let space = argument.lastIndex(of: " "), case let assignment = argument[argument.index(after: space)...],
                  let equals = assignment.firstIndex(of: "=")
            else {
                throw ParseError(problem: .setNeedsAssignment(sigil: sigil))
            }
            let written = Substring(argument[..<space])
            let app = QuotedText.read(written.unicodeScalars).map(\.text) ?? String(written).trimmed
            let flag = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            guard !flag.isEmpty else { throw ParseError(problem: .setNeedsName(sigil: sigil)) }
            guard let value = Self.bool(text) else {
                throw ParseError(problem: .flagNotBoolean(flag, written: text))
            }
            self = .set(app: app, name: flag, value: value)
        case "shortcut":
            self = try Self.shortcut(argument, sigil: sigil, quotesRequired: sigil == "@")
        case "donate":
            self = .donate(try Self.target(argument, sigil: sigil, setting: name))
        case "delete-donations":
            guard !argument.isEmpty else { throw ParseError(problem: .deleteDonationsNeedsApp(sigil: sigil)) }
            if let (app, rest) = QuotedText.read(Substring(argument).unicodeScalars) {
                let intent = rest.first == "/" ? String(Substring(rest.dropFirst())).trimmed : ""
                guard !app.isEmpty, rest.isEmpty || !intent.isEmpty else { throw ParseError(problem: .deleteDonationsNeedsApp(sigil: sigil)) }
                self = .deleteDonations(app: app, intent: intent.isEmpty ? nil : intent)
            } else if let slash = argument.lastIndex(of: "/") {
                let app = String(argument[..<slash]).trimmed, intent = String(argument[argument.index(after: slash)...]).trimmed
                guard !app.isEmpty, !intent.isEmpty else { throw ParseError(problem: .deleteDonationsNeedsApp(sigil: sigil)) }
                self = .deleteDonations(app: app, intent: intent)
            } else {
                self = .deleteDonations(app: argument, intent: nil)
            }
        case "siri":
            guard let mode = SiriAISettings.Mode(rawValue: argument.lowercased()) else {
                throw ParseError(problem: .unknownSiriMode(sigil: sigil, written: argument))
            }
            self = .siri(mode)
        case "region":
            let code = argument.lowercased()
            let availability = SiriAIAvailability.bundled
            guard availability.regions[code] != nil else {
                let nearest = availability.regionCodes.filter { !code.isEmpty && EditDistance.between($0, code) <= 1 }
                throw ParseError(problem: .unknownRegion(argument, nearest: nearest, codes: availability.regionCodes))
            }
            self = .region(code)
        case "foreground", "live-activity":
            guard !argument.isEmpty else { throw ParseError(problem: .settingNeedsApp(sigil: sigil, setting: name)) }
            let app = argument == "none" ? nil : (QuotedText.read(Substring(argument).unicodeScalars).map(\.text) ?? argument)
            self = name == "foreground" ? .foreground(app: app) : .liveActivity(app: app)
        case "on-screen":
            if argument == "none" { self = .onScreen(nil); return }
            guard let space = argument.lastIndex(of: " "), let slash = argument[..<space].lastIndex(of: "/") else {
                throw ParseError(problem: .onScreenUnreadable(sigil: sigil))
            }
            let written = argument[..<slash]
            let app = QuotedText.read(written.unicodeScalars).map(\.text) ?? String(written).trimmed
            let type = String(argument[argument.index(after: slash)..<space]).trimmed
            let id = String(argument[argument.index(after: space)...]).trimmed
            guard !app.isEmpty, !type.isEmpty, !id.isEmpty else { throw ParseError(problem: .onScreenUnreadable(sigil: sigil)) }
            self = .onScreen(OnScreenEntity(app: app, type: type, id: id))
        case "default-app":
            guard let equals = argument.firstIndex(of: "=") else { throw ParseError(problem: .defaultAppUnreadable(sigil: sigil)) }
            let domain = String(argument[..<equals]).trimmed
            let written = String(argument[argument.index(after: equals)...]).trimmed
            guard !domain.isEmpty, !written.isEmpty else { throw ParseError(problem: .defaultAppUnreadable(sigil: sigil)) }
            let app = written == "none" ? nil : (QuotedText.read(Substring(written).unicodeScalars).map(\.text) ?? written)
            self = .defaultApp(domain: domain, app: app)
        case "reset", "cancel":
            guard argument.isEmpty else { throw ParseError(problem: .takesNothing(sigil: sigil, setting: name)) }
            self = name == "reset" ? .reset : .cancel
        default:
            throw ParseError(problem: .unknownSetting(sigil: sigil, name: name))
        }
    }

    /// `device homepod`, `set Soup Chef loggedIn=false`, `reset`.
    public var text: String {
        switch self {
        case .device(let device): "device \(device.rawValue)"
        case .locale(let locale): "locale \(locale)"
        case .now(let date): "now \(date.iso)"
        case .set(let app, let name, let value): "set \(QuotedText.name(app)) \(name)=\(value)"
        case .reset: "reset"
        case .cancel: "cancel"
        case .shortcut(let name, let target): "shortcut \(QuotedText.quoted(name)) = \(target?.description ?? "none")"
        case .addLastRunToSiri(let name): "add-to-siri" + (name.map { " \($0)" } ?? "")
        case .donate(let target): "donate \(target)"
        case .deleteDonations(let app, let intent): "delete-donations \(QuotedText.name(app, alsoQuoting: "/"))" + (intent.map { "/\($0)" } ?? "")
        case .siri(let mode): "siri \(mode.rawValue)"
        case .region(let code): "region \(code)"
        case .foreground(let app): "foreground \(app.map { QuotedText.name($0) } ?? "none")"
        case .liveActivity(let app): "live-activity \(app.map { QuotedText.name($0) } ?? "none")"
        case .onScreen(let entity): "on-screen " + (entity.map { "\(QuotedText.name($0.app, alsoQuoting: "/"))/\($0.type) \($0.id)" } ?? "none")
        case .defaultApp(let domain, let app): "default-app \(domain)=\(app.map { QuotedText.name($0) } ?? "none")"
        }
    }

    /// `"Soup time" = Soup Chef/OrderSoup soup=tomatoSoup`, or `… = none`. At the REPL the
    /// name may go without quotes: it is everything before ` = `.
    public static func shortcut(_ argument: String, sigil: String, quotesRequired: Bool) throws(ParseError) -> SessionSetting {
        let name: String
        var rest: Substring
        if Substring(argument).unicodeScalars.first == "\"" {
            guard let (quoted, after) = QuotedText.read(Substring(argument).unicodeScalars) else {
                throw ParseError(problem: .shortcutNeedsQuotedName(sigil: sigil))
            }
            name = quoted.trimmed
            rest = Substring(after)
        } else {
            guard !quotesRequired, let equals = argument.range(of: " = ") else { throw ParseError(problem: .shortcutNeedsQuotedName(sigil: sigil)) }
            name = String(argument[..<equals.lowerBound]).trimmed
            rest = argument[equals.lowerBound...]
        }
        rest = rest.drop { $0 == " " }
        guard !name.isEmpty, rest.hasPrefix("=") else { throw ParseError(problem: .shortcutNeedsQuotedName(sigil: sigil)) }
        let target = String(rest.dropFirst()).trimmed
        if target == "none" { return .shortcut(name: name, target: nil) }
        return .shortcut(name: name, target: try Self.target(target, sigil: sigil, setting: "shortcut"))
    }

    private static func target(_ text: String, sigil: String, setting: String) throws(ParseError) -> IntentTarget {
        do throws(IntentTarget.ParseError) {
            return try IntentTarget(parsing: text)
        } catch {
            switch error {
            case .unreadable: throw ParseError(problem: .targetUnreadable(sigil: sigil, setting: setting))
            case .needsAppAndIntent: throw ParseError(problem: .targetNeedsAppAndIntent)
            case .pairUnreadable(let pair): throw ParseError(problem: .targetPairUnreadable(pair))
            case .parameterTwice(let name): throw ParseError(problem: .targetParameterTwice(name))
            }
        }
    }

    /// As a transcript writes it: `@device homepod`.
    public var directive: String { "@" + text }

    private static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "on", "yes": true
        case "false", "off", "no": false
        default: nil
        }
    }
}
