import Foundation

/// Parses the transcript format of SPEC §5.
///
///     @device homepod
///     > Start a Meditation
///     < What session would you like?
///     <~ Calming, Walking(, or .*)?\?
public enum TranscriptParser {
    public static func parse(file: String) throws(TranscriptError) -> Transcript {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw TranscriptError("cannot read the transcript as UTF-8 text", file: file, line: 1)
        }
        return try parse(text, file: file)
    }

    public static func parse(_ text: String, file: String) throws(TranscriptError) -> Transcript {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        lines = lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        var items: [Transcript.Item] = []
        var turn: Transcript.Turn?
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw.trimmingLeadingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix(">") {
                if let finished = turn { items.append(.turn(finished)) }
                turn = Transcript.Turn(input: content(of: line, marker: ">"), line: number, expectations: [], expectationLines: [])
            } else if line.hasPrefix("<~") {
                guard turn != nil else { throw TranscriptError("an expected line comes before any '>' turn; start with '> what the user says'", file: file, line: number) }
                let pattern = content(of: line, marker: "<~")
                do {
                    let expression = try NSRegularExpression(pattern: pattern)
                    turn?.expectations.append(.pattern(pattern, NSRegularExpressionBox(expression: expression)))
                    turn?.expectationLines.append(number)
                } catch {
                    throw TranscriptError("'\(pattern)' is not a valid regular expression", file: file, line: number, column: 4)
                }
            } else if line.hasPrefix("<") {
                guard turn != nil else { throw TranscriptError("an expected line comes before any '>' turn; start with '> what the user says'", file: file, line: number) }
                turn?.expectations.append(.exact(content(of: line, marker: "<")))
                turn?.expectationLines.append(number)
            } else if line.hasPrefix("@") {
                if let finished = turn { items.append(.turn(finished)) }
                turn = nil
                let directive = try parseDirective(stripComment(line), file: file, line: number)
                if case .phrases = directive, items.contains(where: { if case .turn = $0 { true } else { false } }) {
                    throw TranscriptError("@phrases must come before the first turn", file: file, line: number)
                }
                items.append(.directive(directive, line: number))
            } else {
                throw TranscriptError("expected '> ' (what the user says), '< ' (what Siri answers), '<~ ' (a pattern), '@' (a setting) or '#' (a comment)", file: file, line: number)
            }
        }
        if let finished = turn { items.append(.turn(finished)) }
        return Transcript(file: file, items: items, sourceLines: lines)
    }

    private static func parseDirective(_ line: String, file: String, line number: Int) throws(TranscriptError) -> Transcript.Directive {
        let name = String(line.prefix { !$0.isWhitespace })
        let argument = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        let column = name.count + 2
        func require(_ what: String) throws(TranscriptError) {
            if argument.isEmpty { throw TranscriptError("\(name) needs \(what)", file: file, line: number, column: column) }
        }
        switch name {
        case "@phrases":
            try require("a catalog folder, relative to this file")
            return .phrases(argument)
        case "@device":
            guard let device = Device(rawValue: argument.lowercased()) else {
                throw TranscriptError("unknown device '\(argument)'; use phone or homepod", file: file, line: number, column: column)
            }
            return .device(device)
        case "@locale":
            try require("a locale code such as en or ja")
            return .locale(argument)
        case "@now":
            guard let date = CalendarDate(iso: argument) else {
                throw TranscriptError("@now needs a date like 2026-11-21 or 2026-11-21T09:00, not '\(argument)'", file: file, line: number, column: column)
            }
            return .now(date)
        case "@set":
            guard let parsed = StateAssignment(parsing: argument) else {
                throw TranscriptError("@set needs an app and name=value, like '@set Meditation loggedIn=false'", file: file, line: number, column: column)
            }
            return .set(app: parsed.app, assignment: parsed.assignment)
        default:
            throw TranscriptError("unknown directive '\(name)'; expected @phrases, @device, @locale, @now or @set", file: file, line: number)
        }
    }

    /// `> text`, `<text` and `>text` all work; one space after the marker is not content.
    private static func content(of line: String, marker: String) -> String {
        var rest = line.dropFirst(marker.count)
        if rest.first == " " { rest = rest.dropFirst() }
        return String(rest)
    }

    /// Directives may end with `# a comment`.
    private static func stripComment(_ line: String) -> String {
        guard let range = line.range(of: " #") ?? line.range(of: "\t#") else { return line.trimmingCharacters(in: .whitespaces) }
        return String(line[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    var trimmingLeadingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
