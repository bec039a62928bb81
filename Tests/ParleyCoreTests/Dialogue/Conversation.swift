@testable import ParleyCore

/// A scripted conversation for tests, written like a transcript plus `= state` lines:
///
///     > Start a Meditation
///     < What session would you like?
///     = awaiting a choice
struct Conversation: CustomStringConvertible, Sendable {
    var name: String
    var device: Device = .phone
    var locale = "en"
    var script: String

    var description: String { "\(name) (\(device.rawValue))" }

    /// Runs the script and returns it as it actually went, in the same notation.
    func actual(catalog: Catalog = TestCatalog.bundled) -> String {
        let session = Session(catalog: catalog, device: device, locale: locale, now: CalendarDate(year: 2026, month: 11, day: 21, hour: 9, minute: 0))
        var lines: [String] = []
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("> ") {
                lines.append(String(line))
                lines += session.respond(to: String(line.dropFirst(2))).map { "< \($0)" }
                lines.append("= \(session.state.name)")
            } else if line.hasPrefix("@set ") {
                if let parsed = StateAssignment(parsing: String(line.dropFirst(5))) {
                    try? session.set(app: parsed.app, assignment: parsed.assignment)
                }
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }
}
