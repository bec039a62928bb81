import SwiftParser
import SwiftSyntax
import ParleyText

/// One parsed Swift file of the project, with the converter that turns syntax positions
/// into the line and column a developer sees in Xcode.
struct SwiftSourceFile {
    /// Relative to the project folder, as messages and generated comments print it.
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where a node starts, past its leading comments and blank lines.
    func location(of node: some SyntaxProtocol) -> ProjectLocation {
        let position = node.startLocation(converter: converter)
        return ProjectLocation(file: path, line: position.line, column: position.column)
    }
}
