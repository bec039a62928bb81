import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyMatching
@testable import ParleyDialogue
@testable import ParleyTranscript
@testable import ParleyLint

/// Seeded mutation fuzzing of everything a user writes: catalogs, transcripts, utterances
/// and answers. Each target mutates the bundled files (bytes flipped, lines duplicated,
/// cut or swapped, hostile fragments spliced in) and checks the invariants: nothing traps
/// (a trap would end this test process), every error names a line and column inside the
/// input, and no single utterance or answer takes long.
///
/// `PARLEY_FUZZ_ITERATIONS` raises the count per target for longer runs (scripts/fuzz);
/// `PARLEY_FUZZ_SEED` starts from another seed. The summary line of each target says how
/// many inputs it tried and how long the slowest took.
@Suite("Fuzzing", .serialized)
struct FuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["PARLEY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
    static let seed = ProcessInfo.processInfo.environment["PARLEY_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

    static func corpus(_ folder: String, suffix: String) -> [String] {
        let root = TestCatalog.root + "/" + folder
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.sorted()
        return files.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
    }

    /// Every diagnostic about a file's content points inside it.
    static func checkPositions(_ diagnostics: [Diagnostic], in text: String, file: String) -> [String] {
        let lineCount = max(SourceText.lines(text).count, 1)
        return diagnostics.compactMap { diagnostic in
            guard let location = diagnostic.location, location.file == file else { return nil }
            guard location.line >= 1, location.line <= lineCount + 1, location.column >= 1 else {
                return "\(diagnostic) is outside the input (\(lineCount) lines)"
            }
            return nil
        }
    }

    @Test func catalogs() {
        var random = SeededGenerator(state: Self.seed)
        let seeds = Self.corpus("phrases", suffix: ".yaml") + Self.corpus("eval/catalogs", suffix: ".yaml") + Self.corpus("examples/siri-ai", suffix: ".yaml")
        var problems: [String] = []
        var slowest = 0.0
        for _ in 0..<Self.iterations {
            let text = Mutator.mutate(random.pick(seeds), &random)
            let start = DispatchTime.now()
            let (app, diagnostics) = CatalogLoader().loadApp(yaml: text, file: "fuzz.yaml")
            if let app {
                let index = PhraseIndex(catalog: Catalog(apps: [app]), locale: "en")
                _ = Matcher(index: index).match("start \(app.key) please")
                // Siri AI's stand-in over the same app: its doors, with the app named.
                _ = SiriAIStandIn(index: index).read(index.normalizer.tokens("share my list with \(app.key)"), toolsOpen: [0], defaultApps: [:])
                _ = Linter().lint(Catalog(apps: [app]))
            }
            slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
            problems += Self.checkPositions(diagnostics, in: text, file: "fuzz.yaml")
            if app == nil, !diagnostics.contains(where: { $0.severity == .error }) { problems.append("no app and no error for:\n\(text)") }
        }
        print("fuzz catalogs: \(Self.iterations) inputs, 0 crashes, slowest \(String(format: "%.1f", slowest * 1000)) ms")
        #expect(problems.isEmpty, "\(problems.prefix(3))")
    }

    @Test func transcripts() {
        var random = SeededGenerator(state: Self.seed &+ 1)
        let seeds = Self.corpus("transcripts", suffix: ".transcript")
        let runner = TranscriptRunner(defaults: .init(catalogDirectories: [TestCatalog.bundledDirectory], now: TestCatalog.now))
        var problems: [String] = []
        var slowest = 0.0
        for _ in 0..<Self.iterations {
            let text = Mutator.mutate(random.pick(seeds).replacingOccurrences(of: "@phrases", with: "# @phrases"), &random)
            let start = DispatchTime.now()
            do {
                let transcript = try TranscriptParser.parse(text, file: "fuzz.transcript")
                let result = runner.run(transcript)
                problems += Self.checkPositions(result.problems, in: text, file: "fuzz.transcript")
                // A transcript rewritten from what happened passes: nothing passes or fails falsely.
                if result.problems.isEmpty, let update = TranscriptUpdater.update(result, everyTurn: true) {
                    let again = runner.run(try TranscriptParser.parse(update.text, file: "fuzz.transcript"))
                    if !again.passed { problems.append("an updated transcript fails:\n\(update.text)") }
                }
            } catch {
                problems += Self.checkPositions([error.diagnostic], in: text, file: "fuzz.transcript")
            }
            slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
        }
        print("fuzz transcripts: \(Self.iterations) inputs, 0 crashes, slowest \(String(format: "%.1f", slowest * 1000)) ms")
        #expect(problems.isEmpty, "\(problems.prefix(3))")
    }

    @Test func utterancesAndAnswers() {
        var random = SeededGenerator(state: Self.seed &+ 2)
        let seeds = BundledUtterances.requests + BundledUtterances.answers
        let session = Session(catalog: TestCatalog.bundled, now: TestCatalog.now)
        var problems: [String] = []
        var slowest = (0.0, "")
        for _ in 0..<(Self.iterations * 10) {
            let line = Mutator.mutate(random.pick(seeds), &random).replacingOccurrences(of: "\n", with: " ")
            let start = DispatchTime.now()
            // Each output item is one line of text: a line break inside one would make a
            // transcript that no longer reads back as it was said.
            for output in session.respond(to: line) where output.isEmpty || output.contains(where: \.isNewline) {
                problems.append("output \(output.debugDescription) for \(line.debugDescription)")
            }
            for locale in Vocabulary.locales {
                let parser = AnswerParser(locale: locale)
                if let number = parser.number(parser.normalizer.tokens(line), raw: line), !number.isFinite {
                    problems.append("\(locale): \(line.debugDescription) read as \(number)")
                }
                if let seconds = DurationParser(locale: locale).parse(line), seconds < 0 {
                    problems.append("\(locale): \(line.debugDescription) read as \(seconds) s")
                }
                _ = DateParser(now: TestCatalog.now, locale: locale).parse(line)
                if let position = parser.position(parser.normalizer.tokens(line), optionCount: 3), !(1...3).contains(position) {
                    problems.append("\(locale): \(line.debugDescription) chose option \(position) of 3")
                }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            if seconds > slowest.0 { slowest = (seconds, line) }
        }
        print("fuzz utterances and answers: \(Self.iterations * 10) inputs, 0 crashes, slowest \(String(format: "%.1f", slowest.0 * 1000)) ms")
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        // A turn is a few dozen matches and parses: a second is a hang, on any machine.
        #expect(slowest.0 < 1, "\(slowest.1.debugDescription) took \(slowest.0) s")
    }
}
