import CacheCodingGeneration
import Foundation

// Writes Sources/ParleyCatalog/CacheCoding.generated.swift from the catalog model
// (`CacheCodingGeneration`). Run by scripts/generate-cache-coding after a change to a
// `CacheCoded` struct; CacheCodingGenerationTests fail until it is.
//
// Usage: generate-cache-coding [PACKAGE_ROOT]

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
let folder = root.appendingPathComponent("Sources/ParleyCatalog")
let output = folder.appendingPathComponent("CacheCoding.generated.swift")
do {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") && $0 != output.lastPathComponent }
    let sources = try names.map { name in
        (path: "Sources/ParleyCatalog/" + name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
    let generated = try CacheCodingGeneration.generate(sources: sources)
    if (try? String(contentsOf: output, encoding: .utf8)) != generated {
        try generated.write(to: output, atomically: true, encoding: .utf8)
        print("wrote \(output.path)")
    } else {
        print("\(output.path) is up to date")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
