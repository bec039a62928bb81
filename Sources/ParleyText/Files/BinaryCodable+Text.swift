extension SourceLocation: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(shared: file)
        writer.write(line)
        writer.write(column)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(file: try reader.readSharedString(), line: try reader.readInt(), column: try reader.readInt())
    }
}

extension Diagnostic: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(severity == .error)
        writer.write(message)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(try reader.readBool() ? .error : .warning, try reader.readString(), at: try reader.readOptional(SourceLocation.self))
    }
}

extension CalendarDate: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
        writer.write(hour)
        writer.write(minute)
    }

    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            year: try reader.readInt(), month: try reader.readInt(), day: try reader.readInt(),
            hour: try reader.readOptional(), minute: try reader.readOptional())
    }
}
