import Foundation
import PackagePlugin

/// Embeds every locale vocabulary file of a target (`Vocabulary/Locales/<locale>.yaml`) into its
/// code, as a table from locale code to the file's bytes. Adding a locale is adding a
/// file: no list to edit, and nothing to find at run time next to the binary.
@main
struct EmbedVocabularies: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "Vocabulary/Locales")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let inputs = files.filter { $0.pathExtension == "yaml" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedVocabularies.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) locale vocabularies",
                executable: try context.tool(named: "VocabularyEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
