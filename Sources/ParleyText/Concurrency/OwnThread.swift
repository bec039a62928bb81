import Foundation

/// Work that blocks (reading a pipe until its writer closes it) run on a thread of its own,
/// and waited for. Dispatch's shared queues have few threads on a small machine: three
/// blocking reads and writes on them, and a timer queued behind, once waited for each
/// other for ever.
package final class OwnThread: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    private init() {}

    /// Starts `work` on a new thread.
    package static func start(_ work: @escaping @Sendable () -> Void) -> OwnThread {
        let thread = OwnThread()
        Thread.detachNewThread {
            work()
            thread.done.signal()
        }
        return thread
    }

    /// Waits until the work is done.
    package func wait() {
        done.wait()
        done.signal()
    }

    /// Waits until the work is done or `seconds` have passed; whether it is done.
    package func wait(seconds: Double) -> Bool {
        guard done.wait(timeout: .now() + seconds) == .success else { return false }
        done.signal()
        return true
    }
}
