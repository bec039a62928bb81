import Testing
import ParleyText
@testable import ParleyConsole

/// How a diagnostic reads on a terminal: `file:line:col: error: message`, colour only when
/// asked, and a control character from a file shown, never sent.
@Suite("Diagnostic printer")
struct DiagnosticPrinterTests {
    private let diagnostic = Diagnostic(.error, "unknown key 'tittle'", at: SourceLocation(file: "phrases/x.yaml", line: 3, column: 5))

    @Test func withoutColourItIsTheLineCompilersWrite() {
        #expect(DiagnosticPrinter(useColor: false).format(diagnostic).hasPrefix("phrases/x.yaml:3:5: error: unknown key 'tittle'"))
    }

    @Test func withColourTheSeverityIsRedAndTheLocationBold() {
        let text = DiagnosticPrinter(useColor: true).format(diagnostic)
        #expect(text.hasPrefix("\u{1B}[1mphrases/x.yaml:3:5:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m unknown key 'tittle'"))
    }

    @Test func aControlCharacterFromAFileIsShownNotSent() {
        let escape = Diagnostic(.warning, "name '\u{1B}[2J' is odd", at: nil)
        let text = DiagnosticPrinter(useColor: false).format(escape)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}") || text.contains("\\u{1b}"))
    }
}
