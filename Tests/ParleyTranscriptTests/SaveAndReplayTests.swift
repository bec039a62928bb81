import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue
@testable import ParleyTranscript

/// `:save` must write a transcript that passes on any later day: random sessions over the
/// bundled catalog — requests, answers, Ctrl-C, resets, device, locale, clock and state
/// changes — are saved, then replayed a day later with other defaults.
@Suite("Save and replay")
struct SaveAndReplayTests {
    static let requests = BundledUtterances.requests
    static let answers = BundledUtterances.answers

    static func randomSession(seed: UInt64) throws -> Session {
        var random = SeededGenerator(state: seed)
        let start = CalendarDate(year: 2020 + Int(random.next() % 10), month: 1 + Int(random.next() % 12), day: 1 + Int(random.next() % 28),
                                 hour: Int(random.next() % 24), minute: Int(random.next() % 60))
        let session = Session(catalog: TestCatalog.bundled, device: random.pick([.phone, .homepod]), locale: random.pick(["en", "ja"]), now: start)
        let flags = TestCatalog.bundled.apps.flatMap { app in (["launched"] + app.initialState.flags.map(\.name)).map { (app.key, $0) } }
        for _ in 0..<(5 + Int(random.next() % 20)) {
            switch random.next() % 10 {
            case 0..<4:
                _ = session.respond(to: random.pick(requests))
            case 4..<7:
                _ = session.respond(to: random.pick(answers))
            default:
                let (app, flag) = random.pick(flags)
                let setting: SessionSetting = random.pick([
                    .cancel, .reset, .device(.homepod), .device(.phone), .locale("en"), .locale("ja"),
                    .now(CalendarDate(year: 2027, month: 2, day: 28, hour: 23, minute: 59)), .set(app: app, name: flag, value: random.next() % 2 == 0),
                ])
                try session.apply(setting)
            }
        }
        return session
    }

    @Test func fiveHundredRandomSessionsReplay() throws {
        let folder = try TestFolder.make("save").path
        // Replayed "the next day", on another device and locale: only what the file says counts.
        let runner = TranscriptRunner(defaults: .init(
            catalogDirectories: ["/nonexistent"], locale: "de", device: .homepod, now: CalendarDate(year: 2031, month: 6, day: 1)))
        var failures: [String] = []
        for seed in 0..<500 as Range<UInt64> {
            let session = try Self.randomSession(seed: seed)
            let file = "\(folder)/session-\(seed).transcript"
            let text = TranscriptWriter(catalogDirectories: [TestCatalog.bundledDirectory])
                .write(initialSettings: session.initialSettings, events: session.events, to: file)
            try AtomicFile.write(text, to: file)
            let result = runner.run(file: file)
            if !result.passed {
                failures.append("seed \(seed): " + TestReport(results: [result]).failureLines().joined(separator: "\n"))
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n\n"))")
    }
}
