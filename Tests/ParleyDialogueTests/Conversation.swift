import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

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
        let session = Session(catalog: catalog, device: device, locale: locale, now: TestCatalog.now)
        var lines: [String] = []
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("> ") {
                lines.append(String(line))
                lines += session.respond(to: String(line.dropFirst(2))).map { "< \($0)" }
                lines.append("= \(session.state.name)")
            } else if line.hasPrefix("@set ") {
                if let setting = try? SessionSetting(name: "set", argument: String(line.dropFirst(5))) {
                    _ = try? session.apply(setting)
                }
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }
}
