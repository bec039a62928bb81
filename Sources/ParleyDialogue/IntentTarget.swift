import ParleyText

/// An app's intent with values, written as transcripts' `=` lines, `@shortcut` and `@donate`
/// write it: the app's name (spaces allowed), `/`, the intent's key, then `key=value` pairs
/// with values as `parley match --json` gives them.
///
///     try IntentTarget(parsing: "Soup Chef/OrderSoup soup=tomatoSoup quantity=1")
///     // app "Soup Chef", intent "OrderSoup", values [("soup", "tomatoSoup"), ("quantity", "1")]
public struct IntentTarget: Hashable, Sendable, CustomStringConvertible {
    public var app: String
    public var intent: String
    /// In the order written.
    public var values: [Pair]

    public struct Pair: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Why a target could not be read.
    public enum ParseError: Error, Sendable, Equatable {
        case unreadable
        case needsAppAndIntent
        case pairUnreadable(String)
        case parameterTwice(String)
    }

    public init(app: String, intent: String, values: [Pair] = []) {
        self.app = app
        self.intent = intent
        self.values = values
    }

    public init(parsing text: String) throws(ParseError) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        // The app's name may have spaces: it runs up to the word that holds "/Intent".
        guard let slashWord = words.firstIndex(where: { $0.contains("/") }),
              let slash = words[slashWord].lastIndex(of: "/")
        else { throw .unreadable }
        app = (words[..<slashWord].map(String.init) + [String(words[slashWord][..<slash])]).joined(separator: " ")
        intent = String(words[slashWord][words[slashWord].index(after: slash)...])
        guard !app.isEmpty, !intent.isEmpty else { throw .needsAppAndIntent }
        values = []
        for pair in words[(slashWord + 1)...] {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw .pairUnreadable(String(pair)) }
            let name = String(pair[..<equals])
            guard !values.contains(where: { $0.name == name }) else { throw .parameterTwice(name) }
            values.append(Pair(name: name, value: String(pair[pair.index(after: equals)...])))
        }
    }

    /// As written: `Soup Chef/OrderSoup quantity=1 soup=tomatoSoup`, values sorted by name.
    public var description: String {
        (["\(app)/\(intent)"] + values.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }
}
