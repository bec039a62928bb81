import Foundation
import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyDialogue
import ParleyTranscript
import ParleyCoverage
import ParleyLint
import ParleyFrontEnd

/// What the studio page works on: the catalog folders and transcript folders it was started
/// on, the catalog loaded from them (or why it did not load), its lint findings, and the
/// conversations open in pages. An actor: requests arrive at once, a `Session` is not shared.
///
/// It writes only through `save`, and only into the first transcript folder.
actor Workspace {
    let phraseFolders: [String]
    let transcriptFolders: [String]
    let defaultLocale: String

    /// The catalog as last loaded; nil when it does not load (see `problems`).
    private(set) var catalog: Catalog?
    /// The catalog's phrase indexes, shared by every conversation on it.
    private var indexes: PhraseIndexCache?
    /// Load errors, or the catalog's warnings and lint findings.
    private(set) var problems: [Diagnostic] = []
    /// Whether the lint of the current catalog is still running (it runs beside the page:
    /// on the 200-app benchmark catalog it takes most of a minute).
    private(set) var linting = false
    /// Goes up each time the files on disk change: a page that saw an older one reloads.
    private(set) var version = 0
    private var fingerprint = ""
    private var conversations: [String: Conversation] = [:]
    /// What the transcripts reached when they last ran, for the map.
    private var transcriptCoverage: Coverage?
    private var nextConversation = 1

    /// The longest utterance or command a page may send, in characters, and in bytes of
    /// UTF-8: the bytes are counted first, at no cost, so that a "character" of a letter and
    /// a million combining marks is refused before any work is done on it.
    static let longestLine = 2_000
    static let longestLineBytes = 8_000

    final class Conversation {
        let session: Session
        let commands: ReplCommands

        init(session: Session, commands: ReplCommands) {
            self.session = session
            self.commands = commands
        }
    }

    init(phraseFolders: [String], transcriptFolders: [String], locale: String) {
        self.phraseFolders = phraseFolders
        self.transcriptFolders = transcriptFolders
        defaultLocale = locale
    }

    // MARK: Files

    /// Loads the catalog again when a file under the phrase folders changed (or on first use).
    func refresh() {
        let current = Self.fingerprint(of: phraseFolders)
        guard current != fingerprint else { return }
        fingerprint = current
        version += 1
        conversations = [:]
        transcriptCoverage = nil
        do {
            let loaded = try CatalogLoader().load(directories: phraseFolders)
            let shared = PhraseIndexCache(catalog: loaded)
            catalog = loaded
            indexes = shared
            problems = loaded.warnings
            indexed = false
            linting = true
            let linted = version, locale = defaultLocale
            Task.detached(priority: .utility) {
                // Built before anyone speaks, so that the first turn is as quick as the rest.
                _ = shared.index(for: locale)
                await self.finishIndexing(version: linted)
                let findings = Linter().lint(loaded)
                await self.finishLint(findings, version: linted)
            }
        } catch {
            catalog = nil
            indexes = nil
            linting = false
            problems = error.diagnostics
        }
    }

    /// Whether the phrase index of the default locale is built: until then, the first turn waits for it.
    private(set) var indexed = false

    private func finishIndexing(version built: Int) {
        if built == version { indexed = true }
    }

    /// Adds a finished lint's findings, unless the files changed while it ran.
    private func finishLint(_ findings: [Diagnostic], version linted: Int) {
        guard linted == version else { return }
        problems += findings
        linting = false
        lintVersion += 1
    }

    /// Goes up when lint findings arrive, so the page redraws the list.
    private var lintVersion = 0

    /// Every catalog file's path, size and time of change: what tells that one changed.
    static func fingerprint(of folders: [String]) -> String {
        var parts: [String] = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder) else { parts.append("\(folder) missing"); continue }
            for case let file as String in files where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
                let path = (folder as NSString).appendingPathComponent(file)
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
                let changed = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                parts.append("\(path) \(size) \(changed)")
            }
        }
        return parts.sorted().joined(separator: "\n")
    }

    /// The page's view of the files: apps, load errors and lint findings; only the versions
    /// when the page already has these (`since`, the versions it saw as "V:P"): it asks
    /// every second and a half.
    func state(since: String?) -> JSONValue {
        refresh()
        if since == "\(version):\(lintVersion)" {
            return .object([("version", .integer(version)), ("problemsVersion", .integer(lintVersion))])
        }
        let apps: [JSONValue] = (catalog?.apps ?? []).map { app in
            .object([
                ("name", .string(app.name.resolved(for: defaultLocale))),
                ("file", .string(app.file)),
                ("intents", .array(app.intents.map { .string($0.key) })),
            ])
        }
        return .object([
            ("version", .integer(version)),
            ("problemsVersion", .integer(lintVersion)),
            ("loaded", .bool(catalog != nil)),
            ("linting", .bool(linting)),
            ("indexed", .bool(indexed)),
            ("phraseFolders", .array(phraseFolders.map { .string($0) })),
            ("transcriptFolders", .array(transcriptFolders.map { .string($0) })),
            ("apps", .array(apps)),
            ("problems", .array(problems.map(Self.json))),
            ("locales", .array(Vocabulary.locales.map { .string($0) })),
            ("defaultLocale", .string(defaultLocale)),
        ])
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", diagnostic.location.map { .string($0.file) } ?? .null),
            ("line", diagnostic.location.map { .integer($0.line) } ?? .null),
            ("column", diagnostic.location.map { .integer($0.column) } ?? .null),
            ("text", .string(diagnostic.description)),
        ])
    }

    // MARK: Conversations

    /// A new conversation on the current catalog; nil when the catalog does not load.
    func startConversation(device: Device, locale: String?) -> String? {
        refresh()
        guard let catalog else { return nil }
        let session = Session(catalog: catalog, device: device, locale: locale ?? defaultLocale, now: WallClock.now(), indexes: indexes)
        session.recordsDialogueEvents = true
        let id = "c\(nextConversation)"
        nextConversation += 1
        let saves: ReplCommands.SaveRule = .namesIn(folder: transcriptFolders.first ?? "transcripts")
        conversations[id] = Conversation(session: session, commands: ReplCommands(session: session, catalogDirectories: phraseFolders, saveRule: saves))
        // A page left open for days must not keep every conversation it ever started.
        if conversations.count > 64, let oldest = conversations.keys.min(by: { Int($0.dropFirst())! < Int($1.dropFirst())! }) {
            conversations[oldest] = nil
        }
        return id
    }

    enum LineError: Error {
        case unknownConversation
        case tooLong(String)
        case lineBreak
        case empty
    }

    /// One line typed in the page: an utterance, or a `:` command as at the REPL.
    func say(_ line: String, in id: String) throws(LineError) -> JSONValue {
        guard let conversation = conversations[id] else { throw .unknownConversation }
        guard line.utf8.count <= Self.longestLineBytes else { throw .tooLong("\(line.utf8.count) bytes") }
        guard line.count <= Self.longestLine else { throw .tooLong("\(line.count) characters") }
        // One line is one turn: a line break would write a second line into a saved transcript.
        guard !line.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { throw .lineBreak }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty }
        let start = DispatchTime.now().uptimeNanoseconds
        let session = conversation.session
        var lines: [String]
        var isCommand = false
        var isError = false
        var debugLines: [String] = []
        if trimmed.hasPrefix(":") {
            isCommand = true
            switch conversation.commands.run(trimmed) {
            case .quit: lines = ["(:quit ends a REPL; close the page to leave the studio)"]
            case .lines(let output):
                lines = output
                isError = output.first?.hasPrefix("error: ") == true
            }
        } else {
            let before = session.state
            lines = session.respond(to: trimmed)
            // `:debug` on: the match and the state change, as the REPL prints them after a turn.
            if conversation.commands.debug { debugLines = conversation.commands.debugLines(input: trimmed, stateBefore: before) }
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        var members: [(String, JSONValue)] = [
            ("lines", .array(lines.map { .string($0) })),
            ("command", .bool(isCommand)),
            ("error", .bool(isError)),
            ("debug", .array(debugLines.map { .string($0) })),
            ("device", .string(session.device.rawValue)),
            ("locale", .string(session.locale)),
            ("state", .string(session.state.name)),
            ("milliseconds", .number(milliseconds)),
        ]
        if let (app, intent) = intentInPlay(session) {
            members.append(("app", .integer(app)))
            members.append(("intent", .string(intent)))
        }
        return .object(members)
    }

    /// The intent the conversation last reached: the one whose map the page shows.
    private func intentInPlay(_ session: Session) -> (Int, String)? {
        for event in session.dialogueEvents.reversed() {
            if let reached = Self.intent(of: event, in: session.catalog) { return reached }
        }
        return nil
    }

    static func intent(of event: DialogueEvent, in catalog: Catalog) -> (Int, String)? {
        switch event {
        case .shortcutStarted(let app, let shortcut, _, _, _):
            return (app, catalog.apps[app].shortcuts[shortcut].intentKey)
        case .asked(let app, let intent, _), .chose(let app, let intent, _), .parameterConfirmed(let app, let intent, _, _),
             .outOfRange(let app, let intent, _, _), .defaulted(let app, let intent, _), .intentConfirmed(let app, let intent, _),
             .requirementRefused(let app, let intent, _), .failed(let app, let intent, _), .resulted(let app, let intent, _),
             .refusedOnDevice(let app, let intent, _), .cancelled(let app, let intent, _), .gaveUp(let app, let intent, _),
             .personalShortcutRan(let app, let intent), .suggested(let app, let intent, _), .siriAIReached(let app, let intent, _):
            return (app, intent)
        case .valueSpoken:
            return nil
        }
    }

    enum MapError: Error {
        case nothingToDraw
        case unknownIntent
    }

    /// The DOT source of an intent's map, for `MapDrawer` to draw outside the actor.
    struct MapSource: Sendable {
        var app: Int
        var intent: String
        var dot: String
        /// Each node's catalog line by its DOT name (`m0_n3`), shown when it is clicked.
        var lines: [String: CatalogLine]
    }

    /// A line of a catalog file as the page shows it: `phrases/soup.yaml:42` and its text.
    struct CatalogLine: Sendable {
        var place: String
        var text: String
    }

    /// The map of an intent (the one in play when none is named), marked with the path the
    /// conversation took, or with what the transcripts reached when they last ran. Only its
    /// source: `dot` may take seconds on a large intent, and the workspace must go on
    /// answering every other request meanwhile.
    func map(conversation id: String?, app: Int?, intent: String?, coverage: Bool) throws(MapError) -> MapSource {
        refresh()
        guard let catalog else { throw .nothingToDraw }
        let session = id.flatMap { conversations[$0]?.session }
        guard let (appIndex, intentKey) = app.flatMap({ app in intent.map { (app, $0) } }) ?? session.flatMap(intentInPlay) else {
            throw .nothingToDraw
        }
        guard catalog.apps.indices.contains(appIndex), let found = catalog.apps[appIndex].intent(intentKey) else { throw .unknownIntent }
        let appModel = catalog.apps[appIndex]
        var map = DialogueMap(app: appModel, intent: found, locale: session?.locale ?? defaultLocale)
        let marking: DotWriter.Marking
        if coverage {
            marking = .coverage
            map.reached = transcriptCoverage?.reachedPoints(ofAppAt: appModel.file, named: appModel.key)
        } else {
            marking = .path
            if let session {
                var reached = Coverage()
                let catalogID = reached.include(session.catalog)
                reached.add(session.dialogueEvents, in: catalogID, from: CoverageOrigin(file: "", line: 0))
                map.reached = reached.reachedPoints(ofAppAt: appModel.file, named: appModel.key)
            }
        }
        return MapSource(
            app: appIndex, intent: intentKey, dot: DotWriter.write([map], title: "Parley dialogue map", marking: marking),
            lines: catalogLines(of: map))
    }

    /// The catalog line of each node that stands for one, read from the file as it is now
    /// (the catalog was just refreshed from it).
    private func catalogLines(of map: DialogueMap) -> [String: CatalogLine] {
        var files: [String: [Substring]] = [:]
        var lines: [String: CatalogLine] = [:]
        for node in map.nodes {
            guard let source = node.source else { continue }
            if files[source.file] == nil {
                let text = (try? String(contentsOfFile: source.file, encoding: .utf8)) ?? ""
                files[source.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let fileLines = files[source.file] ?? []
            let text = fileLines.indices.contains(source.line - 1) ? fileLines[source.line - 1].trimmingCharacters(in: .whitespaces) : ""
            lines[DotWriter.name(of: node, inMap: 0)] = CatalogLine(place: "\(source.file):\(source.line)", text: String(text.prefix(Self.lineShown)))
        }
        return lines
    }

    /// Characters of a catalog line the page shows.
    private static let lineShown = 240

    // MARK: Transcripts

    /// Runs every transcript under the transcript folders against their own `@phrases`.
    func runTranscripts() -> JSONValue {
        refresh()
        let files: [String]
        do {
            files = try TranscriptFinder.find(transcriptFolders.filter { FileManager.default.fileExists(atPath: $0) })
        } catch {
            return .object([("error", .string(error.message))])
        }
        let runner = TranscriptRunner(
            defaults: .init(catalogDirectories: phraseFolders, locale: defaultLocale, now: WallClock.now()), recordsDialogueEvents: true)
        let results = runner.run(files: files, jobs: RunningProgram.processorCount)
        let report = TestReport(results: results)
        let reached = Coverage.reached(by: results)
        transcriptCoverage = reached
        return .object([
            ("summary", .string(report.summary)),
            ("coverage", .string(reached.report.text)),
            ("transcripts", .array(results.map { result in
                .object([
                    ("file", .string(result.file)),
                    ("status", .string(result.isBadInput ? "error" : result.passed ? "pass" : "fail")),
                    ("turns", .integer(result.turns.count)),
                    ("failure", .array(TestReport(results: [result]).failureLines().dropFirst().filter { !$0.isEmpty }.map { .string($0) })),
                ])
            })),
        ])
    }

    enum SaveError: Error {
        case unknownConversation
        case badName
        case noFolder
    }

    /// Saves a conversation as a transcript in the first transcript folder, as `:save`
    /// writes it; an existing file is replaced only when `overwrite`.
    func save(conversation id: String, name: String, overwrite: Bool) throws(SaveError) -> JSONValue {
        guard let conversation = conversations[id] else { throw .unknownConversation }
        guard let folder = transcriptFolders.first else { throw .noFolder }
        // A name, never a path: the page writes nowhere but the folder it was started on
        // (the conversation's `:save` is held to the same folder).
        guard let stem = TranscriptName.stem(of: name) else { throw .badName }
        let path = (folder as NSString).appendingPathComponent(stem + ".transcript")
        let lines: [String]
        if !overwrite, FileManager.default.fileExists(atPath: path) {
            lines = ["\(stem).transcript is already in \(folder); tick overwrite to replace it"]
        } else if case .lines(let output) = conversation.commands.run("\(overwrite ? ":save!" : ":save") \(stem)") {
            lines = output
        } else {
            return .null
        }
        return .object([("file", .string(path)), ("lines", .array(lines.map { .string($0) })), ("saved", .bool(lines.first?.hasPrefix("Saved") == true))])
    }
}
