import ParleyCatalog

/// What Siri does itself with an utterance that no phrase says exactly (SPEC §9): open an
/// app named after "open", "launch" or "go to", or answer one of its own requests.
public enum SiriAnswer: Hashable, Sendable {
    /// The app, by its index in the catalog.
    case openApp(Int)
    /// A request of Siri's own, by name (`Timer`).
    case request(String)

    /// As `[Siri: …]`, `:why` and `parley match --json` name it: the request, or `Open`.
    public var requestName: String {
        switch self {
        case .openApp: "Open"
        case .request(let name): name
        }
    }
}

/// What Siri answers itself for a catalog in a locale, ready to ask once per utterance: the
/// locale's shapes and every app's spoken names as words, worked out once.
public struct SiriHearing: Sendable {
    let shapes: SiriShapes
    let appNames: SpokenAppNames

    public init(index: PhraseIndex) {
        shapes = SiriShapes.forLocale(index.locale)
        appNames = SpokenAppNames(catalog: index.catalog, locale: index.locale, normalizer: index.normalizer)
    }

    /// What Siri answers itself for `tokens` (an utterance normalized by the index), if anything.
    public func answer(to tokens: [String]) -> SiriAnswer? {
        if let words = shapes.appWords(in: tokens), let appIndex = appNames.app(named: words) { return .openApp(appIndex) }
        return shapes.request(in: tokens).map(SiriAnswer.request)
    }
}

extension PhraseIndex {
    /// What Siri answers itself for `tokens`, for a caller that asks once; callers that ask
    /// per utterance keep a `SiriHearing`.
    public func siriAnswer(to tokens: [String]) -> SiriAnswer? {
        SiriHearing(index: self).answer(to: tokens)
    }
}
