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

    /// The names, as directives and commands use them (after `@` or `:`).
    public static let names = ["device", "locale", "now", "set", "reset", "cancel"]

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
            // The assignment is the last word; the app's name is everything before it.
            guard let space = argument.lastIndex(of: " "), case let assignment = argument[argument.index(after: space)...],
                  let equals = assignment.firstIndex(of: "=")
            else {
                throw ParseError(problem: .setNeedsAssignment(sigil: sigil))
            }
            let app = String(argument[..<space]).trimmed
            let flag = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            guard !flag.isEmpty else { throw ParseError(problem: .setNeedsName(sigil: sigil)) }
            guard let value = Self.bool(text) else {
                throw ParseError(problem: .flagNotBoolean(flag, written: text))
            }
            self = .set(app: app, name: flag, value: value)
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
        case .set(let app, let name, let value): "set \(app) \(name)=\(value)"
        case .reset: "reset"
        case .cancel: "cancel"
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
