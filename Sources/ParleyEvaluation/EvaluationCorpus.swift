import Foundation
import ParleyText
import ParleyCatalog

/// A labelled set of utterances for measuring matching quality: one file per group
/// (`exact.tsv`, `flexible.tsv`, `must-not-match.tsv`, `ambiguous.tsv`), each line
/// `locale<TAB>utterance<TAB>expected`.
///
/// `expected` is `App#shortcut [param=value]` for a match, `none` for no trigger (a
/// suggestion is allowed), `none!` for no trigger and no suggestion, or
/// `ambiguous App#0 Other#2` for a tie.
public struct EvaluationCorpus: Sendable {
    public enum Group: String, CaseIterable, Sendable {
        case exact
        case flexible
        case mustNotMatch = "must-not-match"
        case ambiguous
    }

    public enum Expected: Hashable, Sendable, CustomStringConvertible {
        case match(app: String, shortcut: Int, parameters: [String: String])
        case none(allowSuggestion: Bool)
        case ambiguous([String])

        public var description: String {
            switch self {
            case .match(let app, let shortcut, let parameters):
                ([ "\(app)#\(shortcut)"] + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }).joined(separator: " ")
            case .none(let allowSuggestion): allowSuggestion ? "none" : "none!"
            case .ambiguous(let shortcuts): "ambiguous " + shortcuts.joined(separator: " ")
            }
        }
    }

    public struct Item: Sendable {
        public var group: Group
        public var locale: String
        public var utterance: String
        public var expected: Expected
        public var location: SourceLocation
    }

    public var items: [Item]

    /// Reads every group file present in `directory`.
    public static func load(directory: String) throws(Diagnostic) -> EvaluationCorpus {
        var items: [Item] = []
        for group in Group.allCases {
            let file = directory + "/" + group.rawValue + ".tsv"
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            for (offset, line) in lines.enumerated() where !line.trimmed.isEmpty && !line.hasPrefix("#") {
                let columns = line.components(separatedBy: "\t")
                guard columns.count == 3 else {
                    throw Diagnostic(.error, "expected three tab-separated columns: locale, utterance, expected", at: SourceLocation(file: file, line: offset + 1, column: 1))
                }
                guard let expected = parse(columns[2].trimmed) else {
                    throw Diagnostic(.error, "cannot read the expected outcome '\(columns[2])'; write App#0 [param=value], none, none! or ambiguous App#0 Other#1", at: SourceLocation(file: file, line: offset + 1, column: 1))
                }
                items.append(Item(group: group, locale: columns[0].trimmed, utterance: columns[1], expected: expected,
                                  location: SourceLocation(file: file, line: offset + 1, column: 1)))
            }
        }
        return EvaluationCorpus(items: items)
    }

    static func parse(_ text: String) -> Expected? {
        if text == "none" { return .none(allowSuggestion: true) }
        if text == "none!" { return .none(allowSuggestion: false) }
        if text.hasPrefix("ambiguous ") {
            // "ambiguous Bee Network#0 LiveTrams#0": each shortcut ends at its "#N".
            var shortcuts: [String] = []
            var current: [Substring] = []
            for word in text.dropFirst("ambiguous ".count).split(separator: " ") {
                current.append(word)
                if let hash = word.lastIndex(of: "#"), Int(word[word.index(after: hash)...]) != nil {
                    shortcuts.append(current.joined(separator: " "))
                    current = []
                }
            }
            return shortcuts.count >= 2 && current.isEmpty ? .ambiguous(shortcuts) : nil
        }
        // "Food Truck#0 timeframe=week": the app's name may have spaces.
        guard let hash = text.lastIndex(of: "#") else { return nil }
        let app = String(text[..<hash])
        var rest = text[text.index(after: hash)...].split(separator: " ").map(String.init)
        guard !rest.isEmpty, let shortcut = Int(rest.removeFirst()) else { return nil }
        var parameters: [String: String] = [:]
        for pair in rest {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            parameters[parts[0]] = parts[1]
        }
        return .match(app: app, shortcut: shortcut, parameters: parameters)
    }
}
