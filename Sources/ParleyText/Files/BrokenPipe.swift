import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing into a pipe whose reader has gone, without the SIGPIPE that would end the program.
///
/// The process's disposition of SIGPIPE is never changed: it belongs to the program, not to
/// a library. A server (the studio: SwiftNIO ignores SIGPIPE for its sockets) must keep
/// ignoring it, and a command whose output goes to `head` must still end on it. So the
/// signal is blocked on the writing thread alone, and one that the write raised is taken
/// off that thread before it is unblocked (macOS: the pipe is told not to raise it).
package enum BrokenPipe {
    /// Writes all of `data` and closes `handle`; a reader that left ends the write quietly.
    package static func writeWithoutSignal(_ data: Data, to handle: FileHandle) {
        #if canImport(Darwin)
        _ = fcntl(handle.fileDescriptor, F_SETNOSIGPIPE, 1)
        try? handle.write(contentsOf: data)
        try? handle.close()
        #else
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        try? handle.write(contentsOf: data)
        try? handle.close()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        #endif
    }
}
