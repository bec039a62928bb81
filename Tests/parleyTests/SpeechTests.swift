import Foundation
import ParleySpeech
import ParleyTestSupport
import Testing

/// `--speak-to`, `lint`'s sound-alike rule and `eval --mishear` through the binary, with
/// espeak-ng (which .ci/run installs); without it, the messages that say what is missing.
@Suite("Speech")
struct SpeechTests {
    static let hasEspeak = (try? Espeak.shared.get()) != nil

    /// One valid WAV file per turn Siri says something aloud in, each different.
    @Test(.enabled(if: hasEspeak)) func speakToWritesAWAVFilePerTurn() throws {
        let folder = try ParleyBinary.temporaryFolder("speak-to")
        let run = try ParleyBinary.run(["replay", "transcripts/homepod/homepod-order.transcript", "--speak-to", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == (1...6).map { "homepod-order-0\($0).wav" })
        var seen = Set<Data>()
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(String(decoding: data.prefix(4), as: UTF8.self) == "RIFF" && String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
            let rate = data[24..<28].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let bytes = data[40..<44].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            #expect(rate == 22050)
            #expect(bytes == data.count - 44 && bytes > 22050, "\(file) lasts over half a second")
            seen.insert(data)
        }
        #expect(seen.count == files.count, "every turn sounds different")
    }

    @Test func speakToAnUnwritableFolderIsRefusedBeforeAnythingRuns() throws {
        let run = try ParleyBinary.run(["replay", "transcripts/homepod/homepod-order.transcript", "--speak-to", "/proc/parley"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: cannot make the --speak-to folder '/proc/parley'"))
    }

    @Test(.enabled(if: hasEspeak)) func lintFindsPlantedSoundAlikesAndNothingInTheBundledApps() throws {
        let folder = try ParleyBinary.temporaryFolder("sound-alike")
        try "app: Lumen\nintents:\n  On: {title: On}\nshortcuts:\n  - {intent: On, phrases: ['Lights on with \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("lumen.yaml"), atomically: true, encoding: .utf8)
        try "app: Human\ntypes:\n  Mode:\n    kind: enum\n    values: [{id: a, title: Cancel}, {id: b, title: Council}, {id: c, title: Focus}]\nintents:\n  Go: {title: Go}\nshortcuts:\n  - {intent: Go, phrases: ['Go with \\(.applicationName)']}\n"
            .write(to: folder.appendingPathComponent("human.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stdout == """
            \(folder.path)/human.yaml:5:43: warning: Mode values 'Cancel' (kˈænsəl) and 'Council' (kˈaʊnsəl) sound alike in 'en': an answer may be heard as the other; add a synonym that sounds unlike the other [sound-alike]
            \(folder.path)/lumen.yaml:1:6: warning: app names 'Human' (hjˈuːmən) and 'Lumen' (lˈuːmɛn) sound alike in 'en': a recognizer may write one for the other; give one a synonym that sounds unlike the other, or a pronunciation hint [sound-alike]
            2 warnings, 0 errors

            """)
        let bundled = try ParleyBinary.run(["lint"])
        #expect(!bundled.stdout.contains("[sound-alike]"))
    }

    /// espeak-ng's Thai voice reads Thai words as unrelated sounds: two values no Thai speaker
    /// confuses are not reported; the rule says it did not check Thai.
    @Test(.enabled(if: hasEspeak)) func lintLeavesThaiToItsSpeakers() throws {
        let folder = try ParleyBinary.temporaryFolder("sound-alike-th")
        try "app: Rop\ntypes:\n  Show:\n    kind: enum\n    values: [{id: a, title: {th: รอบเช้า}}, {id: b, title: {th: รอบค่ำ}}]\nintents:\n  Go: {title: {th: ไป}}\nshortcuts:\n  - {intent: Go, phrases: {th: ['ไปกับ \\(.applicationName)']}}\n"
            .write(to: folder.appendingPathComponent("rop.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.stdout == "warning: not checked in 'th': espeak-ng's voice for it reads too few of its words [sound-alike]\n1 warning, 0 errors\n")
    }

    @Test func misHearingTheBundledAppsIsTheSameEveryRun() throws {
        let first = try ParleyBinary.run(["eval", "--mishear", "--phrases", "phrases"])
        let second = try ParleyBinary.run(["eval", "--mishear", "--phrases", "phrases"])
        #expect(first.status == 0, "\(first.stdout)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("false triggers from mis-hearing: 0 (0.0%)"))
    }

    /// `parley match --mishear N`: the utterance, then each variant after its kind.
    @Test func matchShowsHowAnUtteranceIsMisHeard() throws {
        let run = try ParleyBinary.run(["match", "--mishear", "2", "Order soup with Soup Chef"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("\"Order soup with Soup Chef\"\n  matched: Soup Chef › OrderSoup (shortcut 0), score 1.0, exact\n"))
        #expect(run.stdout.components(separatedBy: "# heard as ").count == 3)
        let refused = try ParleyBinary.run(["match", "--mishear", "0", "Order soup"])
        #expect(refused.status == 64 && refused.stderr.contains("--mishear takes a number of at least 1"))
    }
}
