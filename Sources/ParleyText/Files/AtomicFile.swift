import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old or the new contents, never half of either,
/// and so that the file stays what it was: its mode kept, a symlink written through to its
/// target, a hard-linked or read-only file refused rather than silently split or forced.
///
/// The new text goes to a temporary file that `mkstemp` creates next to the target (with
/// `O_EXCL`, so a file or symlink planted under a guessable name is never followed), is
/// flushed to disk, given the target's mode, and renamed over it.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) {
            self.message = message
        }
    }

    /// - Parameter followingLinks: false for a file the user named by a name, not a path
    ///   (`:save` in the studio, `--speak-to`): a symbolic link there is refused, never
    ///   written through, so a link planted in a cloned folder cannot aim the write elsewhere.
    public static func write(_ text: String, to path: String, followingLinks: Bool = true) throws(WriteError) {
        try write(bytes: Array(text.utf8), to: path, followingLinks: followingLinks)
    }

    /// `write` for bytes that are not text.
    public static func write(bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(WriteError) {
        try stream(to: path, followingLinks: followingLinks) { (file: inout StreamedFile) throws(WriteError) in try file.append(bytes) }
    }

    /// A file written as it is made, never held whole (a WAV file of a long turn): `fill`
    /// appends to it, may write again over what it wrote (a header, last), and throws to
    /// abandon it, leaving nothing behind; what it throws is said after "cannot write PATH: ".
    /// Readers see the old file until it is complete.
    public static func stream(to path: String, followingLinks: Bool = true, _ fill: (inout StreamedFile) throws(WriteError) -> Void) throws(WriteError) {
        var status = stat()
        if !followingLinks, lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            throw WriteError(message: "\(path) is a symbolic link; it was left as it is, and nothing was written through it")
        }
        // Without following, the rename below replaces whatever is at `path` itself.
        let target = followingLinks ? resolvingSymlinks(path) : path
        let exists = lstat(target, &status) == 0
        var mode = newFileMode()
        if exists {
            guard (status.st_mode & S_IFMT) == S_IFREG else {
                throw WriteError(message: "\(path) is not a regular file")
            }
            guard status.st_mode & 0o222 != 0 else {
                throw WriteError(message: "\(path) is read-only; make it writable (chmod u+w) to update it")
            }
            guard status.st_nlink <= 1 else {
                throw WriteError(message: "\(path) has \(status.st_nlink) hard links; rewriting it would split them, so it was left as it is")
            }
            mode = status.st_mode & 0o7777
        }
        try put(at: target, mode: mode, owner: exists ? (status.st_uid, status.st_gid) : nil, flushed: true, named: path, fill)
    }

    /// The temporary file a `stream` fills.
    public struct StreamedFile {
        fileprivate let descriptor: Int32
        /// Bytes written so far, from the start.
        public private(set) var size = 0

        /// Adds `bytes` at the end.
        public mutating func append(_ bytes: [UInt8]) throws(WriteError) {
            if let failure = writeAll(bytes, to: descriptor, at: size) { throw WriteError(message: failure) }
            size += bytes.count
        }

        /// Writes `bytes` over what is at `offset`.
        public func overwrite(at offset: Int, _ bytes: [UInt8]) throws(WriteError) {
            if let failure = writeAll(bytes, to: descriptor, at: offset) { throw WriteError(message: failure) }
        }
    }

    /// Puts a new file at `path` in place of whatever is there, a symlink included (it is
    /// replaced, never followed): for files only Parley reads, such as its cache. Not flushed
    /// to disk, since such a file can always be made again; a crash may lose it but never
    /// leaves half of it.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        try put(at: path, mode: newFileMode(), owner: nil, flushed: false, named: path) { (file: inout StreamedFile) throws(WriteError) in try file.append(bytes) }
    }

    /// Writes a temporary file next to `target` and renames it over `target`.
    private static func put(
        at target: String, mode: mode_t, owner: (uid_t, gid_t)?, flushed: Bool, named path: String,
        _ fill: (inout StreamedFile) throws(WriteError) -> Void
    ) throws(WriteError) {
        let url = URL(fileURLWithPath: target)
        let template = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).parley-XXXXXX").path
        // Removed if a signal ends the program before the rename: the file is made in the
        // table's own copy of its name, so there is no moment when it exists and is not held.
        let (descriptor, temporary, held) = TemporaryFiles.make(template)
        let reason = String(cString: strerror(errno))
        defer { if let held { TemporaryFiles.release(held) } }
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write next to \(path): \(reason)")
        }
        var failure: String?
        var file = StreamedFile(descriptor: descriptor)
        do {
            try fill(&file)
        } catch {
            failure = error.message
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, let (user, group) = owner { _ = fchown(descriptor, user, group) }
        if failure == nil, flushed, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(message: "cannot write \(path): \(failure)")
        }
    }

    /// What a new file gets: read and write for all, less the process's umask.
    private static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// The file a path finally names, following symlinks (a link to a link, a relative
    /// link); the path itself when it does not exist yet.
    private static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Writes every byte at `offset`, or says why not. (A free function: inside `AtomicFile`,
/// `write` would name the enum's own method.)
private func writeAll(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) -> String? {
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset + written)) }
        if count < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        written += count
    }
    return nil
}
