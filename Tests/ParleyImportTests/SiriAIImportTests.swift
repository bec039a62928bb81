import Foundation
import Testing
import ParleyTestSupport
@testable import ParleyImport

/// SPEC §10's Swift spellings, imported from small projects written on the fly: tools and
/// schema intents without any App Shortcut, descriptions in each form, entity marks, and the
/// warnings for a schema Parley does not know.
@Suite("Importing Siri AI's doors")
struct SiriAIImportTests {
    private func importing(_ files: [String: String]) throws -> ProjectImporter.Result {
        let root = try TestFolder.make("siri-ai")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return ProjectImporter().importProject(at: root.path, name: "Errands")
    }

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
