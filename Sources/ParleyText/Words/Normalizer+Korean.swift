import Foundation

/// Korean: the particles written against a word (`normalizing.particles` and
/// `normalizing.requestHelpers` of ko.yaml), and what is Hangul.
extension Normalizer {
    /// Korean writes a particle against the word before it ("바리스타에서", "라떼를"): the
    /// longest particle the word ends with becomes a word of its own, when something is left
    /// of it; a particle written alone stays whole ("으로" is not "으 로"). Nil when the word
    /// keeps no particle; else the particle's length in bytes. Hangul is written for Korean only, so this holds in every locale,
    /// and phrases, utterances and the vocabulary's own entries are split alike.
    static func particleLength(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        // Bytes, not strings, are compared: a String's == and hash normalize Hangul first.
        guard let last = word.last else { return nil }
        let candidates = particlesByLastByte[Int(last & 0x3F)]
        guard !candidates.contains(where: { $0.elementsEqual(word) }) else { return nil }
        return candidates.first { word.count > $0.count && word.suffix($0.count).elementsEqual($0) }?.count
    }

    /// Korean's particles (ko.yaml, `normalizing.particles`), longest first. Read from the
    /// file as written, not through `Vocabulary`, whose preparation splits its own entries.
    static let hangulParticles: [String] = (Vocabulary.decode("ko").normalizing?.particles ?? [])
        .sorted { ($0.count, $0) > ($1.count, $1) }
    /// The Korean request helpers among the particles: what follows a verb, not a noun.
    static let requestHelpers: Set<String> = Set(Vocabulary.decode("ko").normalizing?.requestHelpers ?? [])

    /// The particles' UTF-8 by the low six bits of their last byte, longest first: a word is
    /// checked against the few that end as it does, found without hashing (a Hangul
    /// syllable's UTF-8 ends in a continuation byte, which carries six bits).
    static let particlesByLastByte: [[[UInt8]]] = hangulParticles.reduce(into: Array(repeating: [], count: 64)) { table, particle in
        let bytes = Array(particle.utf8)
        table[Int(bytes.last! & 0x3F)].append(bytes)
    }

    /// Hangul syllables and letters.
    package static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
