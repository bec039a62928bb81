import ParleyText

/// The shapes of what Siri answers itself (SPEC §9), compiled from a locale's vocabulary
/// (`siri:` in Vocabulary/Locales) and matched against an utterance's normalized words.
///
/// In a shape, a word must be said as written (normalized like an utterance), `{x}` is one
/// or more words, `[…]` may be left out, and `(a|b c)` is one of several; a shape must say
/// the whole utterance.
///
///     let shapes = SiriShapes(locale: "en")
///     shapes.request(in: ["set", "a", "timer", "for", "5", "minutes"])   // "Timer"
///     shapes.appWords(in: ["open", "soup", "chef"])                       // ["soup", "chef"]
public struct SiriShapes: Sendable {
    /// One element of a compiled shape.
    indirect enum Piece: Sendable, Equatable {
        case word(String)
        /// One or more words, named for what they hold (`{duration}`, `{app}`).
        case slot(String)
        case optional([Piece])
        case choice([[Piece]])
    }

    /// A longer utterance is no request of Siri's: shapes are a few words.
    static let longestUtterance = 32

    let requests: [(name: String, shapes: [[Piece]])]
    let openApp: [[Piece]]
    /// Each request's shapes by the words they can begin with, as (request, shape) positions
    /// in order, and those that can begin with any word: most utterances begin with a word
    /// no shape begins with, and are turned away in one look-up.
    private let requestShapesByFirstWord: [String: [ShapePosition]]
    private let requestShapesStartingAnywhere: [ShapePosition]
    /// By request and shape: the words every utterance the shape says holds (outside its
    /// `[…]` and `(…|…)`), checked before the shape is matched.
    private let requiredWords: [[[String]]]
    private let openAppFirstWords: Set<String>?

    private struct ShapePosition: Comparable {
        var request: Int
        var shape: Int

        static func < (lhs: ShapePosition, rhs: ShapePosition) -> Bool { (lhs.request, lhs.shape) < (rhs.request, rhs.shape) }
    }

    /// The shapes of `locale`'s vocabulary, compiled once per locale.
    public static func forLocale(_ locale: String) -> SiriShapes { cache[locale] }

    private static let cache = PerLocale { SiriShapes(vocabulary: .forLocale($0)) }

    init(vocabulary: Vocabulary) {
        // The locale's own normalizer, which phrases and utterances were normalized by.
        let normalizer = Normalizer.forLocale(vocabulary.locale)
        requests = vocabulary.siri.requests.map { request in (request.name, request.shapes.map { Self.compile($0, normalizer) }) }
        openApp = vocabulary.siri.openApp.map { Self.compile($0, normalizer) }
        var byFirstWord: [String: [ShapePosition]] = [:]
        var anywhere: [ShapePosition] = []
        for (requestIndex, request) in requests.enumerated() {
            for (shapeIndex, shape) in request.shapes.enumerated() {
                let position = ShapePosition(request: requestIndex, shape: shapeIndex)
                if let words = Self.firstWords(shape[...]) {
                    for word in words { byFirstWord[word, default: []].append(position) }
                } else {
                    anywhere.append(position)
                }
            }
        }
        requiredWords = requests.map { request in
            request.shapes.map { shape in shape.compactMap { if case .word(let word) = $0 { word } else { nil } } }
        }
        requestShapesByFirstWord = byFirstWord
        requestShapesStartingAnywhere = anywhere
        openAppFirstWords = openApp.reduce(Set<String>?.some([])) { words, shape in
            guard let words, let first = Self.firstWords(shape[...]) else { return nil }
            return words.union(first)
        }
    }

    /// The name of the request of Siri's that `tokens` say, if any: the first request, in
    /// the vocabulary's order, with a shape that says them.
    ///
    /// - Parameter slotsMayNotHold: words no slot of the shape may take (an app's name: SPEC
    ///   §9, "Navigate to the map in TravelTracking" is the app's, not Siri's Directions).
    public func request(in tokens: [String], slotsMayNotHold: (([String]) -> Bool)? = nil) -> String? {
        guard let first = tokens.first, tokens.count <= Self.longestUtterance else { return nil }
        let byFirstWord = requestShapesByFirstWord[first] ?? []
        let candidates = requestShapesStartingAnywhere.isEmpty ? byFirstWord : (byFirstWord + requestShapesStartingAnywhere).sorted()
        // An utterance is a dozen words: looking for each required word in it costs less
        // than making a set of them.
        return candidates.first { position in
            guard requiredWords[position.request][position.shape].allSatisfy(tokens.contains) else { return false }
            let shape = requests[position.request].shapes[position.shape][...]
            guard let slotsMayNotHold else { return Self.match(shape, tokens[...], slots: nil) }
            var slots: [String: [String]] = [:]
            return Self.match(shape, tokens[...], slots: &slots) && !slots.values.contains(where: slotsMayNotHold)
        }.map { requests[$0.request].name }
    }

    /// The words said where an "open" shape has `{app}` ("open soup chef" → soup chef).
    public func appWords(in tokens: [String]) -> [String]? {
        guard let first = tokens.first, tokens.count <= Self.longestUtterance, openAppFirstWords?.contains(first) ?? true else { return nil }
        for shape in openApp {
            var slots: [String: [String]] = [:]
            if Self.match(shape[...], tokens[...], slots: &slots), let app = slots["app"] { return app }
        }
        return nil
    }

