import Foundation
import Testing
import ParleyText
import ParleyTestSupport
@testable import parley_studio

/// The studio's workspace, without a server: conversations, saves confined to the transcript
/// folder, bounds, and a file change seen on the next look. The page and the HTTP refusals
/// are tested in a real browser (Tests/Browser/studio_test.py).
@Suite("The studio's workspace")
struct WorkspaceTests {
    private func workspace() throws -> (Workspace, URL) {
        let folder = try TestFolder.make("studio")
        let phrases = folder.appendingPathComponent("phrases")
        try FileManager.default.copyItem(atPath: TestCatalog.bundledDirectory, toPath: phrases.path)
        let transcripts = folder.appendingPathComponent("transcripts")
        return (Workspace(phraseFolders: [phrases.path], transcriptFolders: [transcripts.path], locale: "en"), folder)
    }

    private func lines(_ answer: JSONValue) -> [String] {
        guard case .object(let members) = answer, case .array(let lines)? = members.first(where: { $0.key == "lines" })?.value else { return [] }
        return lines.compactMap { if case .string(let line) = $0 { line } else { nil } }
    }

    @Test func aConversationRunsAndSavesAsATranscriptInTheFolderOnly() async throws {
        let (workspace, folder) = try workspace()
        let id = try #require(await workspace.startConversation(device: .phone, locale: nil))
        #expect(lines(try await workspace.say("Start a Meditation", in: id)) == ["What session would you like?", "1. Calming — Slow breathing", "2. Walking — Mindful steps"])
        #expect(lines(try await workspace.say(":device homepod", in: id)) == ["device: homepod"])
        #expect(lines(try await workspace.say("the second one", in: id)) == ["Okay, starting a Walking meditation session."])

        let saved = try await workspace.save(conversation: id, name: "my flow", overwrite: false)
        #expect(lines(saved) == ["Saved 2 turns to \(folder.path)/transcripts/my flow.transcript."])
        let text = try String(contentsOfFile: folder.path + "/transcripts/my flow.transcript", encoding: .utf8)
        #expect(text.contains("> Start a Meditation\n") && text.contains("@device homepod\n"))
        #expect(lines(try await workspace.save(conversation: id, name: "my flow", overwrite: false)) == ["my flow.transcript is already in \(folder.path)/transcripts; tick overwrite to replace it"])

        // The conversation box's :save is held to the same folder and the same names.
        for command in [":save ../escape", ":save! /tmp/escape", ":save a/b", ":save .hidden"] {
            #expect(lines(try await workspace.say(command, in: id)) == ["error: here :save takes a transcript's name (letters, digits, spaces, '-' and '_', at most 100), not a path; it saves into \(folder.path)/transcripts"], "\(command)")
        }
        #expect(lines(try await workspace.say(":save typed", in: id)) == ["Saved 2 turns to \(folder.path)/transcripts/typed.transcript."])

        // A link planted in the folder is never written through, even with overwrite.
        let target = folder.appendingPathComponent("outside.txt")
        try "keep me\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/transcripts/linked.transcript", withDestinationPath: target.path)
        #expect(lines(try await workspace.save(conversation: id, name: "linked", overwrite: true)) == ["error: \(folder.path)/transcripts/linked.transcript is a symbolic link; :save writes a file of its own and never through a link, so it was left as it is"])
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")

        for name in ["../escape", "/tmp/x", ".hidden", "", "a/b", String(repeating: "x", count: 101)] {
            await #expect(throws: Workspace.SaveError.self, "\(name) is refused") { try await workspace.save(conversation: id, name: name, overwrite: true) }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/escape.transcript"))
    }

    @Test func longAndEmptyLinesAndUnknownConversationsAreRefused() async throws {
        let (workspace, _) = try workspace()
        let id = try #require(await workspace.startConversation(device: .phone, locale: nil))
        await #expect(throws: Workspace.LineError.self) { try await workspace.say(String(repeating: "a", count: 1_000_000), in: id) }
        await #expect(throws: Workspace.LineError.self) { try await workspace.say("   ", in: id) }
        // One Character of a letter and 900,000 combining marks: refused by its bytes, at once.
        let start = Date()
        await #expect(throws: Workspace.LineError.self) { try await workspace.say("a" + String(repeating: "\u{301}", count: 900_000), in: id) }
        #expect(Date().timeIntervalSince(start) < 0.5)
        await #expect(throws: Workspace.LineError.self) { try await workspace.say("hello\n< injected", in: id) }
        await #expect(throws: Workspace.LineError.self) { try await workspace.say("hello", in: "c999") }
    }

    @Test func aChangedFileIsLoadedAgainAndABrokenOneKeepsTheStudioServing() async throws {
        let (workspace, folder) = try workspace()
        let first = try #require(await workspace.startConversation(device: .phone, locale: nil))
        let version = await workspace.version
        let torch = folder.path + "/phrases/torch.yaml"
        let original = try String(contentsOfFile: torch, encoding: .utf8)
        try (original + "\nnot a key: [\n").write(toFile: torch, atomically: true, encoding: .utf8)
        await workspace.refresh()
        #expect(await workspace.version == version + 1)
        #expect(await workspace.catalog == nil)
        #expect(await workspace.problems.contains { $0.location?.file.hasSuffix("torch.yaml") == true && $0.severity == .error })
        #expect(await workspace.startConversation(device: .phone, locale: nil) == nil)
        await #expect(throws: Workspace.LineError.self, "the old conversation ended with its catalog") { try await workspace.say("hello", in: first) }

        try original.write(toFile: torch, atomically: true, encoding: .utf8)
        await workspace.refresh()
        #expect(await workspace.catalog != nil)
    }

    @Test(arguments: [("abc", "abc", true), ("abc", "abd", false), ("abc", "ab", false), ("", "", true)])
    func tokensAreComparedWhole(_ given: String, _ token: String, _ equal: Bool) {
        #expect(StudioSecurity.equal(given, token) == equal)
    }
}
