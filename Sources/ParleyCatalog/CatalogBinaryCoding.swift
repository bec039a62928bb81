import ParleyText

// How the catalog model is written into the compiled-catalog cache (`CatalogCache`), one
// type after another, each field in declaration order. A field added to a model type must
// be added here too: `CatalogBinaryCodingTests` round-trips every bundled catalog and
// compares the apps, so a forgotten field fails there.

extension LocalizedText: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        // Plain text is the string alone.
        writer.write(plain != nil)
        if let plain {
            writer.write(plain)
            return
        }
        // Sorted, so the same catalog always gives the same bytes.
        writer.write(byLocale.sorted { $0.key < $1.key }) { writer, pair in
            writer.write(pair.key)
            writer.write(pair.value)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard try !reader.readBool() else {
            self.init(try reader.readString())
            return
        }
        let count = try reader.readCount()
        var byLocale: [String: String] = [:]
        byLocale.reserveCapacity(count)
        for _ in 0..<count {
            byLocale[try reader.readString()] = try reader.readString()
        }
        self.init(byLocale: byLocale)
    }
}

extension LocalizedList: BinaryCodable where Element: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch storage {
        case .items(let items):
            writer.write(false)
            writer.write(items)
        case .perLocale(let lists):
            writer.write(true)
            writer.write(lists.sorted { $0.key < $1.key }) { writer, pair in
                writer.write(pair.key)
                writer.write(pair.value)
            }
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard try reader.readBool() else {
            self.init(try reader.readArray(of: Element.self))
            return
        }
        var lists: [String: [Element]] = [:]
        for _ in 0..<(try reader.readCount()) {
            lists[try reader.readString()] = try reader.readArray(of: Element.self)
        }
        self.init(perLocale: lists)
    }
}

extension App: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(synonyms)
        writer.write(pronunciations)
        writer.write(initialState)
        writer.write(types)
        writer.write(intents)
        writer.write(shortcuts)
        writer.write(negativePhrases)
        writer.write(shared: file)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.read(LocalizedText.self)
        let synonyms = try reader.read(LocalizedList<LocalizedText>.self)
        let pronunciations = try reader.read(LocalizedList<LocalizedText>.self)
        self.init(
            name: name, synonyms: synonyms, initialState: try reader.read(), types: try reader.readArray(),
            intents: try reader.readArray(), shortcuts: try reader.readArray(), negativePhrases: try reader.read(),
            file: try reader.readSharedString(), location: try reader.read())
        self.pronunciations = pronunciations
    }
}

extension AppState: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(launched)
        writer.write(flags) { writer, flag in
            writer.write(flag.name)
            writer.write(flag.value)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let launched = try reader.readBool()
        let flags = try reader.readArray { reader throws(BinaryReader.Malformed) in
            Flag(name: try reader.readString(), value: try reader.readBool())
        }
        self.init(launched: launched, flags: flags)
    }
}

extension TypeDefinition: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(kind.rawValue)
        writer.write(title)
        writer.write(values)
        writer.write(suggestedIDs)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let key = try reader.readString()
        guard let kind = Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        self.init(
            key: key, kind: kind, title: try reader.read(), values: try reader.readArray(),
            suggestedIDs: try reader.readArray(), location: try reader.read())
    }
}

extension TypeValue: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(id)
        writer.write(title)
        writer.write(subtitle)
        writer.write(synonyms)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            id: try reader.readString(), title: try reader.read(), subtitle: try reader.readOptional(),
            synonyms: try reader.read(), location: try reader.read())
    }
}

extension Intent: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(title)
        writer.write(parameters)
        writer.write(confirmation)
        writer.write(requirements)
        writer.write(opensApp)
        writer.write(results)
        writer.write(failures)
        writer.write(suggestedPhrase)
        writer.write(isSuggestible)
        writer.write(shortcutTypes)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            key: try reader.readString(), title: try reader.read(), parameters: try reader.readArray(),
            confirmation: try reader.readOptional(), requirements: try reader.readArray(), opensApp: try reader.readBool(),
            results: try reader.readArray(), failures: try reader.readArray(), suggestedPhrase: try reader.readOptional(),
            isSuggestible: try reader.readBool(), shortcutTypes: try reader.readArray(), location: try reader.read())
    }
}

extension ShortcutType: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(parameters)
        writer.write(title)
        writer.write(subtitle)
        writer.write(runsInBackground)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            parameters: try reader.readArray(), title: try reader.read(), subtitle: try reader.readOptional(),
            runsInBackground: try reader.readBool(), location: try reader.read())
    }
}

extension Requirement: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(flag)
        writer.write(dialog)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(flag: try reader.readString(), dialog: try reader.readOptional(), location: try reader.read())
    }
}

extension ResultCase: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(condition)
        writer.write(dialog)
        writer.write(snippet)
        writer.write(flagChanges) { writer, change in
            writer.write(change.flag)
            writer.write(change.change.rawValue)
        }
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let condition = try reader.readOptional(Condition.self)
        let dialog = try reader.readOptional(Dialog.self)
        let snippet = try reader.readArray(of: LocalizedText.self)
        let flagChanges = try reader.readArray { reader throws(BinaryReader.Malformed) in
            let flag = try reader.readString()
            guard let change = FlagChange.Change(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
            return FlagChange(flag: flag, change: change)
        }
        self.init(condition: condition, dialog: dialog, snippet: snippet, flagChanges: flagChanges, location: try reader.read())
    }
}

