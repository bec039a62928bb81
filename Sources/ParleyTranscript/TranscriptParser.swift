import Foundation
import ParleyText
import ParleyDialogue

/// Parses the transcript format (docs/TRANSCRIPTS.md).
///
///     @device homepod
///     > Start a Meditation
///     = Meditation/StartMeditation
///     < What session would you like?
///     <~ Calming, Walking(, or .*)?\?
public enum TranscriptParser {
    public static func parse(file: String) throws(TranscriptError) -> Transcript {
        let text: String
        do {
            text = try SourceText.read(file, what: "transcript")
        } catch {
            throw TranscriptError(.unreadable(error.message), file: file, line: error.line, column: error.column)
        }
        return try parse(text, file: file)
    }

    public static func parse(_ text: String, file: String) throws(TranscriptError) -> Transcript {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let lines = SourceText.lines(text).map(String.init)
        var items: [Transcript.Item] = []
        var turn: Transcript.Turn?
        var sawTurn = false
        func finishTurn() {
            if let finished = turn { items.append(.turn(finished)) }
            turn = nil
        }
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            // Characters, not bytes: a space or a marker with a combining mark on it is
            // another character, not indentation or a marker.
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            let line = raw.dropFirst(indent)
            func error(_ problem: TranscriptProblem, column: Int = 1) -> TranscriptError {
                TranscriptError(problem, file: file, line: number, column: indent + column)
            }
            // A line is told by its first character: one comparison, not a prefix per marker.
            guard let marker = line.first, marker != "#" else { continue }
            if marker == ">" {
                finishTurn()
                sawTurn = true
                turn = Transcript.Turn(input: content(of: line, marker: ">"), line: number, expectations: [], expectationLines: [])
            } else if marker == "=" {
                guard turn != nil else { throw error(.assertionBeforeTurn) }
                guard turn?.assertion == nil, turn?.expectations.isEmpty == true else {
                    throw error(.assertionOutOfPlace)
                }
                do {
                    turn?.assertion = try MatchAssertion(parsing: content(of: line, marker: "="))
                    turn?.assertionLine = number
                } catch {
                    throw TranscriptError(error.problem, file: file, line: number, column: indent + 3)
                }
            } else if marker == "<", line.dropFirst().first == "~" {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                let source = content(of: line, marker: "<~")
                do {
                    turn?.expectations.append(.pattern(try LinePattern(source)))
                    turn?.expectationLines.append(number)
                } catch {
                    throw TranscriptError(.invalidPattern(source), file: file, line: number, column: indent + 4)
                }
            } else if marker == "<" {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                turn?.expectations.append(.exact(content(of: line, marker: "<")))
                turn?.expectationLines.append(number)
            } else if marker == "@" {
                finishTurn()
                let directive = stripComment(String(line))
                let name = String(directive.dropFirst().prefix { !$0.isWhitespace })
                let argument = String(directive.dropFirst(name.count + 1)).trimmed
                if name == "phrases" {
                    guard !sawTurn else { throw error(.phrasesAfterTurn) }
                    guard !argument.isEmpty else { throw error(.phrasesNeedsFolder, column: 10) }
                    items.append(.phrases(argument, line: number))
                    continue
                }
                guard SessionSetting.names.contains(name) else {
                    throw error(.unknownDirective(name))
                }
                do {
                    items.append(.setting(try SessionSetting(name: name, argument: argument), line: number))
                } catch {
                    throw TranscriptError(.setting(error.problem), file: file, line: number, column: indent + name.count + 3)
                }
            } else {
                throw error(.unexpectedLine)
            }
        }
        finishTurn()
        return Transcript(file: file, items: items, sourceLines: lines, lineEnding: SourceText.lineEnding(of: text))
    }

    /// `> text`, `<text` and `>text` all work; one space after the marker is not content.
    private static func content(of line: Substring, marker: String) -> String {
        var rest = line.dropFirst(marker.count)
        if rest.first == " " { rest = rest.dropFirst() }
        return String(rest)
    }

    /// Directives may end with `# a comment`.
    private static func stripComment(_ line: String) -> String {
        // A space or tab and then `#`, found byte by byte (Foundation's `range(of:)` is slow).
        let utf8 = line.utf8
        var previous: UInt8 = 0
        guard let hash = utf8.indices.first(where: { index in
            defer { previous = utf8[index] }
            return utf8[index] == UInt8(ascii: "#") && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"))
        }) else { return line.trimmed }
        return String(line[..<utf8.index(before: hash)]).trimmed
    }
}
