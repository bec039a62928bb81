import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyImport

/// Writes the files into a new folder and imports it as Errands.
private func importingErrands(_ files: [String: String]) throws -> ProjectImporter.Result {
    let root = try TestFolder.make("siri-ai")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
    return ProjectImporter().importProject(at: root.path, name: "Errands")
}

/// SPEC §10's Swift spellings, imported from small projects written on the fly: tools and
/// schema intents without any App Shortcut, descriptions in each form, entity marks, and the
/// warnings for a schema Parley does not know.
@Suite("Importing Siri AI's doors")
struct SiriAIImportTests {
    private func importing(_ files: [String: String]) throws -> ProjectImporter.Result { try importingErrands(files) }

    private func body(_ result: ProjectImporter.Result) -> String {
        let text = result.files.first { !$0.isOverlay }?.text ?? ""
        // Past the generated header, whose comments name the folder.
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }

    private static let project = """
        import AppIntents

        @AppIntent(schema: .reminders.createReminder)
        struct CreateReminderIntent {
            var title: String
            var list: ListEntity?
            static var description = IntentDescription("Adds an errand to a list.", categoryName: "Lists")
            func perform() async throws -> some IntentResult { .result() }
        }

        @AppIntent(.tool)
        struct ShareListIntent: AppIntent {
            static var title: LocalizedStringResource = "Share List"
            static var description: IntentDescription { "Sends a list to a friend." }
            @Parameter(title: "List", description: "The list to share") var list: ListEntity
            func perform() async throws -> some IntentResult { .result() }
        }

        @AppIntent(.tool, schema: .journal.createEntry)
        struct WriteEntryIntent: AppIntent {
            static let description: IntentDescription = "Writes a journal entry."
            @Parameter(description: "What the entry says") var message: String
            func perform() async throws -> some IntentResult { .result() }
        }

        @AssistantIntent(schema: .system.search)
        struct SearchIntent {
            var criteria: StringSearchCriteria
            func perform() async throws -> some IntentResult { .result() }
        }

        @AppEntity(schema: .reminders.list)
        struct ListEntity: IndexedEntity, OwnershipProvidingEntity {
            static var defaultQuery = ListQuery()
            var id: String
        }
        """

    @Test func toolsAndSchemasImportWithoutAnyShortcut() throws {
        let result = try importing(["Intents.swift": Self.project])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        let text = body(result)
        for line in [
            "    schema: 'reminders.createReminder'",
            "    description: 'Adds an errand to a list.'",
            "    tool: true",
            "    description: 'Sends a list to a friend.'",
            "        description: The list to share",
            "    schema: 'journal.createEntry'",
            "    description: 'Writes a journal entry.'",
            "        description: What the entry says",
            "    schema: 'system.searchInApp'",
            "    schema: 'reminders.list'",
            "        type: String",
            "    indexed: true",
            "    owned: true",
        ] {
            #expect(text.contains(line + "\n") || text.hasSuffix(line), "missing: \(line)\n\(text)")
        }
    }

    @Test func anUnknownSchemaIsAWarningAtItsLineAndTheIntentComesInWithoutIt() throws {
        let result = try importing(["Intents.swift": """
            import AppIntents
            @AppIntent(schema: .reminders.createRemindr)
            struct Remind {
                var title: String
                func perform() async throws -> some IntentResult { .result() }
            }
            @AppIntent(.tool)
            struct Other: AppIntent {
                static var title: LocalizedStringResource = "Other"
                func perform() async throws -> some IntentResult { .result() }
            }
            """])
        let warning = try #require(result.diagnostics.first { $0.message.contains("createRemindr") })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 2)
        #expect(warning.message.contains("did you mean reminders.createReminder"))
        #expect(!body(result).contains("schema:"))
    }
}

/// Xcode's compiled `extract.actionsdata`, in the shape real files have (written here in our
/// own words): it wins over the sources, each difference a warning; a file Parley cannot read
/// is a warning at the file, and the sources still come in.
@Suite("Importing Xcode's compiled metadata")
struct ActionsDataImportTests {
    private func importing(_ files: [String: String]) throws -> ProjectImporter.Result { try importingErrands(files) }

    private static let sources = """
        import AppIntents
        @AppIntent(.tool)
        struct ShareListIntent: AppIntent {
            static var title: LocalizedStringResource = "Share"
            @Parameter(title: "List") var list: String
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    private static let metadata = #"""
        {"version":1,"generator":{"name":"xcode-tools","version":"27A200c"},"actions":{"ShareListIntent":{"identifier":"ShareListIntent","title":{"key":"Share List","alternatives":[]},"descriptionMetadata":{"descriptionText":{"key":"Sends a list to a friend."}},"assistantDefinedSchemas":[],"parameters":[{"name":"list","title":{"key":"List"},"parameterDescription":{"key":"The list to share"},"isOptional":false}]},"FindErrandIntent":{"identifier":"FindErrandIntent","title":{"key":"Find Errand"},"assistantDefinedSchemas":[{"domain":"system","name":"SystemSearchInAppIntent","version":1}],"parameters":[{"name":"criteria","title":{"key":"Criteria"},"isOptional":false}]}},"autoShortcuts":[{"actionIdentifier":"FindErrandIntent","phraseTemplates":[{"key":"Find an errand in ${applicationName}"}]}],"entities":{},"enums":[],"negativePhrases":[]}
        """#

    private func body(_ result: ProjectImporter.Result) -> String {
        (result.files.first { !$0.isOverlay }?.text ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }

    @Test func theCompiledMetadataWinsAndSaysWhereItDiffers() throws {
        let result = try importing(["Sources/Intents.swift": Self.sources, "Build/Errands.app/Metadata.appintents/extract.actionsdata": Self.metadata])
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("the compiled metadata gives ShareListIntent the title 'Share List' where the sources say 'Share'; the compiled one was imported"))
        #expect(messages.contains("the compiled metadata gives ShareListIntent the description 'Sends a list to a friend.' where the sources say 'none'; the compiled one was imported"))
        #expect(messages.contains { $0.hasPrefix("FindErrandIntent is in the compiled metadata but not in the sources read") })
        let text = body(result)
        #expect(text.contains("    title: Share List\n"))
        #expect(text.contains("        description: The list to share\n"))
        #expect(text.contains("    schema: 'system.searchInApp'\n"))
        #expect(text.contains(#"Find an errand in \(.applicationName)"#))
    }

    @Test(arguments: [
        ("not json at all", "Xcode's compiled metadata is not a JSON object; it was not read, and the sources were imported alone"),
        (#"{"version":7,"actions":{}}"#, "Xcode's compiled metadata is of version 7, where Parley reads version 1; it was not read, and the sources were imported alone"),
    ])
    func aFileParleyCannotReadIsAWarningAndTheSourcesComeIn(_ text: String, _ message: String) throws {
        let result = try importing(["Intents.swift": Self.sources, "Metadata.appintents/extract.actionsdata": text])
        let warning = try #require(result.diagnostics.first { $0.message == message })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 1)
        #expect(body(result).contains("    tool: true\n"))
    }
}
