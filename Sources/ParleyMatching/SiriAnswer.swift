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
    ///
    /// - Parameter reading: how the phrases read the same utterance. A request whose shape
    ///   would have to take the name of an app that reading runs or offers into one of its
    ///   slots is that app's (SPEC §9: "Navigate to the map in TravelTracking"); when no
    ///   phrase of the app named comes near, Siri still answers ("What's the forecast in Soup
    ///   Chef?" is weather).
    public func answer(to tokens: [String], beside reading: MatchResult? = nil) -> SiriAnswer? {
        if let words = shapes.appWords(in: tokens), let appIndex = appNames.app(named: words) { return .openApp(appIndex) }
        let running: Set<Int> = switch reading?.outcome {
        case .matched(let candidate)?: [candidate.appIndex]
        case .ambiguous(let candidates)?: Set(candidates.map(\.appIndex))
        case .none(let suggestion?)?: [suggestion.appIndex]
        default: []
        }
        guard !running.isEmpty else { return shapes.request(in: tokens).map(SiriAnswer.request) }
        return shapes.request(in: tokens, slotsMayNotHold: { appNames.holdsName(of: running, in: $0) }).map(SiriAnswer.request)
    }
}
