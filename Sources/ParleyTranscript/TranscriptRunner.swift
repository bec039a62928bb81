import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue

/// Runs transcripts, each in a fresh `Session`, and compares what Siri said with what the
/// file expects.
public final class TranscriptRunner: @unchecked Sendable {
    public struct Defaults: Sendable {
        /// Catalog folders for transcripts without `@phrases`.
        public var catalogDirectories: [String]
        public var locale: String
        public var device: Device
        /// The session clock for transcripts without `@now`.
        public var now: CalendarDate

        public init(catalogDirectories: [String], locale: String = LocaleCode.fallback, device: Device = .phone, now: CalendarDate) {
            self.catalogDirectories = catalogDirectories
            self.locale = locale
            self.device = device
            self.now = now
        }
    }

    public let defaults: Defaults
    /// Whether each result keeps the dialogue events of its turns, for coverage.
    public let recordsDialogueEvents: Bool
    /// Loads the transcripts' catalogs (with the command line's cache, when it has one).
    public let loader: CatalogLoader
    private var catalogs: [[String]: Result<PhraseIndexCache, CatalogError>] = [:]
    private let lock = NSLock()

    public init(defaults: Defaults, recordsDialogueEvents: Bool = false, loader: CatalogLoader = CatalogLoader()) {
        self.defaults = defaults
        self.recordsDialogueEvents = recordsDialogueEvents
        self.loader = loader
    }

    /// Parses and runs one file; malformed files and catalogs come back as `problems`.
    public func run(file: String) -> TranscriptResult {
        finish(parse(file: file))
    }

    /// Parses and runs files `jobs` at a time; results keep the files' order, so the output
    /// is the same whatever the number of jobs. Between the parsing and the running, each
    /// catalog the files name is loaded, with its index in the default locale when a file
    /// has turns for it: loaded by the first file to need it, it would keep every other
    /// thread waiting, and its files would be read on one core, no other thread being free.
    public func run(files: [String], jobs: Int) -> [TranscriptResult] {
        let parsed = InOrder.map(files.count, jobs: jobs) { parse(file: files[$0]) }
        var compiled: Set<[String]> = []
        for case .success(let transcript) in parsed.map(\.transcript) {
            let directories = catalogDirectories(of: transcript)
            // `catalog(for:)` loads a catalog once and then remembers it.
            guard case .success(let indexes) = catalog(for: directories), transcript.hasTurns,
                  compiled.insert(directories).inserted else { continue }
            _ = indexes.index(for: defaults.locale)
        }
        return InOrder.map(files.count, jobs: jobs) { finish(parsed[$0]) }
    }

    /// A file as parsed, and how long that took.
    private struct Parsed: Sendable {
        let file: String
        let transcript: Result<Transcript, TranscriptError>
        let seconds: Double
    }

    private func parse(file: String) -> Parsed {
        let start = DispatchTime.now()
        let transcript = Result { () throws(TranscriptError) in try TranscriptParser.parse(file: file) }
        return Parsed(file: file, transcript: transcript, seconds: Self.seconds(since: start))
    }

    /// The parsed file run, or its parse error; `seconds` counts both.
    private func finish(_ parsed: Parsed) -> TranscriptResult {
        let start = DispatchTime.now()
        var result = switch parsed.transcript {
        case .success(let transcript): run(transcript)
        case .failure(let error): TranscriptResult(file: parsed.file, turns: [], problems: [error.diagnostic])
        }
        result.seconds = parsed.seconds + Self.seconds(since: start)
        return result
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    private func catalogDirectories(of transcript: Transcript) -> [String] {
        let named = transcript.catalogDirectories  // resolved on each read: read once
        return named.isEmpty ? defaults.catalogDirectories : named
    }

    public func run(_ transcript: Transcript) -> TranscriptResult {
        let directories = catalogDirectories(of: transcript)
        let indexes: PhraseIndexCache
        switch catalog(for: directories) {
        case .success(let cache): indexes = cache
        case .failure(let error):
            // A folder named by the transcript is the transcript's problem: point at its line.
            let here = transcript.phrasesLine.map { SourceLocation(file: transcript.file, line: $0, column: 1) }
            let problems = error.diagnostics.map { diagnostic in
                var placed = diagnostic
                if placed.location == nil { placed.location = here }
                return placed
            }
            return TranscriptResult(file: transcript.file, transcript: transcript, turns: [], problems: problems)
        }
        let session = Session(catalog: indexes.catalog, device: defaults.device, locale: defaults.locale, now: defaults.now, indexes: indexes)
        session.recordsDialogueEvents = recordsDialogueEvents
        session.recordsFinishedRuns = true
        var turns: [TurnResult] = []
        var reached: [ReachedLine] = []
        func result(problems: [Diagnostic] = []) -> TranscriptResult {
            var result = TranscriptResult(file: transcript.file, transcript: transcript, turns: turns, problems: problems)
            if recordsDialogueEvents {
                result.catalog = indexes.catalog
                result.catalogDirectories = directories
                result.reached = reached
            }
            return result
        }
        for item in transcript.items {
            let eventsBefore = session.dialogueEvents.count
            switch item {
            case .phrases:
                break
            case .setting(let setting, let line):
                do throws(SessionError) {
                    try session.apply(setting)
                } catch {
                    return result(problems: [Diagnostic(TranscriptProblem.setting(error.problem), at: SourceLocation(file: transcript.file, line: line, column: 1))])
                }
            case .turn(let turn):
                // What the matcher says of the utterance before the turn changes anything.
                let matched = turn.assertion.map { _ in
                    MatchAssertion(session.machine.hear(turn.input, in: session.conversation), report: MatchReport(index: session.index), catalog: session.catalog)
                }
                let actual = turn.kind == .suggestions ? session.suggestions() : session.respond(to: turn.input)
                // What ran, written out only where a `->` line or the export reads it.
                let ran = !turn.ran.isEmpty || recordsDialogueEvents ? session.lastFinishedRuns.map { RanAssertion($0, catalog: session.catalog) } : []
                var outcome = TurnResult(turn: turn, actual: actual, actualMatch: matched, actualRan: ran)
                outcome.dialogueOpenAfter = !session.state.isIdle
                if let slow = outcome.tooSlowPatternLine {
                    let problem = Diagnostic(TranscriptProblem.patternTooSlow, at: SourceLocation(file: transcript.file, line: slow, column: 1))
                    return result(problems: [problem])
                }
                turns.append(outcome)
            }
            if session.dialogueEvents.count > eventsBefore {
                reached.append(ReachedLine(line: item.line, events: Array(session.dialogueEvents[eventsBefore...])))
            }
        }
        return result()
    }

    /// Each distinct set of folders is loaded and compiled once per run, whatever the thread.
    private func catalog(for directories: [String]) -> Result<PhraseIndexCache, CatalogError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = catalogs[directories] { return cached }
        let result: Result<PhraseIndexCache, CatalogError>
        do {
            result = .success(PhraseIndexCache(catalog: try loader.load(directories: directories), cache: loader.cache))
        } catch {
            result = .failure(error)
        }
        catalogs[directories] = result
        return result
    }
}

