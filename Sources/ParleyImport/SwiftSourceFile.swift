import Foundation
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

    /// Why a file was not parsed.
    enum Skipped: Error, Hashable {
        case nestedTooDeeply(SwiftNesting)
        case tookTooLong(seconds: Int)
    }

    /// Longest a file may take to parse before it is given up on: a hand-written file takes
    /// milliseconds.
    static let parseBudgetSeconds = 10

    /// Parses `text` when its nesting is within bounds, on a thread of its own that is left
    /// behind when it overruns the budget: swift-syntax cannot be stopped, and the program ends
    /// when the import does.
    static func parse(path: String, text: String) -> Result<SwiftSourceFile, Skipped> {
        let nesting = SwiftNesting(source: text)
        guard nesting.isWithinLimits else { return .failure(.nestedTooDeeply(nesting)) }
        let parsed = ParseResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            parsed.file = SwiftSourceFile(path: path, text: text)
            done.signal()
        }
        // The parser recurses once per nesting level; a main thread's stack, not a worker's.
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + .seconds(parseBudgetSeconds)) == .success, let file = parsed.file else {
            return .failure(.tookTooLong(seconds: parseBudgetSeconds))
        }
        return .success(file)
    }

    /// Hands the parsed file from its thread back; read only after the thread signals.
    private final class ParseResult: @unchecked Sendable {
        var file: SwiftSourceFile?
    }

    /// Where a node starts, past its leading comments and blank lines.
    func location(of node: some SyntaxProtocol) -> ProjectLocation {
        let position = node.startLocation(converter: converter)
        return ProjectLocation(file: path, line: position.line, column: position.column)
    }
}
