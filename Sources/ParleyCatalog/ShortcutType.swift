import ParleyText

/// One of an intent's shortcut types (SPEC §9): a combination of parameters that a donation
/// can be suggested as, with the title Siri shows for it — an `.intentdefinition`'s
/// parameter combination.
///
///     shortcutTypes:
///       - {parameters: [soup], title: 'Order \(soup)', subtitle: Soup Chef, background: false}
public struct ShortcutType: Hashable, Sendable, CacheCoded {
    /// Exactly the parameters a donation must have values for, sorted by name.
    public var parameters: [String]
    /// A template over those parameters: `Order \(soup)`.
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    /// Whether the intent runs without opening the app (`supportsBackgroundExecution`).
    public var runsInBackground: Bool
    public var location: SourceLocation

    public init(parameters: [String], title: LocalizedText, subtitle: LocalizedText? = nil, runsInBackground: Bool = true, location: SourceLocation) {
        self.parameters = parameters.sorted()
        self.title = title
        self.subtitle = subtitle
        self.runsInBackground = runsInBackground
        self.location = location
    }
}

extension Intent {
    /// Whether the intent is made to be added to Siri or suggested: it has a suggested
    /// phrase or shortcut types, so a personal shortcut may run it.
    public var isForSiriShortcuts: Bool { suggestedPhrase != nil || !shortcutTypes.isEmpty }

    /// The shortcut type whose parameters are exactly `names`, if any.
    public func shortcutType(forParameters names: some Sequence<String>) -> ShortcutType? {
        let sorted = names.sorted()
        return shortcutTypes.first { $0.parameters == sorted }
    }
}
