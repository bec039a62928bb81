import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

/// A French session from its vocabulary file alone (`fr.yaml`): the wake word, a phrase with
/// a value, a choice by ordinal, a number with what it counts, a bound, a confirmation,
/// cancel, three misunderstandings, and opposites that never run — every line asserted.
@Suite("French")
struct FrenchDialogueTests {
    static let yaml = """
        app: Barista
        types:
          Drink:
            kind: enum
            values:
              - {id: coffee, title: {en: Coffee, fr: café}}
              - {id: latte, title: {en: Latte, fr: latte}}
              - {id: tea, title: {en: Tea, fr: thé}}
        intents:
          Order:
            title: {en: Order, fr: Commander}
            parameters:
              - {name: drink, title: {en: Drink, fr: Boisson}, type: Drink, prompt: {en: Which drink?, fr: Quelle boisson voulez-vous ?}}
              - {name: cups, title: {en: Cups, fr: Tasses}, type: Int, min: 1, max: 6, prompt: {en: How many cups?, fr: Combien de tasses ?}}
            confirm: {en: 'Order \\(cups) \\(drink)?', fr: 'Commander \\(cups) \\(drink) ?'}
            result: {dialog: {en: Ordered., fr: "C'est commandé."}}
          Quiet:
            title: {en: Quiet Mode, fr: Mode silencieux}
            result: {dialog: {en: Quiet mode on., fr: Mode silencieux activé.}}
        shortcuts:
          - intent: Order
            phrases:
              en: ['Order a \\(\\.$drink) with \\(.applicationName)', 'Order with \\(.applicationName)']
              fr: ['Commande un \\(\\.$drink) avec \\(.applicationName)', 'Commande avec \\(.applicationName)']
          - intent: Quiet
            phrases:
              fr: ['Active le mode silencieux dans \\(.applicationName)']
        """

    static func session(_ device: Device = .phone) throws -> Session {
        Session(catalog: Catalog(apps: [try TestCatalog.app(yaml)]), device: device, locale: "fr-FR", now: TestCatalog.now)
    }

    @Test func aWholeDialogueOnAPhone() throws {
        let session = try Self.session()
        #expect(session.respond(to: "Dis Siri, commande un café avec Barista") == ["Combien de tasses ?"])
        #expect(session.respond(to: "douze") == ["La valeur de « Tasses » ne peut pas être supérieure à 6.", "Combien de tasses ?"])
        #expect(session.respond(to: "zut") == ["Désolé, je n'ai pas bien compris.", "Combien de tasses ?"])
        #expect(session.respond(to: "deux tasses") == ["Commander 2 café ?"])
        #expect(session.respond(to: "oui") == ["C'est commandé."])

        #expect(session.respond(to: "Commande avec Barista") == ["Quelle boisson voulez-vous ?", "1. café", "2. latte", "3. thé"])
        #expect(session.respond(to: "le deuxième") == ["Combien de tasses ?"])
        #expect(session.respond(to: "une") == ["Commander 1 latte ?"])
        #expect(session.respond(to: "non") == ["D'accord, c'est annulé."])

        #expect(session.respond(to: "Commande avec Barista") == ["Quelle boisson voulez-vous ?", "1. café", "2. latte", "3. thé"])
        #expect(session.respond(to: "le 3e") == ["Combien de tasses ?"])
        #expect(session.respond(to: "annuler") == ["D'accord, c'est annulé."])
    }

    @Test func threeMisunderstandingsEndTheDialogue() throws {
        let session = try Self.session()
        #expect(session.respond(to: "Commande un thé avec Barista") == ["Combien de tasses ?"])
        #expect(session.respond(to: "bof") == ["Désolé, je n'ai pas bien compris.", "Combien de tasses ?"])
        #expect(session.respond(to: "hein") == ["Désolé, je n'ai pas bien compris.", "Combien de tasses ?"])
        #expect(session.respond(to: "quoi") == ["Désolé, je n'ai pas réussi. Réessayez plus tard."])
        #expect(session.respond(to: "Commande un chocolat avec Barista") == ["Désolé, je n'ai pas compris.", "Vouliez-vous dire « Commande avec Barista » ?"])
    }

    @Test func aHomePodSaysTheOptions() throws {
        let session = try Self.session(.homepod)
        #expect(session.respond(to: "Commande avec Barista") == ["Quelle boisson voulez-vous ?", "café, latte ou thé ?"])
        #expect(session.respond(to: "la première") == ["Combien de tasses ?"])
        #expect(session.respond(to: "trois") == ["Commander 3 café ?"])
        #expect(session.respond(to: "ouais") == ["C'est commandé."])
    }

    @Test func siriAnswersItsOwnRequests() throws {
        let session = try Self.session()
        #expect(session.respond(to: "Dis Siri, ouvre Barista") == ["[ouvre Barista]"])
        #expect(session.respond(to: "Dis Siri, règle un minuteur de cinq minutes") == ["[Siri : Minuteur]"])
        #expect(session.respond(to: "Que puis-je faire avec Barista ?").first == "Voici ce que vous pouvez faire avec Barista :")
    }

    /// The opposite of a phrase's verb, or its negation, never runs it.
    @Test(arguments: [
        "Désactive le mode silencieux dans Barista",
        "N'active pas le mode silencieux dans Barista",
        "Ne active pas le mode silencieux dans Barista",
    ])
    func anOppositeOrANegationNeverRuns(_ utterance: String) throws {
        let session = try Self.session()
        #expect(session.respond(to: "Active le mode silencieux dans Barista") == ["Mode silencieux activé."])
        #expect(!session.respond(to: utterance).contains("Mode silencieux activé."))
    }

    /// Numbers the vocabulary's tables do not read come from CLDR's spelled-out forms, in
    /// any locale, whole or not at all ("vingt et un" is 21, never 20).
    @Test(arguments: [
        ("fr", "vingt et un", 21.0), ("fr", "vingt-et-un", 21), ("fr", "soixante-dix", 70), ("fr", "quatre-vingt-dix-neuf", 99),
        ("fr", "trois cent douze", 312), ("fr", "deux tasses", 2), ("de", "einundzwanzig", 21), ("es", "treinta y cinco", 35),
        ("fr", "vingt et quelque", nil), ("de", "einund", nil),
    ] as [(String, String, Double?)])
    func spelledOutNumbers(_ locale: String, _ answer: String, _ expected: Double?) {
        let parser = AnswerParser(locale: locale)
        #expect(parser.number(parser.normalizer.tokens(answer), raw: answer, counting: "Tasses") == expected)
    }
}
