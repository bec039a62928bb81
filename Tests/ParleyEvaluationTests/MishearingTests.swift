import Testing
import ParleyText
import ParleyCatalog
import ParleySpeech
import ParleyTestSupport
@testable import ParleyEvaluation

/// `parley eval --mishear`: the variants a recognizer might write, made the same way every run.
@Suite("Mis-hearing")
struct MishearingTests {
    static let hasEspeak = (try? Espeak.shared.get()) != nil

    @Test func theVariantsOfAPhrase() {
        let mishearing = Mishearing(locale: "en", words: ["Order", "Soup", "Chef", "Tomato", "Chowder", "Soap", "Cheque"], unstressed: ["with", "a"])
        let variants = mishearing.variants(of: "Order 2 Tomato Soup with Soup Chef").map { "\($0.kind.rawValue): \($0.text)" }
        #expect(variants.contains("words for digits: Order two Tomato Soup with Soup Chef"))
        #expect(variants.contains("word dropped: Order 2 Tomato Soup Soup Chef"))
        #expect(variants.contains("words merged: Order 2 Tomato Soup with Soupchef"))
        #expect(!variants.contains { $0.hasPrefix("words merged: Order 2 Tomato Soup withsoup") }, "only a name's words merge")
        #expect(variants.contains("word split: Order 2 Tomato Soup with Soup Chef") == false, "a name of under six letters stays whole")
        #expect(Mishearing(locale: "en", words: [], unstressed: []).variants(of: "Start Kurozora").map(\.text) == ["Start Kuro zora"])
        #expect(mishearing.variants(of: "Order two soups").contains { $0.kind == .digits && $0.text == "Order 2 soups" })
    }

    @Test(.enabled(if: hasEspeak)) func aWordComesBackAsACatalogWordThatSoundsLikeIt() {
        let mishearing = Mishearing(locale: "en", words: ["Human", "Council", "Bedroom"], unstressed: [])
        #expect(mishearing.variants(of: "Turn on Lumen").contains(Mishearing.Variant(kind: .soundAlike, text: "Turn on Human")))
        #expect(mishearing.variants(of: "Cancel it").contains(Mishearing.Variant(kind: .soundAlike, text: "Council it")))
    }

    /// Two apps whose names sound alike: saying one, mis-heard, runs the other.
    @Test(.enabled(if: hasEspeak)) func aMisHeardNameIsAFalseTrigger() throws {
        let lumen = try TestCatalog.app("app: Lumen\nintents:\n  On: {title: On}\nshortcuts:\n  - {intent: On, phrases: ['Brighten \\(.applicationName)']}\n")
        let human = try TestCatalog.app("app: Human\nintents:\n  Go: {title: Go}\nshortcuts:\n  - {intent: Go, phrases: ['Brighten \\(.applicationName)']}\n")
        let report = MishearingReport(catalog: Catalog(apps: [lumen, human]), locale: "en")
        #expect(report.ranElseCount == 2)
        #expect(report.lines(everyPhrase: false).prefix(2) == [
            "Lumen: \"Brighten Lumen\": 1 variants, 0 ran it, 0 offered, 0 missed, 1 ran something else",
            "  ran Human#0: \"Brighten Human\" (sound-alike word)",
        ])
        #expect(report.lines(everyPhrase: false) == MishearingReport(catalog: Catalog(apps: [lumen, human]), locale: "en").lines(everyPhrase: false))
    }
}
