import ParleyText

/// A dialog string with `\(name)` interpolations, in Swift's own syntax.
///
///     DialogTemplate.parse("Okay, starting a \\(session) session.")
///     // [.text("Okay, starting a "), .reference("session"), .text(" session.")]
public enum DialogTemplate {
    public enum Segment: Hashable, Sendable {
        case text(String)
        case reference(String)
    }

    public static func parse(_ template: String) -> [Segment] {
        parsed.value(for: template, compute: read)
    }

    /// Every template read, up to a bound: a catalog's dialogs and Siri's own lines are few,
    /// and each was read again at every turn that says it (a twentieth of a replayed turn).
    private static let parsed = Memo<String, [Segment]>(limit: 50_000)

    private static func read(_ template: String) -> [Segment] {
        var segments: [Segment] = []
        var text = ""
        var rest = Substring(template)
        while let start = interpolationStart(in: rest) {
            guard let close = rest[start.upperBound...].firstIndex(of: ")") else { break }
            text += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<close]).trimmed
            if !text.isEmpty { segments.append(.text(text)) }
            text = ""
            segments.append(.reference(name))
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// Where the first `\(` is, found byte by byte: Foundation's `range(of:)` was most of
    /// rendering a line.
    private static func interpolationStart(in text: Substring) -> Range<Substring.Index>? {
        let utf8 = text.utf8
        var from = utf8.startIndex
        while let backslash = utf8[from...].firstIndex(of: UInt8(ascii: "\\")) {
            let next = utf8.index(after: backslash)
            guard next < utf8.endIndex else { return nil }
            if utf8[next] == UInt8(ascii: "(") { return backslash..<utf8.index(after: next) }
            from = next
        }
        return nil
    }

    /// The names a template refers to, in order.
    public static func references(in template: String) -> [String] {
        parse(template).compactMap {
            if case .reference(let name) = $0 { return name }
            return nil
        }
    }

    /// Fills each reference with `value(name)`, leaving unknown ones as written.
    public static func render(_ template: String, value: (String) -> String?) -> String {
        parse(template).map { segment in
            switch segment {
            case .text(let text): text
            case .reference(let name): value(name) ?? "\\(\(name))"
            }
        }.joined()
    }
}
