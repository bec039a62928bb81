import ParleyText
import ParleyCatalog
import ParleyDialogue
import ParleyTranscript
import ParleyCoverage

/// `parley test --html`: one self-contained page — every transcript as a conversation,
/// phone or HomePod style, pass or fail with its diff, the coverage table and each app's
/// dialogue map with what the transcripts never reached dashed. No scripts and nothing
/// fetched, so it opens anywhere: the file a CI job keeps and a designer sends around.
/// Every piece of catalog or transcript text is escaped (`markupEscaped`).
public struct TestHTMLReport {
    public let report: TestReport
    public let coverage: Coverage
    /// The device each transcript starts on (`--device`).
    public let device: Device
    public let locale: String

    public init(report: TestReport, coverage: Coverage, device: Device, locale: String) {
        self.report = report
        self.coverage = coverage
        self.device = device
        self.locale = locale
    }

    /// The page; `drawMaps` turns the DOT of each intent into SVG (nil: maps left out).
    public func html(drawMaps: ((String) throws -> String)?) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Parley — \(report.summary.markupEscaped)</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header><h1>Parley transcripts</h1>
            <p class="summary \(report.failedCount == 0 ? "pass" : "fail")">\(report.summary.markupEscaped)\(coverageSummary)</p></header>
            <nav><ul>
            """
        for (number, result) in report.results.enumerated() {
            page += "<li class=\"\(status(of: result))\"><a href=\"#t\(number)\">\(result.file.markupEscaped)</a></li>\n"
        }
        page += "</ul></nav>\n<main>\n"
        for (number, result) in report.results.enumerated() {
            page += transcript(result, number: number)
        }
        page += "<section id=\"coverage\"><h2>Coverage</h2>\n<pre>\(coverage.report.text.markupEscaped)</pre></section>\n"
        page += maps(drawMaps: drawMaps)
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    private var coverageSummary: String {
        let coverageReport = coverage.report
        guard coverageReport.total > 0 else { return "" }
        return " · coverage \(coverageReport.percentText.markupEscaped)"
    }

    private func status(of result: TranscriptResult) -> String {
        result.isBadInput ? "error" : result.passed ? "pass" : "fail"
    }

    /// One transcript: its status, the first difference, then every turn as a conversation.
    private func transcript(_ result: TranscriptResult, number: Int) -> String {
        let status = status(of: result)
        let label = ["pass": "passed", "fail": "failed", "error": "bad input"][status] ?? status
        var html = "<section class=\"transcript \(status)\" id=\"t\(number)\">\n"
        html += "<h2><span class=\"badge\">\(label)</span> \(result.file.markupEscaped)</h2>\n"
        if !result.passed {
            let lines = TestReport(results: [result]).failureLines().dropFirst().filter { !$0.isEmpty }
            html += "<pre class=\"diff\">"
            for line in lines {
                let kind = line.hasPrefix("  - ") ? "removed" : line.hasPrefix("  + ") ? "added" : "context"
                html += "<span class=\"\(kind)\">\(line.markupEscaped)</span>\n"
            }
            html += "</pre>\n"
        }
        var device = device
        var results = result.turns.makeIterator()
        html += "<div class=\"conversation\">\n"
        for item in result.transcript?.items ?? [] {
            switch item {
            case .phrases(let folder, _):
                html += "<p class=\"setting\">@phrases \(folder.markupEscaped)</p>\n"
            case .setting(let setting, _):
                if case .device(let newDevice) = setting { device = newDevice }
                html += "<p class=\"setting\">\(setting.directive.markupEscaped)</p>\n"
            case .turn:
                guard let turn = results.next() else { continue }
                html += self.turn(turn, device: device)
            }
        }
        html += "</div>\n</section>\n"
        return html
    }

    /// A user's line and what Siri said; a HomePod's lines are heard, so they are drawn as
    /// speech, a phone's as the snippets on its screen.
    private func turn(_ turn: TurnResult, device: Device) -> String {
        var html = "<div class=\"turn \(device.rawValue)\(turn.passed ? "" : " differs")\">\n"
        html += "<p class=\"user\" title=\"line \(turn.turn.line)\">\(turn.turn.input.markupEscaped)</p>\n"
        if let assertion = turn.actualMatch {
            html += "<p class=\"match\">= \(assertion.description.markupEscaped)</p>\n"
        }
        if !turn.actual.isEmpty {
            // A phone's snippet lines (`| …`) are one card, as the studio draws them.
            html += "<div class=\"siri\">"
            var inSnippet = false
            for line in turn.actual {
                if line.hasPrefix("| ") {
                    if !inSnippet { html += "<div class=\"snippet\">" }
                    inSnippet = true
                    html += "<p>\(String(line.dropFirst(2)).markupEscaped)</p>"
                    continue
                }
                if inSnippet { html += "</div>" }
                inSnippet = false
                html += "<p>\(line.markupEscaped)</p>"
            }
            if inSnippet { html += "</div>" }
            html += "</div>\n"
        }
        html += "</div>\n"
        return html
    }

    /// Each app's intents drawn, marked with what every transcript reached.
    private func maps(drawMaps: ((String) throws -> String)?) -> String {
        var html = "<section id=\"maps\"><h2>Dialogue maps</h2>\n"
        guard let drawMaps else {
            return html + "<p class=\"note\">The maps are drawn with Graphviz's <code>dot</code>, which is not installed.</p></section>\n"
        }
        var drawn = Set<String>()
        for result in report.results {
            guard let catalog = result.catalog else { continue }
            for app in catalog.apps where drawn.insert("\(RelativePath.absolute(app.file))\n\(app.key)").inserted {
                let reached = coverage.reachedPoints(ofAppAt: app.file, named: app.key)
                html += "<h3>\(app.name.resolved(for: locale).markupEscaped)</h3>\n"
                for intent in app.intents {
                    var map = DialogueMap(app: app, intent: intent, locale: locale)
                    map.reached = reached
                    do {
                        html += "<figure>\(Self.inlineSVG(try drawMaps(DotWriter.write([map], title: "Parley dialogue map"))))</figure>\n"
                    } catch {
                        html += "<p class=\"note\">\(intent.key.markupEscaped): \(String(describing: error).markupEscaped)</p>\n"
                    }
                }
            }
        }
        return html + "</section>\n"
    }

    /// dot's SVG without its XML declaration and doctype, to sit inside the page.
    public static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

    static let style = """
        body{font:15px/1.45 -apple-system,system-ui,"Segoe UI",sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}h1{margin:0;font-size:22px}
        .summary{margin:4px 0 0;font-weight:600}.summary.pass{color:#1a7f37}.summary.fail{color:#c62828}
        nav{padding:8px 24px}nav ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:6px}
        nav li a{display:block;padding:2px 8px;border-radius:10px;font-size:13px;text-decoration:none;color:#fff}
        nav li.pass a{background:#2e7d32}nav li.fail a{background:#c62828}nav li.error a{background:#8e24aa}
        main{padding:0 24px 40px}section{background:#fff;border-radius:12px;padding:12px 18px;margin:14px 0;box-shadow:0 1px 2px #0001}
        h2{font-size:16px;margin:4px 0 10px;word-break:break-all}.badge{font-size:12px;padding:2px 8px;border-radius:8px;color:#fff;vertical-align:2px}
        .pass .badge{background:#2e7d32}.fail .badge{background:#c62828}.error .badge{background:#8e24aa}
        pre{white-space:pre-wrap;font:13px/1.4 ui-monospace,Menlo,monospace;background:#fafafa;padding:8px;border-radius:8px;overflow-x:auto}
        .diff .removed{color:#c62828}.diff .added{color:#1a7f37}
        .conversation{display:flex;flex-direction:column;gap:6px;max-width:640px}
        .setting{margin:0;color:#888;font:12px ui-monospace,Menlo,monospace}
        .turn{display:flex;flex-direction:column}.turn p{margin:0}
        .user{align-self:flex-end;background:#0a84ff;color:#fff;padding:6px 12px;border-radius:16px 16px 4px 16px;max-width:80%}
        .match{align-self:flex-end;color:#888;font:12px ui-monospace,Menlo,monospace}
        .siri{align-self:flex-start;max-width:85%;margin-top:4px}
        .phone .siri{background:#e9e9eb;padding:6px 12px;border-radius:16px 16px 16px 4px}
        .homepod .siri{padding:6px 12px 6px 34px;position:relative;font-style:italic;color:#3a3a3c}
        .homepod .siri::before{content:"";position:absolute;left:8px;top:8px;width:18px;height:18px;border-radius:50%;
          background:radial-gradient(circle at 35% 35%,#ff6ec7,#6a5cff 55%,#16c2ff)}
        .differs .siri{outline:2px solid #c62828}
        .snippet{background:#fff;border-radius:10px;padding:6px 10px;margin:4px 0;border:1px solid #d1d1d6;font-style:normal}
        figure{margin:10px 0;overflow-x:auto}figure svg{max-width:100%;height:auto}.note{color:#666}
        """
}
