import ParleyText

/// An App Shortcut: an intent, a short title, optional presets and its phrases.
public struct Shortcut: Hashable, Sendable, CacheCoded {
    public var intentKey: String
    /// `shortTitle`; falls back to the intent's title when rendered.
    public var title: LocalizedText?
    /// Parameter values fixed by this shortcut, in the order written.
    public var presets: [Preset]
    public var phrases: LocalizedList<PhraseSource>
    public var location: SourceLocation

    /// `preset: {session: calming}` — one fixed parameter value.
    public struct Preset: Hashable, Sendable, CacheCoded {
        public var name: String
        public var value: ParameterValue

        public init(name: String, value: ParameterValue) {
            self.name = name
            self.value = value
        }
    }

    public init(intentKey: String, title: LocalizedText?, presets: [Preset] = [], phrases: LocalizedList<PhraseSource>, location: SourceLocation) {
        self.intentKey = intentKey
        self.title = title
        self.presets = presets
        self.phrases = phrases
        self.location = location
    }

    public func preset(named name: String) -> ParameterValue? {
        presets.first { $0.name == name }?.value
    }

    /// How many of the shortcut's phrases (every locale) carry the parameter in a slot,
    /// and how many phrases there are.
    public func phrasesCarrying(_ parameter: String) -> (carrying: Int, of: Int) {
        let phrases = self.phrases.allElements
        let carrying = phrases.count { (try? PhraseTemplate.parse($0.text))?.parameterNames.contains(parameter) ?? false }
        return (carrying, phrases.count)
    }
}

/// A phrase as written, with where it was written (for errors and lint).
public struct PhraseSource: Hashable, Sendable, CacheCoded {
    public var text: String
    public var location: SourceLocation
    /// Column offset of the text's first character from `location` (1 for a quoted scalar),
    /// or nil when inner columns cannot be pointed at (escapes in a double-quoted scalar).
    public var textColumnOffset: Int?
    /// For text that spans lines in the file: where each of its Unicode scalars stands.
    public var scalarLocations: [SourceLocation]?

    public init(text: String, location: SourceLocation, textColumnOffset: Int? = 0, scalarLocations: [SourceLocation]? = nil) {
        self.text = text
        self.location = location
        self.textColumnOffset = textColumnOffset
        self.scalarLocations = scalarLocations
    }

    /// The location of a character offset (in Unicode scalars) inside the phrase.
    public func location(ofOffset offset: Int) -> SourceLocation {
        if let scalarLocations, !scalarLocations.isEmpty {
            return scalarLocations[min(max(offset, 0), scalarLocations.count - 1)]
        }
        guard let textColumnOffset else { return location }
        return location.advanced(by: textColumnOffset + offset)
    }
}
