extension String {
    /// The last UTF-8 byte, read in place. `utf8.last` steps an index back through
    /// String's general index machinery, several times the cost, and the matcher asks
    /// this of every word it compares.
    package var lastUTF8Byte: UInt8? {
        utf8.withContiguousStorageIfAvailable { $0.last } ?? utf8.last
    }
}
