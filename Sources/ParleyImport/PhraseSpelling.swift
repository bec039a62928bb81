import Foundation

/// The two spellings of an App Shortcut phrase: Swift's (`\(.applicationName)`, `\(\.$soup)`),
/// which catalogs use, and string catalogs' (`${applicationName}`, `${soup}`), which the
/// `AppShortcuts.xcstrings` and `.strings` files use for keys and translations.
enum PhraseSpelling {
    /// `Order ${soup} with ${applicationName}` → `Order \(\.$soup) with \(.applicationName)`.
    static func catalogSyntax(_ text: String) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                return result
            }
            let name = rest[start.upperBound..<end]
            result += name == "applicationName" ? "\\(.applicationName)" : "\\(\\.$\(name))"
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `Order \(\.$soup) with \(.applicationName)` → `Order ${soup} with ${applicationName}`.
    static func catalogKey(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\(.applicationName)", with: "${applicationName}")
        for name in parameterNames(in: text) {
            result = result.replacingOccurrences(of: "\\(\\.$\(name))", with: "${\(name)}")
        }
        return result
    }

    /// The parameters a phrase holds, in order: `soup` for `\(\.$soup)`.
    static func parameterNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\\(\\.$") {
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The placeholders of either spelling, sorted, for comparing a translation with its source.
    static func placeholders(in text: String) -> [String] {
        let catalog = catalogSyntax(text)
        var found = parameterNames(in: catalog)
        found += Array(repeating: "applicationName", count: catalog.components(separatedBy: "\\(.applicationName)").count - 1)
        return found.sorted()
    }
}
