import ParleyCatalog
import ParleyText

/// App names as a recognizer may write them (SPEC §3, a name said is a name heard): a name
/// of several words written as one ("UnraidDrive", "MozillaVPN" for "Unraid Drive", "Mozilla
/// VPN"), or a name split in two or three ("Platter Head" for "Platterhead", "Un Raid Drive").
/// Before matching, a run of one to three words whose letters are exactly one app's name,
/// spaces aside, is read as that name's words, so the phrase index sees the name as its
/// phrases spell it. A spelling two apps share is left as said: it names neither.
///
/// Only pieces of two letters or more are joined, so a language written without spaces,
/// whose words are single letters here, is left as it is.
///
///     names.heard(["play", "a", "song", "in", "platter", "head"])   // […, "platterhead"]
package struct SpelledNames: Sendable {
    /// Each name's letters, spaces aside, and the words it is spelled with.
    private let byLetters: [String: [String]]
    /// The first two letters of each: most words begin no name, and are passed at once.
    private let beginnings: Set<Substring>
    static let longestRun = 3

    package init(catalog: Catalog, locale: String, normalizer: Normalizer) {
        var found: [String: [String]] = [:]
        var shared: Set<String> = []
        for app in catalog.apps {
            for name in app.spokenNames(for: locale) {
                let words = normalizer.tokens(name, isUtteranceStart: false)
                guard !words.isEmpty, words.allSatisfy({ $0.count >= 2 }) else { continue }
                let letters = words.joined()
                if let known = found[letters], known != words { shared.insert(letters) }
                found[letters] = found[letters] ?? words
            }
        }
        for letters in shared { found[letters] = nil }
        byLetters = found
        beginnings = Set(found.keys.map { $0.prefix(2) })
    }

    /// `tokens` with each run that spells an app's name otherwise replaced by the name's words.
    package func heard(_ tokens: [String]) -> [String] {
        guard !byLetters.isEmpty else { return tokens }
        var heard: [String] = []
        var position = 0
        while position < tokens.count {
            if let (words, length) = name(at: position, in: tokens) {
                heard += words
                position += length
            } else {
                heard.append(tokens[position])
                position += 1
            }
        }
        return heard
    }

    /// The name a run starting at `position` spells otherwise, and the run's length; the
    /// longest first.
    private func name(at position: Int, in tokens: [String]) -> ([String], Int)? {
        guard tokens[position].count >= 2, beginnings.contains(tokens[position].prefix(2)) else { return nil }
        for length in stride(from: min(Self.longestRun, tokens.count - position), through: 1, by: -1) {
            let run = tokens[position..<(position + length)]
            guard run.allSatisfy({ $0.count >= 2 && $0.first?.isLetter == true }) else { continue }
            if let words = byLetters[run.joined()], !words.elementsEqual(run) { return (words, length) }
        }
        return nil
    }
}
