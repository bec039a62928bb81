import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue

/// The same coffee order in each language that has a vocabulary file, from that file alone:
/// the wake word and a phrase with its value, a number over the bound, a number with what it
/// counts, a confirmation, a choice by ordinal, cancel, and three misunderstandings — every
/// line asserted — then the phrase's opposite and its negation, which never run it.
/// (French has its own suite, FrenchDialogueTests, with more.)
@Suite("Languages")
struct LanguageDialogueTests {
    static let yaml = """
        app: Barista
        types:
          Drink:
            kind: enum
            values:
              - {id: coffee, title: {en: Coffee, fr: café, es: café, it: caffè, pt-BR: café}}
              - {id: latte, title: {en: Latte, fr: latte, es: latte, it: latte, pt-BR: latte}}
              - {id: tea, title: {en: Tea, fr: thé, es: té, it: tè, pt-BR: chá}}
        intents:
          Order:
            title: {en: Order, fr: Commander, es: Pedir, it: Ordina, pt-BR: Pedir}
            parameters:
              - {name: drink, title: {en: Drink, fr: Boisson, es: Bebida, it: Bevanda, pt-BR: Bebida}, type: Drink,
                 prompt: {en: Which drink?, fr: Quelle boisson voulez-vous ?, es: ¿Qué bebida quieres?, it: Quale bevanda vuoi?, pt-BR: Qual bebida você quer?}}
              - {name: cups, title: {en: Cups, fr: Tasses, es: Tazas, it: Tazze, pt-BR: Xícaras}, type: Int, min: 1, max: 6,
                 prompt: {en: How many cups?, fr: Combien de tasses ?, es: ¿Cuántas tazas?, it: Quante tazze?, pt-BR: Quantas xícaras?}}
            confirm: {en: 'Order \\(cups) \\(drink)?', fr: 'Commander \\(cups) \\(drink) ?', es: '¿Pido \\(cups) \\(drink)?', it: 'Ordino \\(cups) \\(drink)?', pt-BR: 'Peço \\(cups) \\(drink)?'}
            result: {dialog: {en: Ordered., fr: "C'est commandé.", es: Pedido hecho., it: Ordine fatto., pt-BR: Pedido feito.}}
          Quiet:
            title: {en: Quiet Mode, fr: Mode silencieux, es: Modo silencio, it: Modalità silenziosa, pt-BR: Modo silencioso}
            result: {dialog: {en: Quiet mode on., fr: Mode silencieux activé., es: Modo silencio activado., it: Modalità silenziosa attivata., pt-BR: Modo silencioso ativado.}}
        shortcuts:
          - intent: Order
            phrases:
              en: ['Order a \\(\\.$drink) with \\(.applicationName)', 'Order with \\(.applicationName)']
              fr: ['Commande un \\(\\.$drink) avec \\(.applicationName)', 'Commande avec \\(.applicationName)']
              es: ['Pide un \\(\\.$drink) con \\(.applicationName)', 'Pide con \\(.applicationName)']
              it: ['Ordina un \\(\\.$drink) con \\(.applicationName)', 'Ordina con \\(.applicationName)']
              pt-BR: ['Peça um \\(\\.$drink) no \\(.applicationName)', 'Peça no \\(.applicationName)']
          - intent: Quiet
            phrases:
              fr: ['Active le mode silencieux dans \\(.applicationName)']
              es: ['Activa el modo silencio en \\(.applicationName)']
              it: ['Attiva la modalità silenziosa in \\(.applicationName)']
              pt-BR: ['Ative o modo silencioso no \\(.applicationName)']
        """

    struct Language: CustomTestStringConvertible, Sendable {
        var locale: String
        var turns: [(String, [String])]
        var phrase: String
        var ran: String
        var opposites: [String]
        var testDescription: String { locale }
    }

