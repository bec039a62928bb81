import DocumentTree
import ParleyText

/// Turns YAML syntax errors into diagnostics a voice designer can act on.
enum YAMLSyntaxError {
    static func diagnostic(for failure: YAMLComposer.Failure, file: String, source: String) -> Diagnostic {
        let positions = YAMLPositions(source)
        func location(_ mark: YAMLNode.Mark) -> SourceLocation {
            let position = positions.editorPosition(yamlLine: mark.line, column: mark.column)
            return SourceLocation(file: file, line: position.line, column: position.column)
        }
        switch failure {
        case .syntax(let problem, let mark):
            let location = location(mark)
            if problem.contains("unknown escape character"), line(location.line, of: source).contains("\\(") {
                return Diagnostic(CatalogProblem.slotInDoubleQuotes, at: location)
            }
            return Diagnostic(CatalogProblem.yamlSyntax(problem), at: location)
        case .duplicateKeys(let duplicates, let mark):
            return Diagnostic(CatalogProblem.duplicateKeys(duplicates), at: location(mark))
        case .unreadable(let problem, let byteOffset, let value):
            // libyaml counts bytes; positions count scalars.
            let scalarOffset = source.utf8.prefix(max(byteOffset, 0)).reduce(0) { count, byte in count + (byte & 0xC0 == 0x80 ? 0 : 1) }
            let position = positions.editorPosition(ofOffset: scalarOffset)
            var described = problem
            if value >= 0, let scalar = Unicode.Scalar(UInt32(value)) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                described += " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))"
            }
            return Diagnostic(CatalogProblem.cannotReadFile(described), at: SourceLocation(file: file, line: position.line, column: position.column))
        case .outOfMemory:
            return Diagnostic(CatalogProblem.cannotReadYAML("out of memory"), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func line(_ number: Int, of source: String) -> Substring {
        let lines = SourceText.lines(source)
        return number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }
}
