import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyDialogue

@Suite("Normalizer")
struct NormalizerTests {
    @Test(arguments: [
        // Case, punctuation and spacing
        ("Start a Walking Session", "start a walking session"),
        ("  start   a walking-session!! ", "start a walking session"),
        ("Start a walking session with Meditation?", "start a walking session with meditation"),
        ("Start a walking session with Meditation ?", "start a walking session with meditation"),
        // A Korean particle written against a name, Latin or Hangul, is a word of its own, on both sides
        ("Barista에서 라떼 주문해 줘", "barista 에서 라떼 주문해 줘"),
        ("카카오톡에서", "카카오톡 에서"),
        ("라떼를 주문해줘", "라떼 를 주문해 줘"),
        // Apostrophes, straight and typographic, are dropped
        ("What’s on the Chef’s menu", "what is on the chefs menu"),
        ("What's on the Chef's menu", "what is on the chefs menu"),
        ("Don't stop", "do not stop"),
        // Wake word and fillers
        ("Hey Siri, start a Meditation", "start a meditation"),
        ("Siri start a meditation", "start a meditation"),
        ("OK Siri, um, please start a meditation", "start a meditation"),
        ("Start a meditation please", "start a meditation"),
        ("start uh a meditation", "start a meditation"),
        ("Tell Siri hello", "tell siri hello"),
        // Number words and digits compare equal
        ("Order twenty-five soups", "order 25 soups"),
        ("Order 25 soups", "order 25 soups"),
        ("order one hundred and five soups", "order 105 soups"),
        ("two thousand twenty six", "2026"),
        ("one two three", "1 2 3"),
        ("the 2nd one", "the second 1"),
        ("2.5 miles", "2.5 miles"),
        ("1,000 steps", "1000 steps"),
        // NFKC: full-width letters and digits
        ("Ｓｔａｒｔ １０ minutes", "start 10 minutes"),
        // Japanese: no spaces, one token per character
        ("メディテーションで瞑想を始める", "メディテーションで瞑想を始める"),
        ("ヘイシリ、メディテーションで瞑想を始める。", "メディテーションで瞑想を始める"),
        ("メディテーション で 瞑想を 始める", "メディテーションで瞑想を始める"),
        ("ＭｅｄｉｔａｔｉｏｎでWalkingを開始", "meditationでwalkingを開始"),
    ])
    func normalizes(_ input: String, _ expected: String) {
        #expect(Normalizer.join(Normalizer.forLocale(localeOf(input)).tokens(input)) == expected)
    }

    /// What every script's everyday writing leaves out or writes otherwise is read alike.
    @Test(arguments: [
        // Arabic's short vowels, shadda and tatweel, Hebrew's points: dropped on both sides
        ("شَغِّل الـمصباح", ["شغل", "المصباح"]),
        ("שָׁלוֹם", ["שלום"]),
        ("أضف", ["اضف"]),
        // A digit of any script is the digit
        ("٣ دراجات", ["3", "دراجات"]),
        ("۱۲", ["12"]),
        ("๒๕", ["25"]),
        ("१०", ["10"]),
        // A Korean counter written against its digits is a word of its own
        ("3대", ["3", "대"]),
        ("2잔만", ["2", "잔만"]),
        // A Turkish capital İ lowers to i, not i and a dot above
        ("İptal", ["iptal"]),
        ("İKİNCİSİ", ["ikincisi"]),
        // Fullwidth punctuation is punctuation, and a fullwidth comma in a number its comma
        ("你好，世界！", ["你", "好", "世", "界"]),
        ("1，000", ["1000"]),
    ])
    func readsEachScriptAsWritten(_ text: String, _ words: [String]) {
        #expect(Normalizer.split(text) == words)
    }

    /// A Spanish pronoun written against its verb is a word of its own, the verb unaccented;
    /// a word that only ends in a pronoun's letters stays whole.
    @Test func aSpanishEncliticIsAWordOfItsOwn() {
        let spanish = Normalizer.forLocale("es")
        #expect(spanish.tokens("Muéstrame las descargas") == ["muestra", "me", "las", "descargas"])
        #expect(spanish.tokens("cómpramelo") == ["compra", "melo"])
        #expect(spanish.tokens("la película y el título") == ["la", "película", "y", "el", "título"])
    }

    @Test func japaneseIsSplitPerCharacter() {
        #expect(Normalizer.forLocale("ja").tokens("瞑想を開始") == ["瞑", "想", "を", "開", "始"])
    }

