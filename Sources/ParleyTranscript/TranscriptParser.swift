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
        let bytes = Array(text.utf8)
        var items: [Transcript.Item] = []
        var turn: Transcript.Turn?
        var sawTurn = false
        func finishTurn() {
            if let finished = turn { items.append(.turn(finished)) }
            turn = nil
        }
        var number = 0
        for range in SourceText.lineRanges(bytes) {
            number += 1
            let start = LineStart(String(decoding: bytes[range], as: UTF8.self)[...])
            let indent = start.indent
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
            } else if marker == "-", start.second == ">" {
                guard turn != nil else { throw error(.turnLineBeforeTurn("->")) }
                do {
                    turn?.ran.append(try RanAssertion(parsing: start.content(markerLength: 2)))
                    turn?.ranLines.append(number)
                } catch {
                    throw TranscriptError(error.problem, file: file, line: number, column: indent + 4)
                }
            } else if marker == "<", start.second == "*" {
                guard turn != nil else { throw error(.turnLineBeforeTurn("<*")) }
                turn?.contains.append(start.content(markerLength: 2))
                turn?.containsLines.append(number)
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
                let (name, argument) = start.directive
                if name == "phrases" {
                    guard !sawTurn else { throw error(.phrasesAfterTurn) }
                    guard !argument.isEmpty else { throw error(.phrasesNeedsFolder, column: 10) }
                    items.append(.phrases(argument, line: number))
                    continue
                }
                if name == "suggestions" {
                    guard argument.isEmpty else { throw error(.setting(.takesNothing(sigil: "@", setting: name)), column: 15) }
                    sawTurn = true
                    turn = Transcript.Turn(input: "", kind: .suggestions, line: number, expectations: [], expectationLines: [])
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
        return Transcript(file: file, items: items, source: text, lineEnding: SourceText.lineEnding(of: text))
    }

    /// A line's indentation, its marker and what follows, read by characters: a space or a
    /// marker with a combining mark on it is another character, not indentation or a marker.
    private struct LineStart {
        /// In characters, for columns.
        let indent: Int
        /// The first character after the indentation; nil for a blank line.
        let marker: Character?
        let secondIsTilde: Bool
        /// The character after the marker.
        let second: Character?
        /// The line without its indentation.
        private let text: Substring

        init(_ line: Substring) {
            indent = line.prefix { $0 == " " || $0 == "\t" }.count
            text = line.dropFirst(indent)
            marker = text.first
            secondIsTilde = text.dropFirst().first == "~"
            second = text.dropFirst().first
        }

        /// `@name argument # comment`: the name runs to the first whitespace, the argument to a
        /// `#` after a space or tab outside quotes, without the whitespace around it.
        var directive: (name: String, argument: String) {
            TranscriptParser.directiveParts(String(QuotedText.withoutComment(text)).trimmed)
        }

        /// `> text`, `<text` and `>text` all work; one space after the marker is not content.
        /// The space is dropped as a scalar: a line that starts with a combining mark (a Thai
        /// vowel, a Hebrew point) is written `> ` and the mark, which form one Character.
        func content(markerLength: Int) -> String {
            var content = text.dropFirst(markerLength).unicodeScalars
            if content.first == " " { content = content.dropFirst() }
            return String(content)
        }
    }

    /// `@name argument`: the name runs to the first whitespace character.
    private static func directiveParts(_ directive: String) -> (name: String, argument: String) {
        let body = directive.dropFirst()
        let name = body.prefix { !$0.isWhitespace }
        return (String(name), String(body[name.endIndex...]).trimmed)
    }
}
