import ParleyText

/// Every app schema's requests in one locale (Apple's examples and Parley's `alsoHeard`, from
/// `AppSchemas`), compiled as Siri's own shapes are (`SiriShapes`: `{slot}`, `[optional]`,
/// `(a|b)`) with each literal word as its stem, so that "reminding" says "remind".
///
///     let requests = SchemaRequests.forLocale("en")
///     requests.reading(of: ["remind", "me", "to", "buy", "milk"])
///     // [Hit(schema: "reminders.createReminder", literalWords: 3, slots: ["title": 3..<5])]
package struct SchemaRequests: Sendable {
    /// A schema whose request says the words.
    package struct Hit: Sendable, Equatable {
        /// Its full name (`reminders.createReminder`).
        package var schema: String
        /// The request's own words said: a longer request is a more specific reading.
        var literalWords: Int
        /// Each slot's words, by the schema parameter it names, as positions in the words.
        var slots: [String: Range<Int>]
    }

    private struct Shape: Sendable {
        package var schema: String
        var pieces: [SiriShapes.Piece]
        var literalWords: Int
    }

    private let shapes: [Shape]
    private let endings: WordEndings?

    package static func forLocale(_ locale: String) -> SchemaRequests { cache[locale] }

    private static let cache = PerLocale { SchemaRequests(locale: $0) }

    init(locale: String, schemas: AppSchemas = .bundled) {
        let normalizer = Normalizer.forLocale(locale)
        let endings = WordEndings.forLocale(locale)
        self.endings = endings
        var shapes: [Shape] = []
        for name in schemas.intentNames {
            guard let found = schemas.intent(named: name), found.name == name else { continue }
            for request in found.requests(for: locale) {
                let pieces = Self.stemmed(SiriShapes.compile(request, normalizer), endings)
                shapes.append(Shape(schema: name, pieces: pieces, literalWords: Self.fewestWords(pieces)))
            }
        }
        self.shapes = shapes
    }

    /// Every schema with a request that says all of `words` (normalized), the most specific
    /// first (the most of its own words said), then by name: each schema once.
    package func reading(of words: [String]) -> [Hit] {
        guard !words.isEmpty, words.count <= SiriShapes.longestUtterance else { return [] }
        let stems = words.map { endings?.stem($0) ?? $0 }
        var best: [String: Hit] = [:]
        for shape in shapes {
            var slots: [String: Range<Int>] = [:]
            guard Self.match(shape.pieces[...], stems, from: 0, then: [], slots: &slots) else { continue }
            let hit = Hit(schema: shape.schema, literalWords: shape.literalWords, slots: slots)
            if best[shape.schema].map({ hit.literalWords > $0.literalWords }) ?? true { best[shape.schema] = hit }
        }
        return best.values.sorted { ($1.literalWords, $0.schema) < ($0.literalWords, $1.schema) }
    }

    // MARK: Compiling

    private static func stemmed(_ pieces: [SiriShapes.Piece], _ endings: WordEndings?) -> [SiriShapes.Piece] {
        pieces.map { piece in
            switch piece {
            case .word(let word): .word(endings?.stem(word) ?? word)
            case .slot: piece
            case .optional(let inner): .optional(stemmed(inner, endings))
            case .choice(let alternatives): .choice(alternatives.map { stemmed($0, endings) })
            }
        }
    }

    /// The fewest of its own words a shape can say.
    private static func fewestWords(_ pieces: [SiriShapes.Piece]) -> Int {
        pieces.reduce(0) { count, piece in
            switch piece {
            case .word: count + 1
            case .slot, .optional: count
            case .choice(let alternatives): count + (alternatives.map(fewestWords).min() ?? 0)
            }
        }
    }

    // MARK: Matching

    /// Whether `pieces`, then the groups of `then` in turn, say exactly `words[position...]`,
    /// recording each slot's span. Shapes are a few words: recursion stays shallow.
    private static func match(_ pieces: ArraySlice<SiriShapes.Piece>, _ words: [String], from position: Int, then: [ArraySlice<SiriShapes.Piece>], slots: inout [String: Range<Int>]) -> Bool {
        guard let first = pieces.first else {
            guard let next = then.last else { return position == words.count }
            return match(next, words, from: position, then: then.dropLast(), slots: &slots)
        }
        let rest = pieces.dropFirst()
        switch first {
        case .word(let word):
            return position < words.count && words[position] == word && match(rest, words, from: position + 1, then: then, slots: &slots)
        case .slot(let name):
            // Shortest first: a slot ends where the rest of the shape can begin.
            guard position < words.count else { return false }
            for end in (position + 1)...words.count where match(rest, words, from: end, then: then, slots: &slots) {
                slots[name] = position..<end
                return true
            }
            return false
        case .optional(let inner):
            if match(inner[...], words, from: position, then: then + [rest], slots: &slots) { return true }
            return match(rest, words, from: position, then: then, slots: &slots)
        case .choice(let alternatives):
            return alternatives.contains { match($0[...], words, from: position, then: then + [rest], slots: &slots) }
        }
    }
}