/// One turn as run: what was expected and what was said. Whether it passed is worked out
/// once, here: reports, exit statuses and `--update` all ask.
public struct TurnResult: Sendable {
    public let turn: Transcript.Turn
    public let actual: [String]
    /// How the utterance matched, when the turn has an `=` line.
    public let actualMatch: MatchAssertion?
    /// The intents that ran during the turn, as `->` lines write them.
    public let actualRan: [RanAssertion]
    public let outputPassed: Bool
    public let matchPassed: Bool
    /// Whether every `->` line holds.
    public let ranPassed: Bool
    /// The `<*` texts the reply does not contain.
    public let missingTexts: [String]
    /// Whether a question was still open after the turn (the export tells a result from a prompt).
    public var dialogueOpenAfter = false

    public init(turn: Transcript.Turn, actual: [String], actualMatch: MatchAssertion? = nil, actualRan: [RanAssertion] = []) {
        self.turn = turn
        self.actual = actual
        self.actualMatch = actualMatch
        self.actualRan = actualRan
        outputPassed = !turn.checksOutput
            || (actual.count == turn.expectations.count && zip(turn.expectations, actual).allSatisfy { $0.matches($1) })
        matchPassed = turn.assertion == nil || turn.assertion == actualMatch
        ranPassed = turn.ran.allSatisfy { $0.holds(in: actualRan) }
        // `<*` alone says nothing of the reply: the turn is not checked.
        if turn.contains.isEmpty {
            missingTexts = []
        } else {
            let reply = actual.joined(separator: "\n")
            missingTexts = turn.contains.filter { !$0.isEmpty && !reply.contains($0) }
        }
    }

    public var passed: Bool { outputPassed && matchPassed && ranPassed && missingTexts.isEmpty }

    /// The line of a `<~` pattern that ran out of budget against its output line, if any.
    var tooSlowPatternLine: Int? {
        for (index, (expectation, line)) in zip(turn.expectations, actual).enumerated() where expectation.check(line) == .tooSlow {
            return turn.expectationLines[index]
        }
        return nil
    }
}

/// The outcome of one transcript file.
public struct TranscriptResult: Sendable {
    public var file: String
    public var transcript: Transcript?
    public var turns: [TurnResult]
    /// Bad input: a malformed file, a catalog that does not load, a bad `@set`.
    public var problems: [Diagnostic]
    public var seconds: Double = 0
    /// The catalog the transcript ran on, and the folders it was loaded from (the same
    /// folders, the same catalog), when the runner records dialogue events.
    public var catalog: Catalog?
    public var catalogDirectories: [String] = []
    /// What each line reached, when the runner records dialogue events.
    public var reached: [ReachedLine] = []

    public init(file: String, transcript: Transcript? = nil, turns: [TurnResult], problems: [Diagnostic]) {
        self.file = file
        self.transcript = transcript
        self.turns = turns
        self.problems = problems
    }

    public var failedTurns: [TurnResult] { turns.filter { !$0.passed } }
    public var passed: Bool { problems.isEmpty && turns.allSatisfy(\.passed) }
    public var isBadInput: Bool { !problems.isEmpty }
    /// Whether it ran without a problem and has no turns: it passes, having checked nothing.
    public var checksNothing: Bool { !isBadInput && turns.isEmpty }
}

/// The dialogue events of one transcript line (a turn, or a setting such as `@cancel`).
public struct ReachedLine: Sendable {
    public var line: Int
    public var events: [DialogueEvent]
}
