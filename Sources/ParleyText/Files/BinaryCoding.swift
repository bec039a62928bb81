import Foundation

/// A compact binary form for data Parley writes for itself (the compiled-catalog cache):
/// integers as LEB128 varints, text as a length and its UTF-8 bytes.
///
/// Not Codable: a cache is read on every run, and explicit reading is an order of magnitude
/// cheaper than a generic decoder. The round-trip tests keep each type's two halves in step.
public struct BinaryWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var shared: [String: Int] = [:]

    public init() {}

    public mutating func write(_ value: Int) {
        // Zigzag, so small negative numbers stay short too.
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    public mutating func write(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    public mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Writes text that recurs (a file path in every location) once; later copies are a
    /// number, and read back as the same string storage.
    public mutating func write(shared value: String) {
        if let index = shared[value] {
            write(index + 1)
        } else {
            write(0)
            write(value)
            shared[value] = shared.count
        }
    }

    public mutating func write(_ value: some BinaryCodable) {
        value.write(to: &self)
    }

    public mutating func write(bytes more: some Collection<UInt8>) {
        write(more.count)
        bytes.append(contentsOf: more)
    }

    /// Writes whether the value is there, then the value.
    public mutating func write<T>(_ value: T?, _ writeValue: (inout BinaryWriter, T) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    public mutating func write<T>(_ values: [T], _ writeValue: (inout BinaryWriter, T) -> Void) {
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

    private let bytes: [UInt8]
    public private(set) var offset: Int
    private var shared: [String] = []

    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    public var isAtEnd: Bool { offset == bytes.count }

    public mutating func readInt() throws(Malformed) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let zigzag = Int64(bitPattern: result)
        return Int((zigzag >> 1) ^ -(zigzag & 1))
    }

    /// A count of things still to read: never negative, never more than the bytes left.
    public mutating func readCount() throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
        return count
    }

    public mutating func readBool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    public mutating func readDouble() throws(Malformed) -> Double {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        var bits: UInt64 = 0
        for index in (0..<8).reversed() {
            bits = bits << 8 | UInt64(bytes[offset + index])
        }
        offset += 8
        return Double(bitPattern: bits)
    }

    public mutating func readString() throws(Malformed) -> String {
        let count = try readCount()
        defer { offset += count }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
        }
    }

    public mutating func readSharedString() throws(Malformed) -> String {
        let index = try readInt()
        if index == 0 {
            shared.append(try readString())
            return shared[shared.count - 1]
        }
        guard index > 0, index <= shared.count else { throw Malformed() }
        return shared[index - 1]
    }

    public mutating func read<T: BinaryCodable>(_ type: T.Type = T.self) throws(Malformed) -> T {
        try T(from: &self)
    }

    public mutating func readArray<T: BinaryCodable>(of type: T.Type = T.self) throws(Malformed) -> [T] {
        try readArray { reader throws(Malformed) in try T(from: &reader) }
    }

    public mutating func readOptional<T: BinaryCodable>(_ type: T.Type = T.self) throws(Malformed) -> T? {
        try readOptional { reader throws(Malformed) in try T(from: &reader) }
    }

    /// Whether the next `count`-prefixed bytes equal `expected`; reads past them either way.
    public mutating func readBytes(equalTo expected: UnsafeBufferPointer<UInt8>) throws(Malformed) -> Bool {
        let count = try readCount()
        defer { offset += count }
        guard count == expected.count else { return false }
        guard count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + offset, expected.baseAddress!, count) == 0
        }
    }

    public mutating func readOptional<T>(_ readValue: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try readBool() ? try readValue(&self) : nil
    }

    public mutating func readArray<T>(_ readValue: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
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
    public mutating func write(_ value: (some BinaryCodable)?) {
        write(value) { writer, value in value.write(to: &writer) }
    }

    public mutating func write(_ values: [some BinaryCodable]) {
        write(values) { writer, value in value.write(to: &writer) }
    }
}

extension Int: BinaryCodable {
    public func write(to writer: inout BinaryWriter) { writer.write(self) }
    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readInt() }
}

extension Double: BinaryCodable {
    public func write(to writer: inout BinaryWriter) { writer.write(self) }
    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readDouble() }
}

extension Bool: BinaryCodable {
    public func write(to writer: inout BinaryWriter) { writer.write(self) }
    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readBool() }
}

extension String: BinaryCodable {
    public func write(to writer: inout BinaryWriter) { writer.write(self) }
    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) { self = try reader.readString() }
}
