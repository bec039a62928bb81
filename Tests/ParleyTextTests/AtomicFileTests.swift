import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyTranscript

#if canImport(Glibc)
import Glibc
#endif

/// `--update` and `:save` rewrite users' files: what was there must stay what it was.
@Suite("Atomic file writes")
struct AtomicFileTests {
    static func folder() throws -> String {
        try TestFolder.make("atomic").path
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode & 0o7777
    }

    @Test(arguments: [0o600, 0o640, 0o755] as [mode_t])
    func keepsTheMode(_ mode: mode_t) throws {
        let file = try Self.folder() + "/t.transcript"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, mode)
        try AtomicFile.write("new\n", to: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new\n")
        #expect(Self.mode(file) == mode)
    }

    @Test func refusesAReadOnlyFile() throws {
        let file = try Self.folder() + "/t.transcript"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o444)
        #expect(throws: AtomicFile.WriteError(message: "\(file) is read-only; make it writable (chmod u+w) to update it")) {
            try AtomicFile.write("new\n", to: file)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old\n")
    }

    /// The cache's entries: a link planted at an entry's name is replaced, and the file it
    /// points to is left alone.
    @Test func replaceNeverWritesThroughASymlink() throws {
        let folder = try Self.folder()
        try "precious\n".write(toFile: folder + "/precious", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/entry", withDestinationPath: folder + "/precious")
        try AtomicFile.replace(folder + "/entry", with: Array("cache\n".utf8))
        #expect(try String(contentsOfFile: folder + "/precious", encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: folder + "/entry", encoding: .utf8) == "cache\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/entry")) == nil)
    }

    @Test func writesThroughASymlinkToItsTarget() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/real/t.transcript", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.transcript", withDestinationPath: "real/t.transcript")
        try AtomicFile.write("new\n", to: folder + "/link.transcript")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.transcript") == "real/t.transcript")
        #expect(try String(contentsOfFile: folder + "/real/t.transcript", encoding: .utf8) == "new\n")
    }

    @Test func refusesToSplitHardLinks() throws {
        let folder = try Self.folder()
        try "old\n".write(toFile: folder + "/a.transcript", atomically: false, encoding: .utf8)
        link(folder + "/a.transcript", folder + "/b.transcript")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("new\n", to: folder + "/a.transcript") }
        #expect(try String(contentsOfFile: folder + "/b.transcript", encoding: .utf8) == "old\n")
    }

    @Test func neverFollowsAPlantedTemporaryName() throws {
        let folder = try Self.folder()
        let file = folder + "/t.transcript"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        try "victim\n".write(toFile: folder + "/victim", atomically: false, encoding: .utf8)
        // Every name the old scheme could have used, and the mkstemp stem.
        for name in [".t.transcript.parley-\(getpid()).tmp", ".t.transcript.parley-XXXXXX", ".t.transcript.tmp"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: folder + "/victim")
        }
        try AtomicFile.write("new\n", to: file)
        #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "victim\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file)) == nil)
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        let file = try Self.folder() + "/new.transcript"
        try AtomicFile.write("x\n", to: file)
        let mask = umask(0)
        umask(mask)
        #expect(Self.mode(file) == 0o666 & ~mask)
    }
}

@Suite("Reports that parse")
struct ReportValidityTests {
    static let odd = "A\u{FFFE}B\u{FFFF}C\u{1}D\u{7}E <&>\"' é 日本 \u{1F600}"

    @Test func junitParsesWhateverTheTurnsSay() throws {
        let turn = Transcript.Turn(input: Self.odd, line: 3, expectations: [.exact(Self.odd)], expectationLines: [4])
        let result = TranscriptResult(file: "odd\u{FFFE}.transcript", transcript: nil,
                                      turns: [TurnResult(turn: turn, actual: ["x" + Self.odd])], problems: [])
        let bad = TranscriptResult(file: "b.transcript", turns: [], problems: [Diagnostic(.error, Self.odd, at: nil)])
        let xml = TestReport(results: [result, bad]).junitXML()
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase").count == 2)
        #expect(xml.contains("A\\u{FFFE}B\\u{FFFF}C\\u{1}D\\u{7}E &lt;&amp;&gt;&quot;&apos; é 日本 \u{1F600}"))
    }

    @Test func jsonDecodesWhateverTheTurnsSay() throws {
        let turn = Transcript.Turn(input: Self.odd, line: 3, expectations: [.exact(Self.odd)], expectationLines: [4])
        let result = TranscriptResult(file: "odd.transcript", turns: [TurnResult(turn: turn, actual: [Self.odd])],
                                      problems: [Diagnostic(.error, Self.odd, at: SourceLocation(file: "odd.transcript", line: 2, column: 5))])
        let text = TestReport(results: [result]).json().serialized
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let transcripts = try #require(decoded["transcripts"] as? [[String: Any]])
        let problem = try #require((transcripts.first?["problems"] as? [[String: Any]])?.first)
        #expect(problem["message"] as? String == Self.odd)
        #expect(problem["line"] as? Int == 2)
        #expect(problem["column"] as? Int == 5)
    }
}
