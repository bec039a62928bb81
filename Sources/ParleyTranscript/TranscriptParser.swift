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
            // A line is told by its first byte after the indentation: every marker is ASCII.
            let bytes = raw.utf8
            let start = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.endIndex
            let indent = bytes.distance(from: bytes.startIndex, to: start)
            let line = raw[start...]
            func error(_ problem: TranscriptProblem, column: Int = 1) -> TranscriptError {
                TranscriptError(problem, file: file, line: number, column: indent + column)
            }
            guard let marker = line.utf8.first, marker != UInt8(ascii: "#") else { continue }
            if marker == UInt8(ascii: ">") {
                finishTurn()
                sawTurn = true
                turn = Transcript.Turn(input: content(of: line, marker: ">"), line: number, expectations: [], expectationLines: [])
            } else if marker == UInt8(ascii: "=") {
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
            } else if marker == UInt8(ascii: "<"), line.utf8.dropFirst().first == UInt8(ascii: "~") {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                let source = content(of: line, marker: "<~")
                do {
                    turn?.expectations.append(.pattern(try LinePattern(source)))
                    turn?.expectationLines.append(number)
                } catch {
                    throw TranscriptError(.invalidPattern(source), file: file, line: number, column: indent + 4)
                }
            } else if marker == UInt8(ascii: "<") {
                guard turn != nil else { throw error(.expectationBeforeTurn) }
                turn?.expectations.append(.exact(content(of: line, marker: "<")))
                turn?.expectationLines.append(number)
            } else if marker == UInt8(ascii: "@") {
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
        // The markers are ASCII: dropping their bytes drops their characters.
        var rest = line.utf8.dropFirst(marker.utf8.count)
        if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
        return String(Substring(rest))
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
