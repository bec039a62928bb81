import Foundation
import Testing
import ParleyTestSupport

/// `parley match --json` on the same utterances with Siri AI off and on (SPEC §10): classic
/// Siri never reaches a tool or a schema; with `--siri ai`, each line says its door and that
/// Parley's stand-in chose it.
@Suite("parley match with Siri AI")
struct SiriAIMatchTests {
    static let utterances = [
        "Remind me to buy milk in Errands",
        "Remind me to buy milk",
        "Change my pickup to the airport in Ridealong",
        "Change my pickup to the airport",
        "Record a video",
    ]

    private func match(_ options: [String]) throws -> [String] {
        let run = try ParleyBinary.run(["match", "--phrases", TestCatalog.root + "/examples/siri-ai", "--json"] + options + Self.utterances)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func classicSiriReachesNoDoor() throws {
        #expect(try match([]) == [
            #"{"utterance":"Remind me to buy milk in Errands","status":"matched","source":"siri","request":"Reminder"}"#,
            #"{"utterance":"Remind me to buy milk","status":"matched","source":"siri","request":"Reminder"}"#,
            #"{"utterance":"Change my pickup to the airport in Ridealong","status":"none","suggestion":null}"#,
            #"{"utterance":"Change my pickup to the airport","status":"none","suggestion":null}"#,
            #"{"utterance":"Record a video","status":"none","suggestion":null}"#,
        ])
    }

    @Test func siriAIOpensTheDoorsAndSaysItsStandInChose() throws {
        #expect(try match(["--siri", "ai"]) == [
            #"{"utterance":"Remind me to buy milk in Errands","status":"matched","source":"siri-ai","route":"schema","schema":"reminders.createReminder","app":"Errands","intent":"CreateReminder","parameters":{"title":"buy milk"},"score":1.0,"standIn":true}"#,
            #"{"utterance":"Remind me to buy milk","status":"matched","source":"siri","request":"Reminders","schema":"reminders.createReminder","standIn":true}"#,
            #"{"utterance":"Change my pickup to the airport in Ridealong","status":"matched","source":"siri-ai","route":"tool","app":"Ridealong","intent":"ChangePickup","parameters":{"place":"airport"},"score":1.0,"standIn":true}"#,
            #"{"utterance":"Change my pickup to the airport","status":"none","suggestion":null}"#,
            #"{"utterance":"Record a video","status":"ambiguous","source":"siri-ai","candidates":[{"route":"schema","schema":"camera.startCapture","app":"Clipcam","intent":"StartRecording","parameters":{},"score":1.0},{"route":"schema","schema":"camera.startCapture","app":"Reelmaker","intent":"Record","parameters":{},"score":1.0}],"standIn":true}"#,
        ])
    }

    @Test func theSettingsOpenToolsAndChooseApps() throws {
        let lines = try match(["--siri", "ai", "--foreground", "Ridealong", "--default-app", "camera=Reelmaker"])
        #expect(lines[3].contains(#""source":"siri-ai","route":"tool","app":"Ridealong","intent":"ChangePickup""#))
        #expect(lines[4].contains(#""app":"Reelmaker","intent":"Record""#))
    }

    @Test func whereAppleDoesNotShipItSiriAnswersAsBefore() throws {
        #expect(try match(["--siri", "ai", "--region", "cn"]) == (try match([])))
    }

    @Test func aBadSettingIsAUsageError() throws {
        let run = try ParleyBinary.run(["match", "--phrases", TestCatalog.root + "/examples/siri-ai", "--siri", "maybe", "hello"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--siri takes classic or ai, not 'maybe'"))
    }
}
