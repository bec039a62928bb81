import Foundation
import ParleyTestSupport
import Testing

/// The traps a new designer and QA fell into in their first hour (issue 43), each through
/// the binary with the whole message or output.
@Suite("First hour")
struct FirstHourTests {
    /// A one-app catalog folder written as a designer first writes one.
    private func brewly(_ intents: String) throws -> URL {
        let folder = try ParleyBinary.temporaryFolder("brewly")
        try """
            app: Brewly
            intents:
            \(intents)
            shortcuts:
              - intent: Free
                phrases: {en: ['Get my free drink from \\(.applicationName)'], de: ['Hol mein Gratisgetränk von \\(.applicationName)']}

            """.write(to: folder.appendingPathComponent("brewly.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aResultWrittenAsALocalizedStringIsItsDialog() throws {
        let folder = try brewly("  Free:\n    title: Free Drink\n    result: {en: Your free drink is on us., de: Dein Getränk geht aufs Haus.}")
        let english = try ParleyBinary.run(["--phrases", folder.path], stdin: "Get my free drink from Brewly\n")
        #expect(english.stdout == "Your free drink is on us.\n", "\(english.stderr)")
        let german = try ParleyBinary.run(["--phrases", folder.path, "--locale", "de"], stdin: "Hol mein Gratisgetränk von Brewly\nWas kann ich mit Brewly machen?\n")
        #expect(german.stdout == """
            Dein Getränk geht aufs Haus.
            Das kannst du mit Brewly tun:
            - Hol mein Gratisgetränk von Brewly

            """)
    }

    @Test func aCommaInsideBracesSaysToQuoteTheText() throws {
        let folder = try brewly("  Free:\n    title: Free Drink\n    result:\n      dialog: {en: Sorry, cold brew is sold out today.}")
        let run = try ParleyBinary.run(["lint", folder.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("""
            \(folder.path)/brewly.yaml:6:27: error: 'cold brew is sold out today.' is not a locale code: inside {…} a comma ends unquoted text; \
            put the text in quotes: {en: 'Sorry, cold brew is sold out today.'}

            """), "\(run.stderr)")
    }

    @Test func anUnknownAppComesBeforeItsValue() throws {
        let run = try ParleyBinary.run([], stdin: ":set Nope x=1\n:set Soup Chef x=1\n")
        #expect(run.stderr == """
            error: unknown app 'Nope'; apps: Bookshelf, Lumen, Meditation, Soup Chef, Torch
            error: 'x' takes true or false, not '1'

            """)
    }

    @Test func anEmptySessionDoesNotReplaceARecording() throws {
        let folder = try ParleyBinary.temporaryFolder("save")
        let file = folder.appendingPathComponent("session1.transcript")
        try "@phrases \(ParleyBinary.root.path)/phrases\n> Start a Meditation\n> the second one\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run([], stdin: ":save! \(file.path)\n")
        #expect(run.stderr == "error: this session has no turns yet; :save! would replace the 2 turns of \(file.path) with none, so it was left as it is\n")
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("> the second one\n"))
    }

    @Test func eachMatchArgumentIsAnUtterance() throws {
        let run = try ParleyBinary.run(["match", "--json", "Start a Meditation", "Toggle Torch"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"utterance":"Start a Meditation","status":"matched","source":"app""#) == true)
        #expect(lines.last?.hasPrefix(#"{"utterance":"Toggle Torch","status":"matched","source":"app""#) == true)
    }

    @Test func oneLaterTurnDiffers() throws {
        let folder = try ParleyBinary.temporaryFolder("plural")
        try "@phrases \(ParleyBinary.root.path)/phrases\n> Toggle Torch\n< wrong\n> Toggle Torch\n< wrong too\n".write(to: folder.appendingPathComponent("t.transcript"), atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml")
        let run = try ParleyBinary.run(["test", folder.path, "--junit", junit.path])
        #expect(run.stdout.contains("  … and 1 later turn differs (line 4)\n"), "\(run.stdout)")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"<failure message="2 turns differ">"#))
    }

    /// An app whose own name ends in "App", said by a synonym (issue 41): help knows it, and
    /// `:why` compares with the name as it was said.
    @Test func anAppNamedWithAppIsHelpedAndExplainedByItsSynonym() throws {
        let folder = try ParleyBinary.temporaryFolder("trails")
        try """
            app: Trails Sample App
            synonyms: [Trails]
            intents: {Order: {title: Order Drink}}
            shortcuts: [{intent: Order, phrases: ['Order a drink in \\(.applicationName)']}]

            """.write(to: folder.appendingPathComponent("trails.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["--phrases", folder.path], stdin: "What can I do with Trails Sample App?\n:why read walking in trails\n")
        #expect(run.stdout == """
            Here's what you can do with Trails Sample App:
            - Order a drink in Trails Sample App
            heard as: read walking in trails
              no match
              too far: "Order a drink in Trails" (Trails Sample App › Order): missing 'order', 'a', 'drink'; extra 'read', 'walking'
            a match needs a score of at least 0.6 to run, and 0.35 to be suggested; every phrase needs the app's name

            """, "\(run.stderr)")
    }
}
