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
        var overlays: [AppOverlay] = []
        var diagnostics: [Diagnostic] = []
        var paths: [String] = []
        for directory in directories {
            do {
                paths += try catalogFiles(in: directory)
            } catch {
                diagnostics.append(Diagnostic(.error, error.message, at: nil))
            }
        }
        // Files are read and parsed on every core (each alone), then taken in order.
        let files = paths
        let readings = InOrder.map(files.count) { index -> (CatalogFile?, [Diagnostic]) in
            let file = files[index]
            do throws(SourceText.ReadError) {
                return readFile(yaml: try SourceText.read(file, what: "catalog"), file: file)
            } catch {
                return (nil, [error.diagnostic(file: file)])
            }
        }
        for (read, found) in readings {
            diagnostics += found
            switch read {
            case .app(let app): apps.append(app)
            case .overlay(let overlay): overlays.append(overlay)
            case nil: break
            }
        }
        diagnostics += duplicateAppNames(in: apps)
        // Overlays first, then the checks, so an overlay's dialogs are checked like the app's own.
        for overlay in overlays {
            guard let index = apps.firstIndex(where: { $0.name.allValues.contains { $0.lowercased() == overlay.target.lowercased() } }) else {
                diagnostics.append(Diagnostic(CatalogProblem.extendsUnknownApp(overlay.target, apps: apps.map(\.key)), at: overlay.location))
                continue
            }
            let (app, problems) = overlay.applied(to: apps[index])
            apps[index] = app
            diagnostics += problems
        }
        let appsToCheck = apps
        diagnostics += InOrder.map(appsToCheck.count) { AppValidator(app: appsToCheck[$0]).validate() }.flatMap { $0 }
        apps = apps.filter { app in !diagnostics.contains { $0.severity == .error && $0.location?.file == app.file } }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw CatalogError(errors) }
        return Catalog(apps: apps, warnings: diagnostics.filter { $0.severity == .warning })
    }

    /// What one catalog file holds: an app, or an overlay for an app of another file.
    public enum CatalogFile: Sendable {
        case app(App)
        case overlay(AppOverlay)
    }

    /// Parses and validates one app; returns nil when the file has errors.
    public func loadApp(yaml: String, file: String) -> (App?, [Diagnostic]) {
        let (read, diagnostics) = readFile(yaml: yaml, file: file)
        guard case .app(let app) = read else {
            if case .overlay = read {
                return (nil, diagnostics + [Diagnostic(CatalogProblem.overlayLoadedAlone, at: SourceLocation(file: file, line: 1, column: 1))])
            }
            return (nil, diagnostics)
        }
        let all = diagnostics + AppValidator(app: app).validate()
        return (all.contains { $0.severity == .error } ? nil : app, all)
    }

    /// Parses one catalog file without the checks that need the whole device; the file may
    /// still hold errors (see the diagnostics).
    public func readFile(yaml: String, file: String) -> (CatalogFile?, [Diagnostic]) {
        let node: Node
        do {
            // Parley reads every scalar as written, so Yams' regex-based tag resolution is skipped.
            guard let composed = try Yams.compose(yaml: yaml, .basic) else {
                return (nil, [Diagnostic(CatalogProblem.emptyFile, at: SourceLocation(file: file, line: 1, column: 1))])
            }
            node = composed
        } catch {
            return (nil, [YAMLSyntaxError.diagnostic(for: error, file: file, source: yaml)])
        }
        let reader = YAMLReader(file: file, text: yaml)
        let appReader = AppReader(reader: reader)
        let isOverlay = node.mapping?.keys.contains { $0.string == "extends" } == true && node.mapping?.keys.contains { $0.string == "app" } != true
        let read: CatalogFile? = isOverlay ? appReader.overlay(node).map { .overlay($0) } : appReader.app(node).map { .app($0) }
        // Returned even with errors, so the checks that need the whole app still report theirs.
        return (read, reader.diagnostics)
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
                diagnostics.append(Diagnostic(CatalogProblem.duplicateApp(app.key, firstAt: first.location), at: app.location))
            } else {
                seen[key] = app
            }
        }
        return diagnostics
    }
}
