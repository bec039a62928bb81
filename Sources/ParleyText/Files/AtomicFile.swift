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
    }

    /// - Parameter followingLinks: false for a file the user named by a name, not a path
    ///   (`:save` in the studio, `--speak-to`): a symbolic link there is refused, never
    ///   written through, so a link planted in a cloned folder cannot aim the write elsewhere.
    public static func write(_ text: String, to path: String, followingLinks: Bool = true) throws(WriteError) {
        try write(bytes: Array(text.utf8), to: path, followingLinks: followingLinks)
    }

    /// `write` for bytes that are not text (a WAV file).
    public static func write(bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(WriteError) {
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
        try put(bytes, at: target, mode: mode, owner: exists ? (status.st_uid, status.st_gid) : nil, flushed: true, named: path)
    }

    /// Puts a new file at `path` in place of whatever is there, a symlink included (it is
    /// replaced, never followed): for files only Parley reads, such as its cache. Not flushed
    /// to disk, since such a file can always be made again; a crash may lose it but never
    /// leaves half of it.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        try put(bytes, at: path, mode: newFileMode(), owner: nil, flushed: false, named: path)
    }

    /// Writes a temporary file next to `target` and renames it over `target`.
    private static func put(_ bytes: [UInt8], at target: String, mode: mode_t, owner: (uid_t, gid_t)?, flushed: Bool, named path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: target)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).parley-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write next to \(path): \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Removed if a signal ends the program before the rename.
        let held = TemporaryFiles.hold(temporary)
        defer { if let held { TemporaryFiles.release(held) } }
        var failure = writeAll(bytes, to: descriptor)
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

/// Writes every byte, or says why not. (A free function: inside `AtomicFile`, `write`
/// would name the enum's own method.)
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        written += count
    }
    return nil
}
