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
            status = max(status, write(result, project: project))
        }
        return status
    }

    /// Writes the catalog (unless a person edited it) and a new overlay, then loads them back:
    /// what the importer writes must load.
    private func write(_ result: ProjectImporter.Result, project: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            Terminal.writeError("error: cannot create '\(out)': \(error.localizedDescription)\n")
            return 1
        }
        var status: Int32 = 0
        var written: [String] = []
        for file in result.files {
            let path = (out as NSString).appendingPathComponent(file.name)
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if let existing {
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
        let summary = ["\(project) → \(result.appName)"] + result.summary.map { "  " + $0 } + written.map { "  wrote \($0)" }
        Terminal.writeError(summary.joined(separator: "\n") + "\n")
        // A catalog that does not load is the importer's mistake: say so rather than leave it.
        let paths = result.files.map { (out as NSString).appendingPathComponent($0.name) }
        do {
            _ = try CatalogLoader().load(directories: paths)
        } catch {
            DiagnosticPrinter.standardError.print(error.diagnostics)
            Terminal.writeError("error: the imported catalog does not load (a bug in parley import; please report it with the project's shape)\n")
            status = 1
        }
        return status
    }
}
