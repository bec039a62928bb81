import ParleyText

/// A phrase in Swift's interpolation syntax, split into text and slots.
///
///     try PhraseTemplate.parse(#"Start a \(\.$session) session with \(.applicationName)"#).segments
///     // [.text("Start a "), .parameter("session"), .text(" session with "), .applicationName]
public struct PhraseTemplate: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case text(String)
        case applicationName
        case parameter(String)
    }

    /// A slot with the offset (in Unicode scalars) of its `\(` in the phrase.
    public struct Slot: Hashable, Sendable {
        public var segment: Segment
        public var offset: Int
    }

    public var segments: [Segment]
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

    public static func parse(_ phrase: String) throws(SyntaxError) -> PhraseTemplate {
        var segments: [Segment] = []
        var slots: [Slot] = []
        // Text between slots is copied as whole slices; `offset` counts scalars for carets.
        let scalars = phrase.unicodeScalars
        var position = scalars.startIndex
        var offset = 0
        var textStart = position
        while position < scalars.endIndex {
            let next = scalars.index(after: position)
            guard scalars[position] == "\\", next < scalars.endIndex, scalars[next] == "(" else {
                position = next
                offset += 1
                continue
            }
            let insideStart = scalars.index(after: next)
            guard let close = scalars[insideStart...].firstIndex(of: ")") else {
                throw SyntaxError(problem: .unclosedSlot, offset: offset)
            }
            let inside = String(scalars[insideStart..<close]).trimmed
            let segment: Segment
            if inside == ".applicationName" {
                segment = .applicationName
            } else if let name = parameterName(inside) {
                segment = .parameter(name)
            } else {
                throw SyntaxError(problem: .unknownSlot(inside), offset: offset)
            }
            if textStart < position { segments.append(.text(String(scalars[textStart..<position]))) }
            segments.append(segment)
            slots.append(Slot(segment: segment, offset: offset))
            offset += scalars.distance(from: position, to: close) + 1
            position = scalars.index(after: close)
            textStart = position
        }
        if textStart < scalars.endIndex { segments.append(.text(String(scalars[textStart...]))) }
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
