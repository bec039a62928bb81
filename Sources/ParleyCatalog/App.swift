import ParleyText

/// One app of the simulated device: its names, state, types, intents and shortcuts.
public struct App: Hashable, Sendable, CacheCoded {
    public var name: LocalizedText
    /// Alternative app names (INAlternativeAppNames).
    public var synonyms: LocalizedList<LocalizedText>
    /// Pronunciation hints of synonyms (INAlternativeAppNamePronunciationHint): each one
    /// more spoken form of its name, as a speech recognizer would write it. Never shown.
    public var pronunciations: LocalizedList<LocalizedText> = .init()
    public var initialState: AppState
    public var types: [TypeDefinition]
    public var intents: [Intent]
    /// In priority order: the first is the most prominent.
    public var shortcuts: [Shortcut]
    public var negativePhrases: LocalizedList<PhraseSource>
    public var file: String  // cache: shared, one copy for all of a file's entries
    public var location: SourceLocation

    public init(
        name: LocalizedText, synonyms: LocalizedList<LocalizedText> = .init(), initialState: AppState = .init(),
        types: [TypeDefinition] = [], intents: [Intent] = [], shortcuts: [Shortcut] = [],
        negativePhrases: LocalizedList<PhraseSource> = .init(), file: String, location: SourceLocation
    ) {
        self.name = name
        self.synonyms = synonyms
        self.initialState = initialState
        self.types = types
        self.intents = intents
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.file = file
        self.location = location
    }

    /// The stable name used in JSON and `@set`: the `en` (or plain) form.
    public var key: String { name.fallback }

    // Found by index: `first(where:)` would copy every definition it passes over, and a turn
    // looks its intent up several times.
    public func type(named key: String) -> TypeDefinition? {
        types.firstIndex { $0.key == key }.map { types[$0] }
    }

    public func intent(_ key: String) -> Intent? {
        intents.firstIndex { $0.key == key }.map { intents[$0] }
    }

    /// The values a question about the parameter, asked in `mode`, offers to choose from, by
    /// id: its type's speakable values when it disambiguates; nil when it asks for a value
    /// (and for an entity that suggests none, which Siri asks for by name). The session asks
    /// so, and the coverage items and the dialogue map draw it so.
    public func optionsOffered(for parameter: Parameter, asking mode: Parameter.AskMode) -> [String]? {
        guard mode == .disambiguate, let values = parameter.type.customName.flatMap(type(named:))?.speakableValues, !values.isEmpty else {
            return nil
        }
        return values.map(\.id)
    }

    /// Name then synonyms in a locale, plus the fallback name so an English app name
    /// still works in other locales.
    public func spokenNames(for locale: String) -> [String] {
        var names = [name.resolved(for: locale)] + synonyms.strings(for: locale) + pronunciations.strings(for: locale)
        if !names.contains(name.fallback) { names.append(name.fallback) }
        return names
    }

    /// How a shortcut is named to users: its short title, else its intent's title.
    public func title(of shortcut: Shortcut, locale: String) -> String {
        (shortcut.title ?? intent(shortcut.intentKey)?.title)?.resolved(for: locale) ?? shortcut.intentKey
    }

    /// What `\(flag)` and `when` see as a flag's declared existence.
    public func hasFlag(_ flag: String) -> Bool {
        initialState.flags.contains { $0.name == flag }
    }
}

/// The simulated state of an app: whether it has been launched once, and its flags.
public struct AppState: Hashable, Sendable, CacheCoded {
    public struct Flag: Hashable, Sendable, CacheCoded {
        public var name: String
        public var value: Bool

        public init(name: String, value: Bool) {
            self.name = name
            self.value = value
        }
    }

    /// Before first launch, parameterized phrases are unavailable (as on iOS).
    public var launched: Bool
    /// In declaration order, so output never depends on dictionary order.
    public var flags: [Flag]

    public init(launched: Bool = true, flags: [Flag] = []) {
        self.launched = launched
        self.flags = flags
    }

    public func flag(_ name: String) -> Bool? {
        flags.first { $0.name == name }?.value
    }

    public mutating func setFlag(_ name: String, to value: Bool) {
        if let index = flags.firstIndex(where: { $0.name == name }) {
            flags[index].value = value
        } else {
            flags.append(Flag(name: name, value: value))
        }
    }
}
