import Foundation

/// Renders a `parley test` run: readable failures, JUnit XML, or JSON.
public struct TestReport: Sendable {
    public var results: [TranscriptResult]

    public init(results: [TranscriptResult]) {
        self.results = results
    }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
    public var hasBadInput: Bool { results.contains(where: \.isBadInput) }

    /// `N passed, N failed`: the closing line CI servers read.
    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    // MARK: Text

    /// For each failing file: its problems, or each failing turn with its diff.
    public func failureLines() -> [String] {
        var lines: [String] = []
        for result in results where !result.passed {
            lines.append("FAIL \(result.file)")
            lines += result.problems.map(\.description)
            for turn in result.failedTurns {
                lines.append("\(result.file):\(turn.turn.line): > \(turn.turn.input)")
                lines += TranscriptDiff.render(expected: turn.turn.expectations, actual: turn.actual).map { "  " + $0 }
            }
            lines.append("")
        }
        return lines
    }

    // MARK: JUnit

    /// JUnit XML: one test case per transcript, its failing turns in the failure text.
    public func junitXML(suiteName: String = "parley") -> String {
        let failures = results.filter { !$0.passed && !$0.isBadInput }.count
        let errors = results.filter(\.isBadInput).count
        let time = Self.seconds(results.map(\.seconds).reduce(0, +))
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        xml.append(#"<testsuites name="\#(Self.escape(suiteName))" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"#)
        xml.append(#"  <testsuite name="\#(Self.escape(suiteName))" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(time)">"#)
        for result in results {
            let name = Self.escape(result.file)
            let opening = #"    <testcase classname="transcripts" name="\#(name)" file="\#(name)" time="\#(Self.seconds(result.seconds))""#
            if result.passed {
                xml.append(opening + "/>")
                continue
            }
            xml.append(opening + ">")
            let report = TestReport(results: [result]).failureLines().dropFirst().joined(separator: "\n")
            if result.isBadInput {
                xml.append(#"      <error message="\#(Self.escape(result.problems.first?.message ?? "bad input"))">\#(Self.escape(report))</error>"#)
            } else {
                let turns = result.failedTurns.count
                xml.append(#"      <failure message="\#(turns) turn\#(turns == 1 ? "" : "s") differ">\#(Self.escape(report))</failure>"#)
            }
            xml.append("    </testcase>")
        }
        xml.append("  </testsuite>")
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    public func json() -> JSONValue {
        .object([
            ("passed", .integer(passedCount)),
            ("failed", .integer(failedCount)),
            ("transcripts", .array(results.map { result in
                .object([
                    ("file", .string(result.file)),
                    ("status", .string(result.isBadInput ? "error" : result.passed ? "passed" : "failed")),
                    ("problems", .array(result.problems.map { .string($0.description) })),
                    ("failures", .array(result.failedTurns.map { turn in
                        .object([
                            ("line", .integer(turn.turn.line)),
                            ("input", .string(turn.turn.input)),
                            ("expected", .array(turn.turn.expectations.map { .string($0.source) })),
                            ("actual", .array(turn.actual.map { .string($0) })),
                        ])
                    })),
                ])
            })),
        ])
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// Finds transcripts: files as given, folders searched recursively, in a stable order.
public enum TranscriptFinder {
    public static func find(_ paths: [String]) throws(TranscriptError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw TranscriptError("no transcript or folder at '\(path)'", file: path, line: 1)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".transcript") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files += found.sorted()
        }
        return files
    }
}
