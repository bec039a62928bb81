import Foundation

/// A parsed `*.transcript` file (SPEC §5): settings and user turns with the output expected.
public struct Transcript: Sendable {
    public enum Directive: Sendable, Equatable {
        case phrases(String)
        case device(Device)
        case locale(String)
        case now(CalendarDate)
        case set(app: String, assignment: String)
    }

    /// One expected output line.
    public enum Expectation: Sendable {
        case exact(String)
        /// `<~ REGEX`: the whole line must match.
        case pattern(String, NSRegularExpressionBox)

        public func matches(_ line: String) -> Bool {
            switch self {
            case .exact(let text): return text.trailingSpacesTrimmed == line.trailingSpacesTrimmed
            case .pattern(_, let box): return box.matchesWholeLine(line)
            }
        }

        /// As written in the file.
        public var source: String {
            switch self {
            case .exact(let text): text.isEmpty ? "<" : "< \(text)"
            case .pattern(let pattern, _): "<~ \(pattern)"
            }
        }
    }

    public struct Turn: Sendable {
        public var input: String
        public var line: Int
        public var expectations: [Expectation]
        /// Line numbers of the expectation lines, for `--update`.
        public var expectationLines: [Int]
    }

    public enum Item: Sendable {
        case directive(Directive, line: Int)
        case turn(Turn)
    }

    public var file: String
    public var items: [Item]
    /// The file's lines as read, for `--update` and `replay`.
    public var sourceLines: [String]

    public var turns: [Turn] {
        items.compactMap { if case .turn(let turn) = $0 { return turn } else { return nil } }
    }

    /// Catalog folders named by `@phrases`, resolved against the transcript's folder.
    public var catalogDirectories: [String] {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        return items.compactMap { item in
            guard case .directive(.phrases(let path), _) = item else { return nil }
            return path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }
    }
}

/// A compiled regular expression that can cross threads (NSRegularExpression is immutable).
public struct NSRegularExpressionBox: @unchecked Sendable {
    public let expression: NSRegularExpression

    public func matchesWholeLine(_ line: String) -> Bool {
        let text = line.trailingSpacesTrimmed
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, options: [.anchored], range: range) else { return false }
        return match.range == range
    }
}

extension String {
    var trailingSpacesTrimmed: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
