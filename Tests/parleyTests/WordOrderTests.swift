import Foundation
import ParleyTestSupport
import Testing

/// Requests said in another order than their phrase (docs/MATCHING.md, "Word order"), through
/// the binary: the app named first, a verb said last, a separable verb's particle, a value
/// said after the phrase, Hebrew's maqaf, Chinese 一下 and 把 — and what must still never run:
/// a negation said in the new order, an opposite, a value that is none of the type's, and a
/// slip into a negating word (Dutch "iets" is not "niets").
@Suite("Word order")
struct WordOrderTests {
    static let pageturn = """
        app: Pageturn
        types:
          Voice:
            kind: enum
            title: Voice
            values:
              - {id: calm, title: Calm}
              - {id: lively, title: Lively}
        intents:
          ReadAloud:
            title: Read Aloud
            parameters:
              - {name: voice, title: Voice, type: Voice, default: calm}
            result: Reading in the \\(voice) voice.
          Resume:
            title: Resume Book
            result: Resuming.
          NextChapter:
            title: Next Chapter
            result: Next chapter.
          Rest:
            title: Rest Day
            result: Rest day noted.
        shortcuts:
          - intent: ReadAloud
            phrases:
              en: [Read aloud in \\(.applicationName), Read with the \\(\\.$voice) voice in \\(.applicationName)]
          - intent: Resume
            phrases:
              en: [Resume my book in \\(.applicationName)]
              de: [Weiterhören in \\(.applicationName), Starte mein Buch in \\(.applicationName)]
              nl: [Mijn boek afspelen in \\(.applicationName)]
              he: [המשך את הספר ב־\\(.applicationName)]
              zh-Hans: [在\\(.applicationName)里打开我的书]
          - intent: NextChapter
            phrases:
              en: [Next chapter in \\(.applicationName)]
              de: [Nächstes Kapitel in \\(.applicationName)]
              nl: [Volgend hoofdstuk in \\(.applicationName)]
              he: [הפרק הבא ב־\\(.applicationName)]
              zh-Hans: [在\\(.applicationName)里查看下一章]
          - intent: Rest
            phrases:
              en: [I read nothing today in \\(.applicationName)]
              nl: [Ik heb vandaag niets gelezen in \\(.applicationName)]

        """

    private func match(locale: String, _ utterances: [String]) throws -> String {
        let folder = try ParleyBinary.temporaryFolder("word-order")
        try Self.pageturn.write(to: folder.appendingPathComponent("pageturn.yaml"), atomically: true, encoding: .utf8)
        return try ParleyBinary.run(["match", "--phrases", folder.path, "--locale", locale] + utterances).stdout
    }

