import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog
@testable import ParleyDialogue
import ParleyMatching

/// The same coffee order in each language that has a vocabulary file, from that file alone:
/// the wake word and a phrase with its value, a number over the bound, a number with what it
/// counts, a confirmation, a choice by ordinal, cancel, and three misunderstandings — every
/// line asserted — then the phrase's opposite and its negation, which never run it.
/// (French has its own suite, FrenchDialogueTests, with more.)
@Suite("Languages")
struct LanguageDialogueTests {
    /// A phone session in `locale` with the coffee app, or with `app`.
    static func session(_ locale: String) throws -> Session {
        session(locale, app: try TestCatalog.app(yaml))
    }

    static func session(_ locale: String, app: App) -> Session {
        Session(catalog: Catalog(apps: [app]), device: .phone, locale: locale, now: TestCatalog.now)
    }

    static let yaml = """
        app: Barista
        types:
          Drink:
            kind: enum
            values:
            - id: coffee
              title: {en: Coffee, ja: コーヒー, de: Kaffee, fr: café, es: café, it: caffè, pt-BR: café, nl: koffie, sv: kaffe, da: kaffe, nb: kaffe, ru: кофе, tr: kahve, fi: kahvi, zh-Hans: 咖啡, zh-Hant: 咖啡, zh-HK: 咖啡, th: กาแฟ, ar: قهوة,
                he: קפה, ms: kopi, ko: 커피}
            - id: latte
              title: {en: Latte, ja: ラテ, de: Latte, fr: latte, es: latte, it: latte, pt-BR: latte, nl: latte, sv: latte, da: latte, nb: latte, ru: латте, tr: latte, fi: latte, zh-Hans: 拿铁, zh-Hant: 拿鐵, zh-HK: 拿鐵, th: ลาเต้, ar: لاتيه,
                he: לאטה, ms: latte, ko: 라떼}
            - id: tea
              title: {en: Tea, ja: 紅茶, de: Tee, fr: thé, es: té, it: tè, pt-BR: chá, nl: thee, sv: te, da: te, nb: te, ru: чай, tr: çay, fi: tee, zh-Hans: 茶, zh-Hant: 茶, zh-HK: 茶, th: ชา, ar: شاي, he: תה, ms: teh, ko: 차}
        intents:
          Order:
            title: {en: Order, ja: 注文, de: Bestellen, fr: Commander, es: Pedir, it: Ordina, pt-BR: Pedir, nl: Bestellen, sv: Beställ, da: Bestil, nb: Bestill, ru: Заказать, tr: Sipariş Ver, fi: Tilaa, zh-Hans: 点单, zh-Hant: 點餐, zh-HK: 落單,
              th: สั่งเครื่องดื่ม, ar: اطلب, he: הזמנה, ms: Pesan, ko: 주문}
            parameters:
            - name: drink
              title: {en: Drink, ja: 飲み物, de: Getränk, fr: Boisson, es: Bebida, it: Bevanda, pt-BR: Bebida, nl: Drankje, sv: Dryck, da: Drik, nb: Drikke, ru: Напиток, tr: İçecek, fi: Juoma, zh-Hans: 饮品, zh-Hant: 飲品, zh-HK: 飲品, th: เครื่องดื่ม,
                ar: المشروب, he: משקה, ms: Minuman, ko: 음료}
              type: Drink
              prompt: {en: 'Which drink?', ja: どの飲み物にしますか？, de: 'Welches Getränk möchtest du?', fr: 'Quelle boisson voulez-vous ?', es: '¿Qué bebida quieres?', it: 'Quale bevanda vuoi?', pt-BR: 'Qual bebida você quer?', nl: 'Welk drankje?', sv: 'Vilken dryck?', da: 'Hvilken
                  drik?', nb: 'Hvilken drikke?', ru: 'Какой напиток?', tr: 'Hangi içecek?', fi: 'Mikä juoma?', zh-Hans: 要哪种饮品？, zh-Hant: 要哪種飲品？, zh-HK: 要邊款飲品？, th: 'เครื่องดื่มอะไรคะ?', ar: أي مشروب؟, he: 'איזה
                  משקה?', ms: 'Minuman apa?', ko: '어떤 음료로 할까요?'}
            - name: cups
              title: {en: Cups, ja: 杯数, de: Tassen, fr: Tasses, es: Tazas, it: Tazze, pt-BR: Xícaras, nl: Kopjes, sv: Koppar, da: Kopper, nb: Kopper, ru: Чашки, tr: Fincan, fi: Kuppia, zh-Hans: 杯数, zh-Hant: 杯數, zh-HK: 杯數, th: จำนวนแก้ว,
                ar: أكواب, he: כוסות, ms: Cawan, ko: 잔 수}
              type: Int
              min: 1
              max: 6
              prompt: {en: 'How many cups?', ja: 何杯にしますか？, de: 'Wie viele Tassen?', fr: 'Combien de tasses ?', es: '¿Cuántas tazas?', it: 'Quante tazze?', pt-BR: 'Quantas xícaras?', nl: 'Hoeveel kopjes?', sv: 'Hur många koppar?', da: 'Hvor mange kopper?',
                nb: 'Hvor mange kopper?', ru: 'Сколько чашек?', tr: 'Kaç fincan?', fi: 'Kuinka monta kuppia?', zh-Hans: 要几杯？, zh-Hant: 要幾杯？, zh-HK: 要幾多杯？, th: 'กี่แก้วคะ?', ar: كم كوبًا؟, he: 'כמה כוסות?', ms: 'Berapa
                  cawan?', ko: '몇 잔 드릴까요?'}
            confirm: {en: 'Order \\(cups) \\(drink)?', ja: '\\(drink)を\\(cups)杯注文しますか？', de: '\\(cups) \\(drink) bestellen?', fr: 'Commander \\(cups) \\(drink) ?', es: '¿Pido \\(cups) \\(drink)?', it: 'Ordino \\(cups) \\(drink)?', pt-BR: 'Peço \\(cups) \\(drink)?', nl: 'Zal ik \\(cups) \\(drink)
                bestellen?', sv: 'Ska jag beställa \\(cups) \\(drink)?', da: 'Skal jeg bestille \\(cups) \\(drink)?', nb: 'Skal jeg bestille \\(cups) \\(drink)?', ru: 'Заказать \\(drink), \\(cups) шт.?', tr: '\\(cups) \\(drink)
                sipariş edeyim mi?', fi: 'Tilataanko \\(drink), \\(cups) kpl?', zh-Hans: 要点\\(cups)杯\\(drink)吗？, zh-Hant: 要點\\(cups)杯\\(drink)嗎？, zh-HK: 係咪要\\(cups)杯\\(drink)？, th: 'สั่ง\\(drink) \\(cups) แก้ว ใช่ไหมคะ?',
              ar: هل أطلب \\(cups) \\(drink)؟, he: 'להזמין \\(cups) \\(drink)?', ms: 'Pesan \\(cups) \\(drink)?', ko: '\\(drink) \\(cups)잔 주문할까요?'}
            result:
              dialog: {en: Ordered., ja: 注文しました。, de: Bestellt., fr: C'est commandé., es: Pedido hecho., it: Ordine fatto., pt-BR: Pedido feito., nl: Besteld., sv: Beställt., da: Bestilt., nb: Bestilt., ru: Заказ оформлен., tr: Sipariş verildi.,
                fi: Tilattu., zh-Hans: 已下单。, zh-Hant: 已下單。, zh-HK: 已經落咗單。, th: สั่งเรียบร้อยแล้วค่ะ, ar: تم الطلب., he: ההזמנה בוצעה., ms: Pesanan dibuat., ko: 주문했어요.}
          Quiet:
            title: {en: Quiet Mode, ja: 静音モード, de: Ruhemodus, fr: Mode silencieux, es: Modo silencio, it: Modalità silenziosa, pt-BR: Modo silencioso, nl: Stille modus, sv: Tyst läge, da: Stille tilstand, nb: Stillemodus, ru: Тихий режим,
              tr: Sessiz Mod, fi: Hiljainen tila, zh-Hans: 安静模式, zh-Hant: 安靜模式, zh-HK: 靜音模式, th: โหมดเงียบ, ar: الوضع الهادئ, he: מצב שקט, ms: Mod Senyap, ko: 조용한 모드}
            result:
              dialog: {en: Quiet mode on., ja: 静音モードをオンにしました。, de: Ruhemodus ist an., fr: Mode silencieux activé., es: Modo silencio activado., it: Modalità silenziosa attivata., pt-BR: Modo silencioso ativado., nl: Stille modus staat aan., sv: Tyst läge
                  är på., da: Stille tilstand er slået til., nb: Stillemodus er slått på., ru: Тихий режим включён., tr: Sessiz mod açıldı., fi: Hiljainen tila on päällä., zh-Hans: 安静模式已打开。, zh-Hant: 安靜模式已開啟。,
                zh-HK: 靜音模式已經開咗。, th: เปิดโหมดเงียบแล้วค่ะ, ar: تم تشغيل الوضع الهادئ., he: מצב שקט הופעל., ms: Mod senyap dihidupkan., ko: 조용한 모드를 켰어요.}
        shortcuts:
        - intent: Order
          phrases:
            en: [Order a \\(\\.$drink) with \\(.applicationName), Order with \\(.applicationName)]
            ja: [\\(.applicationName)で\\(\\.$drink)を注文, \\(.applicationName)で注文]
            de: [Bestelle einen \\(\\.$drink) mit \\(.applicationName), Bestelle mit \\(.applicationName)]
            fr: [Commande un \\(\\.$drink) avec \\(.applicationName), Commande avec \\(.applicationName)]
            es: [Pide un \\(\\.$drink) con \\(.applicationName), Pide con \\(.applicationName)]
            it: [Ordina un \\(\\.$drink) con \\(.applicationName), Ordina con \\(.applicationName)]
            pt-BR: [Peça um \\(\\.$drink) no \\(.applicationName), Peça no \\(.applicationName)]
            nl: [Bestel een \\(\\.$drink) met \\(.applicationName), Bestel met \\(.applicationName)]
            sv: [Beställ en \\(\\.$drink) med \\(.applicationName), Beställ med \\(.applicationName)]
            da: [Bestil en \\(\\.$drink) med \\(.applicationName), Bestil med \\(.applicationName)]
            nb: [Bestill en \\(\\.$drink) med \\(.applicationName), Bestill med \\(.applicationName)]
            ru: [Закажи \\(\\.$drink) в \\(.applicationName), Закажи в \\(.applicationName)]
            tr: [\\(.applicationName) ile bir \\(\\.$drink) sipariş et, \\(.applicationName) ile sipariş ver]
            fi: [Tilaa \\(\\.$drink) \\(.applicationName)-sovelluksella, Tilaa \\(.applicationName)-sovelluksella]
            zh-Hans: [用\\(.applicationName)点一杯\\(\\.$drink), 用\\(.applicationName)点单]
            zh-Hant: [用\\(.applicationName)點一杯\\(\\.$drink), 用\\(.applicationName)點餐]
            zh-HK: [用\\(.applicationName)叫一杯\\(\\.$drink), 用\\(.applicationName)落單]
            th: [สั่ง\\(\\.$drink)ผ่าน \\(.applicationName), สั่งผ่าน \\(.applicationName)]
            ar: [اطلب \\(\\.$drink) عبر \\(.applicationName), اطلب عبر \\(.applicationName)]
            he: [הזמן \\(\\.$drink) עם \\(.applicationName), הזמן עם \\(.applicationName)]
            ms: [Pesan \\(\\.$drink) dengan \\(.applicationName), Pesan dengan \\(.applicationName)]
            ko: [\\(.applicationName)에서 \\(\\.$drink) 주문해 줘, \\(.applicationName)에서 주문해 줘]
        - intent: Quiet
          phrases:
            en: [Turn on quiet mode in \\(.applicationName)]
            ja: [\\(.applicationName)で静音モードをオンにして]
            de: [Aktiviere den Ruhemodus in \\(.applicationName)]
            fr: [Active le mode silencieux dans \\(.applicationName)]
            es: [Activa el modo silencio en \\(.applicationName)]
            it: [Attiva la modalità silenziosa in \\(.applicationName)]
            pt-BR: [Ative o modo silencioso no \\(.applicationName)]
            nl: [Zet de stille modus aan in \\(.applicationName)]
            sv: [Slå på tyst läge i \\(.applicationName)]
            da: [Aktivér stille tilstand i \\(.applicationName)]
            nb: [Slå på stillemodus i \\(.applicationName)]
            ru: [Включи тихий режим в \\(.applicationName)]
            tr: [\\(.applicationName) uygulamasında sessiz modu aç]
            fi: [Laita hiljainen tila päälle \\(.applicationName)-sovelluksessa]
            zh-Hans: [在\\(.applicationName)里打开安静模式]
            zh-Hant: [在\\(.applicationName)裡開啟安靜模式]
            zh-HK: [喺\\(.applicationName)開啟靜音模式]
            th: [ใช้โหมดเงียบใน \\(.applicationName)]
            ar: [شغّل الوضع الهادئ في \\(.applicationName)]
            he: [הפעל מצב שקט באפליקציה \\(.applicationName)]
            ms: [Hidupkan mod senyap dalam \\(.applicationName)]
            ko: [\\(.applicationName)에서 조용한 모드 켜 줘]
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
            locale: "en",
            turns: [
                ("Hey Siri, order a Coffee with Barista", ["How many cups?"]),
                ("twelve", ["Cups can't be higher than 6.", "How many cups?"]),
                ("two cups", ["Order 2 Coffee?"]),
                ("yes", ["Ordered."]),
                ("Order with Barista", ["Which drink?", "1. Coffee", "2. Latte", "3. Tea"]),
                ("the second one", ["How many cups?"]),
                ("cancel", ["Okay, cancelled."]),
                ("Order a Tea with Barista", ["How many cups?"]),
                ("hmm", ["Sorry, I didn't get that.", "How many cups?"]),
                ("no idea", ["Sorry, I didn't get that.", "How many cups?"]),
                ("what", ["Sorry, I couldn't get that. Let's try again later."]),
            ],
            phrase: "Turn on quiet mode in Barista", ran: "Quiet mode on.",
            opposites: ["Turn off quiet mode in Barista", "Do not turn on quiet mode in Barista"]),
        Language(
            locale: "ja",
            turns: [
                ("Hey Siri、Baristaでコーヒーを注文", ["何杯にしますか？"]),
                ("十二杯", ["杯数は6より大きくできません。", "何杯にしますか？"]),
                ("2杯", ["コーヒーを2杯注文しますか？"]),
                ("はい", ["注文しました。"]),
                ("Baristaで注文", ["どの飲み物にしますか？", "1. コーヒー", "2. ラテ", "3. 紅茶"]),
                ("2番目", ["何杯にしますか？"]),
                ("一杯", ["ラテを1杯注文しますか？"]),
                ("キャンセル", ["キャンセルしました。"]),
                ("Baristaで紅茶を注文", ["何杯にしますか？"]),
                ("うーん", ["すみません、よくわかりませんでした。", "何杯にしますか？"]),
                ("わからない", ["すみません、よくわかりませんでした。", "何杯にしますか？"]),
                ("なに", ["すみません、聞き取れませんでした。また後でお試しください。"]),
            ],
            phrase: "Baristaで静音モードをオンにして", ran: "静音モードをオンにしました。",
            opposites: ["Baristaで静音モードをオフにして", "Baristaで静音モードをオンにしないで"]),
        Language(
            locale: "de",
            turns: [
                ("Hey Siri, bestelle einen Kaffee mit Barista", ["Wie viele Tassen?"]),
                ("zwölf", ["„Tassen“ darf nicht größer als 6 sein.", "Wie viele Tassen?"]),
                ("zwei Tassen", ["2 Kaffee bestellen?"]),
                ("ja", ["Bestellt."]),
                ("Bestelle mit Barista", ["Welches Getränk möchtest du?", "1. Kaffee", "2. Latte", "3. Tee"]),
                ("das zweite", ["Wie viele Tassen?"]),
                ("eine Tasse", ["1 Latte bestellen?"]),
                ("abbrechen", ["Okay, abgebrochen."]),
                ("Bitte bestelle mir einen Tee mit Barista", ["Wie viele Tassen?"]),
                ("hä", ["Entschuldige, das habe ich nicht verstanden.", "Wie viele Tassen?"]),
                ("weiß nicht", ["Entschuldige, das habe ich nicht verstanden.", "Wie viele Tassen?"]),
                ("was", ["Entschuldige, das hat nicht geklappt. Versuch es später noch einmal."]),
            ],
            phrase: "Aktiviere den Ruhemodus in Barista", ran: "Ruhemodus ist an.",
            opposites: ["Deaktiviere den Ruhemodus in Barista", "Aktiviere den Ruhemodus in Barista nicht",
                        "Schalte den Ruhemodus in Barista aus"]),
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
        Language(
            locale: "nl",
            turns: [
                ("Hé Siri, bestel een koffie met Barista", ["Hoeveel kopjes?"]),
                ("twaalf", ["‘Kopjes’ mag niet hoger zijn dan 6.", "Hoeveel kopjes?"]),
                ("twee kopjes", ["Zal ik 2 koffie bestellen?"]),
                ("ja", ["Besteld."]),
                ("Bestel met Barista", ["Welk drankje?", "1. koffie", "2. latte", "3. thee"]),
                ("de tweede", ["Hoeveel kopjes?"]),
                ("annuleer", ["Oké, geannuleerd."]),
                ("Bestel een thee met Barista", ["Hoeveel kopjes?"]),
                ("misschien", ["Sorry, dat heb ik niet verstaan.", "Hoeveel kopjes?"]),
                ("weet ik niet", ["Sorry, dat heb ik niet verstaan.", "Hoeveel kopjes?"]),
                ("wat", ["Sorry, het lukt me niet. Probeer het later nog een keer."]),
            ],
            phrase: "Zet de stille modus aan in Barista", ran: "Stille modus staat aan.",
            opposites: ["Zet de stille modus uit in Barista", "Zet de stille modus niet aan in Barista"]),
        Language(
            locale: "sv",
            turns: [
                ("Hej Siri, beställ en kaffe med Barista", ["Hur många koppar?"]),
                ("tolv", ["”Koppar” kan inte vara högre än 6.", "Hur många koppar?"]),
                ("två koppar", ["Ska jag beställa 2 kaffe?"]),
                ("ja", ["Beställt."]),
                ("Beställ med Barista", ["Vilken dryck?", "1. kaffe", "2. latte", "3. te"]),
                ("den andra", ["Hur många koppar?"]),
                ("avbryt", ["Okej, avbrutet."]),
                ("Beställ en te med Barista", ["Hur många koppar?"]),
                ("kanske", ["Förlåt, det uppfattade jag inte.", "Hur många koppar?"]),
                ("vet inte", ["Förlåt, det uppfattade jag inte.", "Hur många koppar?"]),
                ("vad", ["Förlåt, jag får inte till det. Vi försöker igen senare."]),
            ],
            phrase: "Slå på tyst läge i Barista", ran: "Tyst läge är på.",
            opposites: ["Stäng av tyst läge i Barista", "Slå inte på tyst läge i Barista"]),
        Language(
            locale: "da",
            turns: [
                ("Hej Siri, bestil en kaffe med Barista", ["Hvor mange kopper?"]),
                ("tolv", ["“Kopper” kan ikke være højere end 6.", "Hvor mange kopper?"]),
                ("to kopper", ["Skal jeg bestille 2 kaffe?"]),
                ("ja", ["Bestilt."]),
                ("Bestil med Barista", ["Hvilken drik?", "1. kaffe", "2. latte", "3. te"]),
                ("den anden", ["Hvor mange kopper?"]),
                ("annuller", ["Okay, annulleret."]),
                ("Bestil en te med Barista", ["Hvor mange kopper?"]),
                ("måske", ["Undskyld, det fangede jeg ikke.", "Hvor mange kopper?"]),
                ("ved ikke", ["Undskyld, det fangede jeg ikke.", "Hvor mange kopper?"]),
                ("hvad", ["Undskyld, det lykkedes ikke. Lad os prøve igen senere."]),
            ],
            phrase: "Aktivér stille tilstand i Barista", ran: "Stille tilstand er slået til.",
            opposites: ["Deaktivér stille tilstand i Barista", "Aktivér ikke stille tilstand i Barista"]),
        Language(
            locale: "nb",
            turns: [
                ("Hei Siri, bestill en kaffe med Barista", ["Hvor mange kopper?"]),
                ("tolv", ["«Kopper» kan ikke være høyere enn 6.", "Hvor mange kopper?"]),
                ("to kopper", ["Skal jeg bestille 2 kaffe?"]),
                ("ja", ["Bestilt."]),
                ("Bestill med Barista", ["Hvilken drikke?", "1. kaffe", "2. latte", "3. te"]),
                ("den andre", ["Hvor mange kopper?"]),
                ("avbryt", ["Ok, avbrutt."]),
                ("Bestill en te med Barista", ["Hvor mange kopper?"]),
                ("kanskje", ["Beklager, det fikk jeg ikke med meg.", "Hvor mange kopper?"]),
                ("vet ikke", ["Beklager, det fikk jeg ikke med meg.", "Hvor mange kopper?"]),
                ("hva", ["Beklager, jeg får det ikke til. La oss prøve igjen senere."]),
            ],
            phrase: "Slå på stillemodus i Barista", ran: "Stillemodus er slått på.",
            opposites: ["Slå av stillemodus i Barista", "Ikke slå på stillemodus i Barista"]),
        Language(
            locale: "ru",
            turns: [
                ("Привет, Siri, закажи кофе в Barista", ["Сколько чашек?"]),
                ("двенадцать", ["Значение «Чашки» не может быть больше 6.", "Сколько чашек?"]),
                ("две чашки", ["Заказать кофе, 2 шт.?"]),
                ("да", ["Заказ оформлен."]),
                ("Закажи в Barista", ["Какой напиток?", "1. кофе", "2. латте", "3. чай"]),
                ("второй", ["Сколько чашек?"]),
                ("отмена", ["Хорошо, отменено."]),
                ("Закажи чай в Barista", ["Сколько чашек?"]),
                ("много", ["Извините, не могу разобрать.", "Сколько чашек?"]),
                ("не знаю", ["Извините, не могу разобрать.", "Сколько чашек?"]),
                ("что", ["Извините, разобрать не получилось. Попробуйте ещё раз позже."]),
            ],
            phrase: "Включи тихий режим в Barista", ran: "Тихий режим включён.",
            opposites: ["Выключи тихий режим в Barista", "Не включай тихий режим в Barista"]),
        Language(
            locale: "tr",
            turns: [
                ("Hey Siri, Barista ile bir kahve sipariş et", ["Kaç fincan?"]),
                ("on iki", ["“Fincan” en fazla 6 olabilir.", "Kaç fincan?"]),
                ("iki fincan", ["2 kahve sipariş edeyim mi?"]),
                ("evet", ["Sipariş verildi."]),
                ("Barista ile sipariş ver", ["Hangi içecek?", "1. kahve", "2. latte", "3. çay"]),
                ("ikincisi", ["Kaç fincan?"]),
                ("iptal", ["Tamam, iptal edildi."]),
                ("Barista ile bir çay sipariş et", ["Kaç fincan?"]),
                ("çok", ["Üzgünüm, anlayamadım.", "Kaç fincan?"]),
                ("bilmiyorum", ["Üzgünüm, anlayamadım.", "Kaç fincan?"]),
                ("ne", ["Üzgünüm, bunu anlayamadım. Daha sonra yeniden deneyelim."]),
            ],
            phrase: "Barista uygulamasında sessiz modu aç", ran: "Sessiz mod açıldı.",
            opposites: ["Barista uygulamasında sessiz modu kapat", "Barista uygulamasında sessiz modu açma"]),
        Language(
            locale: "fi",
            turns: [
                ("Hei Siri, tilaa kahvi Barista-sovelluksella", ["Kuinka monta kuppia?"]),
                ("kaksitoista", ["Arvo ”Kuppia” voi olla enintään 6.", "Kuinka monta kuppia?"]),
                ("kaksi kuppia", ["Tilataanko kahvi, 2 kpl?"]),
                ("kyllä", ["Tilattu."]),
                ("Tilaa Barista-sovelluksella", ["Mikä juoma?", "1. kahvi", "2. latte", "3. tee"]),
                ("toinen", ["Kuinka monta kuppia?"]),
                ("peruuta", ["Selvä, peruttu."]),
                ("Tilaa tee Barista-sovelluksella", ["Kuinka monta kuppia?"]),
                ("paljon", ["Anteeksi, en saanut selvää.", "Kuinka monta kuppia?"]),
                ("en tiedä", ["Anteeksi, en saanut selvää.", "Kuinka monta kuppia?"]),
                ("mitä", ["Anteeksi, en ymmärtänyt. Yritetään myöhemmin uudelleen."]),
            ],
            phrase: "Laita hiljainen tila päälle Barista-sovelluksessa", ran: "Hiljainen tila on päällä.",
            opposites: ["Sammuta hiljainen tila Barista-sovelluksessa", "Älä laita hiljaista tilaa päälle Barista-sovelluksessa"]),
        Language(
            locale: "zh-Hans",
            turns: [
                ("嘿Siri，用Barista点一杯咖啡", ["要几杯？"]),
                ("十二", ["杯数不能大于6。", "要几杯？"]),
                ("两杯", ["要点2杯咖啡吗？"]),
                ("是的", ["已下单。"]),
                ("用Barista点单", ["要哪种饮品？", "1. 咖啡", "2. 拿铁", "3. 茶"]),
                ("第二个", ["要几杯？"]),
                ("取消", ["好的，已取消。"]),
                ("用Barista点一杯茶", ["要几杯？"]),
                ("香蕉", ["抱歉，我没听明白。", "要几杯？"]),
                ("蓝色", ["抱歉，我没听明白。", "要几杯？"]),
                ("很多", ["抱歉，我还是没听明白。我们稍后再试吧。"]),
            ],
            phrase: "在Barista里打开安静模式", ran: "安静模式已打开。",
            opposites: ["在Barista里关闭安静模式", "不要在Barista里打开安静模式"]),
        Language(
            locale: "zh-Hant",
            turns: [
                ("嘿Siri，用Barista點一杯咖啡", ["要幾杯？"]),
                ("十二", ["杯數不能大於6。", "要幾杯？"]),
                ("兩杯", ["要點2杯咖啡嗎？"]),
                ("是的", ["已下單。"]),
                ("用Barista點餐", ["要哪種飲品？", "1. 咖啡", "2. 拿鐵", "3. 茶"]),
                ("第二個", ["要幾杯？"]),
                ("取消", ["好的，已取消。"]),
                ("用Barista點一杯茶", ["要幾杯？"]),
                ("香蕉", ["抱歉，我沒聽懂。", "要幾杯？"]),
                ("藍色", ["抱歉，我沒聽懂。", "要幾杯？"]),
                ("很多", ["抱歉，我還是沒聽懂。我們稍後再試吧。"]),
            ],
            phrase: "在Barista裡開啟安靜模式", ran: "安靜模式已開啟。",
            opposites: ["在Barista裡關閉安靜模式", "不要在Barista裡開啟安靜模式"]),
        Language(
            locale: "zh-HK",
            turns: [
                ("喂Siri，用Barista叫一杯咖啡", ["要幾多杯？"]),
                ("十二", ["杯數唔可以多過6。", "要幾多杯？"]),
                ("兩杯", ["係咪要2杯咖啡？"]),
                ("係", ["已經落咗單。"]),
                ("用Barista落單", ["要邊款飲品？", "1. 咖啡", "2. 拿鐵", "3. 茶"]),
                ("第二個", ["要幾多杯？"]),
                ("取消", ["好，已經取消咗。"]),
                ("用Barista叫一杯茶", ["要幾多杯？"]),
                ("香蕉", ["對唔住，我聽唔明。", "要幾多杯？"]),
                ("藍色", ["對唔住，我聽唔明。", "要幾多杯？"]),
                ("隨便", ["對唔住，我都係聽唔明。遲啲再試吓啦。"]),
            ],
            phrase: "喺Barista開啟靜音模式", ran: "靜音模式已經開咗。",
            opposites: ["喺Barista關閉靜音模式", "唔好喺Barista開啟靜音模式"]),
        Language(
            locale: "th",
            turns: [
                ("หวัดดี Siri สั่งกาแฟผ่าน Barista", ["กี่แก้วคะ?"]),
                ("สิบสอง", ["จำนวนแก้วต้องไม่มากกว่า 6 ค่ะ", "กี่แก้วคะ?"]),
                ("สองแก้ว", ["สั่งกาแฟ 2 แก้ว ใช่ไหมคะ?"]),
                ("ใช่", ["สั่งเรียบร้อยแล้วค่ะ"]),
                ("สั่งผ่าน Barista", ["เครื่องดื่มอะไรคะ?", "1. กาแฟ", "2. ลาเต้", "3. ชา"]),
                ("อันที่สอง", ["กี่แก้วคะ?"]),
                ("ยกเลิก", ["ได้ค่ะ ยกเลิกแล้ว"]),
                ("สั่งชาผ่าน Barista", ["กี่แก้วคะ?"]),
                ("กล้วย", ["ขอโทษค่ะ ฉันไม่เข้าใจ", "กี่แก้วคะ?"]),
                ("สีฟ้า", ["ขอโทษค่ะ ฉันไม่เข้าใจ", "กี่แก้วคะ?"]),
                ("เยอะมาก", ["ขอโทษค่ะ ฉันยังไม่เข้าใจ ไว้ลองใหม่อีกครั้งนะคะ"]),
            ],
            phrase: "ใช้โหมดเงียบใน Barista", ran: "เปิดโหมดเงียบแล้วค่ะ",
            opposites: ["ปิดโหมดเงียบใน Barista", "อย่าใช้โหมดเงียบใน Barista"]),
        Language(
            locale: "ar",
            turns: [
                ("يا سيري، اطلب قهوة عبر Barista", ["كم كوبًا؟"]),
                ("12", ["لا يمكن أن تتجاوز قيمة «أكواب» 6.", "كم كوبًا؟"]),
                ("اثنين أكواب", ["هل أطلب 2 قهوة؟"]),
                ("نعم", ["تم الطلب."]),
                ("اطلب عبر Barista", ["أي مشروب؟", "1. قهوة", "2. لاتيه", "3. شاي"]),
                ("الثاني", ["كم كوبًا؟"]),
                ("إلغاء", ["حسنًا، تم الإلغاء."]),
                ("اطلب شاي عبر Barista", ["كم كوبًا؟"]),
                ("ربما", ["عذرًا، لم أفهم ذلك.", "كم كوبًا؟"]),
                ("لست متأكدا", ["عذرًا، لم أفهم ذلك.", "كم كوبًا؟"]),
                ("ماذا", ["عذرًا، لم أتمكن من فهم ذلك. لنحاول مرة أخرى لاحقًا."]),
            ],
            phrase: "شغّل الوضع الهادئ في Barista", ran: "تم تشغيل الوضع الهادئ.",
            opposites: ["أطفئ الوضع الهادئ في Barista", "لا تشغّل الوضع الهادئ في Barista"]),
        Language(
            locale: "he",
            turns: [
                ("היי סירי, הזמן קפה עם Barista", ["כמה כוסות?"]),
                ("שתים עשרה", ["הערך של \"כוסות\" לא יכול להיות יותר מ-6.", "כמה כוסות?"]),
                ("שתי כוסות", ["להזמין 2 קפה?"]),
                ("כן", ["ההזמנה בוצעה."]),
                ("הזמן עם Barista", ["איזה משקה?", "1. קפה", "2. לאטה", "3. תה"]),
                ("השני", ["כמה כוסות?"]),
                ("ביטול", ["בסדר, בוטל."]),
                ("הזמן תה עם Barista", ["כמה כוסות?"]),
                ("אולי", ["סליחה, לא הבנתי.", "כמה כוסות?"]),
                ("אין לי מושג", ["סליחה, לא הבנתי.", "כמה כוסות?"]),
                ("מה", ["סליחה, לא הצלחתי להבין. ננסה שוב מאוחר יותר."]),
            ],
            phrase: "הפעל מצב שקט באפליקציה Barista", ran: "מצב שקט הופעל.",
            opposites: ["כבה מצב שקט באפליקציה Barista", "אל תפעיל מצב שקט באפליקציה Barista"]),
        Language(
            locale: "ms",
            turns: [
                ("Hai Siri, pesan kopi dengan Barista", ["Berapa cawan?"]),
                ("dua belas", ["\"Cawan\" tidak boleh melebihi 6.", "Berapa cawan?"]),
                ("dua cawan", ["Pesan 2 kopi?"]),
                ("ya", ["Pesanan dibuat."]),
                ("Pesan dengan Barista", ["Minuman apa?", "1. kopi", "2. latte", "3. teh"]),
                ("yang kedua", ["Berapa cawan?"]),
                ("batal", ["Baiklah, dibatalkan."]),
                ("Pesan teh dengan Barista", ["Berapa cawan?"]),
                ("mungkin", ["Maaf, saya tidak faham.", "Berapa cawan?"]),
                ("entahlah", ["Maaf, saya tidak faham.", "Berapa cawan?"]),
                ("apa", ["Maaf, saya tidak dapat memahaminya. Cuba lagi nanti."]),
            ],
            phrase: "Hidupkan mod senyap dalam Barista", ran: "Mod senyap dihidupkan.",
            opposites: ["Matikan mod senyap dalam Barista", "Jangan hidupkan mod senyap dalam Barista"]),
        Language(
            locale: "ko",
            turns: [
                ("시리야, Barista에서 커피 주문해 줘", ["몇 잔 드릴까요?"]),
                ("열두 잔", ["잔 수 값은 6 이하여야 해요.", "몇 잔 드릴까요?"]),
                ("두 잔이요", ["커피 2잔 주문할까요?"]),
                ("네", ["주문했어요."]),
                ("Barista에서 주문해줘", ["어떤 음료로 할까요?", "1. 커피", "2. 라떼", "3. 차"]),
                ("두 번째 걸로", ["몇 잔 드릴까요?"]),
                ("취소", ["알겠어요. 취소했어요."]),
                ("Barista에서 차 주문해 줘", ["몇 잔 드릴까요?"]),
                ("글쎄", ["죄송해요, 잘 알아듣지 못했어요.", "몇 잔 드릴까요?"]),
                ("모르겠어요", ["죄송해요, 잘 알아듣지 못했어요.", "몇 잔 드릴까요?"]),
                ("뭐라고", ["죄송해요, 계속 알아듣지 못하고 있어요. 나중에 다시 시도해 주세요."]),
            ],
            phrase: "Barista에서 조용한 모드 켜 줘", ran: "조용한 모드를 켰어요.",
            opposites: ["Barista에서 조용한 모드 꺼 줘", "Barista에서 조용한 모드 켜지 마"]),
    ]

    @Test(arguments: languages)
    func aWholeDialogue(_ language: Language) throws {
        let session = try Self.session(language.locale)
        for (said, lines) in language.turns {
            #expect(session.respond(to: said) == lines, "\(language.locale): \(said)")
        }
    }

    @Test(arguments: languages)
    func anOppositeOrANegationNeverRuns(_ language: Language) throws {
        let session = try Self.session(language.locale)
        #expect(session.respond(to: language.phrase) == [language.ran])
        for opposite in language.opposites {
            #expect(!session.respond(to: opposite).contains(language.ran), "\(language.locale): \(opposite)")
        }
    }

    /// How each language says "please", said here after the request, the count, the yes and
    /// the ordinal of the whole dialogue: none of them changes what Siri answers.
    static let please = [
        "en": "please", "ja": "お願いします", "de": "bitte", "es": "por favor", "it": "per favore", "pt-BR": "por favor",
        "nl": "alsjeblieft", "sv": "tack", "da": "tak", "nb": "takk", "ru": "пожалуйста", "tr": "lütfen", "fi": "kiitos",
        "zh-Hans": "请", "zh-Hant": "請", "zh-HK": "唔該", "th": "ครับ", "ar": "من فضلك", "he": "בבקשה", "ms": "tolong",
        "ko": "주세요",
    ]

    @Test(arguments: languages)
    func aPoliteWordChangesNothing(_ language: Language) throws {
        let please = try #require(Self.please[language.locale])
        let separator = Normalizer.isUnspaced(String(please.prefix(1))) ? "" : " "
        let session = try Self.session(language.locale)
        for (index, (said, lines)) in language.turns.prefix(6).enumerated() {
            let politely = [0, 2, 3, 5].contains(index) ? said + separator + please : said
            #expect(session.respond(to: politely) == lines, "\(language.locale): \(politely)")
        }
    }

    /// A phrase that itself ends in a polite phrase is heard as written: the phrase's last
    /// piece loses it as the utterance does. Polite words inside a word are kept: Thai
    /// "คะแนน" (score) begins with the particle "คะ", and only the end of Thai text loses one.
    @Test func aPoliteWordInThePhraseItselfIsHeardAsWritten() throws {
        let app = try TestCatalog.app("""
            app: Barista
            intents:
              Latte:
                title: {ja: ラテ, nb: Latte}
                result:
                  dialog: {ja: ラテを注文しました。, nb: Latte bestilt.}
            shortcuts:
              - intent: Latte
                phrases: {ja: ['\\(.applicationName)でラテお願いします'], nb: ['Bestill latte med \\(.applicationName), vær så snill']}
            """)
        for (locale, said, answer) in [("ja", "Baristaでラテお願いします", "ラテを注文しました。"), ("nb", "Bestill latte med Barista, vær så snill", "Latte bestilt.")] {
            let session = Self.session(locale, app: app)
            #expect(session.respond(to: said) == [answer], "\(locale)")
        }
        #expect(Normalizer.forLocale("th").tokens("คะแนน") == ["คะ", "แน", "น"])
        #expect(Normalizer.forLocale("th").tokens("สองแก้วครับ") == ["ส", "อ", "ง", "แก้", "ว"])
    }

    /// Turkish writes a proper noun's case ending after an apostrophe: the ending is a word
    /// of its own, a connecting word after the app's name, and "Barista'yı aç" opens the app.
    @Test func aTurkishCaseEndingAfterTheAppsName() throws {
        let session = try Self.session("tr")
        #expect(session.respond(to: "Barista'da bir kahve sipariş et") == ["Kaç fincan?"])
        #expect(session.respond(to: "iptal") == ["Tamam, iptal edildi."])
        #expect(session.respond(to: "Barista'yı aç") == ["[Barista uygulamasını açar]"])
    }

    /// A phrase said in another form of its verb — the infinitive, or the polite form, for the
    /// imperative the phrase is written in — runs, at a lower score, by the language's
    /// Snowball stemmer; the opposite verb's stem differs, and never runs (above).
    @Test(arguments: [
        ("fr", "Activer le mode silencieux dans Barista", "Mode silencieux activé."),
        ("es", "Activar el modo silencio en Barista", "Modo silencio activado."),
        ("it", "Attivare la modalità silenziosa in Barista", "Modalità silenziosa attivata."),
        ("pt-BR", "Ativar o modo silencioso no Barista", "Modo silencioso ativado."),
        ("de", "Aktivieren den Ruhemodus in Barista", "Ruhemodus ist an."),
        ("de", "Bestellen einen Tee mit Barista", "Wie viele Tassen?"),
        ("ru", "Включить тихий режим в Barista", "Тихий режим включён."),
        ("fr", "Commandez un thé avec Barista", "Combien de tasses ?"),
        ("ru", "Закажите чай в Barista", "Сколько чашек?"),
        ("sv", "Beställa en kaffe med Barista", "Hur många koppar?"),
        ("es", "Pídeme un café con Barista", "¿Cuántas tazas?"),
        // The object in another case ends as a Finnish past does: still a request.
        ("fi", "Tilaa kahvin Barista-sovelluksella", "Kuinka monta kuppia?"),
        // The request said to several people, or as the phrase's other request form.
        ("it", "Attivate la modalità silenziosa in Barista", "Modalità silenziosa attivata."),
        ("es", "Activad el modo silencio en Barista", "Modo silencio activado."),
        ("pt-BR", "Ativa o modo silencioso no Barista", "Modo silencioso ativado."),
    ])
    func anotherFormOfTheVerbRuns(_ locale: String, _ said: String, _ answer: String) throws {
        let session = try Self.session(locale)
        #expect(session.respond(to: said) == [answer])
    }

    /// An option said with what the question asks for, the title's word in any form: "die
    /// zweite Abfahrt", Turkish "akşam seferi", Hebrew "היציאה השנייה" (the article written
    /// against it).
    @Test(arguments: [
        ("de", "Buche die Fähre mit Ferro", "die zweite Abfahrt"), ("it", "Prenota il traghetto con Ferro", "la seconda partenza"),
        ("tr", "Ferro ile feribot ayır", "ikinci sefer"), ("tr", "Ferro ile feribot ayır", "öğle seferi"),
        ("he", "הזמן מעבורת בFerro", "היציאה השנייה"),
    ])
    func anOptionSaidWithTheTitlesWord(_ locale: String, _ request: String, _ answer: String) throws {
        let app = try TestCatalog.app("""
            app: Ferro
            types:
              Departure:
                kind: enum
                values:
                  - {id: morning, title: {en: Morning, de: Morgen, it: Mattina, tr: Sabah, he: בוקר}}
                  - {id: noon, title: {en: Noon, de: Mittag, it: Mezzogiorno, tr: Öğle, he: צהריים}}
                  - {id: evening, title: {en: Evening, de: Abend, it: Sera, tr: Akşam, he: ערב}}
            intents:
              Book:
                title: {en: Book}
                parameters:
                  - name: departure
                    type: Departure
                    title: {en: Departure, de: Abfahrt, it: Partenza, tr: Sefer, he: יציאה}
                result: {dialog: {en: Booked the \\(departure) ferry., de: Gebucht., it: Prenotato., tr: Ayrıldı., he: הוזמן.}}
            shortcuts:
              - intent: Book
                phrases: {de: ['Buche die Fähre mit \\(.applicationName)'], it: ['Prenota il traghetto con \\(.applicationName)'],
                          tr: ['\\(.applicationName) ile feribot ayır'], he: ['הזמן מעבורת ב\\(.applicationName)']}
            """)
        let session = Self.session(locale, app: app)
        #expect(session.respond(to: request).count == 4, "\(locale): \(request)")
        #expect(session.respond(to: answer) == [["de": "Gebucht.", "it": "Prenotato.", "tr": "Ayrıldı.", "he": "הוזמן."][locale]!], "\(locale): \(answer)")
    }

    /// A confirmation answered by asking again for what it confirms is a yes: Japanese "注文
    /// して", Turkish "sipariş et"; said with a negation, a no ("sipariş etme").
    @Test(arguments: [
        ("ja", "Baristaでコーヒーを注文", "2杯", "注文して", "注文しました。"),
        ("tr", "Barista ile bir kahve sipariş et", "iki", "sipariş et", "Sipariş verildi."),
        ("tr", "Barista ile bir kahve sipariş et", "iki", "sipariş etme", "Tamam, iptal edildi."),
        ("en", "Order a coffee with Barista", "two", "order", "Ordered."),
        ("th", "สั่งกาแฟผ่าน Barista", "สองแก้ว", "สั่งเลย", "สั่งเรียบร้อยแล้วค่ะ"),
        ("en", "Order a coffee with Barista", "two", "Barista", "Sorry, I didn't get that."),
    ])
    func aConfirmationAnsweredByAskingAgain(_ locale: String, _ request: String, _ count: String, _ answer: String, _ reply: String) throws {
        let session = try Self.session(locale)
        _ = session.respond(to: request)
        _ = session.respond(to: count)
        #expect(session.respond(to: answer).first == reply, "\(locale): \(answer)")
    }

    /// A cancellation confirmed by saying its verb again ("pode cancelar", "annuleer maar")
    /// is a yes, though the verb alone ends other dialogues; said with a negation, a no.
    @Test(arguments: [
        ("pt-BR", "Cancele minha visita no Tidy", "pode cancelar", "Visita cancelada."),
        ("pt-BR", "Cancele minha visita no Tidy", "cancelar", "Visita cancelada."),
        ("pt-BR", "Cancele minha visita no Tidy", "não cancela não", "Ok, cancelado."),
        ("nl", "Annuleer mijn bezoek bij Tidy", "annuleer maar", "Bezoek geannuleerd."),
        ("nl", "Annuleer mijn bezoek bij Tidy", "nee, niet annuleren", "Oké, geannuleerd."),
        ("fi", "Peru käynti Tidy-sovelluksella", "peru vaan", "Käynti peruttu."),
        ("ms", "Batalkan lawatan saya di Tidy", "boleh batalkan", "Lawatan dibatalkan."),
        ("ms", "Batalkan lawatan saya di Tidy", "jangan batalkan", "Baiklah, dibatalkan."),
    ])
    func aCancellationConfirmedWithItsVerb(_ locale: String, _ request: String, _ answer: String, _ reply: String) throws {
        let app = try TestCatalog.app("""
            app: Tidy
            intents:
              CancelVisit:
                title: {en: Cancel Visit, pt-BR: Cancelar visita, nl: Bezoek annuleren, fi: Peru käynti, ms: Batalkan lawatan}
                confirm: {en: Cancel your visit?, pt-BR: Cancelar sua visita?, nl: Je bezoek annuleren?, fi: Perutaanko käynti?,
                          ms: Batalkan lawatan anda?}
                result: {dialog: {en: Visit cancelled., pt-BR: Visita cancelada., nl: Bezoek geannuleerd., fi: Käynti peruttu., ms: Lawatan dibatalkan.}}
            shortcuts:
              - intent: CancelVisit
                phrases: {pt-BR: ['Cancele minha visita no \\(.applicationName)'], nl: ['Annuleer mijn bezoek bij \\(.applicationName)'],
                          fi: ['Peru käynti \\(.applicationName)-sovelluksella'], ms: ['Batalkan lawatan saya di \\(.applicationName)']}
            """)
        let session = Self.session(locale, app: app)
        #expect(session.respond(to: request).count == 1, "\(locale): \(request)")
        #expect(session.respond(to: answer) == [reply], "\(locale): \(answer)")
    }

    /// Siri names a request of its own in the session's language: "[Siri : Musique]", never
    /// "[Siri : Music]"; every vocabulary names each request English's does.
    @Test func siriNamesItsOwnRequestsInTheLanguage() throws {
        let requests = Vocabulary.forLocale("en").siri.requests.map(\.name)
        #expect(requests.count >= 15)
        for locale in Vocabulary.locales where locale != "en" {
            let names = Vocabulary.forLocale(locale).system.siriRequestNames
            #expect(requests.allSatisfy { names[$0] != nil }, "\(locale) names no \(requests.filter { names[$0] == nil })")
        }
        #expect(SystemStrings.forLocale("fr").siriRequest("Music") == "[Siri : Musique]")
        #expect(SystemStrings.forLocale("ja").siriRequest("Weather") == "[Siri: 天気]")
        #expect(SystemStrings.forLocale("en").siriRequest("Weather") == "[Siri: Weather]")
    }

    /// A request opened with "I want to" (Chinese 我想, 我要) or ended by asking for the verb
    /// (Japanese くれる, もらえますか, たい) runs; the past and the negation still do not.
    @Test(arguments: [
        ("zh-Hans", "我想用Barista点一杯咖啡", ["要几杯？"]), ("zh-Hans", "我要用Barista点一杯咖啡", ["要几杯？"]),
        ("zh-Hant", "我想用Barista點一杯咖啡", ["要幾杯？"]), ("ja", "Baristaでコーヒーを注文してくれる？", ["何杯にしますか？"]),
        ("ja", "Baristaでコーヒーを注文してもらえますか", ["何杯にしますか？"]), ("ja", "Baristaでコーヒーを注文したい", ["何杯にしますか？"]),
        ("ja", "Baristaでコーヒーを注文した", ["よくわかりません。"]), ("ja", "Baristaでコーヒーを注文したくない", ["よくわかりません。"]),
        ("zh-Hans", "我不想用Barista点咖啡", ["我不太明白。"]),
    ])
    func aRequestOpenerOrAskingEndingRuns(_ locale: String, _ said: String, _ lines: [String]) throws {
        let session = try Self.session(locale)
        #expect(session.respond(to: said) == lines, "\(locale): \(said)")
    }

    /// Verbs whose forms Snowball's stems do not join are listed as same-meaning words: the
    /// polite request ("Prenez", "Haga", "Faccia", "Lesen Sie") and the infinitive run the
    /// phrase written with the familiar imperative, at a lower score; negated, they never run.
    @Test(arguments: [
        ("fr", "Prenez une photo avec Lumo", "Photo prise."),
        ("fr", "Envoyez le rapport avec Lumo", "Rapport envoyé."),
        ("fr", "Lire mes notes avec Lumo", "Voici vos notes."),
        ("fr", "Ne prenez pas de photo avec Lumo", nil),
        ("es", "Haga una foto con Lumo", "Foto hecha."),
        ("es", "Lea mis notas con Lumo", "Aquí están tus notas."),
        ("es", "No haga una foto con Lumo", nil),
        ("it", "Faccia una foto con Lumo", "Foto scattata."),
        ("it", "Non fare una foto con Lumo", nil),
        ("pt-BR", "Leia minhas notas com Lumo", "Aqui estão suas notas."),
        ("pt-BR", "Faça uma foto com Lumo", "Foto tirada."),
        ("de", "Lesen Sie meine Notizen mit Lumo", "Hier sind deine Notizen."),
        ("de", "Lies meine Notizen nicht mit Lumo", nil),
        // The imperative with "mi" written against it; Hebrew's everyday future for the imperative.
        ("it", "Leggimi le mie note con Lumo", "Ecco le tue note."),
        ("he", "תבטל את התזכורת בLumo", "בוטל."),
        ("he", "אל תבטל את התזכורת בLumo", nil),
    ] as [(String, String, String?)])
    func anIrregularVerbInAnotherFormRuns(_ locale: String, _ said: String, _ answer: String?) throws {
        let app = try TestCatalog.app("""
            app: Lumo
            intents:
              Photo:
                title: {en: Photo}
                result: {dialog: {fr: Photo prise., es: Foto hecha., it: Foto scattata., pt-BR: Foto tirada., de: Foto gemacht.}}
              Report:
                title: {en: Report}
                result: {dialog: {fr: Rapport envoyé., es: Informe enviado., it: Rapporto inviato., pt-BR: Relatório enviado., de: Bericht gesendet.}}
              Notes:
                title: {en: Notes}
                result:
                  dialog: {fr: Voici vos notes., es: Aquí están tus notas., it: Ecco le tue note., pt-BR: Aqui estão suas notas.,
                           de: Hier sind deine Notizen.}
              Cancel:
                title: {en: Cancel}
                result: {dialog: {he: בוטל.}}
            shortcuts:
              - intent: Cancel
                phrases: {he: ['בטל את התזכורת ב\\(.applicationName)']}
              - intent: Photo
                phrases: {fr: ['Prends une photo avec \\(.applicationName)'], es: ['Haz una foto con \\(.applicationName)'],
                          it: ['Fai una foto con \\(.applicationName)'], pt-BR: ['Faz uma foto com \\(.applicationName)'],
                          de: ['Mach ein Foto mit \\(.applicationName)']}
              - intent: Report
                phrases: {fr: ['Envoie le rapport avec \\(.applicationName)'], es: ['Envía el informe con \\(.applicationName)'],
                          it: ['Invia il rapporto con \\(.applicationName)'], pt-BR: ['Envia o relatório com \\(.applicationName)'],
                          de: ['Sende den Bericht mit \\(.applicationName)']}
              - intent: Notes
                phrases: {fr: ['Lis mes notes avec \\(.applicationName)'], es: ['Lee mis notas con \\(.applicationName)'],
                          it: ['Leggi le mie note con \\(.applicationName)'], pt-BR: ['Lê minhas notas com \\(.applicationName)'],
                          de: ['Lies meine Notizen mit \\(.applicationName)']}
            """)
        let session = Self.session(locale, app: app)
        let lines = session.respond(to: said)
        if let answer {
            #expect(lines == [answer], "\(locale): \(said)")
        } else {
            #expect(!["Photo prise.", "Foto hecha.", "Foto scattata.", "Hier sind deine Notizen.", "בוטל."].contains(where: lines.contains), "\(locale): \(said) → \(lines)")
        }
    }

    /// A count may name what it counts in another case than the title's: Finnish "yksi kuppi"
    /// (title "Kuppia"), Russian "одну чашку" (title "Чашки"), and in the singular where the
    /// title is a plural of another shape: Arabic "كوب واحد" (title "أكواب"), Hebrew "כוס אחת",
    /// Thai "หนึ่งแก้ว" (title "จำนวนแก้ว", whose letters other words share).
    @Test(arguments: [("fi", "Tilaa kahvi Barista-sovelluksella", "yksi kuppi", "Tilataanko kahvi, 1 kpl?"),
                      ("ru", "Закажи кофе в Barista", "одну чашку", "Заказать кофе, 1 шт.?"),
                      ("ar", "اطلب قهوة عبر Barista", "كوب واحد", "هل أطلب 1 قهوة؟"),
                      ("he", "הזמן קפה עם Barista", "כוס אחת", "להזמין 1 קפה?"),
                      ("th", "สั่งกาแฟผ่าน Barista", "หนึ่งแก้ว", "สั่งกาแฟ 1 แก้ว ใช่ไหมคะ?"),
                      ("en", "Order a Coffee with Barista", "two coffees", "Order 2 Coffee?")])
    func aCountedNounInAnotherCase(_ locale: String, _ phrase: String, _ count: String, _ confirmation: String) throws {
        let session = try Self.session(locale)
        _ = session.respond(to: phrase)
        #expect(session.respond(to: count) == [confirmation])
    }

    /// A parameter whose title has no text in the session's language is asked about without
    /// it, never in a line half in another language ("Welche Selected tab?").
    @Test func aTitleWithoutTheSessionsLanguageIsLeftOut() throws {
        let app = try TestCatalog.app("""
            app: Tabby
            types:
              Tab:
                kind: enum
                values: [{id: home, title: {en: Home, de: Start}}, {id: search, title: {en: Search, de: Suche}}]
            intents:
              OpenTab:
                title: {en: Open Tab, de: Tab öffnen}
                parameters:
                  - {name: tab, title: {en: Selected tab, ja: 選択したタブ}, type: Tab}
                  - {name: count, title: {en: Count}, type: Int, max: 3}
                result:
                  dialog: {en: 'Opened \\(tab).', de: '\\(tab) geöffnet.'}
            shortcuts:
              - intent: OpenTab
                phrases: {en: ['Open a tab in \\(.applicationName)'], de: ['Öffne einen Tab in \\(.applicationName)']}
            """)
        let session = Self.session("de", app: app)
        #expect(session.respond(to: "Öffne einen Tab in Tabby") == ["Welche?", "1. Start", "2. Suche"])
        #expect(session.respond(to: "der zweite") == ["Welcher Wert?"])
        #expect(session.respond(to: "fünf") == ["Der Wert darf nicht größer als 3 sein.", "Welcher Wert?"])
        #expect(session.respond(to: "2") == ["Suche geöffnet."])
    }

    /// A number beside a word is read as the count only when the word is no negation and no
    /// amount of its own: "not 2" and "two dozen" are not 2.
    @Test func aNegationOrAnAmountBesideANumberIsNotTheCount() throws {
        let session = try Self.session("en")
        _ = session.respond(to: "Order a Coffee with Barista")
        #expect(session.respond(to: "not 2") == ["Sorry, I didn't get that.", "How many cups?"])
        #expect(session.respond(to: "two dozen") == ["Sorry, I didn't get that.", "How many cups?"])
    }

    /// A HomePod reads the options as a question, opened where the language opens one.
    @Test func aSpanishHomePodOpensTheQuestion() throws {
        let session = Session(catalog: Catalog(apps: [try TestCatalog.app(Self.yaml)]), device: .homepod, locale: "es-ES", now: TestCatalog.now)
        #expect(session.respond(to: "Pide con Barista") == ["¿Qué bebida quieres?", "¿café, latte o té?"])
    }

    /// Korean writes a particle against the app's name, in Latin letters or in Hangul
    /// ("Barista에서", "바리스타에서"), and the request's helper joined or apart ("주문해줘").
    @Test func aKoreanParticleIsAWordOfItsOwn() {
        #expect(Normalizer.forLocale("ko").tokens("Barista에서 라떼를 주문해줘") == ["barista", "에서", "라떼", "를", "주문해", "줘"])
        // A word that only ends in a particle's syllable is split too, the same way on both sides.
        #expect(Normalizer.forLocale("ko").tokens("집으로 가는 길") == ["집", "으로", "가", "는", "길"])
        #expect(Normalizer.forLocale("en").tokens("으로") == ["으로"], "a particle alone stays whole, in any locale")
    }

    /// Each same-meaning form of an opposite is the opposite too: Korean "끄기" and "꺼" are
    /// synonyms, "켜" and "꺼" opposites, so "끄기" for the phrase's "켜" never runs and is
    /// never offered.
    @Test func anOppositesOtherFormIsNeverOffered() throws {
        let session = try Self.session("ko")
        #expect(session.respond(to: "Barista에서 조용한 모드 끄기") == ["잘 이해하지 못했어요."])
    }

    /// Arabic written with its short vowels and shadda, or without, is the same request; a
    /// count in Arabic-Indic digits is the number.
    @Test func arabicWithOrWithoutItsVowelsAndItsOwnDigits() throws {
        let session = try Self.session("ar")
        #expect(session.respond(to: "شَغِّلِ الوَضْعَ الهادِئَ في Barista") == ["تم تشغيل الوضع الهادئ."])
        #expect(session.respond(to: "شغل الوضع الهادئ في Barista") == ["تم تشغيل الوضع الهادئ."])
        #expect(session.respond(to: "اطلب قهوة عبر Barista") == ["كم كوبًا؟"])
        #expect(session.respond(to: "٢") == ["هل أطلب 2 قهوة؟"])
    }

    /// Russian names an app in the case its verb or preposition takes: "Открой Велору" and
    /// "в Велоре" name "Велора", for Siri's "open" and for help alike.
    @Test func aRussianAppNameInAnotherCase() throws {
        let app = try TestCatalog.app("""
            app: {en: Velora, ru: Велора}
            intents:
              Rent:
                title: {en: Rent, ru: Арендовать}
                result:
                - dialog: {en: Rented., ru: Готово.}
            shortcuts:
            - intent: Rent
              phrases:
                en: ['Rent a bike with \\(.applicationName)']
                ru: ['Арендуй велосипед в \\(.applicationName)']
            """)
        let session = Self.session("ru", app: app)
        #expect(session.respond(to: "Открой Велору") == ["[открывает «Велора»]"])
        #expect(session.respond(to: "Что я могу сделать в Велоре?") == ["Вот что можно делать в приложении «Велора»:", "- Арендуй велосипед в Велора"])
        #expect(session.respond(to: "Открой Велос") != ["[открывает «Велора»]"])
    }

    /// A choice named after the words an ordinal may follow ("I want", "je prends"), or with
    /// Korean's particle and request ending after it, is the option it names.
    @Test(arguments: [
        ("en", "Order with Barista", "I want the latte", "How many cups?"),
        ("fr", "Commande avec Barista", "je prends le thé", "Combien de tasses ?"),
        ("es", "Pide con Barista", "quiero el té", "¿Cuántas tazas?"),
        ("ru", "Закажи в Barista", "хочу чай", "Сколько чашек?"),
        ("ko", "Barista에서 주문해 줘", "라떼로 해 줘", "몇 잔 드릴까요?"),
        ("ko", "Barista에서 주문해 줘", "라떼요", "몇 잔 드릴까요?"),
        ("zh-Hans", "用Barista点单", "我要拿铁", "要几杯？"),
        // A name in another case, after a preposition: Russian "с чаем" for "Чай".
        ("ru", "Закажи в Barista", "с чаем", "Сколько чашек?"),
    ])
    func aChoiceSaidWithAVerb(_ locale: String, _ request: String, _ choice: String, _ next: String) throws {
        let session = try Self.session(locale)
        #expect(session.respond(to: request).count == 4, "\(locale): the question and three options")
        #expect(session.respond(to: choice) == [next], "\(locale): \(choice)")
    }

    /// What an answer counts may be said with it: a Chinese measure word after a number or
    /// an ordinal ("三杯吧", "第二种"), Korean 네 (4, and "yes" alone) before its counter, a
    /// counter written against its digits ("3잔"), "un seul" for one.
    @Test(arguments: [
        ("zh-Hans", "用Barista点单", "第二种", "要几杯？"), ("zh-Hans", "用Barista点单", "二号", "要几杯？"),
        ("zh-Hans", "用Barista点一杯咖啡", "三杯吧", "要点3杯咖啡吗？"),
        ("ko", "Barista에서 커피 주문해 줘", "네 잔", "커피 4잔 주문할까요?"),
        ("ko", "Barista에서 커피 주문해 줘", "3잔", "커피 3잔 주문할까요?"),
        ("fr", "Commande un café avec Barista", "un seul", "Commander 1 café ?"),
        ("th", "สั่งกาแฟผ่าน Barista", "สามใบ", "สั่งกาแฟ 3 แก้ว ใช่ไหมคะ?"),
    ])
    func aCountOrAnOrdinalWithWhatItCounts(_ locale: String, _ request: String, _ answer: String, _ next: String) throws {
        let session = Self.session(locale, app: try TestCatalog.app(locale == "fr" ? FrenchDialogueTests.yaml : Self.yaml))
        _ = session.respond(to: request)
        #expect(session.respond(to: answer) == [next], "\(locale): \(answer)")
    }

    /// A title Siri quotes is cited as written, in the prompts as in the bound lines.
    @Test func aQuotedTitleKeepsItsCase() {
        let russian = SystemStrings.forLocale("ru")
        #expect(russian.choicePrompt("Маршрут") == "Какой вариант для «Маршрут»?")
        #expect(russian.valuePrompt("Дистанция") == "Какое значение для «Дистанция»?")
        #expect(SystemStrings.forLocale("en").valuePrompt("Distance") == "What's the distance?")
    }

    /// A phrase offered in one language is not offered in the next: changing the language
    /// while "Did you mean …?" waits drops the offer (it once crashed rendering the German
    /// phrase from the Turkish index).
    @Test func changingTheLanguageDropsADidYouMean() throws {
        let session = try Self.session("de")
        #expect(session.respond(to: "Bestelle einen Kaffe mit Barista bitte schnell") == ["Das habe ich leider nicht verstanden.", "Meintest du „Bestelle einen Kaffee mit Barista“?"])
        try session.apply(.locale("tr"))
        #expect(session.state.isIdle)
        #expect(session.respond(to: "hmm") == ["Anladığımdan emin değilim."])
    }

    /// A German separable verb's particle ends the sentence: "Schalte … aus" is the opposite
    /// of the phrase's "Schalte … ein", never run and never offered.
    @Test func aGermanSeparableVerbSaidTheOtherWay() throws {
        let app = try TestCatalog.app("""
            app: Lumo
            intents:
              LightOn:
                title: {en: Reminders On, de: Erinnerungen an}
                result:
                - dialog: {en: On., de: Die Erinnerungen sind an.}
            shortcuts:
            - intent: LightOn
              phrases:
                en: ['Turn on reminders in \\(.applicationName)']
                de: ['Schalte die Erinnerungen in \\(.applicationName) ein']
            """)
        let session = Self.session("de", app: app)
        #expect(session.respond(to: "Schalte die Erinnerungen in Lumo ein") == ["Die Erinnerungen sind an."])
        #expect(session.respond(to: "Schalte die Erinnerungen in Lumo aus") == ["Das habe ich leider nicht verstanden."])
    }

    /// "No, cancel" cancels, as "cancel" does; a Turkish "İptal" with its capital İ is
    /// "iptal"; a Turkish title is lowered by Turkish rules inside Siri's question.
    @Test func aCancelAfterANoAndATurkishCapital() throws {
        let english = try Self.session("en")
        _ = english.respond(to: "Order a Coffee with Barista")
        #expect(english.respond(to: "no, cancel") == ["Okay, cancelled."])
        let turkish = try Self.session("tr")
        _ = turkish.respond(to: "Barista ile bir kahve sipariş et")
        #expect(turkish.respond(to: "İptal") == ["Tamam, iptal edildi."])
        #expect(SystemStrings.forLocale("tr").choicePrompt("İlaç") == "Hangi ilaç?")
    }

    /// A Japanese yes or no with more after it: the lead is its characters in a row.
    @Test(arguments: [("はい、それで進めてください", ["注文しました。"]), ("いいえ、けっこうです", ["キャンセルしました。"])])
    func aJapaneseYesOrNoWithMoreAfterIt(_ answer: String, _ lines: [String]) throws {
        let session = try Self.session("ja")
        _ = session.respond(to: "Baristaでコーヒーを注文")
        _ = session.respond(to: "2杯")
        #expect(session.respond(to: answer) == lines)
    }

    /// Hebrew writes "in Apotti" as one word: a phrase written `ב\(.applicationName)` said as
    /// written is exact, and the name is heard with its preposition in help.
    @Test func aHebrewPrepositionWrittenAgainstTheName() throws {
        let app = try TestCatalog.app("""
            app: {en: Apotti, he: אפוטי}
            intents:
              Refill:
                title: {en: Refill, he: חידוש}
                result:
                - dialog: {en: Done., he: בוצע.}
            shortcuts:
            - intent: Refill
              phrases:
                en: ['Refill with \\(.applicationName)']
                he: ['חדש מרשם ב\\(.applicationName)']
            """)
        let index = PhraseIndex(catalog: Catalog(apps: [app]), locale: "he")
        let result = Matcher(index: index).match("חדש מרשם באפוטי")
        #expect(result.isExact)
        let session = Self.session("he", app: app)
        #expect(session.respond(to: "חדש מרשם באפוטי") == ["בוצע."])
    }

    /// A Danish particle may come after the object, as German's does: "Slå … fra" is the
    /// opposite of the phrase's "Slå … til" (the third held-out test ran it).
    @Test func aDanishParticleAfterTheObject() throws {
        let app = try TestCatalog.app("""
            app: Kinola
            intents:
              AlertsOn:
                title: {en: Alerts On, da: Notifikationer til}
                result:
                - dialog: {en: On., da: Notifikationer er slået til.}
            shortcuts:
            - intent: AlertsOn
              phrases:
                en: ['Turn on alerts in \\(.applicationName)']
                da: ['Slå notifikationer til i \\(.applicationName)']
            """)
        let session = Self.session("da", app: app)
        #expect(session.respond(to: "Slå notifikationer til i Kinola") == ["Notifikationer er slået til."])
        #expect(!session.respond(to: "Slå notifikationer fra i Kinola").contains("Notifikationer er slået til."))
        #expect(session.state.isIdle)
    }

    /// A singular whose plural title only adds letters counts, where the stemmer takes the
    /// two apart: Danish Snowball makes "billet" "bill" and "billetter" "billet".
    @Test func aSingularOfAPluralTitle() throws {
        let app = try TestCatalog.app("""
            app: Kinola
            intents:
              Book:
                title: {en: Book, da: Bestil}
                parameters:
                - {name: tickets, title: {en: Tickets, da: Billetter}, type: Int, min: 1, max: 6,
                   prompt: {en: How many tickets?, da: Hvor mange billetter?}}
                confirm: {en: 'Book \\(tickets)?', da: 'Bestil \\(tickets)?'}
            shortcuts:
            - intent: Book
              phrases:
                en: ['Book tickets with \\(.applicationName)']
                da: ['Bestil billetter med \\(.applicationName)']
            """)
        let session = Self.session("da", app: app)
        #expect(session.respond(to: "Bestil billetter med Kinola") == ["Hvor mange billetter?"])
        #expect(session.respond(to: "en billet tak") == ["Bestil 1?"])
    }

    /// Cantonese "唔該" (please) at the start is politeness, though its 唔 alone is "not";
    /// Korean "빼 줘" (take out) is the opposite of "추가해" (add), as 삭제해 is.
    @Test func aPoliteStartInCantoneseAndARemoveInKorean() {
        #expect(Normalizer.forLocale("zh-HK").tokens("唔該用Barista叫一杯咖啡") == Normalizer.forLocale("zh-HK").tokens("用Barista叫一杯咖啡"))
        #expect(MatchWords.forLocale("ko").meaningChange(utterance: ["식물", "빼"], phrase: ["식물", "추가해"]) != nil)
    }

    /// A phrase that itself holds a negation word ("Do Not Disturb", "Ne pas déranger"):
    /// the word said once more is a negation of the request, and it never runs.
    @Test(arguments: [
        ("en", "Don't turn on Do Not Disturb in Lodge"), ("en", "Please do not turn on Do Not Disturb in Lodge"),
        ("fr", "N'active pas Ne pas déranger dans Lodge"), ("fr", "Active pas Ne pas déranger dans Lodge"),
        ("de", "Aktiviere nicht Bitte nicht stören in Lodge"), ("de", "Aktiviere Bitte nicht stören in Lodge nicht"),
        ("es", "No actives No molestar en Lodge"), ("pt-BR", "Não ative Não perturbe no Lodge"),
    ])
    func aNegationSaidAgainstAPhraseThatHasOneNeverRuns(_ locale: String, _ said: String) throws {
        let app = try TestCatalog.app("""
            app: Lodge
            state: {flags: {quiet: false}}
            intents:
              QuietOn: {result: {dialog: Quiet., set: {quiet: true}}}
            shortcuts:
              - intent: QuietOn
                title: {en: Do Not Disturb On, fr: Ne pas déranger activé, de: Bitte nicht stören an, es: No molestar activado, pt-BR: Não perturbe ativado}
                phrases:
                  en: ['Turn on Do Not Disturb in \\(.applicationName)']
                  fr: ['Active Ne pas déranger dans \\(.applicationName)']
                  de: ['Aktiviere Bitte nicht stören in \\(.applicationName)']
                  es: ['Activa No molestar en \\(.applicationName)']
                  pt-BR: ['Ative Não perturbe no \\(.applicationName)']
            """)
        let session = Self.session(locale, app: app)
        #expect(!session.respond(to: said).contains("Quiet."), "\(locale): \(said)")
        let phrase = try #require(app.shortcuts[0].phrases.resolved(for: locale).first).text.replacingOccurrences(of: "\\(.applicationName)", with: "Lodge")
        #expect(Self.session(locale, app: app).respond(to: phrase) == ["Quiet."], "\(locale): \(phrase)")
    }

    /// Chinese asks for an app's help with a verb after its name, and "use" or "in" before it.
    @Test(arguments: [("zh-Hans", "我可以用Barista做什么？"), ("zh-Hans", "用Barista可以做什么"), ("zh-Hant", "我可以用Barista做什麼"), ("zh-HK", "用Barista可以做啲咩")])
    func aChineseHelpQuestionAroundTheName(_ locale: String, _ said: String) throws {
        let heading = SystemStrings.forLocale(locale).helpHeading("Barista")
        #expect(try Self.session(locale).respond(to: said).first == heading, "\(locale): \(said)")
    }

    /// A Japanese request in the verb's て form, with or without ください, runs a phrase in
    /// its plain form, and back; its negation never does.
    @Test func aJapaneseRequestInAnotherFormOfTheVerb() throws {
        let app = try TestCatalog.app("""
            app: Lodge
            intents:
              Towels: {result: {dialog: タオルをお届けします。}}
              Lights: {result: {dialog: 照明をつけました。}}
            shortcuts:
              - {intent: Towels, phrases: {ja: ['\\(.applicationName)でタオルを頼む']}}
              - {intent: Lights, phrases: {ja: ['\\(.applicationName)で照明をオンにして']}}
            """)
        for said in ["Lodgeでタオルを頼んで", "Lodgeでタオルを頼んでください"] {
            #expect(Self.session("ja", app: app).respond(to: said) == ["タオルをお届けします。"], "\(said)")
        }
        #expect(Self.session("ja", app: app).respond(to: "Lodgeで照明をオンにする") == ["照明をつけました。"])
        #expect(!Self.session("ja", app: app).respond(to: "Lodgeでタオルを頼まないで").contains("タオルをお届けします。"))
        #expect(!Self.session("ja", app: app).respond(to: "Lodgeで照明をオフにする").contains("照明をつけました。"))
    }

    /// A form of the phrase's verb that tells of the action, asks whether it was done or says
    /// not to do it, and the opposite verbs natives use: never run, never offered.
    @Test(arguments: [
        ("ru", "Ты открыл машину в Lodge?"), ("ru", "Открыта машина в Lodge?"), ("ru", "Я включил подогрев в Lodge"),
        ("ru", "Включен подогрев в Lodge?"), ("tr", "Lodge ile arabamı açma"), ("tr", "Lodge ile arabamı açmayın"),
        ("tr", "Lodge ile ısıtıcıyı açmadım"), ("tr", "Lodge ile ısıtıcıyı kapatır mısın"), ("tr", "Lodge ile ısıtıcıyı söndür"), ("ko", "Lodge에서 차 잠가 줘"), ("nl", "Zet de verwarming af in Lodge"),
        ("it", "Evita di accendere il riscaldamento con Lodge"), ("en", "Did I unlock my car with Lodge"),
        ("en", "Have you turned on the heater in Lodge"), ("ar", "هل شغلت التدفئة في Lodge"), ("ar", "شغلنا التدفئة في Lodge"),
        ("sv", "Jag låste upp bilen i Lodge"), ("he", "פתחת את הרכב בLodge?"), ("zh-Hant", "用Lodge解鎖汽車了"),
        ("sv", "Har du låst upp bilen i Lodge?"), ("da", "Har du låst bilen op i Lodge?"), ("nb", "Har du låst opp bilen i Lodge?"),
        ("de", "Hast du die Heizung in Lodge eingeschaltet?"), ("nl", "Heb je de verwarming aangezet in Lodge?"),
        ("fi", "Avasin auton lukituksen sovelluksella Lodge"), ("fi", "Avasitko auton sovelluksella Lodge?"),
        ("es", "Activé la calefacción en Lodge"), ("es", "¿Activaste la calefacción en Lodge?"), ("es", "He activado la calefacción en Lodge"),
        ("pt-BR", "Eu ativei o aquecedor no Lodge"), ("pt-BR", "Você ativou o aquecedor no Lodge?"), ("pt-BR", "Ativado o aquecedor no Lodge"),
        ("fr", "Activé le chauffage dans Lodge"), ("fr", "Tu as activé le chauffage dans Lodge ?"), ("it", "Hai sbloccato la mia auto con Lodge?"),
        ("de", "Schaltete die Heizung in Lodge ein"), ("tr", "Lodge ile ısıtıcıyı açtım"), ("tr", "Lodge ile ısıtıcıyı açtın mı?"),
        ("ms", "Saya sudah hidupkan pemanas dengan Lodge"), ("ja", "Lodgeで暖房をつけましたか"), ("ja", "Lodgeで暖房をつけた"), ("ko", "Lodge에서 차 열었어?"), ("ko", "Lodge에서 차 열어 놨어"),
        ("ko", "Lodge에서 차 열기 싫어"), ("th", "ห้ามเปิดเครื่องทำความร้อนใน Lodge"), ("th", "เปิดเครื่องทำความร้อนใน Lodge ยังไง"),
        ("es", "¿Apagaste la calefacción en Lodge?"), ("es", "Activando la calefacción en Lodge"), ("zh-HK", "我用Lodge開咗暖氣喇"),
        ("zh-HK", "不要用Lodge開暖氣"), ("ms", "Awak dah hidupkan pemanas dengan Lodge ke?"),
        ("it", "Sbloccò la mia auto con Lodge"), ("it", "Sblocco la mia auto con Lodge"), ("es", "Activo la calefacción en Lodge"),
        ("nl", "Ik zette de verwarming aan in Lodge"), ("sv", "Låste du upp bilen i Lodge?"), ("sv", "Jag har låst upp bilen i Lodge"),
        ("de", "Die Heizung ist in Lodge aktiviert"), ("zh-Hans", "用Lodge解锁汽车没有"), ("ja", "Lodgeで暖房をつけてある"),
        ("pt-BR", "Nem ative o aquecedor no Lodge"), ("tr", "Lodge ile arabamı açarım"), ("tr", "Lodge ile ısıtıcıyı açar"),
        ("it", "Accesi il riscaldamento con Lodge"), ("sv", "Jag låser upp bilen i Lodge"), ("da", "Hvis jeg låser bilen op i Lodge"),
        ("fr", "Je active le chauffage dans Lodge"), ("fr", "Il activera le chauffage dans Lodge"), ("nl", "Hij zet de verwarming aan in Lodge"),
        ("en", "I unlock my car with Lodge"), ("en", "If you turn on the heater in Lodge"), ("sv", "Lås bilen i Lodge"),
        ("fr", "Je vais activer le chauffage dans Lodge"), ("sv", "Jag kommer att låsa upp bilen i Lodge"), ("zh-Hant", "如果用Lodge解鎖汽車"),
        ("ar", "سوف أشغل التدفئة في Lodge"), ("ja", "Lodgeで車のロックを解除した"), ("ja", "Lodgeで車のロックを解除したよ"),
    ])
    func aFormThatDoesNotAskNeverRuns(_ locale: String, _ said: String) throws {
        let app = try TestCatalog.app("""
            app: Lodge
            intents:
              Unlock: {result: {dialog: Unlocked.}}
              Heater: {result: {dialog: Warm.}}
            shortcuts:
              - intent: Unlock
                phrases:
                  en: ['Unlock my car with \\(.applicationName)']
                  ru: ['Открой машину в \\(.applicationName)']
                  tr: ['\\(.applicationName) ile arabamı aç']
                  ko: ['\\(.applicationName)에서 차 열어 줘']
                  sv: ['Lås upp bilen i \\(.applicationName)']
                  he: ['פתח את הרכב ב\\(.applicationName)']
                  zh-Hant: ['用\\(.applicationName)解鎖汽車']
                  zh-Hans: ['用\\(.applicationName)解锁汽车']
                  da: ['Lås bilen op i \\(.applicationName)']
                  nb: ['Lås opp bilen i \\(.applicationName)']
                  fi: ['Avaa auton lukitus sovelluksella \\(.applicationName)']
                  it: ['Sblocca la mia auto con \\(.applicationName)']
                  ja: ['\\(.applicationName)で車のロックを解除']
              - intent: Heater
                phrases:
                  en: ['Turn on the heater in \\(.applicationName)']
                  ru: ['Включи подогрев в \\(.applicationName)']
                  tr: ['\\(.applicationName) ile ısıtıcıyı aç']
                  nl: ['Zet de verwarming aan in \\(.applicationName)']
                  it: ['Accendi il riscaldamento con \\(.applicationName)']
                  ar: ['شغل التدفئة في \\(.applicationName)']
                  de: ['Schalte die Heizung in \\(.applicationName) ein', 'Die Heizung in \\(.applicationName) aktivieren']
                  es: ['Activa la calefacción en \\(.applicationName)']
                  pt-BR: ['Ative o aquecedor no \\(.applicationName)']
                  fr: ['Active le chauffage dans \\(.applicationName)']
                  ms: ['Hidupkan pemanas dengan \\(.applicationName)']
                  th: ['เปิดเครื่องทำความร้อนใน \\(.applicationName)']
                  ja: ['\\(.applicationName)で暖房をつけて']
                  zh-HK: ['用\\(.applicationName)開暖氣']
            """)
        let result = Matcher(index: PhraseIndex(catalog: Catalog(apps: [app]), locale: locale)).match(said)
        guard case .none(suggestion: nil) = result.outcome else {
            Issue.record("\(locale): \(said) is heard as \(result.outcome)")
            return
        }
    }

    /// Help about an app, asked as natives ask it.
    @Test(arguments: [("ru", "Что можно делать в Barista?"), ("ru", "Что я могу делать с Barista?"), ("it", "Cosa sa fare Barista?"),
                      ("nl", "Wat kan Barista allemaal?"), ("tr", "Barista neler yapabilir?"), ("ar", "ماذا أستطيع أن أفعل مع Barista؟"),
                      ("ko", "Barista 사용법 알려 줘")])
    func aHelpQuestionAsNativesAskIt(_ locale: String, _ said: String) throws {
        let heading = SystemStrings.forLocale(locale).helpHeading("Barista")
        #expect(try Self.session(locale).respond(to: said).first == heading, "\(locale): \(said)")
    }

    /// Words natives use that the phrase does not: Russian lock verbs, Arabic alef written
    /// with or without its hamza, Korean request helpers of every politeness.
    @Test(arguments: [
        ("ru", "Заблокируй машину в Lodge", "Locked."), ("ru", "Отопри машину в Lodge", "Unlocked."),
        ("ar", "أقفل السيارة في Lodge", "Locked."), ("tr", "Lodge ile arabamı kilitler misin", "Locked."), ("tr", "Lodge ile arabamı kilitler misiniz?", "Locked."), ("ko", "Lodge에서 차 잠가 주세요", "Locked."),
        ("ms", "Boleh tak kunci kereta dengan Lodge?", "Locked."),
        // Portuguese "no" is "in the", never English's "no".
        ("pt-BR", "Tranque o carro no Lodge", "Locked."),
        // A Turkish aorist asked as a polite question is a request.
        ("tr", "Lodge ile arabamı kilitler misin?", "Locked."),
        // A Hebrew request said to a woman, or as an infinitive.
        ("he", "פתחי את הרכב בLodge", "Unlocked."), ("he", "לפתוח את הרכב בLodge", "Unlocked."),
    ])
    func aWordNativesUseRunsThePhrase(_ locale: String, _ said: String, _ ran: String) throws {
        let app = try TestCatalog.app("""
            app: Lodge
            intents:
              Lock: {result: {dialog: Locked.}}
              Unlock: {result: {dialog: Unlocked.}}
            shortcuts:
              - {intent: Lock, phrases: {ru: ['Закрой машину в \\(.applicationName)'], ar: ['اقفل السيارة في \\(.applicationName)'], ko: ['\\(.applicationName)에서 차 잠가 줘'], ms: ['Kunci kereta dengan \\(.applicationName)'], pt-BR: ['Tranque o carro com o \\(.applicationName)'], tr: ['\\(.applicationName) ile arabamı kilitle']}}
              - {intent: Unlock, phrases: {ru: ['Открой машину в \\(.applicationName)'], ar: ['افتح قفل السيارة في \\(.applicationName)'], ko: ['\\(.applicationName)에서 차 잠금 해제해 줘'], he: ['פתח את הרכב ב\\(.applicationName)']}}
            """)
        #expect(Self.session(locale, app: app).respond(to: said) == [ran], "\(locale): \(said)")
    }

    /// A kettle app whose one question counts minutes, in the languages below.
    static let kettle = """
        app: {en: Kettle, th: กาต้มน้ำ, ko: 주전자, nb: Kettle, he: קומקום, fi: Kettle, ar: غلاية, da: Kettle, it: Kettle}
        intents:
          Steep:
            parameters:
              - name: minutes
                title: {en: Minutes, th: นาที, ko: 분, nb: Minutter, he: דקות, fi: Minuutit, ar: الدقائق, da: Minutter, it: Ore}
                type: Int
                min: 1
                max: 99
                prompt: {en: How long?, th: กี่นาที, ko: 몇 분?, nb: Hvor lenge?, he: כמה זמן?, fi: Kuinka kauan?, ar: كم من الوقت؟, da: Hvor længe?, it: Quante ore?}
            confirm: {en: '\\(minutes)?', th: 'แช่ \\(minutes) นาทีไหม', ko: '\\(minutes)?', nb: '\\(minutes)?', he: '\\(minutes)?', fi: '\\(minutes)?', ar: '\\(minutes)?', da: '\\(minutes)?', it: '\\(minutes)?'}
            result: {en: 'Steeping \\(minutes).', th: 'แช่ \\(minutes)', ko: '\\(minutes)', nb: '\\(minutes)', he: '\\(minutes)', fi: '\\(minutes)', ar: '\\(minutes)', da: '\\(minutes)', it: '\\(minutes)'}
        shortcuts:
          - intent: Steep
            phrases:
              en: ['Steep tea with \\(.applicationName)']
              th: ['ชงชาด้วย \\(.applicationName)']
              ko: ['\\(.applicationName)에서 차 우려 줘']
              nb: ['Trekk te med \\(.applicationName)']
              he: ['חלוט תה ב\\(.applicationName)']
              fi: ['Hauduta teetä sovelluksella \\(.applicationName)']
              ar: ['انقع الشاي في \\(.applicationName)']
              da: ['Træk te med \\(.applicationName)']
              it: ['Prepara il tè con \\(.applicationName)']
        """

    /// Numbers as natives say them: Thai numbers of two words written as one ("สิบห้า",
    /// CLDR's with a zero-width space between), a Korean ten and unit written together,
    /// Norwegian without CLDR's accent, "just one minute" in Thai, a unit alone as one and a
    /// dual as two where the question counts it, and not where it counts something else;
    /// Italian "un'ora" (an hour, its article elided) and "un paio di ore" (a couple).
    @Test(arguments: [
        ("th", "ชงชาด้วย กาต้มน้ำ", "สิบห้านาที", "แช่ 15 นาทีไหม"), ("th", "ชงชาด้วย กาต้มน้ำ", "เก้าสิบเก้า", "แช่ 99 นาทีไหม"),
        ("th", "ชงชาด้วย กาต้มน้ำ", "ห้านาที", "แช่ 5 นาทีไหม"), ("th", "ชงชาด้วย กาต้มน้ำ", "นาทีเดียว", "แช่ 1 นาทีไหม"),
        ("ko", "주전자에서 차 우려 줘", "스물한 분", "21?"), ("ko", "주전자에서 차 우려 줘", "서른다섯", "35?"),
        ("nb", "Trekk te med Kettle", "tjueen minutter", "21?"),
        ("he", "חלוט תה בקומקום", "דקה", "1?"), ("he", "חלוט תה בקומקום", "דקה אחת", "1?"), ("he", "חלוט תה בקומקום", "שעה", "כמה זמן?"),
        ("fi", "Hauduta teetä sovelluksella Kettle", "minuutti", "1?"), ("fi", "Hauduta teetä sovelluksella Kettle", "tunti", "Kuinka kauan?"),
        ("ar", "انقع الشاي في غلاية", "دقيقتين", "2?"), ("ar", "انقع الشاي في غلاية", "دقيقة واحدة", "1?"),
        ("it", "Prepara il tè con Kettle", "un'ora", "1?"), ("it", "Prepara il tè con Kettle", "un paio di ore", "2?"),
    ])
    func aNumberAsNativesSayIt(_ locale: String, _ request: String, _ answer: String, _ next: String) throws {
        let session = Self.session(locale, app: try TestCatalog.app(Self.kettle))
        #expect(session.respond(to: request).count == 1, "\(locale): the question")
        #expect(session.respond(to: answer).last == next, "\(locale): \(answer)")
    }

    /// A Thai word that is no option is not understood, though its first letters are in
    /// one ("กล้วย", banana, begins with กล of "สเกล"); a Thai yes with more after it; a
    /// Danish "please" before the request, and "tak" alone for yes.
    @Test func aThaiWordIsWholeAndADanishPleaseLeads() throws {
        let app = try TestCatalog.app("""
            app: {en: Drill, th: ดริล, da: Drill}
            types:
              Kind:
                kind: enum
                values:
                  - {id: scales, title: {en: Scales, th: สเกล, da: Skalaer}}
                  - {id: chords, title: {en: Chords, th: คอร์ด, da: Akkorder}}
            intents:
              Practice:
                parameters:
                  - {name: kind, type: Kind, prompt: {en: Which?, th: แบบไหน, da: Hvilken?}}
                confirm: {en: 'Start \\(kind)?', th: 'เริ่ม \\(kind) ไหม', da: 'Start \\(kind)?'}
                result: {en: Started., th: เริ่มแล้ว, da: Startet.}
            shortcuts:
              - {intent: Practice, phrases: {en: ['Practice with \\(.applicationName)'], th: ['เริ่มการฝึกใน \\(.applicationName)'], da: ['Start en øvesession i \\(.applicationName)']}}
            """)
        let thai = Self.session("th", app: app)
        #expect(thai.respond(to: "เริ่มการฝึกใน ดริล") == ["แบบไหน", "1. สเกล", "2. คอร์ด"])
        #expect(thai.respond(to: "กล้วย") == ["ขอโทษค่ะ ฉันไม่เข้าใจ", "แบบไหน", "1. สเกล", "2. คอร์ด"])
        #expect(thai.respond(to: "อันแรก") == ["เริ่ม สเกล ไหม"])
        #expect(thai.respond(to: "ใช่ เริ่มเลย") == ["เริ่มแล้ว"])
        let danish = Self.session("da", app: app)
        #expect(danish.respond(to: "Hej Siri, vær sød at starte en øvesession i Drill") == ["Hvilken?", "1. Skalaer", "2. Akkorder"])
        #expect(danish.respond(to: "nummer to") == ["Start Akkorder?"])
        #expect(danish.respond(to: "tak") == ["Startet."])
    }

    /// Help asked as natives ask it, the name in the middle or with a preposition on it:
    /// Thai "ทำอะไรกับ X ได้บ้าง", Hebrew "…לעשות ב" written against the name.
    @Test(arguments: [("th", "ทำอะไรกับ Barista ได้บ้าง"), ("th", "Barista ทำอะไรได้บ้าง"), ("he", "מה אני יכול לעשות בBarista?"),
                      ("nb", "Hva kan Barista gjøre?"), ("nb", "Hva kan jeg bruke Barista til?"), ("ms", "Barista boleh buat apa?"),
                      ("ms", "Apa saya boleh buat dengan Barista?"), ("zh-HK", "我可以用Barista做咩"), ("zh-HK", "Barista有咩用？"),
                      ("es", "¿Qué puede hacer Barista?"), ("fr", "Qu'est-ce que Barista sait faire ?"), ("fr", "Je peux faire quoi avec Barista ?")])
    func aHelpQuestionAroundTheName(_ locale: String, _ said: String) throws {
        let heading = SystemStrings.forLocale(locale).helpHeading("Barista")
        #expect(try Self.session(locale).respond(to: said).first == heading, "\(locale): \(said)")
    }

    /// An article elided against an option's name, joined to it once the apostrophe is
    /// dropped ("l'orchidée" is "lorchidée"), still names the option; a word that only begins
    /// with the article's letter ("lait") does not.
    @Test func aFrenchChoiceWithItsArticleElided() throws {
        let app = try TestCatalog.app("""
            app: Verdure
            types:
              Plant:
                kind: enum
                values:
                  - {id: orchid, title: {en: Orchid, fr: Orchidée}}
                  - {id: fern, title: {en: Fern, fr: Fougère}}
            intents:
              Water:
                parameters:
                  - {name: plant, type: Plant, prompt: {en: Which plant?, fr: Quelle plante ?}}
                result: {en: 'Watered.', fr: 'Arrosée : \\(plant).'}
            shortcuts:
              - {intent: Water, phrases: {en: ['Water a plant with \\(.applicationName)'], fr: ['Arrose une plante avec \\(.applicationName)']}}
            """)
        let session = Self.session("fr", app: app)
        #expect(session.respond(to: "Arrose une plante avec Verdure") == ["Quelle plante ?", "1. Orchidée", "2. Fougère"])
        #expect(session.respond(to: "lait") == ["Désolé, je n'ai pas bien compris.", "Quelle plante ?", "1. Orchidée", "2. Fougère"])
        #expect(session.respond(to: "l'orchidée") == ["Arrosée : Orchidée."])
    }

    /// A Korean request helper written against its verb ("잠가줘") or apart from it ("잠가
    /// 줘", "잠가 주세요"), or left out ("잠가"): the verb reads the same either way.
    @Test(arguments: ["Lodge에서 차 잠가줘", "Lodge에서 차 잠가 줘", "Lodge에서 차 잠가 주세요", "Lodge에서 차 잠가"])
    func aKoreanRequestHelperJoinedOrApart(_ said: String) throws {
        let app = try TestCatalog.app("""
            app: Lodge
            intents:
              Lock: {result: {dialog: Locked.}}
            shortcuts:
              - {intent: Lock, phrases: {ko: ['\\(.applicationName)에서 차 잠가줘']}}
            """)
        #expect(Self.session("ko", app: app).respond(to: said) == ["Locked."], "\(said)")
    }
}
