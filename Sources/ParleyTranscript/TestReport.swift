import Foundation
import ParleyText
import ParleyCatalog

/// Renders a `parley test` run: readable failures, JUnit XML, or JSON.
public struct TestReport: Sendable {
    public var results: [TranscriptResult]

    public init(results: [TranscriptResult]) {
        self.results = results
    }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
    public var hasBadInput: Bool { results.contains(where: \.isBadInput) }

    /// A warning for each transcript that checks nothing, so that the run says so.
    public var uncheckedWarnings: [Diagnostic] {
        results.filter(\.checksNothing).map { result in
            Diagnostic(.warning, "no turns ('> what the user says'); this transcript checks nothing", at: SourceLocation(file: result.file, line: 1, column: 1))
        }
    }

    /// `N passed, N failed`: the closing line CI servers read.
    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    // MARK: Text

    /// For each failing file: its problems, or its first failing turn in full (the `=`
    /// line and the output as diffs) and how many later turns differ. Later turns often
    /// differ only because the first one left the dialogue elsewhere.
    /// - Parameter problems: whether to list bad-input problems too (a front end that
    ///   prints them to stderr leaves them out).
    public func failureLines(problems: Bool = true) -> [String] {
        var lines: [String] = []
        for result in results where !result.passed {
            lines.append("FAIL \(result.file)")
            if problems { lines += result.problems.map(\.description) }
            let failed = result.failedTurns
            if let turn = failed.first {
                lines.append("\(result.file):\(turn.turn.line): \(turn.turn.source)")
                if !turn.matchPassed, let expected = turn.turn.assertion {
                    lines.append("  - = \(expected)")
                    lines.append("  + = \(turn.actualMatch.map(\.description) ?? "?")")
                }
                if !turn.ranPassed {
                    lines += turn.turn.ran.filter { !$0.holds(in: turn.actualRan) }.map { "  - -> \($0)" }
                    lines += (turn.actualRan.isEmpty ? [RanAssertion.none] : turn.actualRan).map { "  + -> \($0)" }
                }
                for text in turn.missingTexts {
                    lines.append("  - <* \(text)")
                    lines.append("  + (the reply does not say it)")
                }
                if !turn.outputPassed {
                    lines += TranscriptDiff.render(expected: turn.turn.expectations, actual: turn.actual).map { "  " + $0 }
                }
                if failed.count > 1 {
                    let later = failed.count - 1
                    lines.append("  … and \(later) later \(later == 1 ? "turn differs (line" : "turns differ (lines") \(failed.dropFirst().map { String($0.turn.line) }.joined(separator: ", ")))")
                }
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
        xml.append(#"  <testsuite name="\#(Self.escape(suiteName))" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(results.filter(\.checksNothing).count)" time="\#(time)">"#)
        for result in results {
            let name = Self.escape(result.file)
            let opening = #"    <testcase classname="transcripts" name="\#(name)" file="\#(name)" time="\#(Self.seconds(result.seconds))""#
            if result.checksNothing {
                // It passes, but a CI server should show that it checked nothing.
                xml.append(opening + ">")
                xml.append(#"      <skipped message="no turns; this transcript checks nothing"/>"#)
                xml.append("    </testcase>")
                continue
            }
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
                xml.append(#"      <failure message="\#(turns) \#(turns == 1 ? "turn differs" : "turns differ")">\#(Self.escape(report))</failure>"#)
            }
            xml.append("    </testcase>")
        }
        xml.append("  </testsuite>")
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    /// Expected and actual lines are both written as the file writes them (`< text`).
    /// - Parameter timings: whether to give each transcript's `seconds` (which differ from
    ///   run to run, so a plain report stays byte-identical across runs).
    public func json(timings: Bool = false) -> JSONValue {
        .object([
            ("passed", .integer(passedCount)),
            ("failed", .integer(failedCount)),
            ("transcripts", .array(results.map { result in
                var members: [(String, JSONValue)] = [
                    ("file", .string(result.file)),
                    ("status", .string(result.isBadInput ? "error" : result.passed ? "passed" : "failed")),
                ]
                if timings { members.append(("seconds", .number(result.seconds))) }
                members.append(("problems", .array(result.problems.map(Self.json))))
                members.append(("failures", .array(result.failedTurns.map(Self.json))))
                return .object(members)
            })),
        ])
    }

    private static func json(_ turn: TurnResult) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("line", .integer(turn.turn.line)),
            ("input", .string(turn.turn.input)),
        ]
        if let expected = turn.turn.assertion {
            members.append(("match", .object([
                ("expected", .string("= \(expected)")),
                ("actual", .string("= \(turn.actualMatch.map(\.description) ?? "?")")),
            ])))
        }
        if turn.turn.checksOutput {
            members.append(("expected", .array(turn.turn.expectations.map { .string($0.source) })))
            members.append(("actual", .array(turn.actual.map { .string($0.isEmpty ? "<" : "< \($0)") })))
        }
        return .object(members)
    }

    private static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", diagnostic.location.map { .string($0.file) } ?? .null),
            ("line", diagnostic.location.map { .integer($0.line) } ?? .null),
            ("column", diagnostic.location.map { .integer($0.column) } ?? .null),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ])
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    static func escape(_ text: String) -> String {
        text.markupEscaped
    }
}
