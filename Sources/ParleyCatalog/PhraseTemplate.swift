import ParleyText

/// A phrase in Swift's interpolation syntax, split into text and slots.
///
///     try PhraseTemplate.parse(#"Start a \(\.$session) session with \(.applicationName)"#).segments
///     // [.text("Start a "), .parameter("session"), .text(" session with "), .applicationName]
public struct PhraseTemplate: Hashable, Sendable, CacheCoded {
    public enum Segment: Hashable, Sendable {
        case text(String)
        case applicationName
        case parameter(String)
    }

    /// A slot with the offset (in Unicode scalars) of its `\(` in the phrase.
    public struct Slot: Hashable, Sendable, CacheCoded {
        public var segment: Segment
        public var offset: Int
    }

    public var segments: [Segment]

    /// Each piece's words as an utterance saying the phrase is heard (none for a slot): a
    /// wake word may open the first piece, and a polite phrase may open the first or end the
    /// last, as at the ends of an utterance.
    public func segmentWords(_ normalizer: Normalizer) -> [[String]] {
        segments.enumerated().map { index, segment in
            guard case .text(let text) = segment else { return [] }
            var ends: Normalizer.PoliteEnds = []
            if index == 0 { ends.insert(.start) }
            if index == segments.count - 1 { ends.insert(.end) }
            return normalizer.tokens(text, isUtteranceStart: index == 0, politeEnds: ends)
        }
    }
    public var slots: [Slot]

    /// Parameter names referenced, in order (a valid phrase has at most one).
    public var parameterNames: [String] {
        slots.compactMap {
            if case .parameter(let name) = $0.segment { return name }
            return nil
        }
    }

    public var applicationNameCount: Int {
        slots.filter { $0.segment == .applicationName }.count
    }

    /// The phrase as a user would say it, with the app's name and the value's title filled in.
    public func rendered(appName: String, value: String?) -> String {
        let text = segments.map { segment -> String in
            switch segment {
            case .text(let text): text
            case .applicationName: appName
            case .parameter(let name): value ?? "\\(\\.$\(name))"
            }
        }.joined()
        return text.trimmed
    }

    /// The phrase for people to read, a value slot shown by its parameter's name:
    /// `Start a ‹session› session with Meditation`.
    public func displayed(appName: String) -> String {
        segments.map { segment -> String in
            switch segment {
            case .text(let text): text
            case .applicationName: appName
            case .parameter(let name): "‹\(name)›"
            }
        }.joined().trimmed
    }

    /// A syntax problem inside one phrase, at a scalar offset.
    public struct SyntaxError: Error, Hashable, Sendable {
        package var problem: CatalogProblem
        public var offset: Int
        public var message: String { problem.message }
    }

    /// The phrase's segments and slots. Each phrase is read once per process: loading reads
    /// it to check it, and again to find duplicates and to build the phrase index.
    public static func parse(_ phrase: String) throws(SyntaxError) -> PhraseTemplate {
        try parsed.value(for: phrase) { text in Result { () throws(SyntaxError) in try read(text) } }.get()
    }

    /// Every phrase read, up to a bound no catalog reaches (200 apps × 10 shortcuts × 50 phrases).
    private static let parsed = Memo<String, Result<PhraseTemplate, SyntaxError>>(limit: 100_000)

    private static func read(_ phrase: String) throws(SyntaxError) -> PhraseTemplate {
        var segments: [Segment] = []
        var slots: [Slot] = []
        // Read as UTF-8 bytes (`\(` and `)` are ASCII); text between slots is copied whole.
        // `offset` counts Unicode scalars, for carets: every byte that does not continue one.
        let bytes = Array(phrase.utf8)
        func scalarCount(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
        var position = 0
        var offset = 0
        var textStart = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "(") else {
                if bytes[position] & 0xC0 != 0x80 { offset += 1 }
                position += 1
                continue
            }
            guard let close = bytes[(position + 2)...].firstIndex(of: UInt8(ascii: ")")) else {
                throw SyntaxError(problem: .unclosedSlot, offset: offset)
            }
            let inside = String(decoding: bytes[(position + 2)..<close], as: UTF8.self).trimmed
            let segment: Segment
            if inside == ".applicationName" {
                segment = .applicationName
            } else if let name = parameterName(inside) {
                segment = .parameter(name)
            } else {
                throw SyntaxError(problem: .unknownSlot(inside), offset: offset)
            }
            if textStart < position { segments.append(.text(String(decoding: bytes[textStart..<position], as: UTF8.self))) }
            segments.append(segment)
            slots.append(Slot(segment: segment, offset: offset))
            offset += scalarCount(position..<(close + 1))
            position = close + 1
            textStart = position
        }
        if textStart < bytes.count { segments.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return PhraseTemplate(segments: segments, slots: slots)
    }

    /// `\.$session` (Swift's key path) or the common slip `.$session`.
    private static func parameterName(_ inside: String) -> String? {
        for prefix in ["\\.$", ".$"] where inside.hasPrefix(prefix) {
            let name = String(inside.dropFirst(prefix.count))
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return name }
        }
        return nil
    }
}
