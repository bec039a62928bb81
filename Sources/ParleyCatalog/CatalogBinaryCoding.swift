import ParleyText

// How the catalog model is written into the compiled-catalog cache (`CatalogCache`). The
// structs that declare `CacheCoded` are written field by field in declaration order by
// generated code (CacheCoding.generated.swift): a field added to one needs nothing here.
// What is here is written by hand: text and lists stored per locale, enums with values, and
// `TypeDefinition`, whose look-up tables are built again by its initializer.
// `CatalogBinaryCodingTests` round-trips every bundled catalog and compares the apps.

/// A struct of the catalog model whose cache coding is generated from its stored properties.
public protocol CacheCoded: BinaryCodable {}

/// An enum written as its raw text.
extension BinaryCodable where Self: RawRepresentable, RawValue == String {
    public func write(to writer: inout BinaryWriter) {
        writer.write(rawValue)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard let value = Self(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        self = value
    }
}

extension TypeDefinition.Kind: BinaryCodable {}
extension Parameter.AskMode: BinaryCodable {}
extension FlagChange.Change: BinaryCodable {}

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

extension TypeDefinition: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(kind)
        writer.write(title)
        writer.write(values)
        writer.write(suggestedIDs)
        writer.write(location)
        writer.write(schema)
        writer.write(isIndexed)
        writer.write(isOwned)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            key: try reader.readString(), kind: try reader.read(), title: try reader.read(), values: try reader.readArray(),
            suggestedIDs: try reader.readArray(), location: try reader.read())
        schema = try reader.readOptional()
        isIndexed = try reader.read()
        isOwned = try reader.read()
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

extension PhraseTemplate.Segment: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch self {
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

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .text(try reader.readString())
        case 1: self = .applicationName
        case 2: self = .parameter(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension Condition.Expected: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch self {
        case .identifier(let id): writer.write(0); writer.write(id)
        case .number(let number): writer.write(1); writer.write(number)
        case .bool(let flag): writer.write(2); writer.write(flag)
        case .none: writer.write(3)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .identifier(try reader.readString())
        case 1: self = .number(try reader.readDouble())
        case 2: self = .bool(try reader.readBool())
        case 3: self = .none
        default: throw BinaryReader.Malformed()
        }
    }
}
