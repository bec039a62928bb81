import Foundation
import ParleyText

/// A `<~ REGEX` line's pattern: it must match a whole output line, within a step budget.
///
/// A pattern with catastrophic backtracking (`((a+)+b|a+)`) could run for minutes; past
/// the budget the check gives up and says so, so the runner reports a bad pattern at its
/// line instead of hanging or calling it a mismatch. The budget counts the regex engine's
/// progress callbacks, not seconds, so the outcome is the same on any machine.
public struct LinePattern: @unchecked Sendable {
    // NSRegularExpression is immutable and safe to share across threads.
    public let source: String
    private let expression: NSRegularExpression

    /// The regex engine reports progress about every 10,000 steps.
    static let progressBudget = 200

    public enum Outcome: Equatable, Sendable {
        case match
        case mismatch
        /// The budget ran out before the engine could tell.
        case tooSlow
    }

    public init(_ source: String) throws {
        self.source = source
        // Anchored at the start by the match options and at the end here: the whole line.
        expression = try NSRegularExpression(pattern: "(?:\(source))\\z")
    }

    public func check(_ line: String) -> Outcome {
        let text = line.trailingSpacesTrimmed
        let range = NSRange(text.startIndex..., in: text)
        var outcome = Outcome.mismatch
        var progress = 0
        expression.enumerateMatches(in: text, options: [.anchored, .reportProgress], range: range) { result, _, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
                return
            }
            progress += 1
            if progress > Self.progressBudget {
                outcome = .tooSlow
                stop.pointee = true
            }
        }
        return outcome
    }
}
