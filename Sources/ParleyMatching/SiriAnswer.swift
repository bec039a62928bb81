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

extension PhraseIndex {
    /// What Siri answers itself for `tokens` (an utterance normalized by this index), if anything.
    public func siriAnswer(to tokens: [String]) -> SiriAnswer? {
        let shapes = SiriShapes.forLocale(locale)
        if let words = shapes.appWords(in: tokens), let appIndex = appNamed(words) { return .openApp(appIndex) }
        return shapes.request(in: tokens).map(SiriAnswer.request)
    }

    /// The app whose name or one of whose synonyms is `words`, whole or without a leading
    /// "the" and a trailing "app" (as help recognizes an app: SPEC §4).
    public func appNamed(_ words: [String]) -> Int? {
        var trimmed = words[...]
        if trimmed.count > 1, trimmed.first == "the" { trimmed = trimmed.dropFirst() }
        if trimmed.count > 1, trimmed.last == "app" { trimmed = trimmed.dropLast() }
        return catalog.apps.indices.first { appIndex in
            catalog.apps[appIndex].spokenNames(for: locale).contains { name in
                let nameWords = normalizer.tokens(name, isUtteranceStart: false)
                return nameWords == words || nameWords[...] == trimmed
            }
        }
    }
}