    static let languages: [Language] = [
        Language(
            locale: "es",
            turns: [
                ("Oye Siri, pide un café con Barista", ["¿Cuántas tazas?"]),
                ("doce", ["«Tazas» no puede ser superior a 6.", "¿Cuántas tazas?"]),
                ("dos tazas", ["¿Pido 2 café?"]),
                ("sí", ["Pedido hecho."]),
                ("Pide con Barista", ["¿Qué bebida quieres?", "1. café", "2. latte", "3. té"]),
                ("la segunda", ["¿Cuántas tazas?"]),
                ("cancelar", ["De acuerdo, cancelado."]),
                ("Pide un té con Barista", ["¿Cuántas tazas?"]),
                ("bah", ["Lo siento, no te he entendido.", "¿Cuántas tazas?"]),
                ("no sé", ["Lo siento, no te he entendido.", "¿Cuántas tazas?"]),
                ("qué", ["Lo siento, no he podido entenderlo. Inténtalo de nuevo más tarde."]),
            ],
            phrase: "Activa el modo silencio en Barista", ran: "Modo silencio activado.",
            opposites: ["Desactiva el modo silencio en Barista", "No actives el modo silencio en Barista"]),
        Language(
            locale: "it",
            turns: [
                ("Ehi Siri, ordina un caffè con Barista", ["Quante tazze?"]),
                ("dodici", ["«Tazze» non può essere superiore a 6.", "Quante tazze?"]),
                ("due tazze", ["Ordino 2 caffè?"]),
                ("sì", ["Ordine fatto."]),
                ("Ordina con Barista", ["Quale bevanda vuoi?", "1. caffè", "2. latte", "3. tè"]),
                ("la seconda", ["Quante tazze?"]),
                ("annulla", ["Ok, annullato."]),
                ("Ordina un tè con Barista", ["Quante tazze?"]),
                ("boh", ["Scusa, non ho capito.", "Quante tazze?"]),
                ("non so", ["Scusa, non ho capito.", "Quante tazze?"]),
                ("cosa", ["Scusa, non riesco a capire. Riproviamo più tardi."]),
            ],
            phrase: "Attiva la modalità silenziosa in Barista", ran: "Modalità silenziosa attivata.",
            opposites: ["Disattiva la modalità silenziosa in Barista", "Non attivare la modalità silenziosa in Barista"]),
        Language(
            locale: "pt-BR",
            turns: [
                ("E aí Siri, peça um café no Barista", ["Quantas xícaras?"]),
                ("doze", ["“Xícaras” não pode ser maior que 6.", "Quantas xícaras?"]),
                ("duas xícaras", ["Peço 2 café?"]),
                ("sim", ["Pedido feito."]),
                ("Peça no Barista", ["Qual bebida você quer?", "1. café", "2. latte", "3. chá"]),
                ("a segunda", ["Quantas xícaras?"]),
                ("cancelar", ["Ok, cancelado."]),
                ("Peça um chá no Barista", ["Quantas xícaras?"]),
                ("hein", ["Desculpe, não entendi.", "Quantas xícaras?"]),
                ("não sei", ["Desculpe, não entendi.", "Quantas xícaras?"]),
                ("quê", ["Desculpe, não consegui entender. Tente de novo mais tarde."]),
            ],
            phrase: "Ative o modo silencioso no Barista", ran: "Modo silencioso ativado.",
            opposites: ["Desative o modo silencioso no Barista", "Não ative o modo silencioso no Barista"]),
    ]

    @Test(arguments: languages)
    func aWholeDialogue(_ language: Language) throws {
        let session = Session(catalog: Catalog(apps: [try TestCatalog.app(Self.yaml)]), device: .phone, locale: language.locale, now: TestCatalog.now)
        for (said, lines) in language.turns {
            #expect(session.respond(to: said) == lines, "\(language.locale): \(said)")
        }
    }

    @Test(arguments: languages)
    func anOppositeOrANegationNeverRuns(_ language: Language) throws {
        let session = Session(catalog: Catalog(apps: [try TestCatalog.app(Self.yaml)]), device: .phone, locale: language.locale, now: TestCatalog.now)
        #expect(session.respond(to: language.phrase) == [language.ran])
        for opposite in language.opposites {
            #expect(!session.respond(to: opposite).contains(language.ran), "\(language.locale): \(opposite)")
        }
    }
}
