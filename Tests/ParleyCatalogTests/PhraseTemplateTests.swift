import Testing
@testable import ParleyCatalog

/// Phrase templates as written in App Shortcuts: text, the app's name and at most one
/// parameter, each slot with its offset in Unicode scalars (what a caret points at).
@Suite("Phrase templates")
struct PhraseTemplateTests {
    @Test func textAndSlotsInOrder() throws {
        let template = try PhraseTemplate.parse(#"Start a \(\.$session) session with \( .applicationName )"#)
        #expect(template.segments == [.text("Start a "), .parameter("session"), .text(" session with "), .applicationName])
        #expect(template.slots.map(\.offset) == [8, 35])
    }

    @Test func offsetsCountScalarsNotBytes() throws {
        let template = try PhraseTemplate.parse(#"\(.applicationName)で瞑想を\(.$session)開始"#)
        #expect(template.segments == [.applicationName, .text("で瞑想を"), .parameter("session"), .text("開始")])
        #expect(template.slots.map(\.offset) == [0, 23])
    }

    @Test(arguments: [
        (#"Öffne \(.applicationName"#, 6, "unclosedSlot"),
        (#"Café \(.appName)"#, 5, "unknownSlot"),
        (#"瞑想 \(\.$) \(.applicationName)"#, 3, "unknownSlot"),
    ])
    func aBrokenSlotIsReportedWhereItStarts(_ phrase: String, _ offset: Int, _ problem: String) {
        do {
            _ = try PhraseTemplate.parse(phrase)
            Issue.record("parsed \(phrase)")
        } catch {
            #expect(error.offset == offset)
            #expect("\(error.problem)".hasPrefix(problem))
        }
    }
}