    /// Thai is split into clusters (`LetterCluster`): a letter with the vowels and tones
    /// written around it, and with a vowel written before it. A word is the same clusters alone as in a sentence,
    /// whatever stands around it, and two tones typed in either order are one spelling.
    @Test func thaiIsSplitPerCluster() {
        let thai = Normalizer.forLocale("th")
        #expect(thai.tokens("เปิดไฟ") == ["เปิ", "ด", "ไฟ"])
        #expect(thai.tokens("สั่งกาแฟผ่าน Barista") == ["สั่ง", "กา", "แฟ", "ผ่า", "น", "barista"])
        #expect(thai.tokens("Baristaสั่งชา3แก้ว") == ["barista", "สั่ง", "ชา", "3", "แก้", "ว"])
        // Mai han-akat (ั) keeps the letter that closes its syllable: "วัน" and "ตัว" whole.
        #expect(thai.tokens("วันนี้ตัวเล็ก") == ["วัน", "นี้", "ตัว", "เล็", "ก"])
        for (word, sentence) in [("ไฟ", "เปิดไฟในครัว"), ("กาแฟ", "สั่งกาแฟเย็น"), ("ลาเต้", "ขอลาเต้ร้อน"), ("น้ำ", "ดื่มน้ำเปล่า")] {
            let words = thai.tokens(word), said = thai.tokens(sentence)
            #expect(said.indices.contains { said[$0...].starts(with: words) }, "\(word) in \(sentence)")
        }
        #expect(thai.tokens("น้ำ") == ["น้ํา"])
        #expect(thai.tokens("ก\u{E48}\u{E38}") == thai.tokens("ก\u{E38}\u{E48}"))
        #expect(Normalizer.join(thai.tokens("สั่ง กาแฟ")) == "สั่งกาแฟ")
    }

    @Test(arguments: [
        (["forty", "five"], 45.0),
        (["a", "dozen"], 12.0),
        (["three", "point", "five"], 3.5),
        (["minus", "two"], -2.0),
        (["7"], 7.0),
        (["one", "hundred"], 100.0),
    ])
    func numberWordValues(_ words: [String], _ expected: Double) {
        #expect(Normalizer.forLocale("en").numbers.value(of: words) == expected)
    }

    /// The byte-wise ASCII splitter gives the words the Unicode one does: an em space (a
    /// space under NFKC) sends the same text down the Unicode path.
    @Test func asciiSplitMatchesUnicodeSplit() {
        let alphabet = Array("abZ09 .,'`-!\t")
        var random = SeededGenerator(state: 13)
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(Normalizer.split(text) == Normalizer.split(text + "\u{2003}"), "\(text.debugDescription)")
        }
    }

    /// The quick split (capitals lowered one by one, the rest kept) gives the words Foundation's NFKC and
    /// lower case give, on every line of every vocabulary, catalog and transcript here, and on
    /// text built to need Foundation: capitals, decomposed accents, compatibility forms, jamo.
    @Test func theQuickFoldIsFoundationsFold() throws {
        var lines: [String] = ["Закажи", "İptal", "Straße", "cafe\u{301}", "ﬁle", "Ｂａｒｉｓｔａ", "\u{1100}\u{1161}", "ㄱ", "Œuvre", "ΣΊΣΥΦΟΣ"]
        for folder in ["Sources/ParleyText/Vocabulary/Locales", "phrases", "transcripts", "eval/catalogs"] {
            let root = TestCatalog.root + "/" + folder
            for file in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".yaml") || file.hasSuffix(".transcript") {
                lines += try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n").map(String.init)
            }
        }
        #expect(lines.count > 3_000)
        // Every scalar of the first two planes alone, and between letters: each
        // capital the quick fold lowers by itself is checked against Foundation's fold.
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            lines += [String(scalar), "a\(scalar)b", "Я\(scalar)", "\(scalar)한"]
        }
        // Every mark after starters NFKC may compose it with (or a capital, a Thai or
        // Arabic letter, a Tamil vowel sign, a fullwidth sign), and marks in both orders
        // of their combining classes: the quick split keeps a mark apart only where
        // Foundation's NFKC keeps it apart too.
        let starters = ["e", "E", "o\u{31B}", "\u{E01}", "\u{627}", "\u{5D0}", "\u{304B}", "<", "\u{FF1C}", "\u{BC6}", "\u{1100}", "\u{AC00}", "\u{415}", "\u{1E00}", " "]
        var marks: [Unicode.Scalar] = []
        for value in UInt32(0x300)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: marks.append(scalar)
            default: break
            }
        }
        for mark in marks { lines += starters.map { "\($0)\(mark)x" } }
        let ordered: [Unicode.Scalar] = ["\u{301}", "\u{323}", "\u{331}", "\u{308}", "\u{651}", "\u{64E}", "\u{E38}", "\u{E48}", "\u{E31}", "\u{5B8}", "\u{5BC}", "\u{3099}", "\u{BBE}"]
        for first in ordered { for second in ordered { lines += starters.map { "\($0)\(first)\(second)" } } }
        for line in lines {
            let foundations = Normalizer.splitWords(line.precomposedStringWithCompatibilityMapping.lowercased(), folding: false)
            // Compared as bytes: String's == holds for canonically equivalent words, and a
            // mark left apart where NFKC composes it would pass it.
            #expect(Normalizer.split(line).map { Array($0.utf8) } == foundations?.map { Array($0.utf8) }, "\(line.debugDescription)")
        }
    }
}
