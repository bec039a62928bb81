import Foundation

/// Runs transcripts, each in a fresh `Session`, and compares what Siri said with what the
/// file expects.
public final class TranscriptRunner: @unchecked Sendable {
    public struct Defaults: Sendable {
        /// Catalog folders for transcripts without `@phrases`.
        public var catalogDirectories: [String]
        public var locale: String
        public var device: Device

        public init(catalogDirectories: [String], locale: String = LocaleCode.fallback, device: Device = .phone) {
            self.catalogDirectories = catalogDirectories
            self.locale = locale
            self.device = device
        }
    }

    public let defaults: Defaults
    private var catalogs: [[String]: Result<PhraseIndexCache, CatalogError>] = [:]
    private let lock = NSLock()

    public init(defaults: Defaults) {
        self.defaults = defaults
    }

    /// Parses and runs one file; malformed files and catalogs come back as `problems`.
    public func run(file: String) -> TranscriptResult {
        let start = DispatchTime.now()
        var result: TranscriptResult
        do {
            result = run(try TranscriptParser.parse(file: file))
        } catch {
            result = TranscriptResult(file: file, turns: [], problems: [error.diagnostic])
        }
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return result
    }

    public func run(_ transcript: Transcript) -> TranscriptResult {
        let directories = transcript.catalogDirectories.isEmpty ? defaults.catalogDirectories : transcript.catalogDirectories
        let indexes: PhraseIndexCache
        switch catalog(for: directories) {
        case .success(let cache): indexes = cache
        case .failure(let error): return TranscriptResult(file: transcript.file, transcript: transcript, turns: [], problems: error.diagnostics)
        }
        let session = Session(catalog: indexes.catalog, device: defaults.device, locale: defaults.locale, indexes: indexes)
        var turns: [TurnResult] = []
        for item in transcript.items {
            switch item {
            case .directive(let directive, let line):
                do throws(SessionError) {
                    try apply(directive, to: session)
                } catch {
                    return TranscriptResult(file: transcript.file, transcript: transcript, turns: turns,
                                            problems: [Diagnostic(.error, error.message, at: SourceLocation(file: transcript.file, line: line, column: 1))])
                }
            case .turn(let turn):
                turns.append(TurnResult(turn: turn, actual: session.respond(to: turn.input)))
            }
        }
        return TranscriptResult(file: transcript.file, transcript: transcript, turns: turns, problems: [])
    }

    private func apply(_ directive: Transcript.Directive, to session: Session) throws(SessionError) {
        switch directive {
        case .phrases: break
        case .device(let device): session.setDevice(device)
        case .locale(let locale): session.setLocale(locale)
        case .now(let date): session.setNow(date)
        case .set(let app, let assignment): try session.set(app: app, assignment: assignment)
        }
    }

    /// Each distinct set of folders is loaded and compiled once per run, whatever the thread.
    private func catalog(for directories: [String]) -> Result<PhraseIndexCache, CatalogError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = catalogs[directories] { return cached }
        let result: Result<PhraseIndexCache, CatalogError>
        do {
            result = .success(PhraseIndexCache(catalog: try CatalogLoader().load(directories: directories)))
        } catch {
            result = .failure(error)
        }
        catalogs[directories] = result
        return result
    }
}

/// One turn as run: what was expected and what was said.
public struct TurnResult: Sendable {
    public var turn: Transcript.Turn
    public var actual: [String]

    public var passed: Bool {
        actual.count == turn.expectations.count && zip(turn.expectations, actual).allSatisfy { $0.matches($1) }
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

    public init(file: String, transcript: Transcript? = nil, turns: [TurnResult], problems: [Diagnostic]) {
        self.file = file
        self.transcript = transcript
        self.turns = turns
        self.problems = problems
    }

    public var failedTurns: [TurnResult] { turns.filter { !$0.passed } }
    public var passed: Bool { problems.isEmpty && failedTurns.isEmpty }
    public var isBadInput: Bool { !problems.isEmpty }
}
