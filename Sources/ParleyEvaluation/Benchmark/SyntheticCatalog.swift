import Foundation
import ParleyText
import ParleyCatalog

/// A deterministic, device-sized catalog for benchmarks: N apps, 10 shortcuts each, 5–10
/// phrases per shortcut (half with an entity parameter of M suggested values), app-name and
/// value synonyms — written as real YAML so loading is measured too — and utterances
/// drawn from it: exact hits, flexible hits and misses.
public struct SyntheticCatalog: Sendable {
    public struct Utterance: Sendable {
        public enum Kind: String, CaseIterable, Sendable {
            case exact, flexible, miss
        }

        public var kind: Kind
        public var text: String
        /// `App#shortcut` for hits (the app's stable name), nil for misses.
        public var expected: String?
    }

    public let appCount: Int
    public let valueCount: Int
    public static let shortcutsPerApp = 10

    public init(apps: Int = 200, values: Int = 1000) {
        appCount = apps
        valueCount = values
    }

    // MARK: Names

    private static let syllables = ["ka", "lo", "mi", "ren", "sa", "tor", "vel", "qua", "zen", "bri", "dal", "fo", "gri", "hel", "jun", "ny"]
    private static let adjectives = [
        "Amber", "Silver", "Quiet", "Golden", "Hidden", "Northern", "Crimson", "Velvet", "Frosty", "Sunny", "Misty", "Rapid",
        "Gentle", "Wild", "Ancient", "Bright", "Hollow", "Lucky", "Marble", "Copper", "Iron", "Jade", "Coral", "Dusky",
        "Emerald", "Maple", "Pine", "Ruby", "Sable", "Stone", "Swift", "Tidal",
    ]
    private static let nouns = [
        "Harbor", "Meadow", "Canyon", "Garden", "Summit", "Valley", "Forest", "River", "Lagoon", "Prairie", "Orchard", "Glacier",
        "Island", "Bridge", "Castle", "Market", "Library", "Station", "Theater", "Village", "Tower", "Beacon", "Cottage", "Studio",
        "Quarry", "Mill", "Harvest", "Pavilion", "Grove", "Plaza", "Ridge", "Delta",
    ]
    private static let verbs = ["Open", "Show", "Start", "Check", "Play", "Find", "Track", "Share", "Log", "Review"]
    private static let objects = ["report", "playlist", "journal", "recipe", "workout", "budget", "ticket", "reminder", "photo", "map", "order", "note"]

