import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

/// Every transition of the dialogue state machine and every row of the output
/// table, on both devices, asserting the whole output and the state after each turn.
@Suite("Dialogue")
struct SessionTests {
    static let transitions: [Conversation] = [
        Conversation(name: "idle → result → idle", script: """
            > Hey Siri, start a walking session with Meditation
            < Okay, starting a Walking meditation session.
            < | Session: Walking
            = idle
            """),
        Conversation(name: "idle → choice → result", script: """
            > Start a Meditation
            < What session would you like?
            < 1. Calming — Slow breathing
            < 2. Walking — Mindful steps
            = awaiting a choice
            > last
            < Okay, starting a Walking meditation session.
            < | Session: Walking
            = idle
            """),
        Conversation(name: "choice accepts a title, a synonym, a part and a number", script: """
            > Order soup with Soup Chef
            < Which soup would you like?
            < 1. Clam Chowder
            < 2. Tomato Soup
            < 3. Chicken Noodle Soup
            = awaiting a choice
            > noodle
            < How many would you like?
            = awaiting a value
            > forty five
            < Quantity can't be higher than 10.
            < How many would you like?
            = awaiting a value
            > zero
            < Quantity can't be lower than 1.
            < How many would you like?
            = awaiting a value
            > make it 4
            < How would you like to get it?
            < 1. Pickup
            < 2. Delivery
            = awaiting a choice
            > number two
            < Which delivery location?
            < 1. Home — 1 Infinite Loop
            < 2. Work — One Apple Park Way
            = awaiting a choice
            > home
            < Order 4 Chicken Noodle Soup for Delivery?
            = awaiting an intent confirmation
            > yes please
            < Order placed. Arriving in 30 minutes.
            < | 4 × Chicken Noodle Soup
            < | Delivery to Home
            = idle
            """),
        Conversation(name: "parameter confirmation yes", script: """
            > Order chowder with Soup Chef
            < Just to check, Clam Chowder?
            = awaiting a parameter confirmation
            > yep
            < How many would you like?
            = awaiting a value
            """),
        Conversation(name: "parameter confirmation no asks again and does not confirm the answer", script: """
            > Chowder time with Soup Chef
            < Just to check, Clam Chowder?
            = awaiting a parameter confirmation
            > no
            < Which soup would you like?
            < 1. Clam Chowder
            < 2. Tomato Soup
            < 3. Chicken Noodle Soup
            = awaiting a choice
            > clam chowder
            < How many would you like?
            = awaiting a value
            """),
        Conversation(name: "intent confirmation no cancels", script: """
            > Sign out of Soup Chef
            < Sign out of Soup Chef?
            = awaiting an intent confirmation
            > maybe
            < Sorry, I didn't get that.
            < Sign out of Soup Chef?
            = awaiting an intent confirmation
            > no
            < Okay, cancelled.
            = idle
            """),
        Conversation(name: "intent confirmation yes gives the result and sets flags", script: """
            > Sign out of Soup Chef
            < Sign out of Soup Chef?
            = awaiting an intent confirmation
            > yes
            < You're signed out.
            = idle
            > Order soup with Soup Chef
            < Please sign in to Soup Chef first.
            = idle
            """),
        Conversation(name: "failure ends the intent", script: """
            > End my session in Meditation
            < You're not meditating right now.
            = idle
            > Calm me down with Meditation
            < Okay, starting a Calming meditation session.
            < | Session: Calming
            = idle
            > End my session in Meditation
            < Session ended. Well done.
            = idle
            """),
        Conversation(name: "shortcut choice by number and by name", script: """
            > Turn on the light
            < Which one?
            < 1. Lumen: Lights On
            < 2. Torch: Turn On
            = awaiting a shortcut choice
            > 2
            < Flashlight on.
            = idle
            > Turn on the light
            < Which one?
            < 1. Lumen: Lights On
            < 2. Torch: Turn On
            = awaiting a shortcut choice
            > lumen
            < Done.
            = idle
            """),
        Conversation(name: "did you mean yes runs it, no cancels", script: """
            > Start a walking class with Meditation
            < I'm not sure I understand.
            < Did you mean "Start a Walking session with Meditation"?
            = awaiting a did-you-mean answer
            > yes
            < Okay, starting a Walking meditation session.
            < | Session: Walking
            = idle
            > Start a walking class with Meditation
            < I'm not sure I understand.
            < Did you mean "Start a Walking session with Meditation"?
            = awaiting a did-you-mean answer
            > nope
            < Okay, cancelled.
            = idle
            > Start a walking class with Meditation
            < I'm not sure I understand.
            < Did you mean "Start a Walking session with Meditation"?
            = awaiting a did-you-mean answer
            > Turn on the Torch
            < Flashlight on.
            = idle
            """),
        Conversation(name: "three misunderstandings end the dialogue", script: """
            > Set the Torch brightness
            < What's the brightness?
            = awaiting a value
            > bright
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > very bright
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > the brightest
            < Sorry, I couldn't get that. Let's try again later.
            = idle
            """),
        Conversation(name: "an out-of-range number does not count as a misunderstanding", script: """
            > Set the Torch brightness
            < What's the brightness?
            = awaiting a value
            > bright
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > 200
            < Brightness can't be higher than 100.
            < What's the brightness?
            = awaiting a value
            > dim
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > 20
            < Brightness set to 20 percent.
            = idle
            """),
        Conversation(name: "cancel words end any prompt", script: """
            > Add a book to Bookshelf
            < What's the title of the book?
            = awaiting a value
            > never mind
            < Okay, cancelled.
            = idle
            > Start a Meditation
            < What session would you like?
            < 1. Calming — Slow breathing
            < 2. Walking — Mindful steps
            = awaiting a choice
            > cancel
            < Okay, cancelled.
            = idle
            """),
        Conversation(name: "entity answers naming several values narrow with Which one?", script: """
            > Set a reading goal in Bookshelf
            < Which book?
            < 1. Where the Crawdads Sing — Delia Owens
            < 2. The Hobbit — J. R. R. Tolkien
            < 3. Project Hail Mary — Andy Weir
            = awaiting a choice
            > hobbit
            < Which one?
            < 1. The Hobbit — J. R. R. Tolkien
            < 2. The Hobbit — Illustrated Edition
            = awaiting a choice
            > the paperback
            < Sorry, I didn't get that.
            < Which one?
            < 1. The Hobbit — J. R. R. Tolkien
            < 2. The Hobbit — Illustrated Edition
            = awaiting a choice
            > the first one
            < When do you want to finish it?
            = awaiting a value
            > tomorrow
            < Okay, finish The Hobbit by Sunday, November 22, 2026.
            = idle
            """),
        // SPEC §4: options that share a title are told apart by their subtitle.
        Conversation(name: "options that share a title are chosen by their subtitle", script: """
            > Set a reading goal in Bookshelf
            < Which book?
            < 1. Where the Crawdads Sing — Delia Owens
            < 2. The Hobbit — J. R. R. Tolkien
            < 3. Project Hail Mary — Andy Weir
            = awaiting a choice
            > hobbit
            < Which one?
            < 1. The Hobbit — J. R. R. Tolkien
            < 2. The Hobbit — Illustrated Edition
            = awaiting a choice
            > the illustrated one
            < When do you want to finish it?
            = awaiting a value
            """),
        Conversation(name: "a HomePod reads a shared title with its subtitle", device: .homepod, script: """
            > Set a reading goal in Bookshelf
            < Which book?
            < Where the Crawdads Sing, The Hobbit, or Project Hail Mary?
            = awaiting a choice
            > hobbit
            < Which one?
            < The Hobbit, J. R. R. Tolkien or The Hobbit, Illustrated Edition?
            = awaiting a choice
            > tolkien
            < When do you want to finish it?
            = awaiting a value
            """),
        Conversation(name: "a value not among the suggestions can still be named", script: """
            > Start a Meditation
            < What session would you like?
            < 1. Calming — Slow breathing
            < 2. Walking — Mindful steps
            = awaiting a choice
            > deep sleep
            < Okay, starting a Deep Sleep meditation session.
            < | Session: Deep Sleep
            = idle
            """),
        Conversation(name: "a String answer keeps the words as typed", script: """
            > Add a book to Bookshelf
            < What's the title of the book?
            = awaiting a value
            > the Name of the Wind!
            < Added “the Name of the Wind!” to Want to Read.
            < | the Name of the Wind!
            < | Shelf: Want to Read
            = idle
            """),
        Conversation(name: "requires and launched state", script: """
            @set Meditation loggedIn=false
            > Calm me down with Meditation
            < Please sign in to Meditation first.
            = idle
            @set Meditation launched=false
            > Start a walking session with Meditation
            < I'm not sure I understand.
            < Did you mean "Start a Meditation"?
            = awaiting a did-you-mean answer
            """),
        Conversation(name: "help before and after an app is used", script: """
            > What can I do with the flashlight?
            < Here's what you can do with Torch:
            < - Turn on Torch
            < - Turn off Torch
            < - Toggle Torch
            < - Set the Torch brightness
            = idle
            > Show my progress in Meditation
            < [opens Meditation]
            = idle
            > What can I do here?
            < Here's what you can do with Meditation:
            < - Start a Meditation
            < - Calm me down with Meditation
            < - End my session in Meditation
            < - Show my progress in Meditation
            = idle
            """),
        Conversation(name: "no match", script: """
            > What's the soup of the day?
            < I'm not sure I understand.
            = idle
            > Start a countdown
            < I'm not sure I understand.
            = idle
            """),
        // SPEC §9: what Siri answers itself, when no phrase says it exactly.
        Conversation(name: "Siri's own requests", script: """
            > What's the weather like?
            < [Siri: Weather]
            = idle
            > Start a timer
            < [Siri: Timer]
            = idle
            > Open Soup Chef
            < [opens Soup Chef]
            = idle
            > Turn on the Torch
            < Flashlight on.
            = idle
            """),
        // HomePod rows of the §4 table.
        Conversation(name: "choices read out as one sentence", device: .homepod, script: """
            > Start a Meditation
            < What session would you like?
            < Calming or Walking?
            = awaiting a choice
            > hmm
            < Sorry, I didn't get that.
            < What session would you like?
            < Calming or Walking?
            = awaiting a choice
            > calm
            < Okay, starting a Calming meditation session.
            = idle
            > Order soup with Soup Chef
            < Which soup would you like?
            < Clam Chowder, Tomato Soup, or Chicken Noodle Soup?
            = awaiting a choice
            """),
        Conversation(name: "an intent that opens its app cannot run", device: .homepod, script: """
            > Show my progress in Meditation
            < Sorry, I can't open Meditation here.
            = idle
            """),
        Conversation(name: "full dialog, no snippet", device: .homepod, script: """
            > Order chowder with Soup Chef
            < Just to check, Clam Chowder?
            = awaiting a parameter confirmation
            > yes
            < How many would you like?
            = awaiting a value
            > 2
            < How would you like to get it?
            < Pickup or Delivery?
            = awaiting a choice
            > pickup
            < Which store?
            < Union Square, Ferry Building, or Mission Street?
            = awaiting a choice
            > mission
            < Order 2 Clam Chowder for Pickup?
            = awaiting an intent confirmation
            > yes
            < Your 2 Clam Chowder will be ready at Mission Street in 15 minutes.
            = idle
            """),
        Conversation(name: "shortcut choice and did you mean", device: .homepod, script: """
            > Turn on the light
            < Which one?
            < Lumen: Lights On or Torch: Turn On?
            = awaiting a shortcut choice
            > torch
            < Flashlight on.
            = idle
            > turn the torch lamp off
            < I'm not sure I understand.
            < Did you mean "Turn off the Torch"?
            = awaiting a did-you-mean answer
            > yes
            < Flashlight off.
            = idle
            """),
        Conversation(name: "cancel, give up and help", device: .homepod, script: """
            > Set the Torch brightness
            < What's the brightness?
            = awaiting a value
            > stop
            < Okay, cancelled.
            = idle
            > Set the Torch brightness
            < What's the brightness?
            = awaiting a value
            > a
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > b
            < Sorry, I didn't get that.
            < What's the brightness?
            = awaiting a value
            > c
            < Sorry, I couldn't get that. Let's try again later.
            = idle
            > What can I do with Lumen?
            < Here's what you can do with Lumen:
            < - Turn on the Lumen
            < - Set a Lumen scene
            = idle
            > Turn on the Lumen
            < Done.
            = idle
            """),
        // Japanese: the same structure in Japanese words.
        Conversation(name: "Japanese dialogue", locale: "ja", script: """
            > メディテーションで瞑想を始める
            < どのセッションにしますか？
            < 1. リラックス — ゆっくり呼吸
            < 2. ウォーキング — 歩く瞑想
            = awaiting a choice
            > 何それ
            < すみません、よくわかりませんでした。
            < どのセッションにしますか？
            < 1. リラックス — ゆっくり呼吸
            < 2. ウォーキング — 歩く瞑想
            = awaiting a choice
            > ウォーキング
            < ウォーキングの瞑想セッションを始めます。
            < | セッション: ウォーキング
            = idle
            > 天気を教えて
            < よくわかりません。
            = idle
            """),
        Conversation(name: "Japanese on a HomePod", device: .homepod, locale: "ja", script: """
            > メディテーションで瞑想を始める
            < どのセッションにしますか？
            < リラックス、またはウォーキング？
            = awaiting a choice
            > やめて
            < キャンセルしました。
            = idle
            > メディテーションで進捗を見せて
            < すみません、ここではメディテーションを開けません。
            = idle
            """),
    ]

