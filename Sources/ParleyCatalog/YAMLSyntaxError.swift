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
        case .unreadable(let problem):
            return Diagnostic(CatalogProblem.cannotReadFile(problem), at: SourceLocation(file: file, line: 1, column: 1))
        case .outOfMemory:
            return Diagnostic(CatalogProblem.cannotReadYAML("out of memory"), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func line(_ number: Int, of source: String) -> Substring {
        let lines = SourceText.lines(source)
        return number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }
}