extension Failure: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(condition)
        writer.write(dialog)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(condition: try reader.read(), dialog: try reader.read(), location: try reader.read())
    }
}

extension Parameter: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(title)
        writer.write(type)
        writer.write(isRequired)
        writer.write(ask.rawValue)
        writer.write(prompt)
        writer.write(confirmation)
        writer.write(defaultValue)
        writer.write(minimum)
        writer.write(maximum)
        writer.write(condition)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.readString()
        let title = try reader.read(LocalizedText.self)
        let type = try reader.read(ValueType.self)
        let isRequired = try reader.readBool()
        guard let ask = AskMode(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        self.init(
            name: name, title: title, type: type, isRequired: isRequired, ask: ask, prompt: try reader.readOptional(),
            confirmation: try reader.readOptional(), defaultValue: try reader.readOptional(), minimum: try reader.readOptional(),
            maximum: try reader.readOptional(), condition: try reader.readOptional(), location: try reader.read())
    }
}

extension Parameter.Confirmation: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch self {
        case .standard: writer.write(nil as Dialog?)
        case .custom(let dialog): writer.write(dialog as Dialog?)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self = try reader.readOptional(Dialog.self).map { .custom($0) } ?? .standard
    }
}

extension ValueType: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(customName != nil)
        writer.write(description)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let isCustom = try reader.readBool()
        let name = try reader.readString()
        self = isCustom ? .custom(name) : ValueType(name: name)
    }
}

extension ParameterValue: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch self {
        case .identifier(let id): writer.write(0); writer.write(id)
        case .int(let number): writer.write(1); writer.write(number)
        case .double(let number): writer.write(2); writer.write(number)
        case .bool(let flag): writer.write(3); writer.write(flag)
        case .string(let text): writer.write(4); writer.write(text)
        case .date(let date): writer.write(5); writer.write(date)
        case .duration(let seconds): writer.write(6); writer.write(seconds)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .identifier(try reader.readString())
        case 1: self = .int(try reader.readInt())
        case 2: self = .double(try reader.readDouble())
        case 3: self = .bool(try reader.readBool())
        case 4: self = .string(try reader.readString())
        case 5: self = .date(try reader.read())
        case 6: self = .duration(try reader.readInt())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension Shortcut: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(intentKey)
        writer.write(title)
        writer.write(presets) { writer, preset in
            writer.write(preset.name)
            writer.write(preset.value)
        }
        writer.write(phrases)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let intentKey = try reader.readString()
        let title = try reader.readOptional(LocalizedText.self)
        let presets = try reader.readArray { reader throws(BinaryReader.Malformed) in
            Preset(name: try reader.readString(), value: try reader.read())
        }
        self.init(intentKey: intentKey, title: title, presets: presets, phrases: try reader.read(), location: try reader.read())
    }
}

extension PhraseSource: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(text)
        writer.write(location)
        writer.write(textColumnOffset)
        writer.write(scalarLocations) { writer, locations in writer.write(locations) }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            text: try reader.readString(), location: try reader.read(), textColumnOffset: try reader.readOptional(),
            scalarLocations: try reader.readOptional { reader throws(BinaryReader.Malformed) in try reader.readArray(of: SourceLocation.self) })
    }
}

extension PhraseTemplate: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(segments) { writer, segment in Self.write(segment, to: &writer) }
        writer.write(slots) { writer, slot in
            Self.write(slot.segment, to: &writer)
            writer.write(slot.offset)
        }
    }

    private static func write(_ segment: Segment, to writer: inout BinaryWriter) {
        switch segment {
        case .text(let text):
            writer.write(0)
            writer.write(text)
        case .applicationName:
            writer.write(1)
        case .parameter(let name):
            writer.write(2)
            writer.write(name)
        }
    }

    private static func readSegment(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Segment {
        switch try reader.readInt() {
        case 0: .text(try reader.readString())
        case 1: .applicationName
        case 2: .parameter(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let segments = try reader.readArray(Self.readSegment)
        let slots = try reader.readArray { reader throws(BinaryReader.Malformed) in
            Slot(segment: try Self.readSegment(&reader), offset: try reader.readInt())
        }
        self.init(segments: segments, slots: slots)
    }
}

extension Dialog: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(full)
        writer.write(supporting)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(full: try reader.read(), supporting: try reader.readOptional(), location: try reader.read())
    }
}

extension Condition: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(clauses) { writer, clause in
            writer.write(clause.name)
            switch clause.expected {
            case .identifier(let id): writer.write(0); writer.write(id)
            case .number(let number): writer.write(1); writer.write(number)
            case .bool(let flag): writer.write(2); writer.write(flag)
            case .none: writer.write(3)
            }
            writer.write(clause.location)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let clauses = try reader.readArray { reader throws(BinaryReader.Malformed) in
            let name = try reader.readString()
            let expected: Expected
            switch try reader.readInt() {
            case 0: expected = .identifier(try reader.readString())
            case 1: expected = .number(try reader.readDouble())
            case 2: expected = .bool(try reader.readBool())
            case 3: expected = .none
            default: throw BinaryReader.Malformed()
            }
            return Clause(name: name, expected: expected, location: try reader.read())
        }
        self.init(clauses: clauses)
    }
}
