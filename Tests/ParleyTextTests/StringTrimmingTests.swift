import Testing
@testable import ParleyText

@Suite("Trimming")
struct StringTrimmingTests {
    /// What `trimmed` promises: the Characters at either end that are whitespace, gone.
    private func trimmedByCharacters(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }

    /// Its quick answer for a text that ends in a scalar outside ASCII is the Characters'
    /// answer: for every scalar of the first two planes at either end, after a space and
    /// before one, and for the scalars that join a space's Character (marks, joiners,
    /// emoji modifiers, Thai's am).
    @Test func trimsAsCharactersDo() {
        var texts = ["  hello ", "\u{3000}注文\u{3000}", "注文", " \u{301}", "a \u{301}", "a \u{E33}", "a \u{200D}", "a \u{1F3FB}",
                     "\u{A0}x\u{2029}", "x\u{FE0F}", " \u{FF9E}", "\u{85}", ""]
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += ["x\(scalar)", "\(scalar)x", " \(scalar)", "\(scalar) ", "x \(scalar)"]
        }
        for text in texts {
            #expect(text.trimmed.unicodeScalars.elementsEqual(trimmedByCharacters(text).unicodeScalars), "\(text.debugDescription)")
        }
    }
}
