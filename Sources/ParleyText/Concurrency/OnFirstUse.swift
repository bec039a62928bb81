import Foundation

/// A value built the first time it is read, then shared by every copy of its owner and
/// every thread: for the part of a structure that some commands never read.
package final class OnFirstUse<Value: Sendable>: @unchecked Sendable {
    private var built: Value?
    private var build: (@Sendable () -> Value)?
    private let lock = NSLock()

    package init(_ build: @escaping @Sendable () -> Value) {
        self.build = build
    }

    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = build!()
        built = value
        build = nil  // what it was built from is no longer needed
        return value
    }
}
