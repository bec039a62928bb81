import Yams
import ParleyText

/// Turns Yams' syntax errors into diagnostics a voice designer can act on.
enum YAMLSyntaxError {
    static func diagnostic(for error: any Error, file: String, source: String) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return Diagnostic(CatalogProblem.cannotReadYAML("\(error)"), at: SourceLocation(file: file, line: 1, column: 1))
        }
        let positions = YAMLPositions(source)
        func location(_ mark: Mark) -> SourceLocation {
            let position = positions.editorPosition(yamlLine: mark.line, column: mark.column)
            return SourceLocation(file: file, line: position.line, column: position.column)
        }
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            let location = location(mark)
            if problem.contains("unknown escape character"), line(location.line, of: source).contains("\\(") {
                return Diagnostic(CatalogProblem.slotInDoubleQuotes, at: location)
            }
            return Diagnostic(CatalogProblem.yamlSyntax(problem), at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(CatalogProblem.duplicateKeys(duplicates), at: location(context.mark))
        case .reader(let problem, _, _, _):
            return Diagnostic(CatalogProblem.cannotReadFile(problem), at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return Diagnostic(CatalogProblem.cannotReadYAML("\(yamlError)"), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func line(_ number: Int, of source: String) -> Substring {
        let lines = SourceText.lines(source)
        return number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }
}
