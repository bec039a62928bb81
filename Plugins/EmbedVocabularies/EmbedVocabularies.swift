import Foundation
import PackagePlugin

/// Embeds the data files of a target into its code, each folder as a table from the file's
/// name to its document tree: every locale vocabulary (`Vocabulary/Locales/<locale>.yaml`)
/// as `EmbeddedVocabularies`, and Siri AI's data (`SiriAI/availability.yaml`,
/// `SiriAI/Domains/<domain>.yaml`) as `EmbeddedSiriAI`. Adding a locale or a schema domain is
/// adding a file: no list to edit, and nothing to find at run time next to the binary.
@main
struct EmbedVocabularies: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "VocabularyEmbedder").url
        let tables = [("EmbeddedVocabularies", ["Vocabulary/Locales"]), ("EmbeddedSiriAI", ["SiriAI", "SiriAI/Domains"])]
        return tables.map { name, folders in
            let inputs = folders.flatMap { folder -> [URL] in
                let url = target.directoryURL.appending(path: folder)
                let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
                return files.filter { $0.pathExtension == "yaml" }
            }.sorted { $0.path < $1.path }
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "Embedding \(inputs.count) files as \(name)",
                executable: tool,
                arguments: [name, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }
}
