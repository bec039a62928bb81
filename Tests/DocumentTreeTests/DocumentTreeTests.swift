import Foundation
import Testing
import ParleyTestSupport
import DocumentTree
@testable import ParleyText

/// The document trees the build embeds for the vocabularies: what the program reads is
/// exactly what the YAML says, and damaged bytes are refused rather than trusted.
@Suite("Document tree")
struct DocumentTreeTests {
    @Test func eachEmbeddedVocabularyIsItsFileAsWritten() throws {
        let folder = TestCatalog.root + "/Sources/ParleyText/Vocabulary/Locales"
        for locale in Vocabulary.locales {
            let yaml = try String(contentsOfFile: "\(folder)/\(locale).yaml", encoding: .utf8)
            let embedded = try #require(EmbeddedVocabularies.files[locale])
            #expect(DocumentNode(bytes: embedded) == (try DocumentNode(yaml: yaml)), "\(locale)")
        }
    }

    @Test func aTreeReadsBackFromItsBytes() throws {
        let tree = try DocumentNode(yaml: """
            a: [one, "two words", 3]
            b: {nested: {deeper: ''}, ünïcödé: 日本語}
            c: &shared yes
            d: *shared
            """)
        #expect(DocumentNode(bytes: tree.bytes) == tree)
        let d = try #require(tree.entries?.last)
        #expect(d.value.text == "yes")
        #expect(d.key.position == DocumentNode.Position(line: 4, column: 1))
    }

    @Test func damagedBytesAreRefused() throws {
        let bytes = try DocumentNode(yaml: "a: [one, two]\nb: three\n").bytes
        for length in 0..<bytes.count {
            #expect(DocumentNode(bytes: Array(bytes[..<length])) == nil, "cut at \(length)")
        }
        #expect(DocumentNode(bytes: bytes + [0]) == nil)
        // A sequence claiming more items than there are bytes, and nesting past any real file.
        #expect(DocumentNode(bytes: [1, 1, 1, 0xFF, 0xFF, 0x7F]) == nil)
        #expect(DocumentNode(bytes: Array(repeating: [1, 1, 1, 1], count: 100).flatMap { $0 }) == nil)
    }
}
