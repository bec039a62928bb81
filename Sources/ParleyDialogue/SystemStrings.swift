import Foundation
import ParleyText

/// Everything Siri says on its own (not from the catalog), in the session's language,
/// from the locale's vocabulary file. English is canonical; other languages give the same
/// structure in their own words.
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
    /// A question about a parameter, by its title; nil when the title has no text in the
    /// session's language, and the question is asked without it.
    public var valuePrompt: @Sendable (String?) -> String
    public var choicePrompt: @Sendable (String?) -> String
    public var confirmValue: @Sendable (String) -> String
    public var tooLow: @Sendable (String?, String) -> String
    public var tooHigh: @Sendable (String?, String) -> String
    public var cannotRunNow: @Sendable (String) -> String
    /// `[Siri: Timer]`: a request Siri answers itself.
    public var siriRequest: @Sendable (String) -> String
    /// "Siri AI isn't available here, so Siri answers as before."
    public var siriAIUnavailable: String
    /// Siri AI's confirmation: the intent's title and the app's name.
    public var siriAIConfirm: @Sendable (String, String) -> String
    /// A suggestion: its title, subtitle (or nil), app, and whether running it opens the app.
    public var suggested: @Sendable (String, String?, String, Bool) -> String
    /// A donation no shortcut type fits: `App/Intent` and its parameters (none: empty).
    public var notSuggested: @Sendable (String, [String]) -> String
    public var noSuggestions: String
    /// "Calming, Walking, or Focus?"
    public var spokenList: @Sendable ([String]) -> String
    public var flagOn: String
    public var flagOff: String
    public var yes: String
    public var no: String

    public static func forLocale(_ locale: String) -> SystemStrings {
        cache[locale]
    }

    /// Built once per locale and process.
    private static let cache = PerLocale { SystemStrings(vocabulary: .forLocale($0)) }

    /// The lines of a locale's vocabulary (its `system` and `format` sections).
    public init(vocabulary: Vocabulary) {
        let lines = vocabulary.system, format = vocabulary.format
        // In the language's own case rules: Turkish "İlaç" is "ilaç", not "i̇laç".
        let casing = Locale(identifier: vocabulary.locale)
        let title: @Sendable (String) -> String = { lines.lowercasesTitles ? $0.lowercased(with: casing) : $0 }
        notUnderstood = lines.notUnderstood
        didYouMean = { lines.didYouMean.filling(["phrase": $0]) }
        cancelled = lines.cancelled
        didNotGetThat = lines.didNotGetThat
        giveUp = lines.giveUp
        done = lines.done
        opensApp = { lines.opensApp.filling(["app": $0]) }
        cannotOpenApp = { lines.cannotOpenApp.filling(["app": $0]) }
        whichOne = lines.whichOne
        helpHeading = { lines.helpHeading.filling(["app": $0]) }
        noShortcuts = { lines.noShortcuts.filling(["app": $0]) }
        valuePrompt = { $0.map { lines.valuePrompt.filling(["title": title($0)]) } ?? lines.valuePromptUntitled }
        choicePrompt = { $0.map { lines.choicePrompt.filling(["title": title($0)]) } ?? lines.whichOne }
        confirmValue = { lines.confirmValue.filling(["value": $0]) }
        tooLow = { title, limit in title.map { lines.tooLow.filling(["title": $0, "limit": limit]) } ?? lines.tooLowUntitled.filling(["limit": limit]) }
        tooHigh = { title, limit in title.map { lines.tooHigh.filling(["title": $0, "limit": limit]) } ?? lines.tooHighUntitled.filling(["limit": limit]) }
        cannotRunNow = { lines.cannotRunNow.filling(["app": $0]) }
        siriRequest = { lines.siriRequest.filling(["request": lines.siriRequestNames[$0] ?? $0]) }
        siriAIUnavailable = lines.siriAIUnavailable
        siriAIConfirm = { lines.siriAIConfirm.filling(["title": $0, "app": $1]) }
        suggested = { title, subtitle, app, opensApp in
            let line = subtitle.map { lines.suggestedSubtitle.filling(["title": title, "subtitle": $0, "app": app]) }
                ?? lines.suggested.filling(["title": title, "app": app])
            return opensApp ? lines.suggestedOpensApp.filling(["line": line]) : line
        }
        notSuggested = { intent, parameters in
            lines.notSuggested.filling(["intent": intent, "parameters": parameters.isEmpty ? lines.noParameters : parameters.joined(separator: ", ")])
        }
        noSuggestions = lines.noSuggestions
        spokenList = { items in
            switch items.count {
            case 0: ""
            case 1: lines.listStart + items[0] + lines.listEnd
            case 2: lines.listStart + items[0] + lines.listPair + items[1] + lines.listEnd
            default: lines.listStart + items.dropLast().joined(separator: lines.listSeparator) + lines.listLast + items[items.count - 1] + lines.listEnd
            }
        }
        flagOn = format.flagOn
        flagOff = format.flagOff
        yes = format.yes
        no = format.no
    }
}
