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
        // The lines are read as bytes of one array: a `String` for each line, and Unicode-aware
        // tests on it, cost more than the rest of a turn's parsing together.
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
            let start = LineStart(bytes[range])
            let indent = start.indent
            func error(_ problem: TranscriptProblem, column: Int = 1) -> TranscriptError {
                TranscriptError(problem, file: file, line: number, column: indent + column)
            }
            // A line is told by its first character: one comparison, not a prefix per marker.
            guard let marker = start.marker, marker != UInt8(ascii: "#") else { continue }
            if marker == UInt8(ascii: ">") {
                finishTurn()
                sawTurn = true
                turn = Transcript.Turn(input: start.content(markerLength: 1), line: number, expectations: [], expectationLines: [])
            } else if marker == UInt8(ascii: "=") {
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
            } else if marker == UInt8(ascii: "<"), start.secondIsTilde {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                let source = start.content(markerLength: 2)
                do {
                    turn?.expectations.append(.pattern(try LinePattern(source)))
                    turn?.expectationLines.append(number)
                } catch {
                    throw TranscriptError(.invalidPattern(source), file: file, line: number, column: indent + 4)
                }
            } else if marker == UInt8(ascii: "<") {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                turn?.expectations.append(.exact(start.content(markerLength: 1)))
                turn?.expectationLines.append(number)
            } else if marker == UInt8(ascii: "@") {
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
    /// Where the indentation, the marker and the three bytes after it are ASCII, no mark can
    /// join them and each byte is a character: the line is read by bytes (most lines are).
    private struct LineStart {
        /// In characters, for columns.
        let indent: Int
        /// The marker's ASCII byte; 0x80 for a character that is not ASCII, nil for a blank line.
        let marker: UInt8?
        let secondIsTilde: Bool
        private let text: Text

        private enum Text {
            /// The line without its indentation.
            case bytes(ArraySlice<UInt8>)
            case characters(Substring)
        }

        init(_ line: ArraySlice<UInt8>) {
            var first = line.startIndex
            while first < line.endIndex, line[first] == UInt8(ascii: " ") || line[first] == UInt8(ascii: "\t") { first += 1 }
            let readByBytes = line[line.startIndex..<min(line.endIndex, first + 4)].allSatisfy { $0 < 0x80 }
            if readByBytes {
                indent = first - line.startIndex
                marker = first < line.endIndex ? line[first] : nil
                secondIsTilde = first + 1 < line.endIndex && line[first + 1] == UInt8(ascii: "~")
                text = .bytes(line[first...])
            } else {
                let raw = String(decoding: line, as: UTF8.self)
                indent = raw.prefix { $0 == " " || $0 == "\t" }.count
                let rest = raw.dropFirst(indent)
                marker = rest.first.map { $0.isASCII ? $0.asciiValue! : 0x80 }
                secondIsTilde = rest.dropFirst().first == "~"
                text = .characters(rest)
            }
        }

        /// `@name argument # comment`: the name runs to the first whitespace, the argument to a
        /// `#` after a space or tab, without the whitespace around it.
        var directive: (name: String, argument: String) {
            let line = switch text {
            case .bytes(let bytes): bytes
            case .characters(let characters): ArraySlice(characters.utf8)
            }
            let uncommented = line[..<Self.commentStart(in: line)]
            guard uncommented.allSatisfy({ $0 < 0x80 }) else {
                return TranscriptParser.directiveParts(String(decoding: uncommented, as: UTF8.self).trimmed)
            }
            // In ASCII every whitespace character is one of these bytes.
            func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
            let body = uncommented.dropFirst()
            let name = body.prefix { !isSpace($0) }
            var argument = body[name.endIndex...].drop(while: isSpace)
            while let last = argument.last, isSpace(last) { argument.removeLast() }
            return (String(decoding: name, as: UTF8.self), String(decoding: argument, as: UTF8.self))
        }

        /// Where a comment starts: at a space or tab before a `#`, else the end.
        private static func commentStart(in line: ArraySlice<UInt8>) -> Int {
            var index = line.startIndex + 1
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "#"), line[index - 1] == UInt8(ascii: " ") || line[index - 1] == UInt8(ascii: "\t") {
                    return index - 1
                }
                index += 1
            }
            return line.endIndex
        }

        /// `> text`, `<text` and `>text` all work; one space after the marker is not content.
        func content(markerLength: Int) -> String {
            switch text {
            case .bytes(let line):
                var bytes = line.dropFirst(markerLength)
                if bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
                return String(decoding: bytes, as: UTF8.self)
            case .characters(let line):
                var text = line.dropFirst(markerLength)
                if text.first == " " { text = text.dropFirst() }
                return String(text)
            }
        }
    }

    /// `@name argument`, in a line that is not ASCII: the name runs to the first whitespace
    /// character.
    private static func directiveParts(_ directive: String) -> (name: String, argument: String) {
        let body = directive.dropFirst()
        let name = body.prefix { !$0.isWhitespace }
        return (String(name), String(body[name.endIndex...]).trimmed)
    }
}
