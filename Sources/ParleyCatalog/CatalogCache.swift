import Foundation
import ParleyText

/// Keeps each catalog file's loaded app (and what checking it found) on disk, so that a
/// later run on the same file skips parsing and checking it.
///
/// An entry is found by the file's path and trusted only if it holds the file's exact
/// bytes and was written by this very program (the executable's path, size and modification
/// time), so a changed catalog or a rebuilt Parley never sees an old result. Each path has
/// one entry, replaced when the file changes, so the cache stays as large as the catalogs.
/// Entries are written to a temporary file and renamed, so concurrent runs see a whole entry
/// or none. A cache that cannot be read or written only makes loading slower: the result,
/// the diagnostics and the output are the same with or without it.
public struct CatalogCache: Sendable {
    /// What one catalog file gave when it was loaded.
    public struct Entry: Hashable, Sendable {
        public var app: App
        /// What reading the file found (warnings only: files with errors are not kept).
        public var readDiagnostics: [Diagnostic]
        /// What checking the app found; nil when another file's `extends` changed the app,
        /// so its checks were not its own file's alone.
        public var validation: [Diagnostic]?
        /// Names this one writing of the entry: a new one each time the entry is written, so
        /// whatever was compiled from the entry's app is keyed by it (see `Origin`).
        public var stamp: String

        public init(app: App, readDiagnostics: [Diagnostic], validation: [Diagnostic]?, stamp: String = CatalogCache.newStamp()) {
            self.app = app
            self.readDiagnostics = readDiagnostics
            self.validation = validation
            self.stamp = stamp
        }
    }

    /// The files a catalog was loaded from, each with what pins its exact text: the stamp of
    /// its cache entry (which holds the text), or for an overlay file, which is not cached,
    /// the text itself. Equal origins mean equal files, so what is compiled from a catalog
    /// (its phrase index) can be cached under its origin.
    public struct Origin: Hashable, Sendable {
        public var files: [String]
        public var pins: [String]

        public init(files: [String], pins: [String]) {
            self.files = files
            self.pins = pins
        }
    }

    /// Bumped whenever the entry layout changes.
    static let formatVersion = 4
    static let magic = "parley compiled catalog"

    public let directory: String
    /// Who wrote an entry: an entry by any other program (another build) is ignored.
    public let writer: String

    public init(directory: String, writer: String) {
        self.directory = directory
        self.writer = writer
    }

    /// The cache of the running program: `PARLEY_CACHE_DIR`, else `$XDG_CACHE_HOME/parley`,
    /// else `~/.cache/parley`. `PARLEY_CACHE_DIR=off` (or empty) turns it off; nil too when
    /// the program cannot tell which executable it is.
    package static func forThisProgram(environment: (String) -> String? = RunningProgram.environment) -> CatalogCache? {
        let directory: String
        if let chosen = environment("PARLEY_CACHE_DIR") {
            guard !chosen.isEmpty, chosen != "off" else { return nil }
            directory = chosen
        } else if let base = environment("XDG_CACHE_HOME"), base.hasPrefix("/") {
            directory = base + "/parley"
        } else if let home = environment("HOME"), !home.isEmpty {
            directory = home + "/.cache/parley"
        } else {
            return nil
        }
        guard let writer = executableIdentity() else { return nil }
        return CatalogCache(directory: directory, writer: writer)
    }

    /// The entry for a file, if one was written by this program for exactly this text.
    public func entry(for file: String, source: String) -> Entry? {
        guard let bytes = entryBytes(at: entryPath(for: file)) else { return nil }
        var reader = BinaryReader(bytes)
        var text = source
        do {
            guard try reader.readString() == Self.magic, try reader.readInt() == Self.formatVersion,
                  try reader.readString() == writer, try reader.readString() == file,
                  try text.withUTF8({ utf8 throws(BinaryReader.Malformed) in try reader.readBytes(equalTo: utf8) }) else { return nil }
            let stamp = try reader.readString()
            let entry = Entry(
                app: try reader.read(), readDiagnostics: try reader.readArray(),
                validation: try reader.readOptional { reader throws(BinaryReader.Malformed) in try reader.readArray(of: Diagnostic.self) },
                stamp: stamp)
            return reader.isAtEnd ? entry : nil
        } catch {
            return nil
        }
    }

    /// Keeps an entry for the file, replacing the one before; failing to is not an error, but
    /// then the result is false (and nothing may be keyed by the entry's stamp).
    @discardableResult
    public func store(_ entry: Entry, for file: String, source: String) -> Bool {
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(self.writer)
        writer.write(file)
        writer.write(bytes: source.utf8)
        writer.write(entry.stamp)
        writer.write(entry.app)
        writer.write(entry.readDiagnostics)
        writer.write(entry.validation) { writer, diagnostics in writer.write(diagnostics) }
        return put(writer.bytes, at: entryPath(for: file))
    }

    /// The bytes of one entry of this cache (of any kind), or nil when there is none.
    public func entryBytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Writes one entry of this cache (of any kind) in place of the one before; false when
    /// it could not be written.
    public func put(_ bytes: [UInt8], at path: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            try AtomicFile.replace(path, with: bytes)
            return true
        } catch {
            return false
        }
    }

    /// One entry per path: a 64-bit FNV-1a hash of it, in hex. Two paths with the same hash
    /// take turns in one entry (each entry names its file), which costs speed, never truth.
    func entryPath(for file: String) -> String {
        entryPath(kind: "catalog", name: file.utf8)
    }

    /// Where the entry of one kind ("catalog", "index") named by some bytes lives.
    public func entryPath(kind: String, name: some Sequence<UInt8>) -> String {
        let hash = String(FNV1a.hash(name), radix: 16)
        return directory + "/" + kind + "-" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// A stamp no other entry has: 128 random bits, in hex.
    public static func newStamp() -> String {
        var generator = SystemRandomNumberGenerator()
        return [generator.next(), generator.next()].map { (word: UInt64) in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The running executable's path, size and modification time: a rebuilt Parley is a
    /// different writer, so a change to how catalogs load never meets an old entry.
    static func executableIdentity() -> String? {
        var status = stat()
        guard let path = RunningProgram.path, stat(path, &status) == 0 else { return nil }
        #if os(Linux)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        return "\(path) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
