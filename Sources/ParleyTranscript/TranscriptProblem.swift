import ParleyText
import ParleyDialogue

/// Every problem with a transcript, with its wording: a line the format does not allow, an
/// `=` assertion that cannot be read, a setting that cannot be read or made, a file that
/// cannot be found or read, a pattern that never finishes.
public enum TranscriptProblem: DiagnosticProblem, Hashable {
    /// The file could not be read or decoded (the reader's own words).
    case unreadable(String)
    case noTranscriptAt(String)
    case unexpectedLine
    case expectationBeforeTurn
    case invalidPattern(String)
    case patternTooSlow
    case phrasesAfterTurn
    case phrasesNeedsFolder
    case unknownDirective(String)
    case setting(SessionProblem)

    // `=` lines
    case assertionBeforeTurn
    case assertionOutOfPlace
    case assertionUnreadable
    /// A `->` line that cannot be read.
    case ranUnreadable
    /// A `->` or `<*` line with no turn before it.
    case turnLineBeforeTurn(String)
    case assertionNeedsAppAndIntent
    case assertionPairUnreadable(String)
    case assertionParameterTwice(String)

    public var severity: Diagnostic.Severity { .error }

    public var message: String {
        switch self {
        case .unreadable(let message):
            message
        case .noTranscriptAt(let path):
            "no transcript or folder at '\(path)'"
        case .unexpectedLine:
            "expected '> ' (what the user says), '< ' (what Siri answers), '<~ ' (a pattern), '= ' (how it matches), '@' (a setting) or '#' (a comment)"
        case .expectationBeforeTurn:
            "an expected line comes before any '>' turn; start with '> what the user says'"
        case .invalidPattern(let source):
            "\(source.quotedExcerpt) is not a valid regular expression"
        case .patternTooSlow:
            "this pattern takes too long to match (nested repetition such as (a+)+ backtracks without end); simplify it"
        case .phrasesAfterTurn:
            "@phrases must come before the first turn"
        case .phrasesNeedsFolder:
            "@phrases needs a catalog folder, relative to this file"
        case .unknownDirective(let name):
            "unknown directive \("@\(name)".quotedExcerpt); expected @phrases, \(SessionSetting.names.map { "@" + $0 }.joined(separator: ", "))"
        case .setting(let problem):
            problem.message
        case .assertionBeforeTurn:
            "an '=' line comes before any '>' turn; put it right after the '> …' line it checks"
        case .assertionOutOfPlace:
            "an '=' line goes right after its '> …' line, once, before the '<' lines"
        case .ranUnreadable:
            "expected 'App/Intent key=value …' or 'none' after '->'"
        case .turnLineBeforeTurn(let marker):
            "a '\(marker)' line comes before any '>' turn; put it after the '> …' line it checks"
        case .assertionUnreadable:
            "expected 'App/Intent key=value …', 'none' or 'ambiguous' after '='"
        case .assertionNeedsAppAndIntent:
            "expected 'App/Intent' with both an app and an intent key, like 'Meditation/StartMeditation'"
        case .assertionPairUnreadable(let pair):
            "expected key=value after the intent, not \(pair.quotedExcerpt)"
        case .assertionParameterTwice(let key):
            "parameter '\(key)' is given twice"
        }
    }
}
