import ParleyCoverage
import ParleyTranscript

extension Coverage {
    /// What every transcript reached, in the catalogs each ran on (the runner must record
    /// dialogue events).
    public static func reached(by results: [TranscriptResult]) -> Coverage {
        var coverage = Coverage()
        var included: [[String]: Coverage.CatalogID] = [:]
        for result in results {
            guard let catalog = result.catalog else { continue }
            let catalogID = included[result.catalogDirectories] ?? coverage.include(catalog)
            included[result.catalogDirectories] = catalogID
            for reached in result.reached {
                coverage.add(reached.events, in: catalogID, from: CoverageOrigin(file: result.file, line: reached.line))
            }
        }
        return coverage
    }
}
