import Foundation
import Yams
import ParleyText

/// Loads catalog folders (`phrases/*.yaml`, one app per file) into a `Catalog`.
///
/// Every problem of the run is collected — YAML syntax, unknown keys, bad references,
/// phrase rules — and thrown together as one `CatalogError`, each with file, line
/// and column, so a designer fixes them all in one pass.
public struct CatalogLoader: Sendable {
    public init() {}

    /// Loads every `.yaml`/`.yml` file of each folder (files by name); one folder is one device.
    public func load(directories: [String]) throws(CatalogError) -> Catalog {
        var apps: [App] = []
        var diagnostics: [Diagnostic] = []
        for directory in directories {
            let files: [String]
            do {
                files = try catalogFiles(in: directory)
            } catch {
                diagnostics.append(Diagnostic(.error, error.message, at: nil))
                continue
            }
            for file in files {
                let text: String
                do {
                    text = try SourceText.read(file, what: "catalog")
                } catch {
                    diagnostics.append(error.diagnostic(file: file))
                    continue
                }
                let (app, found) = loadApp(yaml: text, file: file)
                diagnostics += found
                if let app { apps.append(app) }
            }
        }
        diagnostics += duplicateAppNames(in: apps)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw CatalogError(errors) }
        return Catalog(apps: apps, warnings: diagnostics.filter { $0.severity == .warning })
    }

    /// Parses and validates one app; returns nil when the file has errors.
    public func loadApp(yaml: String, file: String) -> (App?, [Diagnostic]) {
        let node: Node
        do {
            // Parley reads every scalar as written, so Yams' regex-based tag resolution is skipped.
            guard let composed = try Yams.compose(yaml: yaml, .basic) else {
                return (nil, [Diagnostic(.error, "the file is empty; a catalog starts with 'app: <name>'", at: SourceLocation(file: file, line: 1, column: 1))])
            }
            node = composed
        } catch {
            return (nil, [YAMLSyntaxError.diagnostic(for: error, file: file, source: yaml)])
        }
        let reader = YAMLReader(file: file, text: yaml)
        let app = AppReader(reader: reader).app(node)
        var diagnostics = reader.diagnostics
        if let app {
            diagnostics += AppValidator(app: app).validate()
        }
        return (diagnostics.contains { $0.severity == .error } ? nil : app, diagnostics)
    }

    private struct FolderError: Error {
        var message: String
    }

    private func catalogFiles(in directory: String) throws(FolderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw FolderError(message: "no catalog folder at '\(directory)'")
        }
        guard isDirectory.boolValue else {
            // A single catalog file is accepted too: handy for prototyping one app.
            return [directory]
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw FolderError(message: "cannot list the catalog folder '\(directory)'")
        }
        let files = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        guard !files.isEmpty else {
            throw FolderError(message: "the catalog folder '\(directory)' has no .yaml files")
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return files.map { prefix + $0 }
    }

    private func duplicateAppNames(in apps: [App]) -> [Diagnostic] {
        var seen: [String: App] = [:]
        var diagnostics: [Diagnostic] = []
        for app in apps {
            let key = app.key.lowercased()
            if let first = seen[key] {
                diagnostics.append(Diagnostic(.error, "another catalog already defines an app named '\(app.key)' (\(first.location)); app names must be unique on a device", at: app.location))
            } else {
                seen[key] = app
            }
        }
        return diagnostics
    }
}