    /// The words a shape can begin with; nil when it can begin with any (a slot first).
    private static func firstWords(_ pieces: ArraySlice<Piece>) -> Set<String>? {
        guard let first = pieces.first else { return [] }
        switch first {
        case .word(let word):
            return [word]
        case .slot:
            return nil
        case .optional(let inner):
            guard let own = firstWords(inner[...]), let after = firstWords(pieces.dropFirst()) else { return nil }
            return own.union(after)
        case .choice(let alternatives):
            var words: Set<String> = []
            for alternative in alternatives {
                guard let own = firstWords(alternative[...] + pieces.dropFirst()) else { return nil }
                words.formUnion(own)
            }
            return words
        }
    }

    /// The requests whose shapes say `word` as one of their own words (`timer` → Timer):
    /// an app named by such a word competes with Siri for it.
    public func requests(saying word: String) -> [String] {
        requests.filter { request in request.shapes.contains { Self.words(of: $0).contains(word) } }.map(\.name)
    }

    private static func words(of pieces: [Piece]) -> [String] {
        pieces.flatMap { piece -> [String] in
            switch piece {
            case .word(let word): [word]
            case .slot: []
            case .optional(let inner): words(of: inner)
            case .choice(let alternatives): alternatives.flatMap(words(of:))
            }
        }
    }

    // MARK: Matching

    /// What is left to match after a group: the rest of the pieces that enclose it, then
    /// what encloses those. Kept on the stack, so matching allocates nothing.
    private struct Then {
        var pieces: ArraySlice<Piece>
        var next: UnsafePointer<Then>?
    }

    /// Whether `pieces`, then `then`, say exactly `tokens`, recording what each slot took.
    private static func match(_ pieces: ArraySlice<Piece>, _ tokens: ArraySlice<String>, slots: UnsafeMutablePointer<[String: [String]]>?) -> Bool {
        match(pieces, then: nil, tokens, slots: slots)
    }

    private static func match(_ pieces: ArraySlice<Piece>, then: UnsafePointer<Then>?, _ tokens: ArraySlice<String>, slots: UnsafeMutablePointer<[String: [String]]>?) -> Bool {
        guard let first = pieces.first else {
            guard let then else { return tokens.isEmpty }
            return match(then.pointee.pieces, then: then.pointee.next, tokens, slots: slots)
        }
        let rest = pieces.dropFirst()
        switch first {
        case .word(let word):
            return tokens.first == word && match(rest, then: then, tokens.dropFirst(), slots: slots)
        case .slot(let name):
            // Shortest first: a slot ends where the rest of the shape can begin.
            guard !tokens.isEmpty else { return false }
            for end in (tokens.startIndex + 1)...tokens.endIndex where match(rest, then: then, tokens[end...], slots: slots) {
                slots?.pointee[name] = Array(tokens[..<end])
                return true
            }
            return false
        case .optional(let inner):
            var next = Then(pieces: rest, next: then)
            if withUnsafePointer(to: &next, { match(inner[...], then: $0, tokens, slots: slots) }) { return true }
            return match(rest, then: then, tokens, slots: slots)
        case .choice(let alternatives):
            var next = Then(pieces: rest, next: then)
            return withUnsafePointer(to: &next) { after in alternatives.contains { match($0[...], then: after, tokens, slots: slots) } }
        }
    }

    private static func match(_ pieces: ArraySlice<Piece>, _ tokens: ArraySlice<String>, slots: inout [String: [String]]) -> Bool {
        withUnsafeMutablePointer(to: &slots) { match(pieces, tokens, slots: $0) }
    }

    // MARK: Compiling

    /// A shape's text as pieces; literal text is normalized as an utterance's words are, so
    /// Japanese literals become their characters.
    static func compile(_ shape: String, _ normalizer: Normalizer) -> [Piece] {
        var text = Substring(shape)
        return sequence(&text, normalizer).pieces
    }

    /// Pieces up to the `]`, `)` or `|` that ends a group (consumed and returned), or the end.
    private static func sequence(_ text: inout Substring, _ normalizer: Normalizer) -> (pieces: [Piece], end: Character?) {
        var pieces: [Piece] = []
        var literal = ""
        func flush() {
            pieces += normalizer.tokens(literal, isUtteranceStart: false).map(Piece.word)
            literal = ""
        }
        while let character = text.popFirst() {
            switch character {
            case "]", ")", "|":
                flush()
                return (pieces, character)
            case "{":
                flush()
                let name = text.prefix { $0 != "}" }
                text = text.dropFirst(name.count + 1)
                pieces.append(.slot(String(name)))
            case "[":
                flush()
                pieces.append(.optional(sequence(&text, normalizer).pieces))
            case "(":
                flush()
                var alternatives: [[Piece]] = []
                var end: Character? = "|"
                while end == "|" {
                    let alternative = sequence(&text, normalizer)
                    alternatives.append(alternative.pieces)
                    end = alternative.end
                }
                pieces.append(.choice(alternatives))
            default:
                literal.append(character)
            }
        }
        flush()
        return (pieces, nil)
    }
}
