import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyText
@testable import ParleyCatalog

/// docs/CATALOG.md documents every key the catalog reader accepts: a key added to
/// `CatalogSchema` without a word in the reference fails here, in the section of its part.
@Suite("Catalog reference")
struct CatalogReferenceTests {
    /// One accepted key of one part of a catalog file.
    struct DocumentedKey: CustomStringConvertible, Sendable {
        var part: String
        var key: String
        var description: String { "\(part): \(key)" }
    }

    static let keys: [DocumentedKey] = CatalogSchema.all.flatMap { entry in
        entry.keys.map { DocumentedKey(part: entry.part, key: $0) }
    }

    static let parts: [String] = CatalogSchema.all.map { $0.part }

    static let referencePath = TestCatalog.root + "/docs/CATALOG.md"

    /// The reference's `## ` sections, by heading, each with its text up to the next one.
    /// Lines inside fenced code blocks are never headings (YAML comments start with `#`).
    static func sections() throws -> [String: String] {
        let markdown = try String(contentsOfFile: referencePath, encoding: .utf8)
        var sections: [String: String] = [:]
        var heading: String?
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("## ") {
                let title = line.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines)
                heading = title
                sections[title] = ""
                continue
            }
            if let heading { sections[heading, default: ""] += String(line) + "\n" }
        }
        return sections
    }

    @Test(arguments: parts)
    func everyPartHasASection(_ part: String) throws {
        let sections = try Self.sections()
        #expect(sections[part] != nil, "docs/CATALOG.md has no '## \(part)' section for the \(part) part of a catalog file")
    }

    @Test(arguments: keys)
    func everyKeyIsDocumentedInItsPart(_ documented: DocumentedKey) throws {
        let sections = try Self.sections()
        let section = try #require(
            sections[documented.part],
            "docs/CATALOG.md has no '## \(documented.part)' section, so the key `\(documented.key)` of the \(documented.part) part is not documented")
        #expect(
            section.contains("`\(documented.key)`"),
            "docs/CATALOG.md does not document the key `\(documented.key)` of the \(documented.part) part: write it as code in its '## \(documented.part)' section")
    }
}
