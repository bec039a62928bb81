import SwiftSyntax
import ParleyText

/// The importer's second pass over the Swift sources: from the `AppShortcutsProvider` to the
/// intents it names, their parameters and dialogs, and the enums and entities those use.
/// Split by topic: `+Provider`, `+Intents`, `+Dialogs`, `+Types`.
///
/// It never guesses: what it cannot read statically is reported (a warning, or a run-time
/// gap for the overlay) and skipped; what Apple's build would reject is an error.
struct SwiftAppReader {
    let types: SwiftTypeTable
    let localizer: Localizer
    var diagnostics: [Diagnostic] = []
    var gaps: [RuntimeGap] = []

    /// Intents, enums and entities already read, by key, in the order first needed.
    var intents: [ImportedIntent] = []
    var importedTypes: [ImportedType] = []

    static let providerProtocols: Set<String> = ["AppShortcutsProvider"]
    static let enumProtocols: Set<String> = ["AppEnum"]
    static let entityProtocols: Set<String> = [
        "AppEntity", "IndexedEntity", "TransientAppEntity", "URLRepresentableEntity", "FileEntity", "UniqueAppEntity",
    ]

    init(types: SwiftTypeTable, localizer: Localizer) {
        self.types = types
        self.localizer = localizer
    }

    mutating func report(_ problem: ImportProblem, at location: ProjectLocation?) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    /// `OrderSoupIntent` → `Order Soup`, `darkRoast` → `Dark Roast`: the title Xcode would show for a type without one.
    static func humanized(_ name: String, droppingSuffix suffix: String = "") -> String {
        var base = name
        if !suffix.isEmpty, base.hasSuffix(suffix), base.count > suffix.count { base.removeLast(suffix.count) }
        var words: [String] = []
        var current = ""
        for character in base {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return name }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
