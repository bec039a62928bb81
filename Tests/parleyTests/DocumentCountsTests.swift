import Foundation
import Testing
import ParleyTestSupport

/// What the README states about the bundled vocabularies is checked against them: a language
/// file added without a word in the README, or a count left behind, fails here.
@Suite("Counts the documents state")
struct DocumentCountsTests {
    /// Each vocabulary file, by the name the README gives its language.
    static let languages: [String: String] = [
        "en": "English", "ja": "Japanese", "ko": "Korean", "de": "German", "fr": "French", "es": "Spanish",
        "it": "Italian", "pt-BR": "Brazilian Portuguese", "nl": "Dutch", "sv": "Swedish", "da": "Danish",
        "nb": "Norwegian", "fi": "Finnish", "ru": "Russian", "tr": "Turkish", "zh-Hans": "Mandarin",
        "zh-Hant": "Mandarin", "zh-HK": "Cantonese", "th": "Thai", "ar": "Arabic", "he": "Hebrew", "ms": "Malay",
    ]

    @Test func theReadmeNamesEveryLanguageAndCountsThem() throws {
        let folder = TestCatalog.root + "/Sources/ParleyText/Vocabulary/Locales"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(".yaml".count)) }
        #expect(Set(files) == Set(Self.languages.keys), "a vocabulary file without a name here, or a name without a file")
        let readme = try String(contentsOfFile: TestCatalog.root + "/README.md", encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let names = Set(Self.languages.values)
        #expect(readme.contains("is in \(names.count) languages:"), "README states another count than \(names.count)")
        for name in names.sorted() { #expect(readme.contains(name), "README does not name \(name)") }
        #expect(try Self.document("docs/CATALOG.md").contains("the \(names.count) languages README.md names"), "CATALOG.md states another count")
    }

    /// COVERAGE.md's `--coverage-json` example opens as the phone suite's report does.
    @Test func theCoverageJSONExampleIsThePhoneSuites() throws {
        let folder = try TestFolder.make("coverage-json-example")
        let file = folder.appendingPathComponent("coverage.json")
        _ = try ParleyBinary.run(["test", "transcripts/phone", "--coverage-json", file.path])
        let written = try String(contentsOf: file, encoding: .utf8)
        let opening = try #require(written.range(of: ",\"apps\"").map { String(written[..<$0.lowerBound]) })
        #expect(try Self.document("docs/COVERAGE.md").contains(opening), "COVERAGE.md's example does not open with \(opening)")
    }

    static func document(_ path: String) throws -> String {
        try String(contentsOfFile: TestCatalog.root + "/" + path, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
    }

    /// The README quotes the bundled suite's coverage line: it must be the one the suite prints.
    @Test func theReadmeQuotesTheBundledSuitesCoverage() throws {
        let run = try ParleyBinary.run(["test", "transcripts", "--coverage"])
        let line = try #require(run.stdout.split(separator: "\n").last { $0.hasPrefix("Coverage: ") })
        #expect(try Self.document("README.md").contains("`\(line)`"), "README does not quote '\(line)'")
    }

    /// Every rule `parley lint --rules` lists is named in the README (the catalog's rules) or
    /// in IMPORT.md's table (the project's, marked `--project`).
    @Test func theDocsNameEveryLintRule() throws {
        let run = try ParleyBinary.run(["lint", "--rules"])
        let rules = run.stdout.split(separator: "\n").compactMap { line -> (name: String, project: Bool)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line.hasSuffix("(--project)"))
        }
        #expect(rules.count >= 15)
        let readme = try Self.document("README.md"), importing = try Self.document("docs/IMPORT.md")
        for rule in rules {
            if rule.project {
                #expect(importing.contains("| `\(rule.name)` |"), "IMPORT.md's table lacks \(rule.name)")
            } else {
                #expect(readme.contains("**\(rule.name)**"), "README does not name \(rule.name)")
            }
        }
    }

    /// TRANSCRIPTS.md quotes the error an unknown directive gets, which lists every directive,
    /// and counts the Siri AI directives in a table.
    @Test func theTranscriptDocQuotesEveryDirective() throws {
        let folder = try TestFolder.make("unknown-directive")
        let file = folder.appendingPathComponent("unknown.transcript")
        try "@frobnicate\n> hi\n< hi\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try ParleyBinary.run(["test", file.path])
        let message = try #require(run.stderr.split(separator: "\n").first?.components(separatedBy: "error: ").last)
        let doc = try Self.document("docs/TRANSCRIPTS.md")
        #expect(doc.contains("`\(message)`"), "TRANSCRIPTS.md does not quote '\(message)'")
        let siriDirectives = ["@siri", "@region", "@foreground", "@live-activity", "@on-screen", "@default-app"]
        #expect(message.hasSuffix(siriDirectives.joined(separator: ", ")))
        #expect(doc.contains("Six directives set what it hears with"))
        for directive in siriDirectives { #expect(doc.contains("| `\(directive) "), "TRANSCRIPTS.md's table lacks \(directive)") }
    }

    /// COMMANDS.md lists every subcommand `parley --help` lists: in its contents, its
    /// synopsis and a section of its own.
    @Test func theCommandReferenceHasEveryCommand() throws {
        let help = try ParleyBinary.run(["--help"]).stdout
        let listed = help.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            return word.allSatisfy(\.isLowercase) ? word : nil
        } ?? []
        #expect(listed.count >= 10)
        let reference = try String(contentsOfFile: TestCatalog.root + "/docs/COMMANDS.md", encoding: .utf8)
        for command in listed {
            #expect(reference.contains("[`parley \(command)`](#parley-\(command)"), "COMMANDS.md's contents lack \(command)")
            #expect(reference.contains("\nparley \(command) ") || reference.contains("\nparley [\(command)] "), "COMMANDS.md's synopsis lacks \(command)")
            #expect(reference.contains("\n## `parley \(command)"), "COMMANDS.md has no section on \(command)")
        }
    }

    /// Each command's section of COMMANDS.md opens with a synopsis that names every option
    /// `parley COMMAND --help` lists.
    @Test func eachCommandsSynopsisHasEveryOption() throws {
        let reference = try String(contentsOfFile: TestCatalog.root + "/docs/COMMANDS.md", encoding: .utf8)
        var missing: [String] = []
        for command in ["repl", "match", "replay", "test", "graph", "lint", "import", "studio", "eval", "bench"] {
            let help = try ParleyBinary.run([command, "--help"]).stdout
            let options = Set(help.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard line.hasPrefix("  --") else { return nil }
                let option = String(trimmed.prefix { $0 != " " && $0 != "," })
                return ["--help", "--version"].contains(option) ? nil : option
            })
            guard let section = reference.range(of: "\n## `parley \(command)`"),
                  let open = reference[section.upperBound...].range(of: "```\n"),
                  let close = reference[open.upperBound...].range(of: "```")
            else {
                missing.append("\(command): no section with a synopsis")
                continue
            }
            let synopsis = reference[open.upperBound..<close.lowerBound]
            for option in options.sorted() where !synopsis.contains(option) { missing.append("\(command) \(option)") }
        }
        #expect(missing.isEmpty, "COMMANDS.md's synopses lack: \(missing.joined(separator: ", "))")
    }
}
