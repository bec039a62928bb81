import Foundation

/// Values built on first use, one per locale, then shared by every session and thread: a
/// catalog's compiled index, a locale's answers and lines. Building is done under the lock,
/// so no locale is ever built twice.
package final class PerLocale<Value: Sendable>: @unchecked Sendable {
    private let build: @Sendable (String) -> Value
    private var values: [String: Value] = [:]
    private let lock = NSLock()

    package init(build: @escaping @Sendable (String) -> Value) {
        self.build = build
    }

    package subscript(locale: String) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = values[locale] { return value }
        let value = build(locale)
        values[locale] = value
        return value
    }
}