    @Test(arguments: transitions)
    func conversation(_ conversation: Conversation) {
        #expect(conversation.actual() == conversation.script)
    }

    @Test func resultWithNoDialogOpensTheAppSilently() throws {
        let catalog = Catalog(apps: [try TestCatalog.app(#"""
            app: Notes
            intents:
              Quick: {title: Quick Note}
              Open: {title: Open Notes, opensApp: true}
              Show:
                title: Show Notes
                result: {snippet: ['3 notes']}
            shortcuts:
              - {intent: Quick, phrases: ['New \(.applicationName)']}
              - {intent: Open, phrases: ['Open my \(.applicationName)']}
              - {intent: Show, phrases: ['Show \(.applicationName)']}
            """#)])
        let session = Session(catalog: catalog, now: TestCatalog.now)
        #expect(session.respond(to: "new notes") == ["Done."])
        #expect(session.respond(to: "open my notes") == ["[opens Notes]"])
        #expect(session.respond(to: "show notes") == ["Done.", "| 3 notes"])
    }

    @Test func doubleBoolAndDurationAnswers() throws {
        let catalog = Catalog(apps: [try TestCatalog.app(#"""
            app: Brew
            intents:
              Brew:
                parameters:
                  - {name: strength, title: Strength, type: Double, min: 0.5, max: 3}
                  - {name: iced, title: Iced, type: Bool, prompt: Over ice?}
                  - {name: steep, title: Steep Time, type: Duration}
                result: 'Brewing at \(strength) for \(steep), iced: \(iced).'
            shortcuts:
              - {intent: Brew, phrases: ['Brew with \(.applicationName)']}
            """#)])
        let session = Session(catalog: catalog, now: TestCatalog.now)
        #expect(session.respond(to: "brew with brew") == ["What's the strength?"])
        #expect(session.respond(to: "four") == ["Strength can't be higher than 3.", "What's the strength?"])
        #expect(session.respond(to: "two point five") == ["Over ice?"])
        #expect(session.respond(to: "maybe") == ["Sorry, I didn't get that.", "Over ice?"])
        #expect(session.respond(to: "yes please") == ["What's the steep time?"])
        #expect(session.respond(to: "an hour and a half") == ["Brewing at 2.5 for 1 hour 30 minutes, iced: yes."])
    }

    @Test func ctrlCAbandonsTheDialogue() throws {
        let session = Session(catalog: TestCatalog.bundled, now: TestCatalog.now)
        _ = session.respond(to: "Start a Meditation")
        #expect(try session.apply(.cancel) == .cancel)
        #expect(session.state.isIdle)
        #expect(session.events.last == .setting(.cancel))
        // Nothing to abandon: nothing recorded.
        try session.apply(.cancel)
        #expect(session.events.filter { $0 == .setting(.cancel) }.count == 1)
        #expect(session.respond(to: "walking") == ["I'm not sure I understand."])
    }

    @Test func sameInputSameBytes() {
        let conversation = SessionTests.transitions[2]
        #expect(conversation.actual() == conversation.actual())
    }
}
