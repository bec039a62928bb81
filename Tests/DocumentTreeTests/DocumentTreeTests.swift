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
            let embedded = try #require(Vocabulary.embeddedBytes(locale))
            #expect(YAMLNode(bytes: embedded) == (try YAMLNode.document(yaml)), "\(locale)")
        }
    }

    @Test func aTreeReadsBackFromItsBytes() throws {
        let tree = try YAMLNode.document("""
            a: [one, "two words", 3]
            b: {nested: {deeper: ''}, ünïcödé: 日本語}
            c: &shared yes
            d: *shared
            e: !!str 12
            f: |
              kept
            """)
        #expect(YAMLNode(bytes: tree.bytes) == tree)
        let pairs = try #require(tree.mapping)
        #expect(pairs[3].value.text == "yes")
        #expect(pairs[3].key.mark == YAMLNode.Mark(line: 4, column: 1))
        #expect(pairs[4].value.tag == "tag:yaml.org,2002:str")
        #expect(pairs[5].value.scalar == YAMLNode.Scalar(string: "kept", style: .literal))
    }

    @Test func aTextWithoutADocumentIsAnEmptyMapping() throws {
        #expect(try YAMLNode.document("# only a comment\n").mapping?.isEmpty == true)
        #expect(throws: YAMLComposer.Failure.self) { try YAMLNode.document("a: [unclosed\n") }
    }

    @Test func damagedBytesAreRefused() throws {
        let bytes = try YAMLNode.document("a: [one, two]\nb: three\n").bytes
        for length in 0..<bytes.count {
            #expect(YAMLNode(bytes: Array(bytes[..<length])) == nil, "cut at \(length)")
        }
        #expect(YAMLNode(bytes: bytes + [0]) == nil)
        // A sequence claiming more items than there are bytes, and nesting past any real file.
        #expect(YAMLNode(bytes: [1, 1, 1, 0, 0xFF, 0xFF, 0x7F]) == nil)
        #expect(YAMLNode(bytes: Array(repeating: [1, 1, 1, 0, 1], count: 100).flatMap { $0 }) == nil)
    }
}