    @Test func inEnglish() throws {
        #expect(try match(locale: "en", ["Pageturn, next chapter", "Pageturn, previous chapter", "Read aloud in Pageturn, lively", "Read aloud in Pageturn, jazz"]) == """
            "Pageturn, next chapter"
              matched: Pageturn › NextChapter (shortcut 2), score 0.75
                phrase: Next chapter in \\(.applicationName)
                'pageturn' said first, where the phrase names the app last (-0.05)
                missing word 'in' (-0.20)
            "Pageturn, previous chapter"
              no match
              too far: "Read aloud in Pageturn" (Pageturn › ReadAloud): missing 'read', 'aloud', 'in'; extra 'previous', 'chapter'
              never runs, 'previous' is the opposite of the phrase's 'next': "Next chapter in Pageturn" (Pageturn › NextChapter): missing 'next', 'chapter', 'in'; extra 'previous', 'chapter'
              too far: "Resume my book in Pageturn" (Pageturn › Resume): missing 'resume', 'my', 'book', 'in'; extra 'previous', 'chapter'
            "Read aloud in Pageturn, lively"
              matched: Pageturn › ReadAloud (shortcut 0), score 0.95
                phrase: Read aloud in \\(.applicationName)
                voice = lively
                'lively' said after the phrase, taken as its value (-0.05)
            "Read aloud in Pageturn, jazz"
              no match; did you mean "Read aloud in Pageturn"?
              suggestion: Pageturn › ReadAloud (shortcut 0), score 0.55
                phrase: Read aloud in \\(.applicationName)
                extra word 'jazz' (-0.30)
                'jazz' is no word of this shortcut: it changes what is asked for (-0.15)
              too far: "I read nothing today in Pageturn" (Pageturn › Rest): missing 'i', 'nothing', 'today'; extra 'aloud', 'jazz'
              too far: "Read with the Calm voice in Pageturn" (Pageturn › ReadAloud): missing 'with', 'the', 'calm', 'voice'; extra 'aloud', 'jazz'
              too far: "Next chapter in Pageturn" (Pageturn › NextChapter): missing 'next', 'chapter'; extra 'read', 'aloud', 'jazz'

            """)
    }

    @Test func inGerman() throws {
        #expect(try match(locale: "de", ["In Pageturn nächstes Kapitel", "Hör in Pageturn weiter", "Mein Buch in Pageturn starten", "Mein Buch in Pageturn nicht starten"]) == """
            "In Pageturn nächstes Kapitel"
              matched: Pageturn › NextChapter (shortcut 2), score 0.95
                phrase: Nächstes Kapitel in \\(.applicationName)
                'pageturn' said first, where the phrase names the app last (-0.05)
            "Hör in Pageturn weiter"
              matched: Pageturn › Resume (shortcut 1), score 0.85
                phrase: Weiterhören in \\(.applicationName)
                'hör … weiter' read as 'weiterhör', a separable verb (-0.05)
                'weiterhör' taken as 'weiterhören', another form of the word (-0.10)
            "Mein Buch in Pageturn starten"
              matched: Pageturn › Resume (shortcut 1), score 0.85
                phrase: Starte mein Buch in \\(.applicationName)
                'starten' said at the other end of the request, where the phrase has it (-0.05)
                'starten' taken as 'starte', another form of the word (-0.10)
            "Mein Buch in Pageturn nicht starten"
              no match
              never runs, 'nicht' reverses the request: "Starte mein Buch in Pageturn" (Pageturn › Resume): missing 'starte'; extra 'nicht', 'starten'
              never runs, 'nicht' reverses the request: "Weiterhören in Pageturn" (Pageturn › Resume): missing 'weiterhören'; extra 'mein', 'buch', 'nicht', 'starten'
              never runs, 'nicht' reverses the request: "Read aloud in Pageturn" (Pageturn › ReadAloud): missing 'read', 'aloud'; extra 'mein', 'buch', 'nicht', 'starten'

            """)
    }

    @Test func inDutch() throws {
        #expect(try match(locale: "nl", ["Speel mijn boek af in Pageturn", "Ik heb vandaag iets gelezen in Pageturn"]) == """
            "Speel mijn boek af in Pageturn"
              matched: Pageturn › Resume (shortcut 1), score 0.8
                phrase: Mijn boek afspelen in \\(.applicationName)
                'speel … af' read as 'afspeel', a separable verb (-0.05)
                'afspeel' said at the other end of the request, where the phrase has it (-0.05)
                'afspeel' taken as 'afspelen', another form of the word (-0.10)
            "Ik heb vandaag iets gelezen in Pageturn"
              no match; did you mean "Ik heb vandaag niets gelezen in Pageturn"?
              suggestion: Pageturn › Rest (shortcut 3), score 0.5
                phrase: Ik heb vandaag niets gelezen in \\(.applicationName)
                'iets' said for 'niets', a word of another meaning (-0.50)
              too far: "Read aloud in Pageturn" (Pageturn › ReadAloud): missing 'read', 'aloud'; extra 'ik', 'heb', 'vandaag', 'iets', 'gelezen'
              too far: "Volgend hoofdstuk in Pageturn" (Pageturn › NextChapter): missing 'volgend', 'hoofdstuk'; extra 'ik', 'heb', 'vandaag', 'iets', 'gelezen'
              too far: "Mijn boek afspelen in Pageturn" (Pageturn › Resume): missing 'mijn', 'boek', 'afspelen'; extra 'ik', 'heb', 'vandaag', 'iets', 'gelezen'

            """)
    }

    @Test func inHebrew() throws {
        #expect(try match(locale: "he", ["הפרק הבא ב־Pageturn"]) == """
            "הפרק הבא ב־Pageturn"
              matched: Pageturn › NextChapter (shortcut 2), score 1.0, exact
                phrase: הפרק הבא ב־\\(.applicationName)

            """)
    }

    @Test func inChinese() throws {
        #expect(try match(locale: "zh-Hans", ["在Pageturn里查看一下下一章", "在Pageturn里把我的书打开", "Pageturn，查看下一章"]) == """
            "在Pageturn里查看一下下一章"
              matched: Pageturn › NextChapter (shortcut 2), score 0.95
                phrase: 在\\(.applicationName)里查看下一章
                extra word '一下' (-0.05)
            "在Pageturn里把我的书打开"
              matched: Pageturn › Resume (shortcut 1), score 0.95
                phrase: 在\\(.applicationName)里打开我的书
                the object said first with '把', read after its verb (-0.05)
            "Pageturn，查看下一章"
              matched: Pageturn › NextChapter (shortcut 2), score 0.75
                phrase: 在\\(.applicationName)里查看下一章
                missing word '在' (-0.05)
                missing word '里' (-0.20)

            """)
    }

    /// SPEC §3: the value said after the phrase is the one the intent runs with, never its default.
    @Test func aValueSaidAfterThePhraseIsTheOneRun() throws {
        let folder = try ParleyBinary.temporaryFolder("word-order-dialogue")
        try Self.pageturn.write(to: folder.appendingPathComponent("pageturn.yaml"), atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["replay", "-", "--phrases", folder.path], stdin: "> Read aloud in Pageturn, lively\n")
        #expect(run.stdout == "> Read aloud in Pageturn, lively\n< Reading in the Lively voice.\n")
    }
}
