import Yams
import ParleyText

/// Turns Yams' syntax errors into diagnostics a voice designer can act on.
enum YAMLSyntaxError {
    static func diagnostic(for error: any Error, file: String, source: String) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return Diagnostic(.error, "cannot read the YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
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
                return Diagnostic(
                    .error,
                    #"'\(' cannot be written inside double quotes in YAML (it is read as an escape); write the phrase in single quotes, like 'Start \(.applicationName)', or without quotes"#,
                    at: location)
            }
            return Diagnostic(.error, "YAML syntax: \(problem)", at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(.error, "the key \(names) appears twice in the same mapping; each key may appear once", at: location(context.mark))
        case .reader(let problem, _, _, _):
            return Diagnostic(.error, "cannot read the file: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return Diagnostic(.error, "cannot read the YAML: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func line(_ number: Int, of source: String) -> Substring {
        let lines = SourceText.lines(source)
        return number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }
}
