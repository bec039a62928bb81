import Foundation
import Testing
import ParleyText
import ParleyTranscript
import ParleyFrontEnd
import ParleyTestSupport

@Suite("The HTML test report")
struct TestHTMLReportTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Tom & \"Jerry's\"", "Tom &amp; &quot;Jerry&apos;s&quot;"),
        ("bell\u{7}", "bell\\u{7}"),
        ("é 瞑想 🎧", "é 瞑想 🎧"),
    ])
    func textIsEscaped(_ text: String, _ escaped: String) {
        #expect(text.markupEscaped == escaped)
    }

    /// A catalog whose every name is markup, a passing and a failing transcript: the page shows
    /// the names as text, each conversation, the failure's diff, and holds no script.
    @Test func aReportShowsEveryTranscriptAndNoMarkupFromTheCatalog() throws {
        let folder = try TestFolder.make("html-report")
        let phrases = folder.appendingPathComponent("phrases")
        try FileManager.default.createDirectory(at: phrases, withIntermediateDirectories: true)
        try """
            app: '<b>Evil</b> & "Co"'
            intents:
              Shout:
                title: '<script>alert(1)</script>'
                result:
                  dialog: 'Shouted <i>loudly</i>.'
                  snippet: ['Volume: <b>11</b>', 'Echo: on']
            shortcuts:
              - intent: Shout
                phrases: ['Shout with \\(.applicationName)']
            """.write(to: phrases.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        try """
            @phrases phrases
            > Shout with <b>Evil</b> & "Co"
            < Shouted <i>loudly</i>.
            < | Volume: <b>11</b>
            < | Echo: on

            """.write(to: folder.appendingPathComponent("passes.transcript"), atomically: true, encoding: .utf8)
        try """
            @phrases phrases
            @device homepod
            > Shout with <b>Evil</b> & "Co"
            < Shouted quietly.

            """.write(to: folder.appendingPathComponent("fails.transcript"), atomically: true, encoding: .utf8)

        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [phrases.path], now: TestCatalog.now), recordsDialogueEvents: true)
        let results = runner.run(files: try TranscriptFinder.find([folder.path]), jobs: 1)
        let report = TestReport(results: results)
        let page = TestHTMLReport(report: report, coverage: .reached(by: results), device: .phone, locale: "en")
            .html(drawMaps: { "<?xml version=\"1.0\"?>\n<svg><text>\($0.count) bytes of DOT</text></svg>" })

        #expect(report.summary == "1 passed, 1 failed")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<p class=\"summary fail\">1 passed, 1 failed · coverage "))
        #expect(page.contains("<p class=\"user\" title=\"line 2\">Shout with &lt;b&gt;Evil&lt;/b&gt; &amp; &quot;Co&quot;</p>"))
        #expect(page.contains("<div class=\"turn phone\">"))
        #expect(page.contains("<div class=\"turn homepod differs\">"))
        #expect(page.contains("<p>Shouted &lt;i&gt;loudly&lt;/i&gt;.</p><div class=\"snippet\"><p>Volume: &lt;b&gt;11&lt;/b&gt;</p><p>Echo: on</p></div>"),
                "a phone's snippet lines are one card, as in the studio")
        #expect(page.contains("<span class=\"removed\">  - &lt; Shouted quietly.</span>"))
        #expect(page.contains("<span class=\"added\">  + &lt; Shouted &lt;i&gt;loudly&lt;/i&gt;.</span>"))
        #expect(page.contains("<h3>&lt;b&gt;Evil&lt;/b&gt; &amp; &quot;Co&quot;</h3>"))
        #expect(page.contains("<figure><svg><text>"), "a map sits in the page without its XML declaration")
        // The only markup is Parley's own: no tag from the catalog survives, and nothing runs.
        #expect(!page.contains("<script"))
        #expect(!page.contains("<b>") && !page.contains("<i>"))
    }

    @Test func withoutGraphvizTheReportSaysWhyThereAreNoMaps() {
        let page = TestHTMLReport(report: TestReport(results: []), coverage: .init(), device: .phone, locale: "en").html(drawMaps: nil)
        #expect(page.contains("The maps are drawn with Graphviz's <code>dot</code>, which is not installed."))
        #expect(page.contains("0 passed, 0 failed"))
    }
}
