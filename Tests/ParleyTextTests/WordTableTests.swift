import Testing
import ParleyTestSupport
@testable import ParleyText

@Suite("Word table")
struct WordTableTests {
    @Test func numbersWordsInTheOrderTheyCame() {
        var table = WordTable()
        #expect(table.insert("start") == 0)
        #expect(table.insert("session") == 1)
        #expect(table.insert("start") == 0)
        #expect(table.number(of: "session") == 1)
        #expect(table.number(of: "stop") == nil)
        #expect(table.number(of: "") == nil)
        #expect(table.words == ["start", "session"])
        #expect(WordTable(["a", "b", "a"]).words == ["a", "b"])
    }

    /// It answers as a dictionary would through every growth, for words that share their
    /// first bytes, words longer than a small string, and words outside ASCII.
    @Test func answersAsADictionaryWould() {
        var random = SeededGenerator(state: 7)
        let alphabet = Array("abcé瞑 ")
        var table = WordTable()
        var reference: [String: Int32] = [:]
        for _ in 0..<5_000 {
            let word = String((0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(table.number(of: word) == reference[word], "\(word.debugDescription)")
            let number = table.insert(word)
            if reference[word] == nil { reference[word] = Int32(reference.count) }
            #expect(number == reference[word])
        }
        for (word, number) in reference {
            #expect(table.number(of: word) == number)
        }
    }
}
