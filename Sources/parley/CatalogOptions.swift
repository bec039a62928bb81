import Foundation
import ArgumentParser
import ParleyText
import ParleyCatalog
import ParleyMatching
import ParleyConsole

/// The options every command shares: which catalogs to load and in which locale.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("phrases"), help: ArgumentHelp("A catalog folder (repeatable).", valueName: "dir"))
    var directories: [String] = []

    @Option(help: ArgumentHelp("The session locale, such as en or ja.", valueName: "code"))
    var locale: String = "en"

    /// A locale Parley has no vocabulary for still runs: its phrases are matched word for
    /// word, and Siri's own lines are English's. Said once, on standard error. What is not a
    /// locale code at all is an error that names the codes there are.
    func validate() throws {
        guard LocaleCode.isValid(locale) else {
            throw ValidationError("'\(locale)' is not a locale code such as en, ja or en-GB. Vocabularies: \(Vocabulary.locales.joined(separator: ", "))")
        }
        if let note = Vocabulary.missingNote(for: locale) { Terminal.writeError("note: \(note)\n") }
    }

    var catalogDirectories: [String] {
        directories.isEmpty ? ["phrases"] : directories
    }

    /// The compiled-catalog cache of the command line (docs/COMMANDS.md), or nil when off.
    static let cache = CatalogCache.forThisProgram()

    /// The command line's loader: with the compiled-catalog cache.
    static var loader: CatalogLoader { CatalogLoader(cache: cache) }

    /// A loaded catalog's phrase indexes, read from the compiled-catalog cache when an
    /// earlier run compiled them from the same files.
    static func indexes(for catalog: Catalog) -> PhraseIndexCache {
        PhraseIndexCache(catalog: catalog, cache: cache)
    }

    /// Loads the catalogs, printing every error (and warnings) to stderr; exits 2 on errors.
    func loadCatalog(showWarnings: Bool = false) throws -> Catalog {
        // No --phrases, and no phrases/ here: say how to name one (a newcomer ran `parley`
        // in a folder of their own and got only "no catalog folder").
        if directories.isEmpty, !FileManager.default.fileExists(atPath: "phrases") {
            Terminal.writeError("error: no catalog folder at 'phrases' (give one with --phrases DIR)\n")
            throw ExitCode(2)
        }
        do {
            let catalog = try Self.loader.load(directories: catalogDirectories)
            // A warning about the folder rather than a line (a file that was skipped) is
            // always shown: it says what was not read.
            DiagnosticPrinter.standardError.print(catalog.warnings.filter { showWarnings || $0.location == nil })
            return catalog
        } catch {
            DiagnosticPrinter.standardError.print(error.diagnostics)
            throw ExitCode(2)
        }
    }
}
