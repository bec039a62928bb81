import Foundation
import ParleyText
import ParleyTranscript
import Testing

/// Runs every transcript in this package through Parley, as `parley test transcripts` would,
/// and fails with Parley's own diff for each turn that does not say what the file expects.
@Test func everyTranscriptPasses() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let files = try TranscriptFinder.find([root.appending(path: "transcripts").path])
    let runner = TranscriptRunner(defaults: .init(
        catalogDirectories: [root.appending(path: "phrases").path],
        now: CalendarDate(year: 2026, month: 11, day: 26, hour: 9, minute: 0)))
    let report = TestReport(results: runner.run(files: files, jobs: 1))

    #expect(!files.isEmpty)
    #expect(report.failedCount == 0, "\(report.failureLines().joined(separator: "\n"))")
    #expect(report.summary == "1 passed, 0 failed")
}