    /// A made-up, pronounceable, unique app name: "Kalomi", "Renzen"…
    public static func appName(_ index: Int) -> String {
        var remaining = index + 17, name = ""
        for _ in 0..<3 {
            name += syllables[remaining % syllables.count]
            remaining /= syllables.count
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    static func valueName(_ app: Int, _ value: Int) -> String {
        let mixed = value &* 7 &+ app
        let adjective = adjectives[mixed % adjectives.count], noun = nouns[(mixed / adjectives.count) % nouns.count]
        // Beyond the 1,024 adjective-noun pairs, a number keeps names unique.
        let round = value / (adjectives.count * nouns.count)
        return round == 0 ? "\(adjective) \(noun)" : "\(adjective) \(noun) \(round + 1)"
    }

    // MARK: Catalog files

    /// File name and YAML text of each app.
    public func files() -> [(name: String, yaml: String)] {
        (0..<appCount).map { app in (String(format: "app%04d.yaml", app), yaml(app: app)) }
    }

    private func phraseCount(_ app: Int, _ shortcut: Int) -> Int { 5 + (app + shortcut) % 6 }
    private func isParameterized(_ app: Int, _ shortcut: Int) -> Bool { (app + shortcut) % 2 == 0 }

    /// The phrases of one shortcut, in catalog syntax.
    func phrases(_ app: Int, _ shortcut: Int) -> [String] {
        let verb = Self.verbs[shortcut % Self.verbs.count]
        let object = Self.objects[(app + shortcut * 5) % Self.objects.count]
        let other = Self.objects[(app + shortcut * 5 + 7) % Self.objects.count]
        let slot = #"\(\.$item)"#, name = #"\(.applicationName)"#
        var phrases = isParameterized(app, shortcut)
            ? ["\(verb) \(slot) in \(name)", "\(verb) my \(slot) \(object) with \(name)", "\(verb) the \(object) for \(slot) in \(name)",
               "\(name) \(verb.lowercased()) \(slot)", "Can \(name) \(verb.lowercased()) \(slot) \(other)"]
            : ["\(verb) my \(object) in \(name)", "\(verb) the \(object) with \(name)", "\(name) \(verb.lowercased()) \(object)",
               "\(verb) today's \(object) in \(name)", "\(verb) a new \(object) in \(name)"]
        let extras = ["Quickly", "Now", "Again", "Please also", "Right away"]
        while phrases.count < phraseCount(app, shortcut) {
            phrases.append("\(extras[phrases.count - 5]) \(phrases[phrases.count - 5].prefix(1).lowercased())\(phrases[phrases.count - 5].dropFirst())")
        }
        return phrases
    }

    private func yaml(app: Int) -> String {
        var lines = [
            "app: \(Self.appName(app))",
            "synonyms: [\(Self.appName(app)) Go, \(Self.appName(app + appCount))]",
            "types:",
            "  Item:",
            "    kind: entity",
            "    title: Item",
            "    values:",
        ]
        for value in 0..<valueCount {
            let name = Self.valueName(app, value)
            let synonym = value % 10 == 0 ? ", synonyms: [\(name.split(separator: " ").last ?? "") number \(value)]" : ""
            lines.append("      - {id: v\(value), title: \(name)\(synonym)}")
        }
        lines.append("intents:")
        for shortcut in 0..<Self.shortcutsPerApp {
            lines.append("  Intent\(shortcut):")
            lines.append("    title: \(Self.verbs[shortcut % Self.verbs.count]) Thing \(shortcut)")
            if isParameterized(app, shortcut) {
                lines.append("    parameters: [{name: item, title: Item, type: Item}]")
            }
            lines.append("    result: Done with \(shortcut).")
        }
        lines.append("shortcuts:")
        for shortcut in 0..<Self.shortcutsPerApp {
            lines.append("  - intent: Intent\(shortcut)")
            lines.append("    phrases:")
            // YAML single quotes escape a quote by doubling it.
            lines += phrases(app, shortcut).map { "      - '\($0.replacingOccurrences(of: "'", with: "''"))'" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Utterances

    /// `count` utterances of each kind, deterministic.
    public func utterances(perKind count: Int) -> [Utterance] {
        var result: [Utterance] = []
        var generator = SplitMix(seed: 20261121)
        for kind in Utterance.Kind.allCases {
            for _ in 0..<count {
                let app = Int(generator.next() % UInt64(appCount))
                let shortcut = Int(generator.next() % UInt64(Self.shortcutsPerApp))
                let phrases = self.phrases(app, shortcut)
                let phrase = phrases[Int(generator.next() % UInt64(phrases.count))]
                let value = Int(generator.next() % UInt64(valueCount))
                let said = phrase
                    .replacingOccurrences(of: #"\(.applicationName)"#, with: Self.appName(app))
                    .replacingOccurrences(of: #"\(\.$item)"#, with: Self.valueName(app, value))
                let expected = "\(Self.appName(app))#\(shortcut)"
                switch kind {
                case .exact:
                    result.append(Utterance(kind: .exact, text: said, expected: expected))
                case .flexible:
                    result.append(Utterance(kind: .flexible, text: flexible(said, variant: Int(generator.next() % 3)), expected: expected))
                case .miss:
                    result.append(Utterance(kind: .miss, text: miss(Int(generator.next() % 6), app: app, said: said), expected: nil))
                }
            }
        }
        return result
    }

    /// A small difference that must still match: a slip, an extra carrier, a plural.
    private func flexible(_ said: String, variant: Int) -> String {
        var words = said.split(separator: " ").map(String.init)
        switch variant {
        case 0:
            // One-letter slip in the longest word.
            if let longest = words.indices.max(by: { words[$0].count < words[$1].count }), words[longest].count >= 6 {
                var letters = Array(words[longest])
                letters.swapAt(2, 3)
                words[longest] = String(letters)
            }
        case 1:
            words.insert("please", at: 0)
            words.insert("can", at: 0)
            words.append("now")
        default:
            if let index = words.firstIndex(where: { Self.objects.contains($0) }) { words[index] += "s" } else { words.append("now") }
        }
        return words.joined(separator: " ")
    }

    private func miss(_ variant: Int, app: Int, said: String) -> String {
        switch variant {
        case 0: return "What's the weather like in \(Self.nouns[app % Self.nouns.count]) tomorrow"
        case 1: return said.replacingOccurrences(of: Self.appName(app), with: "Nowhere Inc")
        case 2: return "Set a timer for \(app % 50 + 1) minutes"
        // Misses that name a real app go through the whole flexible search.
        case 3: return "Cancel every \(Self.objects[app % Self.objects.count]) about the weather in \(Self.appName(app))"
        case 4: return "Why does \(Self.appName(app)) never remember my \(Self.nouns[app % Self.nouns.count].lowercased())"
        default: return "Tell me a story about the \(Self.adjectives[app % Self.adjectives.count].lowercased()) \(Self.nouns[(app / 3) % Self.nouns.count].lowercased())"
        }
    }
}

/// A tiny deterministic generator (SplitMix64), so every run draws the same utterances.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
