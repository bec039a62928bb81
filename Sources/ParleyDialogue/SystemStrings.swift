import ParleyText
import ParleyCatalog
import ParleyMatching

/// Everything Siri says on its own (not from the catalog), per language. English is
/// canonical; other languages give the same structure in their own words.
public struct SystemStrings: Sendable {
    public var notUnderstood: String
    public var didYouMean: @Sendable (String) -> String
    public var cancelled: String
    public var didNotGetThat: String
    public var giveUp: String
    public var done: String
    public var opensApp: @Sendable (String) -> String
    public var cannotOpenApp: @Sendable (String) -> String
    public var whichOne: String
    public var helpHeading: @Sendable (String) -> String
    public var noShortcuts: @Sendable (String) -> String
    public var valuePrompt: @Sendable (String) -> String
    public var choicePrompt: @Sendable (String) -> String
    public var confirmValue: @Sendable (String) -> String
    public var tooLow: @Sendable (String, String) -> String
    public var tooHigh: @Sendable (String, String) -> String
    public var cannotRunNow: @Sendable (String) -> String
    /// "Calming, Walking, or Focus?"
    public var spokenList: @Sendable ([String]) -> String
    public var flagOn: String
    public var flagOff: String
    public var yes: String
    public var no: String

    public static func forLocale(_ locale: String) -> SystemStrings {
        LocaleCode.language(of: locale) == "ja" ? japanese : english
    }

    public static let english = SystemStrings(
        notUnderstood: "I'm not sure I understand.",
        didYouMean: { "Did you mean \"\($0)\"?" },
        cancelled: "Okay, cancelled.",
        didNotGetThat: "Sorry, I didn't get that.",
        giveUp: "Sorry, I couldn't get that. Let's try again later.",
        done: "Done.",
        opensApp: { "[opens \($0)]" },
        cannotOpenApp: { "Sorry, I can't open \($0) here." },
        whichOne: "Which one?",
        helpHeading: { "Here's what you can do with \($0):" },
        noShortcuts: { "\($0) has no shortcuts you can use right now." },
        valuePrompt: { "What's the \($0.lowercased())?" },
        choicePrompt: { "Which \($0.lowercased())?" },
        confirmValue: { "Just to confirm, you wanted \($0)?" },
        tooLow: { "\($0) can't be lower than \($1)." },
        tooHigh: { "\($0) can't be higher than \($1)." },
        cannotRunNow: { "Sorry, \($0) can't do that right now." },
        spokenList: { items in
            switch items.count {
            case 0: return ""
            case 1: return items[0] + "?"
            case 2: return "\(items[0]) or \(items[1])?"
            default: return items.dropLast().joined(separator: ", ") + ", or \(items[items.count - 1])?"
            }
        },
        flagOn: "on", flagOff: "off", yes: "yes", no: "no")

    public static let japanese = SystemStrings(
        notUnderstood: "よくわかりません。",
        didYouMean: { "「\($0)」のことですか？" },
        cancelled: "キャンセルしました。",
        didNotGetThat: "すみません、よくわかりませんでした。",
        giveUp: "すみません、聞き取れませんでした。また後でお試しください。",
        done: "完了しました。",
        opensApp: { "[\($0)を開く]" },
        cannotOpenApp: { "すみません、ここでは\($0)を開けません。" },
        whichOne: "どれにしますか？",
        helpHeading: { "\($0)でできること:" },
        noShortcuts: { "\($0)には今使えるショートカットがありません。" },
        valuePrompt: { "\($0)は何ですか？" },
        choicePrompt: { "どの\($0)にしますか？" },
        confirmValue: { "確認ですが、\($0)でよろしいですか？" },
        tooLow: { "\($0)は\($1)より小さくできません。" },
        tooHigh: { "\($0)は\($1)より大きくできません。" },
        cannotRunNow: { "すみません、\($0)は今それを実行できません。" },
        spokenList: { items in
            switch items.count {
            case 0: return ""
            case 1: return items[0] + "？"
            default: return items.dropLast().joined(separator: "、") + "、または\(items[items.count - 1])？"
            }
        },
        flagOn: "オン", flagOff: "オフ", yes: "はい", no: "いいえ")
}
