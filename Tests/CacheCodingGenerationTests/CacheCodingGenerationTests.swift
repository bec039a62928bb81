import Foundation
import Testing
import CacheCodingGeneration

/// The catalog cache's coding is generated from the model with swift-syntax and committed, so
/// building Parley never builds swift-syntax. Here it is generated again: a model changed
/// without `scripts/generate-cache-coding` fails, as swift-syntax's own generated sources are
/// checked (its `VerifySourceCode`).
@Suite("Cache coding generation")
struct CacheCodingGenerationTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()
    static let generatedName = "CacheCoding.generated.swift"

    @Test func theCommittedCodingIsTheModelsCoding() throws {
        let folder = Self.root.appendingPathComponent("Sources/ParleyCatalog")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") && $0 != Self.generatedName }
        let sources = try names.map { name in
            (path: "Sources/ParleyCatalog/" + name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        let committed = try String(contentsOf: folder.appendingPathComponent(Self.generatedName), encoding: .utf8)
        let generated = try CacheCodingGeneration.generate(sources: sources)
        #expect(generated == committed, "Sources/ParleyCatalog/\(Self.generatedName) is out of date: run scripts/generate-cache-coding")
    }

    @Test func eachStoredPropertyIsCodedInOrder() throws {
        let generated = try CacheCodingGeneration.generate(sources: [("Model.swift", """
            public struct Outer {
                public struct Inner: Hashable, CacheCoded {
                    public var name: String  // cache: shared
                    public var count: Int = 0
                    public var tags: [String]?
                    public var children: [[Int]]
                    public var doubled: Int { count * 2 }
                    public static let none = 0
                    public let kind: Kind

                    func helper() { var local = 1; local += 1 }
                }
            }
            """)])
        #expect(generated.hasSuffix("""

            extension Outer.Inner {
                public func write(to writer: inout BinaryWriter) {
                    writer.write(shared: name)
                    writer.write(count)
                    writer.write(tags) { writer, value in writer.write(value) }
                    writer.write(children) { writer, value in writer.write(value) }
                    writer.write(kind)
                }

                public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
                    self.name = try reader.readSharedString()
                    self.count = try reader.read()
                    self.tags = try reader.readOptional { reader throws(BinaryReader.Malformed) in try reader.readArray() }
                    self.children = try reader.readArray { reader throws(BinaryReader.Malformed) in try reader.readArray() }
                    self.kind = try reader.read()
                }
            }

            """))
    }

    @Test(arguments: [
        ("struct A: CacheCoded {\n    var table: [String: Int]\n}", "Model.swift:2: 'table': [String: Int] has no cache coding"),
        ("struct A: CacheCoded {\n    let fixed: Int = 1\n}", "Model.swift:2: 'fixed' is a constant with a value: the cache cannot read it back"),
        ("struct A: CacheCoded {\n    var guessed = 1\n}", "Model.swift:2: a stored property of a CacheCoded struct needs its type written"),
        ("enum A: CacheCoded {\n    case one\n}", "Model.swift:1: only a struct can be CacheCoded"),
        ("struct A: CacheCoded {\n    var count: Int  // cache: shared\n}", "Model.swift:2: 'count': only a String can be shared"),
        ("struct A: CacheCoded {\n    static var count = 0\n}", "A is CacheCoded but has no stored property"),
    ])
    func whatTheCacheCannotCodeIsAnErrorAtItsLine(source: String, message: String) {
        #expect(throws: CacheCodingGeneration.Failure(description: message)) {
            try CacheCodingGeneration.generate(sources: [("Model.swift", source)])
        }
    }
}
