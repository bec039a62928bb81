import ArgumentParser
import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue
import ParleyEvaluation
import ParleyConsole

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parleyCommand(
        "bench",
        abstract: "Measure catalog loading, index building, matching and replay on a generated catalog.",
        discussion: """
            Generates a deterministic catalog (N apps, 10 shortcuts each, 5–10 phrases per shortcut, \
            half with an entity parameter of M suggested values, app-name and value synonyms), writes \
            it as YAML, and reports load time, index build time, match latency p50/p99 for exact hits, \
            flexible hits and misses, throughput, replay turns per second and peak memory. Build with \
            -c release for meaningful figures: swift run -c release parley bench
            """
    )

    @Option(help: "How many apps.")
    var apps = 200

    @Option(help: "Suggested entity values per app.")
    var values = 1000

    @Option(help: "Utterances of each kind (exact, flexible, miss).")
    var utterances = 2000

    @Option(help: ArgumentHelp("Keep the generated catalog and utterances in this folder.", valueName: "dir"))
    var write: String?

    @Flag(help: "List the three slowest utterances of each kind.")
    var showSlowest = false

    @Option(help: ArgumentHelp("Also measure matching at these app counts (comma-separated).", valueName: "sizes"))
    var scaling: String?

    /// What `parley bench` generates at most: five times the largest catalog it is measured on
    /// in each direction, so a slip of the keyboard cannot ask for hours of work or all of memory.
    static let appCounts = 1...1_000
    static let valueCounts = 1...1_000
    static let utteranceCounts = 1...100_000

    func validate() throws {
        for (option, number, range) in [("--apps", apps, Self.appCounts), ("--values", values, Self.valueCounts), ("--utterances", utterances, Self.utteranceCounts)]
        where !range.contains(number) {
            throw ValidationError("\(option) takes a number from \(range.lowerBound) to \(range.upperBound)")
        }
        _ = try scalingSizes()
    }

    /// The app counts of `--scaling`, each a number `--apps` takes.
    private func scalingSizes() throws -> [Int] {
        guard let scaling else { return [] }
        return try scaling.split(separator: ",", omittingEmptySubsequences: false).map { item in
            guard let size = Int(item.trimmingCharacters(in: .whitespaces)), Self.appCounts.contains(size) else {
                throw ValidationError("--scaling takes app counts from \(Self.appCounts.lowerBound) to \(Self.appCounts.upperBound) separated by commas, such as 10,100,200; '\(item)' is not one")
            }
            return size
        }
    }

    func run() throws {
        let folder = write ?? NSTemporaryDirectory() + "parley-bench-\(ProcessInfo.processInfo.processIdentifier)"
        defer { if write == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let machine = "\(RunningProgram.processorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
        Terminal.write("Parley benchmark — \(apps) apps × 10 shortcuts, \(values) entity values each; \(machine)\n\n")
        let run = try measure(apps: apps, folder: folder, keep: true)
        for line in run.report { Terminal.write(line + "\n") }
        Terminal.write("peak memory (RSS): \(Self.peakResidentMegabytes()) MB\n")

        let sizes = try scalingSizes()
        if !sizes.isEmpty {
            Terminal.write("\nscaling (p50 / p99 per kind):\n")
            for size in sizes {
                let scaled = try measure(apps: size, folder: folder + "-\(size)", keep: false)
                Terminal.write("  \(String(size).padding(toLength: 4, withPad: " ", startingAt: 0)) apps: \(scaled.latencySummary)\n")
            }
        }
        if write != nil {
            Terminal.write("\nwrote the catalog to \(folder)/catalog and the utterances to \(folder)/utterances.tsv\n")
        }
    }

    private struct Measurement {
        var report: [String]
        var latencySummary: String
    }

    private func measure(apps: Int, folder: String, keep: Bool) throws -> Measurement {
        let synthetic = SyntheticCatalog(apps: apps, values: values)
        let catalogFolder = folder + "/catalog"
        try? FileManager.default.removeItem(atPath: catalogFolder)
        try FileManager.default.createDirectory(atPath: catalogFolder, withIntermediateDirectories: true)
        for file in synthetic.files() {
            try file.yaml.write(toFile: catalogFolder + "/" + file.name, atomically: false, encoding: .utf8)
        }
        let sample = synthetic.utterances(perKind: utterances)
        if keep {
            let lines = sample.map { "\($0.kind.rawValue)\t\($0.text)\t\($0.expected ?? "none")" }
            try (lines.joined(separator: "\n") + "\n").write(toFile: folder + "/utterances.tsv", atomically: false, encoding: .utf8)
        }
        defer { if !keep { try? FileManager.default.removeItem(atPath: folder) } }

        var clock = Stopwatch()
        let catalog = try CatalogLoader().load(directories: [catalogFolder])
        let loadSeconds = clock.lap()
        // Built through the cache that the replay's session reads too: a second index of its
        // own would be counted in the benchmark's peak memory.
        let indexes = PhraseIndexCache(catalog: catalog)
        let index = indexes.index(for: "en")
        let buildSeconds = clock.lap()
        let matcher = Matcher(index: index)

        var latencies: [SyntheticCatalog.Utterance.Kind: [Double]] = [:]
        var slowest: [SyntheticCatalog.Utterance.Kind: [(Double, String)]] = [:]
        var right: [SyntheticCatalog.Utterance.Kind: Int] = [:]
        var total = 0.0
        for utterance in sample {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = matcher.match(utterance.text)
            let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
            total += nanoseconds
            latencies[utterance.kind, default: []].append(nanoseconds)
            slowest[utterance.kind, default: []].append((nanoseconds, utterance.text))
            if Self.isRight(result, expected: utterance.expected, catalog: catalog) { right[utterance.kind, default: 0] += 1 }
        }

        // Replay: the same utterances as dialogue turns through a Session, answering any
        // question with "cancel" as a transcript would.
        let session = Session(catalog: catalog, now: CalendarDate(year: 2026, month: 11, day: 21), indexes: indexes)
        _ = session.respond(to: "warm up")
        clock = Stopwatch()
        var turns = 0
        for utterance in sample {
            _ = session.respond(to: utterance.text)
            turns += 1
            if !session.state.isIdle {
                _ = session.respond(to: "cancel")
                turns += 1
            }
        }
        let replaySeconds = clock.lap()

        var report = [
            "catalog load:   \(Self.format(seconds: loadSeconds)) (\(apps) YAML files)",
            "index build:    \(Self.format(seconds: buildSeconds)) (\(index.nodeCount) trie nodes, \(index.tokenCount) distinct words)",
            "",
            "kind        p50        p99        right",
        ]
        for kind in SyntheticCatalog.Utterance.Kind.allCases {
            let sorted = (latencies[kind] ?? []).sorted()
            report.append("\(kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))  \(Self.format(nanoseconds: Self.percentile(sorted, 0.5)))  \(Self.format(nanoseconds: Self.percentile(sorted, 0.99)))  \(right[kind, default: 0])/\(sorted.count)")
        }
        if showSlowest {
            for kind in SyntheticCatalog.Utterance.Kind.allCases {
                for (nanoseconds, text) in (slowest[kind] ?? []).sorted(by: { $0.0 > $1.0 }).prefix(3) {
                    report.append("  slowest \(kind.rawValue): \(Self.format(nanoseconds: nanoseconds)) \"\(text)\"")
                }
            }
        }
        report += [
            "",
            "throughput:     \(Int(Double(sample.count) / (total / 1e9))) utterances/s (one core)",
            "replay:         \(Int(Double(turns) / replaySeconds)) turns/s (\(turns) turns through a Session)",
        ]
        let summary = SyntheticCatalog.Utterance.Kind.allCases.map { kind -> String in
            let sorted = (latencies[kind] ?? []).sorted()
            return "\(kind.rawValue) \(Self.format(nanoseconds: Self.percentile(sorted, 0.5)).trimmingCharacters(in: .whitespaces)) / \(Self.format(nanoseconds: Self.percentile(sorted, 0.99)).trimmingCharacters(in: .whitespaces))"
        }.joined(separator: ", ") + "; build \(Self.format(seconds: buildSeconds))"
        return Measurement(report: report, latencySummary: summary)
    }

    private static func isRight(_ result: MatchResult, expected: String?, catalog: Catalog) -> Bool {
        switch (result.outcome, expected) {
        case (.matched(let candidate), let expected?):
            return "\(catalog.apps[candidate.appIndex].key)#\(candidate.shortcutIndex)" == expected
        case (.none, nil):
            return true
        default:
            return false
        }
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    private static func format(nanoseconds: Double) -> String {
        let text = nanoseconds >= 1e6 ? String(format: "%.2f ms", nanoseconds / 1e6) : String(format: "%.1f µs", nanoseconds / 1e3)
        return text.padding(toLength: 9, withPad: " ", startingAt: 0)
    }

    private static func format(seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.0f ms", seconds * 1000)
    }

    /// VmHWM from /proc: the most memory this process ever held resident.
    static func peakResidentMegabytes() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return "unknown" }
        return String(kilobytes / 1024)
    }
}

/// Wall-clock laps for the coarse phases (load, build, replay).
private struct Stopwatch {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
