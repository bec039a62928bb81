import DocumentTree

/// One part of a catalog file (an app, an intent, a parameter…): its keys in the order the
/// reference lists them, each with its row of docs/CATALOG.md. What the reference, the error
/// messages and the importer's writer need; `ModelPart` adds how each key is read.
///
/// A class: every mapping the reader reads holds its part, and a reference is one count to
/// keep, where the struct's four arrays were four. Not final, as `ModelPart` adds the readers,
/// and Swift checks `Sendable` only on a final class: every stored property here and there
/// is a constant of a `Sendable` type, which is what the compiler would check.
public class CatalogPart: @unchecked Sendable {
    /// The part's name, which heads its section of docs/CATALOG.md.
    public let name: String
    public let keys: [Key]

    /// The keys a file may write, in the reference's order (error messages list them so).
    public let names: [String]
    /// The keys without which the part is not read.
    public let required: [String]

    init(_ name: String, _ keys: [Key]) {
        self.name = name
        self.keys = keys
        names = keys.map(\.name)
        required = keys.filter(\.isRequired).map(\.name)
    }

    /// One accepted key and its row of the reference.
    public struct Key: Sendable {
        public let name: String
        /// What is written there ("localized string", "list of [phrases](#phrases)").
        public let type: String
        public let isRequired: Bool
        /// What it is when left out; nil for a required key.
        public let defaultValue: String?
        /// What it does.
        public let meaning: String
        /// The default of a `true`/`false` key; nil for any other.
        public var flagDefault: Bool? = nil
    }

    /// The default of one of the part's `true`/`false` keys.
    /// A key the part does not declare, or that is no flag, is a programming error: it stops a
    /// debug build (the tests'), and a release build reads it as `false`.
    public func flagDefault(_ name: String) -> Bool {
        guard let value = keys.first(where: { $0.name == name })?.flagDefault else {
            assertionFailure("'\(name)' is no true/false key of \(self.name) in CatalogSchema")
            return false
        }
        return value
    }

    /// The key `name`, as a file writes it: a key the part does not declare is a programming
    /// error, which stops a debug build (the tests', which write every key the importer
    /// writes), and which the loader would report in the written file.
    public func key(_ name: String) -> String {
        assert(names.contains(name), "'\(name)' is no key of \(self.name) in CatalogSchema")
        return name
    }

    /// The part's key table, as docs/CATALOG.md has it.
    public var referenceTable: String {
        var table = "| key | type | default | what it does |\n|---|---|---|---|\n"
        for key in keys {
            table += "| `\(key.name)` | \(key.type)\(key.isRequired ? ", **required**" : "") | \(key.defaultValue ?? "—") | \(key.meaning) |\n"
        }
        return table
    }
}

/// A part read into a `Model` (an `Intent`, a `Parameter`…): each row states its key, what is
/// written there, its default and its reader, so a key's facts are typed in one place. The
/// part's maker (`AppReader`) reads the keys a model cannot be made without, then
/// `read(_:into:_:_:)` reads every other row in the reference's order: a row without a
/// reader does not compile, and a `true`/`false` row's default is the one its row states.
/// What ties keys together (a default within `min` and `max`) stays with the maker.
///
/// `Context` is what the readers need beyond the model: the app, for the types a parameter's
/// default names; the intent, for the parameters a shortcut type lists.
public final class ModelPart<Model, Context>: CatalogPart, @unchecked Sendable {
    // `@unchecked` as its base is; its one stored property, `readers`, is `Sendable`.
    /// How one key is read into the model.
    enum Reader: Sendable {
        /// Read by the part's maker, to make the model (a parameter's name and type).
        case made
        /// A `true`/`false` key, set to its row's default when it is not written.
        case flag(WritableKeyPath<Model, Bool> & Sendable)
        /// Read when written; the model's own value stands otherwise.
        case custom(@Sendable (inout Model, Field, AppReader, Context) -> Void)

        /// A localized string, read into `path`.
        static func text(_ path: WritableKeyPath<Model, LocalizedText?> & Sendable) -> Reader {
            .custom { model, field, reader, _ in model[keyPath: path] = reader.reader.localizedText(field.value, in: field.name) }
        }

        /// A [dialog](#dialog), read into `path`.
        static func dialog(_ path: WritableKeyPath<Model, Dialog?> & Sendable) -> Reader {
            .custom { model, field, reader, _ in model[keyPath: path] = reader.dialog(field.value, in: field.name) }
        }
    }

    /// A key as written: its name, its key's node (where a misplaced key is reported) and its
    /// value's node.
    struct Field {
        let name: String
        let key: YAMLNode
        let value: YAMLNode
    }

    /// The keys' readers, by position in `keys`.
    private let readers: [Reader]

    init(_ name: String, _ rows: [Row]) {
        readers = rows.map(\.reader)
        super.init(name, rows.map(\.key))
    }

    /// Reads every row but the made ones from `fields` into `model`, in the reference's order.
    /// Some readers need what an earlier row read, so that order is the reading's too: an
    /// app's `types` before its `intents` and `shortcuts`, an intent's `parameters` before its
    /// `shortcutTypes`, a parameter's `required` before its `ask` (`CatalogSchemaOrderTests`).
    func read(_ fields: Fields, into model: inout Model, _ reader: AppReader, _ context: Context) {
        assert(fields.part === self, "fields of \(fields.part.name) read as \(name)")
        for (position, key) in keys.enumerated() {
            switch readers[position] {
            case .made:
                continue
            case .flag(let path):
                model[keyPath: path] = fields.flag(key.name, reader: reader.reader)
            case .custom(let read):
                if let node = fields[key.name], let keyNode = fields.keyNode(key.name) {
                    read(&model, Field(name: key.name, key: keyNode, value: node), reader, context)
                }
            }
        }
    }

    /// A row of the part: its key and how it is read.
    struct Row {
        let key: Key
        let reader: Reader

        /// A key the model is made from, read by the part's maker.
        static func required(_ name: String, _ type: String, _ meaning: String) -> Row {
            Row(key: Key(name: name, type: type, isRequired: true, defaultValue: nil, meaning: meaning), reader: .made)
        }

        /// An optional key the part's maker reads, to make the model (a type's `title`).
        static func made(_ name: String, _ type: String, default defaultValue: String, _ meaning: String) -> Row {
            Row(key: Key(name: name, type: type, isRequired: false, defaultValue: defaultValue, meaning: meaning), reader: .made)
        }

        static func optional(_ name: String, _ type: String, default defaultValue: String, _ meaning: String, read reader: Reader) -> Row {
            Row(key: Key(name: name, type: type, isRequired: false, defaultValue: defaultValue, meaning: meaning), reader: reader)
        }

        /// A `true`/`false` key: its default is stated here once, for the reader, the
        /// importer's writer (which leaves it out when it is the default) and the reference.
        static func flag(_ name: String, default value: Bool, _ meaning: String, into path: WritableKeyPath<Model, Bool> & Sendable) -> Row {
            Row(key: Key(name: name, type: "`true` or `false`", isRequired: false, defaultValue: "`\(value)`", meaning: meaning, flagDefault: value), reader: .flag(path))
        }
    }
}
