#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` so that a full disk or a
/// closed stream is reported as `cat` and `grep` report it — one line on standard error and
/// exit status 1 — rather than trapping inside Foundation's `FileHandle.write`. A reader that
/// went away (`parley test | head`) ends the program quietly, by the signal a pipe sends.
package enum StandardStream {
    /// Makes sure descriptors 0, 1 and 2 are open before the program opens any file: when one
    /// was closed (`parley test >&-`), the next file opened would take its number, and output
    /// meant for the terminal would be written into that file. A closed output is held by
    /// `/dev/null` opened for reading, so writing to it still fails with "Bad file descriptor".
    package static func holdClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        checkBufferedOutputAtExit()
    }

    /// Writes every byte to standard output, or ends the program as described above.
    package static func writeOutput(_ bytes: UnsafeRawBufferPointer) {
        if let failure = writeAll(bytes, to: STDOUT_FILENO) {
            if failure == EPIPE {
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
            let message = "error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            _ = message.utf8.withContiguousStorageIfAvailable { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
            exit(1)
        }
    }

    /// Writes every byte to standard error; when even that fails there is nowhere left to say
    /// so, and the program ends with status 1.
    package static func writeError(_ bytes: UnsafeRawBufferPointer) {
        if writeAll(bytes, to: STDERR_FILENO) != nil { exit(1) }
    }

    /// The `errno` of the write that failed, or nil when every byte was written.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno
            }
            if written == 0 { return EIO }
            next += written
            left -= written
        }
        return nil
    }
}

extension StandardStream {
    /// What the argument parser prints (help, usage errors) goes through C's buffered
    /// `stdout`, whose failures are otherwise lost at exit: checked once, as the program ends.
    package static func checkBufferedOutputAtExit() {
        atexit {
            if fflush(nil) != 0 {
                let failure = errno
                if failure == EPIPE { _exit(128 + SIGPIPE) }
                let message = "error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
                _ = message.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                _exit(1)
            }
        }
    }
}
