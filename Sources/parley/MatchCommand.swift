import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ParleyMatching
import ParleyText
import ParleyConsole
import ParleyEvaluation
import ParleyDialogue
import ParleyFrontEnd

struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "match",
        abstract: "Show how utterances match the catalog's phrases.",
        discussion: """
            Each argument is one utterance (quote one that has spaces); with none, reads one \
            utterance per line from standard input. --json prints one JSON object per \
            utterance (JSON Lines).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions

    @OptionGroup var siriAIOptions: SiriAIOptions

    @Flag(help: "Print one JSON object per utterance (JSON Lines).")
    var json = false

    @Option(help: ArgumentHelp("Also match up to N ways a speech recognizer might write each utterance (docs/SPEECH.md).", valueName: "n"))
    var mishear: Int?

    @Argument(help: ArgumentHelp("Utterances to match, each one argument (quote it); omit to read one per line from stdin.", valueName: "utterance"))
    var utterance: [String] = []

    func validate() throws {
        if let mishear, mishear < 1 { throw ValidationError("--mishear takes a number of at least 1") }
        if mishear != nil, utterance.isEmpty { throw ValidationError("--mishear takes the utterances as arguments") }
        _ = try siriAIOptions.settings()
    }

    func run() throws {
        let catalog = try catalogOptions.loadCatalog()
        let index = CatalogOptions.indexes(for: catalog).index(for: catalogOptions.locale)
        let matcher = Matcher(index: index)
        let report = MatchReport(index: index)
        let notLaunched = Matcher.notLaunchedApps(in: catalog)

        // Into a pipe, answers go out in large writes; on a terminal, each as it comes.
        let output = BufferedOutput(flushingEachWrite: Terminal.isTerminal(STDOUT_FILENO))
        var answer = Answerer(matcher: matcher, report: report, siri: SiriHearing(index: index), notLaunched: notLaunched, json: json)
        if !siriAIOptions.isClassic {
            // With Siri AI's settings, each utterance is heard as a session in them would hear it.
            let machine = DialogueMachine(catalog: catalog, indexes: CatalogOptions.indexes(for: catalog))
            var state = ConversationState(catalog: catalog, locale: catalogOptions.locale, now: WallClock.now())
            for setting in try siriAIOptions.settings() {
                do {
                    state = try machine.apply(setting, to: state).step.state
                } catch {
                    Terminal.writeError("error: \(error.message)\n")
                    throw ExitCode(2)
                }
            }
            answer.session = (machine, state)
        }

        if let mishear {
            let mishearing = Mishearing(
                locale: catalogOptions.locale, words: MishearingReport.words(of: catalog, locale: catalogOptions.locale),
                unstressed: MishearingReport.unstressedWords(locale: catalogOptions.locale))
            for said in utterance {
                output.write(bytes: answer.bytes(for: [said]))
                for variant in mishearing.variants(of: said).prefix(max(mishear, 0)) {
                    output.write(bytes: Array("# heard as \(variant.kind.rawValue):\n".utf8))
                    output.write(bytes: answer.bytes(for: [variant.text]))
                }
            }
        } else if !utterance.isEmpty {
            // Each argument is an utterance of its own, answered as a line of standard input is.
            output.write(bytes: answer.bytes(for: utterance))
        } else {
            var lines = LineBatches(fileDescriptor: STDIN_FILENO)
            while let batch = lines.next() {
                for bytes in answer.inOrder(batch) { output.write(bytes: bytes) }
                // A program that writes an utterance and waits for its answer gets it now.
                if !lines.hasMoreWaiting { output.flush() }
            }
        }
        output.flush()
        // The process ends here rather than after freeing the index's many small pieces one
        // by one, which costs more than loading it from the cache (BENCHMARKS.md, "Speed
        // budget"); the system takes the memory back whole.
        Glibc.exit(0)
    }
}

/// Answers to lines of input, as `parley match` prints them.
private struct Answerer: Sendable {
    /// Lines answered by one job at a time: enough to outweigh handing them over.
    static let linesPerJob = 32

    let matcher: Matcher
    let report: MatchReport
    let siri: SiriHearing
    let notLaunched: Set<Int>
    let json: Bool
    /// With Siri AI's settings: the machine and the state each utterance is heard in.
    var session: (machine: DialogueMachine, state: ConversationState)?

    /// The answers to a batch of input lines, worked out on every core in jobs of
    /// `linesPerJob` lines and given in the lines' order, so the output does not depend on
    /// the cores. With `json`, exactly one JSON line per line, blank ones included, so
    /// outputs line up with inputs; as text, blank lines are passed over.
    func inOrder(_ lines: [String]) -> [[UInt8]] {
        let batch = json ? lines : lines.filter { !$0.trimmed.isEmpty }
        let jobs = (batch.count + Self.linesPerJob - 1) / Self.linesPerJob
        return InOrder.map(jobs) { job in
            let first = job * Self.linesPerJob
            return bytes(for: batch[first..<min(first + Self.linesPerJob, batch.count)])
        }
    }

    /// The answers to these utterances: a JSON line each, or a few lines of text.
    func bytes(for lines: some Collection<String>) -> [UInt8] {
        var writer = JSONWriter()
        var bytes: [UInt8] = []
        for line in lines {
            let result = matcher.match(line, notLaunched: notLaunched)
            if let session, let heard = session.machine.siriAIHearing(line, beside: result, in: session.state) {
                if json {
                    writer.clear()
                    heard.writeJSON(utterance: line, catalog: session.machine.catalog, to: &writer)
                    bytes += writer.bytes
                    bytes.append(UInt8(ascii: "\n"))
                } else {
                    bytes += (["\"\(line)\""] + session.machine.siriAIExplanation(of: line, in: session.state)).joined(separator: "\n").utf8
                    bytes.append(UInt8(ascii: "\n"))
                }
                continue
            }
            // Siri answers what no phrase says exactly before any flexible reading (SPEC §9).
            let siri = result.isExact ? nil : self.siri.answer(to: result.tokens, beside: result)
            if json {
                writer.clear()
                report.writeJSON(result, siri: siri, to: &writer)
                bytes += writer.bytes
                bytes.append(UInt8(ascii: "\n"))
            } else {
                bytes += (report.text(result, siri: siri).joined(separator: "\n") + "\n").utf8
            }
        }
        return bytes
    }
}
