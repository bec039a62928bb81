import ParleyText

/// An App Intent: parameters, requirements, confirmation, failures and results.
public struct Intent: Hashable, Sendable, CacheCoded {
    public var key: String
    public var title: LocalizedText
    public var parameters: [Parameter]
    public var confirmation: Dialog?
    public var requirements: [Requirement]
    /// `openAppWhenRun`: the intent cannot run on a voice-only device.
    public var opensApp: Bool
    public var results: [ResultCase]
    public var failures: [Failure]
    /// `suggestedPhrase`: the name "Add to Siri" proposes for a shortcut to this intent.
    public var suggestedPhrase: LocalizedText?
    /// `suggestions: false` (IneligibleForSuggestions): never donated, so never suggested.
    public var isSuggestible: Bool
    /// The parameter combinations a donation can be suggested as (SPEC §9).
    public var shortcutTypes: [ShortcutType]
    /// `@AppIntent(schema:)`: the app schema it adopts, by its full current name
    /// (`reminders.createReminder`); nil for none.
    public var schema: String?
    /// `@AppIntent(.tool)`: Siri AI may call it while one of its app's doors is open.
    public var isTool: Bool
    /// `IntentDescription`: what it does, which Siri AI reads to choose a tool.
    public var description: LocalizedText?
    public var location: SourceLocation

    public init(
        key: String, title: LocalizedText, parameters: [Parameter] = [], confirmation: Dialog? = nil,
        requirements: [Requirement] = [], opensApp: Bool = false, results: [ResultCase] = [],
        failures: [Failure] = [], suggestedPhrase: LocalizedText? = nil, isSuggestible: Bool = true,
        shortcutTypes: [ShortcutType] = [], schema: String? = nil, isTool: Bool = false, description: LocalizedText? = nil,
        location: SourceLocation
    ) {
        self.key = key
        self.title = title
        self.parameters = parameters
        self.confirmation = confirmation
        self.requirements = requirements
        self.opensApp = opensApp
        self.results = results
        self.failures = failures
        self.suggestedPhrase = suggestedPhrase
        self.isSuggestible = isSuggestible
        self.shortcutTypes = shortcutTypes
        self.schema = schema
        self.isTool = isTool
        self.description = description
        self.location = location
    }

    /// Whether Siri AI can reach it without a phrase: it adopts a schema or is a tool.
    public var hasSiriAIDoor: Bool { schema != nil || isTool }

    /// The doors Siri AI can reach the intent by, as events and coverage name them: `schema`
    /// for an intent that adopts one, `tool` for a tool (SPEC §10).
    public var siriAIDoors: [String] {
        (schema != nil ? ["schema"] : []) + (isTool ? ["tool"] : [])
    }

    public func parameter(named name: String) -> Parameter? {
        // By index, like App's look-ups: `first(where:)` copies each parameter it passes over.
        parameters.firstIndex { $0.name == name }.map { parameters[$0] }
    }
}

/// `requires: {flag: loggedIn, dialog: Please sign in first.}`: the flag must be on.
public struct Requirement: Hashable, Sendable, CacheCoded {
    public var flag: String
    public var dialog: Dialog?
    public var location: SourceLocation

    public init(flag: String, dialog: Dialog?, location: SourceLocation) {
        self.flag = flag
        self.dialog = dialog
        self.location = location
    }
}

/// One `result` case: the first whose `when` holds is given.
public struct ResultCase: Hashable, Sendable, CacheCoded {
    public var condition: Condition?
    public var dialog: Dialog?
    public var snippet: [LocalizedText]
    public var flagChanges: [FlagChange]
    public var location: SourceLocation

    public init(condition: Condition? = nil, dialog: Dialog? = nil, snippet: [LocalizedText] = [], flagChanges: [FlagChange] = [], location: SourceLocation) {
        self.condition = condition
        self.dialog = dialog
        self.snippet = snippet
        self.flagChanges = flagChanges
        self.location = location
    }
}

/// `set: {meditating: true}` — a flag change made when a result is given.
public struct FlagChange: Hashable, Sendable, CacheCoded {
    public enum Change: String, Hashable, Sendable {
        case on = "true"
        case off = "false"
        case toggle
    }

    public var flag: String
    public var change: Change

    public init(flag: String, change: Change) {
        self.flag = flag
        self.change = change
    }
}

/// A condition that ends the intent with an error dialog.
public struct Failure: Hashable, Sendable, CacheCoded {
    public var condition: Condition
    public var dialog: Dialog
    public var location: SourceLocation

    public init(condition: Condition, dialog: Dialog, location: SourceLocation) {
        self.condition = condition
        self.dialog = dialog
        self.location = location
    }
}
