import DocumentTree
import Foundation
import ParleyText

/// Loads catalog folders (`phrases/*.yaml`, one app per file) into a `Catalog`.
///
/// Every problem of the run is collected — YAML syntax, unknown keys, bad references,
/// phrase rules — and thrown together as one `CatalogError`, each with file, line
/// and column, so a designer fixes them all in one pass.
public struct CatalogLoader: Sendable {
    /// Where each file's loaded app is kept between runs; nil loads everything afresh.
    public var cache: CatalogCache?

    public init(cache: CatalogCache? = nil) {
        self.cache = cache
    }

    /// Loads every `.yaml`/`.yml` file of each folder (files by name); one folder is one device.
    public func load(directories: [String]) throws(CatalogError) -> Catalog {
        var diagnostics: [Diagnostic] = []
        var paths: [String] = []
        for directory in directories {
            do {
                let found = try catalogFiles(in: directory)
                // Reading a named pipe, a device or a socket could wait forever: one found in a
                // folder is skipped; one named itself is refused when it is read.
                paths += found.filter { $0 == directory || SourceText.isRegularFile($0) }
                for path in found where path != directory && !SourceText.isRegularFile(path) {
                    diagnostics.append(Diagnostic(.warning, "'\(path)' is not a regular file (a named pipe, device or socket); skipped", at: nil))
                }
            } catch {
                diagnostics.append(Diagnostic(.error, error.message, at: nil))
            }
        }
        // Files are read and parsed on every core (each alone), then taken in order.
        let files = paths
        let readings = InOrder.map(files.count) { index in reading(files[index]) }
        var apps: [App] = []
        var appReadings: [Reading] = []
        var overlays: [AppOverlay] = []
        for reading in readings {
            diagnostics += reading.diagnostics
            switch reading.file {
            case .app(let app):
                apps.append(app)
                appReadings.append(reading)
            case .overlay(let overlay): overlays.append(overlay)
            case nil: break
            }
        }
        diagnostics += duplicateAppNames(in: apps)
        // Overlays first, then the checks, so an overlay's dialogs are checked like the app's own.
        var overlaid = Set<Int>()
        for overlay in overlays {
            guard let index = apps.firstIndex(where: { $0.name.allValues.contains { $0.lowercased() == overlay.target.lowercased() } }) else {
                diagnostics.append(Diagnostic(CatalogProblem.extendsUnknownApp(overlay.target, apps: apps.map(\.key)), at: overlay.location))
                continue
            }
            let (app, problems) = overlay.applied(to: apps[index])
            apps[index] = app
            overlaid.insert(index)
            diagnostics += problems
        }
        let appsToCheck = apps, readingsOfApps = appReadings, overlaidApps = overlaid
        let validations = InOrder.map(appsToCheck.count) { index in
            overlaidApps.contains(index) ? AppValidator(app: appsToCheck[index]).validate()
                : readingsOfApps[index].validation ?? AppValidator(app: appsToCheck[index]).validate()
        }
        diagnostics += validations.flatMap { $0 }
        let stored = keepFresh(appReadings, validations: validations, overlaid: overlaid)
        apps = apps.filter { app in !diagnostics.contains { $0.severity == .error && $0.location?.file == app.file } }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw CatalogError(errors) }
        return Catalog(apps: apps, warnings: diagnostics.filter { $0.severity == .warning }, origin: origin(of: readings, stored: stored))
    }

    /// Keeps what was loaded afresh for the next run: each app with what reading and checking
    /// it found (its checks only when no overlay changed it). A file with errors is not kept.
    /// Returns the stamps of the entries written, by path.
    private func keepFresh(_ readings: [Reading], validations: [[Diagnostic]], overlaid: Set<Int>) -> [String: String] {
        guard let cache, readings.contains(where: { $0.source != nil }) else { return [:] }
        let stamps = InOrder.map(readings.count) { index -> (String, String)? in
            let reading = readings[index]
            guard let source = reading.source, case .app(let app) = reading.file else { return nil }
            let validation = overlaid.contains(index) ? nil : validations[index]
            guard !(reading.diagnostics + (validation ?? [])).contains(where: { $0.severity == .error }) else { return nil }
            let entry = CatalogCache.Entry(app: app, readDiagnostics: reading.diagnostics, validation: validation)
            return cache.store(entry, for: reading.path, source: source) ? (reading.path, entry.stamp) : nil
        }
        return Dictionary(stamps.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// What pins each file's text, when every file has a pin: the stamp of its cache entry
    /// (read or just written), or an overlay file's own text.
    private func origin(of readings: [Reading], stored: [String: String]) -> CatalogCache.Origin? {
        guard cache != nil else { return nil }
        var pins: [String] = []
        for reading in readings {
            switch reading.file {
            case .app:
                guard let stamp = reading.stamp ?? stored[reading.path] else { return nil }
                pins.append(stamp)
            case .overlay:
                guard let source = reading.source else { return nil }
                pins.append(source)
            case nil:
                return nil
            }
        }
        return CatalogCache.Origin(files: readings.map(\.path), pins: pins)
    }

    /// One file as read: from the cache (with its entry's `stamp`), or parsed afresh (then
    /// `validation` is nil and `source` is what the cache keeps).
    private struct Reading: Sendable {
        var path: String
        var file: CatalogFile?
        var diagnostics: [Diagnostic]
        var source: String?
        var validation: [Diagnostic]?
        var stamp: String?
    }

    private func reading(_ path: String) -> Reading {
        let source: String
        do throws(SourceText.ReadError) {
            source = try SourceText.read(path, what: "catalog")
        } catch {
            return Reading(path: path, diagnostics: [error.diagnostic(file: path)])
        }
        if let entry = cache?.entry(for: path, source: source) {
            return Reading(path: path, file: .app(entry.app), diagnostics: entry.readDiagnostics, validation: entry.validation, stamp: entry.stamp)
        }
        let (file, diagnostics) = readFile(yaml: source, file: path)
        return Reading(path: path, file: file, diagnostics: diagnostics, source: source)
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
        let node: YAMLNode
        do throws(YAMLComposer.Failure) {
            guard let composed = try YAMLComposer.compose(yaml) else {
                return (nil, [Diagnostic(CatalogProblem.emptyFile, at: SourceLocation(file: file, line: 1, column: 1))])
            }
            node = composed
        } catch {
            return (nil, [YAMLSyntaxError.diagnostic(for: error, file: file, source: yaml)])
        }
        let reader = YAMLReader(file: file, text: yaml)
        let appReader = AppReader(reader: reader)
        let isOverlay = node.hasKey("extends") && !node.hasKey("app")
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
