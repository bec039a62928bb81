import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a user's text file (a catalog, a transcript) the way an editor shows it: UTF-8,
/// an optional byte-order mark, lines ended by LF, CRLF or CR.
///
///     try SourceText.read("transcripts/order.transcript")   // the text, without a BOM
///     SourceText.lines("a\r\nb\rc\n")                       // ["a", "b", "c"]
public enum SourceText {
    /// Larger files are refused: no catalog or transcript a person writes comes near it.
    public static let largestFile = 16 * 1024 * 1024

    /// Why a file could not be read, and where (for invalid UTF-8, the first bad byte).
    public struct ReadError: Error, Sendable {
        public var message: String
        public var line: Int
        public var column: Int

        public func diagnostic(file: String) -> Diagnostic {
            Diagnostic(.error, message, at: SourceLocation(file: file, line: line, column: column))
        }
    }

    /// The file's text without its byte-order mark. `what` names the file in messages
    /// ("transcript", "catalog").
    public static func read(_ path: String, what: String) throws(ReadError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(message: "no \(what) at '\(path)'", line: 1, column: 1)
        }
        guard !isDirectory.boolValue else {
            throw ReadError(message: "'\(path)' is a folder, not a \(what) file", line: 1, column: 1)
        }
        // Opened without blocking, then checked: opening a named pipe for reading would wait
        // for a writer forever, and a device can be read without end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ReadError(message: "cannot open the \(what) '\(path)' (permission denied?)", line: 1, column: 1)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard isRegularFile(descriptor) else {
            throw ReadError(message: "'\(path)' is not a regular file (a named pipe, device or socket); Parley reads only files", line: 1, column: 1)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try text(of: handle, what: what, named: "the \(what) '\(path)'")
    }

    /// Whether `path` names a regular file, or a link to one: what a folder search reads.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Standard input's text, read as a file is: no more than `largestFile` of it is held.
    public static func readStandardInput(what: String) throws(ReadError) -> String {
        try text(of: .standardInput, what: what, named: "standard input")
    }

    private static func text(of handle: FileHandle, what: String, named name: String) throws(ReadError) -> String {
        let data: Data
        do {
            data = try handle.read(upToCount: largestFile + 1) ?? Data()
        } catch {
            throw ReadError(message: "cannot read \(name)", line: 1, column: 1)
        }
        guard data.count <= largestFile else {
            throw ReadError(message: "the \(what) is larger than \(largestFile / 1024 / 1024) MiB; is it the right file?", line: 1, column: 1)
        }
        return try decode(data, what: what)
    }

    /// Decodes UTF-8, reporting the line and column of the first byte that is not.
    public static func decode(_ data: Data, what: String) throws(ReadError) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let bad = firstInvalidByte(bytes)
        let valid = String(decoding: bytes[..<bad], as: UTF8.self)
        let lines = Self.lines(valid)
        let line = max(lines.count, 1)
        let column = (lines.last?.unicodeScalars.count ?? 0) + 1
        let byte = String(bytes[bad], radix: 16, uppercase: true)
        let endsLine = valid.unicodeScalars.last == "\n" || valid.unicodeScalars.last == "\r"
        throw ReadError(
            message: "the \(what) is not UTF-8 text: byte 0x\(byte) is not valid UTF-8 (save the file as UTF-8)",
            line: endsLine ? line + 1 : line, column: endsLine ? 1 : column)
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            let sequence = Array(bytes[index..<(index + length)])
            guard String(validating: sequence, as: UTF8.self) != nil else { return index }
            index += length
        }
        return bytes.count
    }

    /// The lines of `text`, split at LF, CRLF and CR only (U+2028, U+2029 and U+0085 are
    /// characters within a line, as editors show them). A final line break ends the last
    /// line rather than starting an empty one.
    public static func lines(_ text: String) -> [Substring] {
        lineRanges(text.utf8).map { text[$0] }
    }

    /// Where each of `lines`' lines is in the text's UTF-8 bytes. Inlinable, so each caller
    /// gets a copy for its own kind of bytes rather than one that works through generic calls.
    @inlinable
    public static func lineRanges<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Range<Bytes.Index>] {
        // Byte by byte: in UTF-8 no byte of a multi-byte character is a CR or an LF, so a
        // line break found in the bytes is one in the text.
        var lines: [Range<Bytes.Index>] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(start..<index)
                var next = bytes.index(after: index)
                if byte == UInt8(ascii: "\r"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") { next = bytes.index(after: next) }
                start = next
                index = next
            } else {
                bytes.formIndex(after: &index)
            }
        }
        if start < bytes.endIndex { lines.append(start..<bytes.endIndex) }
        return lines
    }

    /// The file's own line ending (its first one), for writing it back the same way.
    public static func lineEnding(of text: String) -> String {
        let scalars = text.unicodeScalars
        guard let index = scalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return "\n" }
        guard scalars[index] == "\r" else { return "\n" }
        let next = scalars.index(after: index)
        return next < scalars.endIndex && scalars[next] == "\n" ? "\r\n" : "\r"
    }
}
