import Foundation
import ParleyText
import ParleyCatalog
import ParleyDialogue

/// A parsed `*.transcript` file: settings, and user turns with the output expected.
public struct Transcript: Sendable {
    /// One expected output line.
    public enum Expectation: Sendable {
        case exact(String)
        /// `<~ REGEX`: the whole line must match.
        case pattern(LinePattern)

        public func check(_ line: String) -> LinePattern.Outcome {
            switch self {
            case .exact(let text): text.trailingSpacesTrimmed == line.trailingSpacesTrimmed ? .match : .mismatch
            case .pattern(let pattern): pattern.check(line)
            }
        }

        public func matches(_ line: String) -> Bool {
            check(line) == .match
        }

        /// As written in the file.
        public var source: String {
            switch self {
            case .exact(let text): text.isEmpty ? "<" : "< \(text)"
            case .pattern(let pattern): "<~ \(pattern.source)"
            }
        }
    }

    public struct Turn: Sendable {
        /// What the turn asks of the session.
        public enum Kind: Sendable {
            /// `> utterance`: the user says something.
            case utterance
            /// `@suggestions`: what Siri could suggest now (SPEC §9).
            case suggestions
        }

        public var input: String
        public var kind: Kind = .utterance
        public var line: Int
        /// The `= EXPECTED` line, if any, and its line number.
        public var assertion: MatchAssertion?
        public var assertionLine: Int?
        /// `-> App/Intent …` lines: intents that ran during the turn, and their lines.
        public var ran: [RanAssertion] = []
        public var ranLines: [Int] = []
        /// `<* TEXT` lines: text the turn's reply contains, and their lines.
        public var contains: [String] = []
        public var containsLines: [Int] = []
        public var expectations: [Expectation]
        /// Line numbers of the expectation lines, for `--update`.
        public var expectationLines: [Int]

        /// The turn's own line as written: `> utterance` or `@suggestions`.
        public var source: String {
            switch kind {
            case .utterance: "> \(input)"
            case .suggestions: "@suggestions"
            }
        }

        /// An `=` line alone leaves the output unchecked.
        public var checksOutput: Bool {
            (assertion == nil && ran.isEmpty && contains.isEmpty) || !expectations.isEmpty
        }
    }

    public enum Item: Sendable {
        /// `@phrases DIR`, relative to the transcript.
        case phrases(String, line: Int)
        case setting(SessionSetting, line: Int)
        case turn(Turn)

        /// The line the item starts on.
        public var line: Int {
            switch self {
            case .phrases(_, let line), .setting(_, let line): line
            case .turn(let turn): turn.line
            }
        }
    }

    public var file: String
    public var items: [Item]
    /// The file's text (without a byte-order mark), for `--update`.
    public var source: String
    /// The file's own line ending, which `--update` keeps.
    public var lineEnding: String

    /// The file's lines as read, split only when `--update` asks.
    public var sourceLines: [String] {
        SourceText.lines(source).map(String.init)
    }

    public var turns: [Turn] {
        items.compactMap { if case .turn(let turn) = $0 { return turn } else { return nil } }
    }

    /// Whether the file has a turn, without copying its turns out.
    public var hasTurns: Bool {
        items.contains { if case .turn = $0 { true } else { false } }
    }

    /// Catalog folders named by `@phrases`, resolved against the transcript's folder.
    public var catalogDirectories: [String] {
        items.compactMap { item in
            guard case .phrases(let path, _) = item else { return nil }
            guard !path.hasPrefix("/") else { return path }
            // A suite's files share their folder and their `@phrases`: resolved once per pair.
            let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
            return Self.resolvedPaths.value(for: [folder, path]) { key in
                URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(key[1]).standardizedFileURL.path
            }
        }
    }

    private static let resolvedPaths = Memo<[String], String>(limit: 10_000)

    /// The line of the first `@phrases`, for errors about the catalog it names.
    public var phrasesLine: Int? {
        for item in items { if case .phrases(_, let line) = item { return line } }
        return nil
    }
}
