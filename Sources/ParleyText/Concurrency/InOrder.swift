import Foundation

/// Work on independent items spread over the machine's cores, with the results in the
/// items' order, so what a command prints does not depend on how many cores ran it.
package enum InOrder {
    /// `body(0) … body(count - 1)`, run `jobs` at a time (each index by exactly one thread).
    package static func map<Result: Sendable>(
        _ count: Int, jobs: Int = RunningProgram.processorCount, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        let lanes = max(1, min(jobs, count))
        guard lanes > 1 else { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: count, by: lanes) {
                slots[index] = body(index)
            }
        }
        return slots.values
    }
}

/// One slot per index, filled from many threads, each slot by exactly one.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
