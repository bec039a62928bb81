import Foundation
import Testing

/// The docs are a user's whole reference: none cites a file users do not have, and the
/// example package that depends on Parley declares the platforms Parley does.
@Suite("Self-contained docs")
struct SelfContainedDocsTests {
    static let documents = ["README.md", "BENCHMARKS.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: ParleyBinary.root.path + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    @Test(arguments: documents)
    func citesNoContractSection(_ document: String) throws {
        let text = try String(contentsOfFile: ParleyBinary.root.path + "/" + document, encoding: .utf8)
        let cited = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains("SPEC §") }.map { "\(document):\($0.offset + 1)" }
        #expect(cited.isEmpty, "users have no SPEC: \(cited)")
    }

    @Test func theExamplePackageDeclaresParleysPlatforms() throws {
        func platforms(_ manifest: String) throws -> String? {
            let text = try String(contentsOfFile: ParleyBinary.root.path + "/" + manifest, encoding: .utf8)
            return text.split(separator: "\n").first { $0.contains("platforms:") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let parley = try platforms("Package.swift")
        #expect(parley != nil)
        #expect(try platforms("examples/TranscriptsInSwiftTest/Package.swift") == parley)
    }
}
