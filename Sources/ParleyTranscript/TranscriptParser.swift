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
            let start = LineStart(raw)
            let indent = start.indent, line = start.rest
            func error(_ problem: TranscriptProblem, column: Int = 1) -> TranscriptError {
                TranscriptError(problem, file: file, line: number, column: indent + column)
            }
            // A line is told by its first character: one comparison, not a prefix per marker.
            guard let marker = start.marker, marker != "#" else { continue }
            if marker == ">" {
                finishTurn()
                sawTurn = true
                turn = Transcript.Turn(input: start.content(markerLength: 1), line: number, expectations: [], expectationLines: [])
            } else if marker == "=" {
                guard turn != nil else { throw error(.assertionBeforeTurn) }
                guard turn?.assertion == nil, turn?.expectations.isEmpty == true else {
                    throw error(.assertionOutOfPlace)
                }
                do {
                    turn?.assertion = try MatchAssertion(parsing: start.content(markerLength: 1))
                    turn?.assertionLine = number
                } catch {
                    throw TranscriptError(error.problem, file: file, line: number, column: indent + 3)
                }
            } else if marker == "<", start.secondIsTilde {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                let source = start.content(markerLength: 2)
                do {
                    turn?.expectations.append(.pattern(try LinePattern(source)))
                    turn?.expectationLines.append(number)
                } catch {
                    throw TranscriptError(.invalidPattern(source), file: file, line: number, column: indent + 4)
                }
            } else if marker == "<" {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                turn?.expectations.append(.exact(start.content(markerLength: 1)))
                turn?.expectationLines.append(number)
            } else if marker == "@" {
                finishTurn()
                let (name, argument) = directiveParts(stripComment(String(line)), isASCII: start.isASCII)
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

    /// A line's indentation, its marker and what follows, read by characters: a space or a
    /// marker with a combining mark on it is another character, not indentation or a marker.
    /// Most lines are ASCII, where each byte is a character, and are read by bytes.
    private struct LineStart {
        let indent: Int
        /// The line without its indentation.
        let rest: Substring
        let marker: Character?
        let secondIsTilde: Bool
        let isASCII: Bool

        init(_ raw: String) {
            isASCII = raw.utf8.allSatisfy { $0 < 0x80 }
            if isASCII {
                let bytes = raw.utf8
                indent = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
                rest = raw[bytes.index(bytes.startIndex, offsetBy: indent)...]
                let first = rest.utf8.first, second = rest.utf8.dropFirst().first
                marker = first.map { Character(Unicode.Scalar($0)) }
                secondIsTilde = second == UInt8(ascii: "~")
            } else {
                indent = raw.prefix { $0 == " " || $0 == "\t" }.count
                rest = raw.dropFirst(indent)
                marker = rest.first
                secondIsTilde = rest.dropFirst().first == "~"
            }
        }

        /// `> text`, `<text` and `>text` all work; one space after the marker is not content.
        func content(markerLength: Int) -> String {
            if isASCII {
                var bytes = rest.utf8.dropFirst(markerLength)
                if bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
                return String(Substring(bytes))
            }
            var text = rest.dropFirst(markerLength)
            if text.first == " " { text = text.dropFirst() }
            return String(text)
        }
    }

    /// `@name argument`: the name runs to the first whitespace (in an ASCII line, a byte of it).
    private static func directiveParts(_ directive: String, isASCII: Bool) -> (name: String, argument: String) {
        let body = directive.dropFirst()
        let name = isASCII
            ? Substring(body.utf8.prefix { $0 != UInt8(ascii: " ") && !(0x09...0x0D).contains($0) })
            : body.prefix { !$0.isWhitespace }
        return (String(name), String(body[name.endIndex...]).trimmed)
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
