import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written at this moment, removed if SIGINT, SIGTERM or SIGHUP
/// ends the program before they are renamed into place: an interrupted `parley test --update`
/// leaves no `.NAME.parley-XXXXXX` files behind.
///
/// A signal handler may only call what is safe in one, so each path is kept as a C string
/// in a fixed table of pointers that the handler reads without a lock; a slot holds its
/// path from just after the file is made until just before it is renamed or removed.
enum TemporaryFiles {
    private static let capacity = 64
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Makes a file from a `mkstemp` template (`….parley-XXXXXX`) and keeps its name until
    /// `release`: the descriptor (-1 with `errno` set when it could not be made), the name,
    /// and the slot (nil when every slot is taken: then the file is only not removed on a
    /// signal).
    ///
    /// The slot holds the very buffer `mkstemp` writes the name into, from before the file
    /// exists: a signal that comes while it is made finds the template (no such file) or the
    /// name, never a file it does not know. (Holding the name only once `mkstemp` returned
    /// left a file behind in one interrupted `--update` of thirty.)
    static func make(_ template: String) -> (descriptor: Int32, path: String, slot: Int?) {
        guard let buffer = strdup(template) else { return (-1, template, nil) }
        let slot: Int? = lock.withLock {
            installHandlersOnce()
            guard let index = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
            slots[index] = buffer
            return index
        }
        let descriptor = mkstemp(buffer)
        let path = String(cString: buffer)
        if slot == nil { free(buffer) }
        return (descriptor, path, slot)
    }

    /// Lets go of a slot before its file is renamed into place or removed.
    static func release(_ slot: Int) {
        lock.withLock {
            let path = slots[slot]
            slots[slot] = nil
            free(path)
        }
    }

    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            var previous = sigaction()
            sigaction(signalNumber, nil, &previous)
            // A program that handles or ignores the signal itself (the REPL's Ctrl-C) keeps it.
            guard previous.handlerIsDefault else { continue }
            signal(signalNumber) { signalNumber in
                TemporaryFiles.removeAll()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
        }
    }

    /// Only what is safe in a signal handler: reading the table and `unlink`.
    private static func removeAll() {
        for index in 0..<capacity {
            if let path = slots[index] { unlink(path) }
        }
    }
}

extension sigaction {
    /// Whether the signal still does what it does by default.
    fileprivate var handlerIsDefault: Bool {
        #if canImport(Glibc)
        __sigaction_handler.sa_handler == nil
        #else
        __sigaction_u.__sa_handler == nil
        #endif
    }
}
