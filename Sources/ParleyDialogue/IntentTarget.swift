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
        var rest = Substring(text)
        while rest.first == " " { rest.removeFirst() }
        var pairs: [Substring]
        if let (name, afterName) = QuotedText.read(rest.unicodeScalars) {
            // `"AC/DC Radio"/Play`: a quoted name may hold anything, a `/` included.
            guard afterName.first == "/", let words = QuotedText.words(Substring(afterName.dropFirst())), let intentWord = words.first else {
                throw .unreadable
            }
            app = name
            intent = String(intentWord)
            pairs = Array(words.dropFirst())
        } else {
            // The app's name may have spaces: it runs up to the word that holds "/Intent".
            guard let words = QuotedText.words(rest),
                  let slashWord = words.firstIndex(where: { $0.contains("/") }),
                  let slash = words[slashWord].lastIndex(of: "/")
            else { throw .unreadable }
            app = (words[..<slashWord].map(String.init) + [String(words[slashWord][..<slash])]).joined(separator: " ")
            intent = String(words[slashWord][words[slashWord].index(after: slash)...])
            pairs = Array(words[(slashWord + 1)...])
        }
        guard !app.isEmpty, !intent.isEmpty else { throw .needsAppAndIntent }
        values = []
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw .pairUnreadable(String(pair)) }
            let name = String(pair[..<equals])
            let written = pair[pair.index(after: equals)...]
            let value: String
            if let (quoted, after) = QuotedText.read(written.unicodeScalars) {
                guard after.isEmpty else { throw .pairUnreadable(String(pair)) }
                value = quoted
            } else {
                value = String(written)
            }
            guard !values.contains(where: { $0.name == name }) else { throw .parameterTwice(name) }
            values.append(Pair(name: name, value: value))
        }
    }

    /// As written: `Soup Chef/OrderSoup quantity=1 soup=tomatoSoup`, values sorted by name;
    /// a name or value that a bare word cannot carry is quoted (`title="Project Hail Mary"`).
    public var description: String {
        Self.written(app: app, intent: intent, values: values.map { ($0.name, $0.value) })
    }

    /// `App/Intent key=value …` with values sorted by name, quoted where needed: the notation
    /// `=` lines, `@shortcut` and `@donate` share.
    public static func written(app: String, intent: String, values: [(name: String, value: String)]) -> String {
        let head = QuotedText.name(app, alsoQuoting: "/") + "/" + intent
        return ([head] + values.sorted { $0.name < $1.name }.map { "\($0.name)=\(QuotedText.word($0.value))" }).joined(separator: " ")
    }
}
