import Foundation

/// What a command built and used to the end, kept until the process exits instead of torn
/// down as `run` returns.
///
/// Releasing a large catalog, its compiled index and a run's results visits every array and
/// string in them, one by one: a twentieth of a long `parley test` run, spent on memory the
/// system takes back whole at exit anyway. Only what the command's last line still held goes
/// here, so nothing stays alive longer than the process would have kept it.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }
}
