import ParleyText

/// Every problem with a setting, with its wording: one that cannot be read (`@device tv`)
/// and one the session cannot make (`@set` of an app or flag that does not exist). `sigil`
/// is how the user wrote settings — `@` in a transcript, `:` at the REPL.
public enum SessionProblem: DiagnosticProblem, Hashable {
    case deviceMissing(sigil: String)
    case unknownDevice(String)
    case localeMissing(sigil: String)
    case notALocaleCode(String)
    case nowNeedsDate(sigil: String, written: String)
    case setNeedsAssignment(sigil: String)
    case setNeedsName(sigil: String)
    case flagNotBoolean(String, written: String)
    case takesNothing(sigil: String, setting: String)
    case unknownSetting(sigil: String, name: String)
    case unknownApp(String, apps: [String])
    case unknownFlag(String, app: String, flags: [String])
    case shortcutNeedsQuotedName(sigil: String)
    case targetUnreadable(sigil: String, setting: String)
    case targetNeedsAppAndIntent
    case targetPairUnreadable(String)
    case targetParameterTwice(String)
    case deleteDonationsNeedsApp(sigil: String)
    case unknownIntent(String, app: String, intents: [String])
    case unknownParameter(String, intent: String, parameters: [String])
    case notAValueOf(String, parameter: String, expected: String)
    case nameInUse(owner: String)
    case noPersonalShortcut(String, names: [String])
    case nothingToAddToSiri
    case unknownSiriMode(sigil: String, written: String)
    case unknownRegion(String, nearest: [String], codes: [String])
    case settingNeedsApp(sigil: String, setting: String)
    case onScreenUnreadable(sigil: String)
    case unknownTypeOf(String, app: String, types: [String])
    case notAValueOfType(String, type: String, values: [String])
    case defaultAppUnreadable(sigil: String)
    case unknownDomain(String, nearest: [String])
    case domainWithoutApp(String, app: String?, adopters: [String])

    public var severity: Diagnostic.Severity { .error }

    public var message: String {
        switch self {
        case .deviceMissing(let sigil):
            "\(sigil)device needs phone or homepod"
        case .unknownDevice(let device):
            "unknown device \(device.quotedExcerpt); use phone or homepod"
        case .localeMissing(let sigil):
            "\(sigil)locale needs a locale code such as en or ja"
        case .notALocaleCode(let code):
            "\(code.quotedExcerpt) is not a locale code such as en, ja or en-GB"
        case .nowNeedsDate(let sigil, let written):
            "\(sigil)now needs a date like 2026-11-21 or 2026-11-21T09:00\(written.isEmpty ? "" : ", not \(written.quotedExcerpt)")"
        case .setNeedsAssignment(let sigil):
            "\(sigil)set needs an app and name=value, like '\(sigil)set Meditation loggedIn=false'"
        case .setNeedsName(let sigil):
            "\(sigil)set needs a name before '=', like loggedIn=false"
        case .flagNotBoolean(let flag, let written):
            "'\(flag)' takes true or false, not \(written.quotedExcerpt)"
        case .takesNothing(let sigil, let setting):
            "\(sigil)\(setting) takes nothing after it"
        case .unknownSetting(let sigil, let name):
            "unknown setting \("\(sigil)\(name)".quotedExcerpt); expected \(SessionSetting.names.map { sigil + $0 }.joined(separator: ", "))"
        case .unknownApp(let name, let apps):
            "unknown app \(name.quotedExcerpt); apps: \(apps.joined(separator: ", "))"
        case .unknownFlag(let flag, let app, let flags):
            "\(app) has no flag \(flag.quotedExcerpt); it has: \(flags.joined(separator: ", "))"
        case .shortcutNeedsQuotedName(let sigil):
            "\(sigil)shortcut needs the shortcut's name in double quotes, '=' and what it runs, like '\(sigil)shortcut \"Soup time\" = Soup Chef/OrderSoup soup=tomatoSoup' (or '= none' to remove it)"
        case .targetUnreadable(let sigil, let setting):
            "expected 'App/Intent key=value …' after \(sigil)\(setting)\(setting == "shortcut" ? " \"NAME\" =" : ""), like 'Soup Chef/OrderSoup soup=tomatoSoup'"
        case .targetNeedsAppAndIntent:
            "expected 'App/Intent' with both an app and an intent key, like 'Soup Chef/OrderSoup'"
        case .targetPairUnreadable(let pair):
            "expected key=value after the intent, not \(pair.quotedExcerpt)"
        case .targetParameterTwice(let name):
            "parameter '\(name)' is given twice"
        case .deleteDonationsNeedsApp(let sigil):
            "\(sigil)delete-donations needs an app, or an app and an intent: '\(sigil)delete-donations Soup Chef' or '\(sigil)delete-donations Soup Chef/OrderSoup'"
        case .unknownIntent(let intent, let app, let intents):
            "\(app) has no intent \(intent.quotedExcerpt); it has: \(intents.joined(separator: ", "))"
        case .unknownParameter(let name, let intent, let parameters):
            "intent '\(intent)' has no parameter \(name.quotedExcerpt); it has: \(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))"
        case .notAValueOf(let value, let parameter, let expected):
            "\(value.quotedExcerpt) is not a value of '\(parameter)': expected \(expected)"
        case .nameInUse(let owner):
            "That phrase is already used by \(owner)."
        case .noPersonalShortcut(let name, let names):
            "no personal shortcut named \(name.quotedExcerpt)\(names.isEmpty ? "" : "; there are: \(names.joined(separator: ", "))")"
        case .unknownSiriMode(let sigil, let written):
            "\(sigil)siri takes classic or ai\(written.isEmpty ? "" : ", not \(written.quotedExcerpt)")"
        case .unknownRegion(let code, let nearest, let codes):
            "unknown region \(code.quotedExcerpt)" + (nearest.isEmpty ? "; regions: \(codes.joined(separator: ", "))" : "; did you mean \(nearest.joined(separator: ", "))?")
        case .settingNeedsApp(let sigil, let setting):
            "\(sigil)\(setting) needs an app's name (or none)"
        case .onScreenUnreadable(let sigil):
            "\(sigil)on-screen needs 'App/Type id', like '\(sigil)on-screen Errands/List groceries' (or none)"
        case .unknownTypeOf(let type, let app, let types):
            "\(app) has no type \(type.quotedExcerpt); it has: \(types.isEmpty ? "none" : types.joined(separator: ", "))"
        case .notAValueOfType(let id, let type, let values):
            "\(id.quotedExcerpt) is not a value of \(type); values: \(values.joined(separator: ", "))"
        case .defaultAppUnreadable(let sigil):
            "\(sigil)default-app needs 'domain=App', like '\(sigil)default-app messages=Signal' (or 'messages=none')"
        case .unknownDomain(let domain, let nearest):
            "unknown schema domain \(domain.quotedExcerpt)" + (nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", "))?")
        case .domainWithoutApp(let domain, let app, let adopters):
            if let app {
                "\(app) adopts no schema of the \(domain) domain" + (adopters.isEmpty ? "; no app here does" : "; apps that do: \(adopters.joined(separator: ", "))")
            } else {
                "no app here adopts a schema of the \(domain) domain"
            }
        case .nothingToAddToSiri:
            "nothing to add to Siri yet: run an intent first, or name one with ':add-to-siri NAME = App/Intent key=value'"
        }
    }
}
