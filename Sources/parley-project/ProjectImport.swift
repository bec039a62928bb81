import Foundation
import ParleyCatalog
import ParleyConsole
import ParleyImport
import ParleyText

/// `parley import`: each project read into a catalog and an overlay, written into `out`.
struct ProjectImport {
    let out: String
    /// The app's name when the project does not give one.
    let name: String?

    /// Imports each project; the exit status (0, 1 when a file could not be written, 2 when a
    /// project has what Xcode rejects or is not a folder).
    func run(projects: [String]) -> Int32 {
        var status: Int32 = 0
        // The project each file name of `out` was written for by this run: two projects that
        // name the same app must not quietly replace each other's catalog.
        var writtenFor: [String: String] = [:]
        for project in projects {
            guard ProjectFolder.isThere(project) else {
                status = max(status, 2)
                continue
            }
            let result = ProjectImporter().importProject(at: project, name: name)
            DiagnosticPrinter.standardError.print(result.diagnostics)
            guard !result.hasErrors else {
                Terminal.writeError("\(project): not imported (see the errors above)\n")
                status = 2
                continue
            }
            if let catalog = result.files.first, let earlier = writtenFor[catalog.name] {
                Terminal.writeError("""
                    error: \(project) and \(earlier) both name their app '\(result.appName)': \(project) was not imported, \
                    so as not to replace \(catalog.name). Import them one at a time into different --out folders, or give --name.

                    """)
                status = 2
                continue
            }
            guard generatedFilesLoad(result, project: project) else {
                status = 2
                continue
            }
            if let catalog = result.files.first { writtenFor[catalog.name] = project }
            status = max(status, write(result, project: project))
        }
        return status
    }

    /// Whether the catalog and overlay the importer made load, checked before either is
    /// written: a file that does not load is the importer's mistake, and is never left in `out`.
    private func generatedFilesLoad(_ result: ProjectImporter.Result, project: String) -> Bool {
        var diagnostics: [Diagnostic] = []
        let loader = CatalogLoader()
        var app: App?
        // The scenarios' transcripts are no catalog files.
        for file in result.files where !file.isReplacedEachTime {
            let path = (out as NSString).appendingPathComponent(file.name)
            if file.isOverlay {
                let (read, problems) = loader.readFile(yaml: file.text, file: path)
                diagnostics += problems
                if case .overlay(let overlay) = read, let base = app { diagnostics += overlay.applied(to: base).1 }
            } else {
                let (loaded, problems) = loader.loadApp(yaml: file.text, file: path)
                app = loaded
                diagnostics += problems
            }
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return true }
        for error in errors {
            Terminal.writeError("error: \(error.location.map { "\($0) (not written)" } ?? "\(project)"): \(error.message)\n")
        }
        Terminal.writeError("error: \(project): the catalog parley import made for it does not load, so nothing was written (a bug in parley import; please report it with the project's shape)\n")
        return false
    }

    /// Writes the catalog (unless a person edited it) and a new overlay (unless one is there).
    private func write(_ result: ProjectImporter.Result, project: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            Terminal.writeError("error: cannot create '\(out)': \(error.localizedDescription)\n")
            return 1
        }
        var status: Int32 = 0
        var written: [String] = []
        // The scenarios' transcripts are rewritten on every import: the ones an earlier import
        // wrote and this one does not are removed.
        let scenarioFolder = (out as NSString).appendingPathComponent(ProjectImporter.scenarioFolder)
        let scenarioNames = Set(result.files.filter(\.isReplacedEachTime).map { ($0.name as NSString).lastPathComponent })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: scenarioFolder)) ?? [] where name.hasSuffix(".transcript") && !scenarioNames.contains(name) {
            let path = (scenarioFolder as NSString).appendingPathComponent(name)
            if let text = FileManager.default.contents(atPath: path), String(decoding: text.prefix(64), as: UTF8.self).hasPrefix("# Imported by `parley import`") {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        if !scenarioNames.isEmpty {
            try? FileManager.default.createDirectory(atPath: scenarioFolder, withIntermediateDirectories: true)
        }
        for file in result.files {
            let path = (out as NSString).appendingPathComponent(file.name)
            // Only files are written in `out`: a link there would carry the write elsewhere.
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                let what = (info.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "not a regular file"
                Terminal.writeError("error: \(path) is \(what); parley import writes only files of its own in --out, so it was left as it is\n")
                status = 1
                continue
            }
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if let existing, !file.isReplacedEachTime {
                if file.isOverlay {
                    written.append("\(path) (kept: it is yours)")
                    continue
                }
                if existing == file.text {
                    written.append("\(path) (unchanged)")
                    continue
                }
                guard GeneratedHeader.isUnedited(existing) else {
                    let why = GeneratedHeader.isGenerated(existing)
                        ? "was edited since parley import wrote it; it was left as it is. Move your changes to the overlay and delete the file to import again"
                        : "was not written by parley import; it was left as it is (give another --out, or move the file)"
                    Terminal.writeError("error: \(path) \(why)\n")
                    status = 1
                    continue
                }
            }
            do {
                try AtomicFile.write(file.text, to: path)
                written.append(path)
            } catch {
                Terminal.writeError("error: \(error.message)\n")
                status = 1
            }
        }
        // Items a person filled in the overlay since it was written are not listed again.
        var gaps = result.gaps
        if let overlay = result.files.first(where: \.isOverlay),
           let kept = FileManager.default.contents(atPath: (out as NSString).appendingPathComponent(overlay.name)).map({ String(decoding: $0, as: UTF8.self) }),
           kept != overlay.text {
            gaps = gaps.filter { $0.isUnfilled(in: kept) }
        }
        var lines = result.summary
        if !gaps.isEmpty {
            lines.append("\(gaps.count) item\(gaps.count == 1 ? "" : "s") only the running app knows, left to fill in:")
            lines += gaps.map { "  " + $0.line }
        } else if !result.gaps.isEmpty {
            lines.append("every item only the running app knows is filled in")
        }
        let summary = ["\(project) → \(result.appName)"] + lines.map { "  " + $0 } + written.map { "  wrote \($0)" }
        Terminal.writeError(summary.map { $0.controlsShown(keepingLineFeeds: true) }.joined(separator: "\n") + "\n")
        return status
    }
}
