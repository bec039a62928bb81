import Foundation

/// Remembers a pure function's results, shared by every thread: an utterance stream says
/// the same words again and again. Holds at most `limit` results, so no input can make it
/// grow without bound; past that, results are computed and not kept.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let limit: Int
    private let lock = NSLock()

    package init(limit: Int) {
        self.limit = limit
    }

    package func value(for key: Key, compute: (Key) -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        // Computed outside the lock: two threads may both compute a key, with the same result.
        let value = compute(key)
        lock.lock()
        if values.count < limit { values[key] = value }
        lock.unlock()
        return value
    }
}
