import ParleyText

/// Something Siri says (IntentDialog): `full` is spoken on voice-only devices,
/// `supporting` shown on screens (or `full` when absent).
public struct Dialog: Hashable, Sendable, CacheCoded {
    public var full: LocalizedText
    public var supporting: LocalizedText?
    public var location: SourceLocation

    public init(full: LocalizedText, supporting: LocalizedText? = nil, location: SourceLocation) {
        self.full = full
        self.supporting = supporting
        self.location = location
    }

    /// The template text for a device and locale, before interpolation.
    public func text(hasScreen: Bool, locale: String) -> String {
        if hasScreen, let supporting { return supporting.resolved(for: locale) }
        return full.resolved(for: locale)
    }

    /// Every template of every locale, for validation.
    public var allTemplates: [String] {
        full.allValues + (supporting?.allValues ?? [])
    }
}
