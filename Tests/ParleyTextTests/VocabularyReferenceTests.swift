import Foundation
import Testing
import ParleyTestSupport

/// docs/VOCABULARY.md's key table names every key a vocabulary file may have, in the rows of
/// its section: a key added to `VocabularyFile` or `DialogueVocabularyFile` without a word in
/// the reference fails here. The keys are read from those two declarations as written (the
/// reader, `YAMLNodeDecoder`, takes them from the same properties), so they are stated once.
@Suite("Vocabulary reference")
struct VocabularyReferenceTests {
    /// A key of a section, as the declaration has it.
    struct Key: CustomStringConvertible, Sendable {
        var section: String
        var name: String
        var description: String { "\(section).\(name)" }
    }

    static let declarations = ["Sources/ParleyText/Vocabulary/VocabularyFile.swift", "Sources/ParleyDialogue/DialogueVocabularyFile.swift"]

    /// Every `section.key` of the two files: a section is a top-level property, its keys the
    /// properties of its type.
    static func declaredKeys() throws -> [Key] {
        var keys: [Key] = []
        for path in declarations {
            let source = try String(contentsOfFile: TestCatalog.root + "/" + path, encoding: .utf8)
            var propertiesByType: [String: [String]] = [:]
            var sections: [(name: String, type: String)] = []
            var currentType: String?
            for line in source.split(separator: "\n").map(String.init) {
                if line.hasPrefix("    struct "), let name = line.dropFirst(11).split(separator: ":").first {
                    currentType = String(name)
                } else if line.hasPrefix("        var "), let currentType {
                    propertiesByType[currentType, default: []].append(property(in: line))
                } else if line.hasPrefix("    var ") {
                    let type = line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "") } ?? ""
                    sections.append((property(in: line), type))
                }
            }
            for section in sections {
                for name in propertiesByType[section.type] ?? [] {
                    // A nested style (`system.list`) is documented by its own name.
                    keys.append(Key(section: section.name, name: name))
                }
            }
        }
        return keys
    }

    private static func property(in line: String) -> String {
        let declaration = line.trimmingCharacters(in: .whitespaces).dropFirst(4)
        return String(declaration.prefix { $0 != ":" }).replacingOccurrences(of: "`", with: "")
    }

    /// The key table's rows by section: a row whose first cell is empty belongs to the
    /// section of the row above.
    static func documentedRows() throws -> [String: String] {
        let markdown = try String(contentsOfFile: TestCatalog.root + "/docs/VOCABULARY.md", encoding: .utf8)
        var rows: [String: String] = [:]
        var section: String?
        for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2 else { continue }
            if cells[1].hasPrefix("`") { section = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            if let section { rows[section, default: ""] += line + "\n" }
        }
        return rows
    }

    @Test func theDeclarationsAreRead() throws {
        let keys = try Self.declaredKeys()
        #expect(keys.count > 100)
        #expect(keys.contains { $0.section == "normalizing" && $0.name == "wakeWords" })
        #expect(keys.contains { $0.section == "system" && $0.name == "lowercasesTitles" })
    }

    @Test func everyKeyIsInItsSectionsRows() throws {
        let rows = try Self.documentedRows()
        for key in try Self.declaredKeys() {
            #expect(rows[key.section]?.contains("`\(key.name)`") == true,
                    "docs/VOCABULARY.md does not document `\(key.name)` in the rows of `\(key.section)`")
        }
    }
}
