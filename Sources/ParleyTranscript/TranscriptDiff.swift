
/// A line diff of expected against actual output, for failure reports.
///
///       < What session would you like?
///     - < Okay, starting a Walking meditation session.
///     + < Okay, starting a Calming meditation session.
public enum TranscriptDiff {
    public enum Line: Equatable, Sendable {
        case same(String)
        case expected(String)
        case actual(String)
    }

    public static func lines(expected: [Transcript.Expectation], actual: [String]) -> [Line] {
        // Longest common subsequence, where a pattern line is equal to any line it matches.
        let n = expected.count, m = actual.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i].matches(actual[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i].matches(actual[j]) {
                result.append(.same(expected[i].source))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(.expected(expected[i].source))
                i += 1
            } else {
                result.append(.actual("< \(actual[j])"))
                j += 1
            }
        }
        return result
    }

    /// `- ` expected, `+ ` actual, two spaces for lines both have; an empty side says so.
    public static func render(expected: [Transcript.Expectation], actual: [String]) -> [String] {
        if expected.isEmpty && actual.isEmpty { return [] }
        var rendered = lines(expected: expected, actual: actual).map { line -> String in
            switch line {
            case .same(let text): "  \(text)"
            case .expected(let text): "- \(text)"
            case .actual(let text): "+ \(text)"
            }
        }
        if expected.isEmpty { rendered.insert("- (silence expected)", at: 0) }
        if actual.isEmpty { rendered.append("+ (nothing was said)") }
        return rendered
    }
}
