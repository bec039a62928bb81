
/// App names as a recognizer may write them (SPEC §3, a name said is a name heard): a name
/// of several words written as one ("UnraidDrive", "MozillaVPN" for "Unraid Drive", "Mozilla
/// VPN"), or a name split in two or three ("Platter Head" for "Platterhead", "Un Raid Drive").
/// When nothing runs as heard, a run of one to three words whose letters are exactly one
/// app's name, spaces aside, is read as that name's words and the utterance is matched again,
/// so the phrase index sees the name as its phrases spell it (`Matcher`). A spelling that two
/// different names share ("Note Book", "Notebook") is left as said: it names neither.
///
/// Only pieces of two letters or more are joined, so a language written without spaces,
/// whose words are single letters here, is left as it is.
///
///     names.respelled(["play", "a", "song", "in", "platter", "head"])   // […, "platterhead"]
struct SpelledNames: Sendable {
    /// Each name's letters, spaces aside, and the words it is spelled with.
    private let byLetters: [String: [String]]
    /// Every beginning of each name's letters (two letters or more), and whether it is a
    /// whole name too: a run is only read on while what it has spelled so far begins a name,
    /// so most words are passed after one look-up, with nothing joined.
    private let beginnings: [String: Bool]
    /// The first two bytes of each name's letters, as bits of a 65,536-bit table: one look-up
    /// that costs no hashing tells most words apart from every name's beginning.
    private let leadingPairs: [UInt64]
    static let longestRun = 3

    /// From the index's trie of app names, whose words are already normalized: nothing is
    /// normalized again, so an index pays little for it.
    init(appNames: TokenTrie, tokens: TokenTable) {
        let strings = tokens.strings
        var found: [String: [String]] = [:]
        // The apps each spelling names: a name and its joined synonym ("Villain Arc",
        // "VillainArc") are one app's, not a spelling two apps share.
        var owners: [String: Set<Int64>] = [:]
        var shared: Set<String> = []
        var stack: [(node: Int32, words: [String])] = [(0, [])]
        while let (node, words) = stack.popLast() {
            let apps = Set(appNames.payload(of: node))
            if !words.isEmpty, !apps.isEmpty, words.allSatisfy(Self.isPiece) {
                let letters = words.joined()
                if let known = owners[letters], known != apps { shared.insert(letters) }
                owners[letters, default: []].formUnion(apps)
                found[letters] = found[letters] ?? words
            }
            for edge in appNames.edges(of: node) where strings.indices.contains(Int(edge.key)) {
                stack.append((edge.child, words + [strings[Int(edge.key)]]))
            }
        }
        for letters in shared { found[letters] = nil }
        byLetters = found
        var beginnings: [String: Bool] = [:]
        for letters in found.keys {
            var prefix = ""
            for character in letters {
                prefix.append(character)
                if prefix.count >= 2, beginnings[prefix] != true { beginnings[prefix] = prefix == letters }
            }
        }
        self.beginnings = beginnings
        var pairs = [UInt64](repeating: 0, count: 1024)
        for letters in found.keys {
            if let pair = Self.leadingPair(letters) { pairs[pair >> 6] |= 1 << UInt64(pair & 63) }
        }
        leadingPairs = pairs
    }

    /// A word's first two UTF-8 bytes as one number; nil for a shorter word.
    private static func leadingPair(_ word: String) -> Int? {
        var bytes = word.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return nil }
        return Int(first) << 8 | Int(second)
    }

    /// `tokens` with each run that spells an app's name otherwise replaced by the name's
    /// words; nil when there is none.
    func respelled(_ tokens: [String]) -> [String]? {
        guard !byLetters.isEmpty else { return nil }
        // Most utterances spell no name otherwise: nothing is copied until one does.
        var heard: [String]?
        var position = 0
        while position < tokens.count {
            if let (words, length) = name(at: position, in: tokens) {
                if heard == nil { heard = Array(tokens[..<position]) }
                heard? += words
                position += length
            } else {
                heard?.append(tokens[position])
                position += 1
            }
        }
        return heard
    }

    /// The name a run starting at `position` spells otherwise, and the run's length; the
    /// longest first.
    private func name(at position: Int, in tokens: [String]) -> ([String], Int)? {
        guard let pair = Self.leadingPair(tokens[position]), leadingPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return nil }
        var letters = ""
        var best: ([String], Int)?
        for length in 1...min(Self.longestRun, tokens.count - position) {
            let word = tokens[position + length - 1]
            guard Self.isPiece(word) else { break }
            letters += word
            guard let isName = beginnings[letters] else { break }
            if isName, let words = byLetters[letters], !words.elementsEqual(tokens[position..<(position + length)]) { best = (words, length) }
        }
        return best
    }

    /// A word that may be a piece of a name: two letters or more, a letter first. (Read
    /// by scalars: counting Characters walks the whole word.)
    private static func isPiece(_ word: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.properties.isAlphabetic, scalars.next() != nil else { return false }
        return true
    }
}
