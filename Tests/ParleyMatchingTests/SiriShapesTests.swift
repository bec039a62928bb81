import Testing
@testable import ParleyMatching
import ParleyText

/// Siri's own requests (SPEC §9), per locale: each utterance Siri answers itself names its
/// request; real apps' App Shortcut phrases (written with "in", "with" and the app's name)
/// are none of Siri's. The cases were written from Apple's examples of what to ask Siri.
@Suite("Siri's own requests")
struct SiriShapesTests {
    static let cases: [(locale: String, utterance: String, request: String?)] = [
        ("en", "Hey Siri, set a timer for 10 minutes", "Timer"),
        ("en", "Wake me up at 6:30 tomorrow", "Alarm"),
        ("en", "Remind me to call Mom when I get home", "Reminder"),
        ("en", "Add milk to my shopping list", "List"),
        ("en", "Note that I parked on level 3", "Note"),
        ("en", "Send a message to Anna saying I'm running late", "Message"),
        ("en", "Call Mom on speaker", "Call"),
        ("en", "What's the weather like in Paris tomorrow?", "Weather"),
        ("en", "Play Bohemian Rhapsody by Queen", "Music"),
        ("en", "Turn on the flashlight", "Flashlight"),
        ("en", "Turn on the lights in the kitchen", "Home"),
        ("en", "Set the temperature to 20", "Home"),
        ("en", "Give me directions to the nearest gas station", "Directions"),
        ("en", "What's on my calendar tomorrow?", "Calendar"),
        ("en", "Start a workout with Fitbod", nil),
        ("en", "Log water in WaterMinder", nil),
        ("en", "Turn on focus mode in Flow", nil),
        ("en", "Add a task in Things", nil),
        ("en", "Show my notes in Bear", nil),
        ("en", "Play the daily in Podcasts app", nil),
        ("en", "Set a timer in Tea Timer", nil),
        ("en", "Add an event in Fantastical", nil),
        ("en", "Create a new list in AnyList", nil),
        ("en", "Send a message in Slack", nil),
        ("en", "Check the weather with CARROT Weather", nil),
        ("en", "Set a scene in Hue", nil),
        ("de", "Hey Siri, stell einen Timer für 10 Minuten", "Timer"),
        ("de", "Weck mich morgen um 7 Uhr", "Alarm"),
        ("de", "Erinnere mich daran, die Milch zu kaufen", "Reminder"),
        ("de", "Füge Milch zu meiner Einkaufsliste hinzu", "List"),
        ("de", "Notiere, dass ich auf Ebene 3 geparkt habe", "Note"),
        ("de", "Schick Anna eine Nachricht", "Message"),
        ("de", "Ruf Mama an", "Call"),
        ("de", "Wie ist das Wetter in Berlin?", "Weather"),
        ("de", "Spiel Musik von Herbert Grönemeyer", "Music"),
        ("de", "Schalte die Taschenlampe ein", "Flashlight"),
        ("de", "Schalte das Licht im Wohnzimmer ein", "Home"),
        ("de", "Stell die Temperatur auf 20 Grad", "Home"),
        ("de", "Navigiere nach Hause", "Directions"),
        ("de", "Was steht heute in meinem Kalender?", "Calendar"),
        ("de", "Starte ein Training mit Fitbod", nil),
        ("de", "Trag Wasser in WaterMinder ein", nil),
        ("de", "Aktiviere den Fokusmodus in Flow", nil),
        ("de", "Füge eine Aufgabe in Things hinzu", nil),
        ("de", "Zeig meine Notizen in Bear", nil),
        ("de", "Spiel die Tagesschau in der Podcasts-App", nil),
        ("de", "Stell einen Timer in Tea Timer", nil),
        ("de", "Füge einen Termin in Fantastical hinzu", nil),
        ("de", "Erstelle eine neue Liste in AnyList", nil),
        ("de", "Sende eine Nachricht in Slack", nil),
        ("de", "Zeig das Wetter in CARROT Weather", nil),
        ("de", "Aktiviere eine Szene in Hue", nil),
        ("ja", "Hey Siri、3分のタイマーをセットして", "Timer"),
        ("ja", "明日の朝7時に起こして", "Alarm"),
        ("ja", "牛乳を買うとリマインドして", "Reminder"),
        ("ja", "牛乳を買い物リストに追加して", "List"),
        ("ja", "駐車場は3階とメモして", "Note"),
        ("ja", "お母さんにメッセージを送って", "Message"),
        ("ja", "お母さんに電話して", "Call"),
        ("ja", "今日の天気は?", "Weather"),
        ("ja", "米津玄師の曲をかけて", "Music"),
        ("ja", "懐中電灯をつけて", "Flashlight"),
        ("ja", "リビングの電気をつけて", "Home"),
        ("ja", "温度を20度に設定して", "Home"),
        ("ja", "東京駅までの道順を教えて", "Directions"),
        ("ja", "明日の予定は?", "Calendar"),
        ("ja", "Fitbodでワークアウトを開始して", nil),
        ("ja", "WaterMinderで水分を記録して", nil),
        ("ja", "Flowで集中モードをオンにして", nil),
        ("ja", "Thingsでタスクを追加して", nil),
        ("ja", "Bearでメモを表示して", nil),
        ("ja", "ポッドキャストAppでThe Dailyを再生して", nil),
        ("ja", "Tea Timerでタイマーをセットして", nil),
        ("ja", "Fantasticalで予定を追加して", nil),
        ("ja", "AnyListで新しいリストを作成して", nil),
        ("ja", "Slackでメッセージを送信して", nil),
        ("ja", "CARROT Weatherで天気をチェックして", nil),
        ("ja", "Hueでシーンを設定して", nil),
    ]

    @Test(arguments: cases)
    func requestOfAnUtterance(_ locale: String, _ utterance: String, _ request: String?) {
        let tokens = Normalizer.forLocale(locale).tokens(utterance)
        #expect(SiriShapes.forLocale(locale).request(in: tokens) == request, "\(locale): \(utterance) → \(tokens)")
    }

    @Test func shapesCompileAlternativesOptionalsAndSlots() {
        let shapes = SiriShapes.compile("(set|start) a timer [for {duration}]", Normalizer.forLocale("en"))
        #expect(shapes == [
            .choice([[.word("set")], [.word("start")]]), .word("a"), .word("timer"),
            .optional([.word("for"), .slot("duration")]),
        ])
    }

    @Test func openingAnAppTakesItsNameWhole() {
        let shapes = SiriShapes.forLocale("en")
        #expect(shapes.appWords(in: ["open", "soup", "chef"]) == ["soup", "chef"])
        #expect(shapes.appWords(in: ["open"]) == nil)
        #expect(shapes.appWords(in: ["please", "open", "soup"]) == nil)
    }
}
