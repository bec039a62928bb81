import Foundation
import PackagePlugin

/// Generates the catalog cache's coding from the catalog model (`CacheCodingGenerator`): a
/// field declared on a `CacheCoded` struct is written and read back with nothing else to edit.
@main
struct GenerateCacheCoding: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "CacheCoding.swift")
        return [
            .buildCommand(
                displayName: "Generating the catalog cache's coding",
                executable: try context.tool(named: "CacheCodingGenerator").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
