import Foundation

/// A compact binary form for data Parley writes for itself (the compiled-catalog cache):
/// integers as LEB128 varints, text as a length and its UTF-8 bytes.
///
/// Not Codable: a cache is read on every run, and explicit reading is an order of magnitude
/// cheaper than a generic decoder. The round-trip tests keep each type's two halves in step.
public struct BinaryWriter: Sendable {
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8] = []
    @usableFromInline var shared: [String: Int] = [:]

    @inlinable public init() {}

    @inlinable public mutating func write(_ value: Int) {
        // Zigzag, so small negative numbers stay short too.
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        storage.append(UInt8(rest))
    }

    @inlinable public mutating func write(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    @inlinable public mutating func write(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            storage.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    @inlinable public mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(utf8.count)
            storage.append(contentsOf: utf8)
        }
    }

    /// Writes text that recurs (a file path in every location) once; later copies are a
    /// number, and read back as the same string storage.
    @inlinable public mutating func write(shared value: String) {
        if let index = shared[value] {
            write(index + 1)
        } else {
            write(0)
            write(value)
            shared[value] = shared.count
        }
    }

    @inlinable public mutating func write(_ value: some BinaryCodable) {
        value.write(to: &self)
    }

    @inlinable public mutating func write(bytes more: some Collection<UInt8>) {
        write(more.count)
        storage.append(contentsOf: more)
    }

    /// Writes whether the value is there, then the value.
    @inlinable public mutating func write<T>(_ value: T?, _ writeValue: (inout BinaryWriter, T) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    @inlinable public mutating func write<T>(_ values: [T], _ writeValue: (inout BinaryWriter, T) -> Void) {
        write(values.count)
        for value in values { writeValue(&self, value) }
    }
}

/// Reads what `BinaryWriter` wrote. Every read is bounds-checked: a truncated or damaged
/// buffer throws `Malformed`, never traps or reads past the end.
public struct BinaryReader {
    public struct Malformed: Error, Sendable {
        public init() {}
    }

    @usableFromInline let bytes: [UInt8]
    public var offset: Int { position }
    @usableFromInline var position: Int
    @usableFromInline var shared: [String] = []

    @inlinable public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.position = offset
    }

    @inlinable public var isAtEnd: Bool { position == bytes.count }

    @inlinable public mutating func readInt() throws(Malformed) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let zigzag = Int64(bitPattern: result)
        return Int((zigzag >> 1) ^ -(zigzag & 1))
    }

    /// A count of things still to read: never negative, never more than the bytes left.
    @inlinable public mutating func readCount() throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= bytes.count - position else { throw Malformed() }
        return count
    }

    /// A position in something of `count` elements: never negative, never `count` or more,
    /// so a damaged entry cannot index out of bounds.
    @inlinable public mutating func readIndex(below count: Int) throws(Malformed) -> Int {
        let index = try readInt()
        guard index >= 0, index < count else { throw Malformed() }
        return index
    }

    @inlinable public mutating func readBool() throws(Malformed) -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed() }
        position += 1
        return bytes[position - 1] == 1
    }

    @inlinable public mutating func readDouble() throws(Malformed) -> Double {
        guard bytes.count - position >= 8 else { throw Malformed() }
        var bits: UInt64 = 0
        for index in (0..<8).reversed() {
            bits = bits << 8 | UInt64(bytes[position + index])
        }
        position += 8
        return Double(bitPattern: bits)
    }

    @inlinable public mutating func readString() throws(Malformed) -> String {
        let count = try readCount()
        defer { position += count }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<position + count]), as: UTF8.self)
        }
    }

    @inlinable public mutating func readSharedString() throws(Malformed) -> String {
        let index = try readInt()
        if index == 0 {
            shared.append(try readString())
            return shared[shared.count - 1]
        }
        guard index > 0, index <= shared.count else { throw Malformed() }
        return shared[index - 1]
    }

    @inlinable public mutating func read<T: BinaryCodable>(_ type: T.Type = T.self) throws(Malformed) -> T {
        try T(from: &self)
    }

    @inlinable public mutating func readArray<T: BinaryCodable>(of type: T.Type = T.self) throws(Malformed) -> [T] {
        try readArray { reader throws(Malformed) in try T(from: &reader) }
    }

    @inlinable public mutating func readOptional<T: BinaryCodable>(_ type: T.Type = T.self) throws(Malformed) -> T? {
        try readOptional { reader throws(Malformed) in try T(from: &reader) }
    }

    /// Whether the next `count`-prefixed bytes equal `expected`; reads past them either way.
    @inlinable public mutating func readBytes(equalTo expected: UnsafeBufferPointer<UInt8>) throws(Malformed) -> Bool {
        let count = try readCount()
        defer { position += count }
        guard count == expected.count else { return false }
        guard count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + position, expected.baseAddress!, count) == 0
        }
    }

    @inlinable public mutating func readOptional<T>(_ readValue: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try readBool() ? try readValue(&self) : nil
    }

    @inlinable public mutating func readArray<T>(_ readValue: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readValue(&self)) }
        return values
    }
}

/// A type that writes itself with `BinaryWriter` and reads itself back with `BinaryReader`.
public protocol BinaryCodable {
    func write(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed)
}

extension BinaryWriter {
    @inlinable public mutating func write(_ value: (some BinaryCodable)?) {
        write(value) { writer, value in value.write(to: &writer) }
    }

    @inlinable public mutating func write(_ values: [some BinaryCodable]) {
        write(values) { writer, value in value.write(to: &writer) }
    }
}

extension Int: BinaryCodable {
    @inlinable public func write(to writer: inout BinaryWriter) { writer.write(self) }
    @inlinable public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readInt() }
}

extension Double: BinaryCodable {
    @inlinable public func write(to writer: inout BinaryWriter) { writer.write(self) }
    @inlinable public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readDouble() }
}

extension Bool: BinaryCodable {
    @inlinable public func write(to writer: inout BinaryWriter) { writer.write(self) }
    @inlinable public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readBool() }
}

extension String: BinaryCodable {
    @inlinable public func write(to writer: inout BinaryWriter) { writer.write(self) }
    @inlinable public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readString() }
}
