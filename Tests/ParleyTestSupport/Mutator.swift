import Foundation

/// Mutates the text of a catalog, transcript, utterance or answer the way careless edits
/// and hostile files do: lines removed, duplicated, swapped, cut or indented, and hostile
/// fragments (escapes, YAML indicators, odd line breaks, huge numbers, runaway patterns)
/// spliced in. Used by the in-process fuzz targets and the process-level invariant tests.
public enum Mutator {
    public static let fragments = [
        "\\(", "\\(.applicationName)", "\\(\\.$x)", "{", "[", "]", "}", ":", "- ", "'", "\"", "&a", "*a", "!!str", "%", "\t",
        "\u{FEFF}", "\u{2028}", "\u{85}", "\r", "\r\n", "\u{FFFE}", "\u{0}", "1e300", "nan", "-0", "99999999999999999999",
        "@now", "@set", "@reset x", "<~ ((a+)+b|a+)", "= ", "> ", "< ", "番目", "ヘイシリ", String(repeating: "a", count: 300),
        String(repeating: "ab ", count: 200), "values: []", "when: {x: .nan}", "default: 99",
        // Project files: nesting that slows Swift's parser, self-referring settings, property-list
        // and string-table syntax, controls that no text format may carry.
        String(repeating: "[", count: 40), "$(PRODUCT_NAME)", "<string>", "</dict>", "<key>INIntentName</key>", "\" = \"", ";",
        "\u{1}", "\u{1B}[31m", "\u{7F}",
        // SPEC §9: personal shortcuts, donations and suggestions, shortcut types.
        "@shortcut \"Soup time\" = Soup Chef/OrderSoup soup=tomato", "@shortcut \"x\" = none", "@donate Soup Chef/OrderSoup quantity=2",
        "@delete-donations Soup Chef", "@suggestions", "shortcutTypes: [{parameters: [soup], title: 'Order \\(soup)'}]", "suggestions: false",
        "suggestedPhrase: Soup time",
    ]

    public static func mutate(_ text: String, _ random: inout SeededGenerator) -> String {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<(1 + Int(random.next() % 4)) {
            guard !lines.isEmpty else { break }
            let index = Int(random.next() % UInt64(lines.count))
            switch random.next() % 7 {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[index], at: index)
            case 2: lines.swapAt(index, Int(random.next() % UInt64(lines.count)))
            case 3:
                var characters = Array(lines[index])
                let at = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
                characters.insert(contentsOf: random.pick(fragments), at: at)
                lines[index] = String(characters)
            case 4:
                let characters = Array(lines[index])
                guard !characters.isEmpty else { continue }
                lines[index] = String(characters.prefix(Int(random.next() % UInt64(characters.count))))
            case 5: lines[index] = String(repeating: " ", count: Int(random.next() % 12)) + lines[index]
            default: lines[index] = random.pick(fragments)
            }
        }
        return lines.joined(separator: random.pick(["\n", "\n", "\r\n", "\r"]))
    }
}
