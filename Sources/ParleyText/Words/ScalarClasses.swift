import Foundation

/// What the normalizer needs to know of a scalar, for every letter of every text it splits.
struct ScalarClass: OptionSet, Sendable {
    let rawValue: UInt8

    /// Alphabetic, numeric or a mark: part of a word.
    static let wordPart = ScalarClass(rawValue: 1 << 0)
    static let alphabetic = ScalarClass(rawValue: 1 << 1)
    static let numeric = ScalarClass(rawValue: 1 << 2)
    /// A non-spacing, spacing or enclosing mark, which NFKC may compose with the scalar before.
    static let mark = ScalarClass(rawValue: 1 << 3)
    /// NFKC, case folding or lower-casing changes it.
    static let changesWhenFolded = ScalarClass(rawValue: 1 << 4)
    /// One of those that NFKC leaves as it is ("П", "É", "ß"): lowering it alone is the
    /// whole fold. Not Σ, whose lower case depends on its place in the word.
    static let lowersAlone = ScalarClass(rawValue: 1 << 5)
    /// Set on every class worked out, so that a table's zero means "not yet".
    static let known = ScalarClass(rawValue: 1 << 7)
}

/// Each scalar's `ScalarClass`, worked out the first time a text has it, then read from a
/// table (a block of 256 scalars, made when a text first reaches the block): Unicode's
/// property look-ups are a binary search each, and a Russian or Arabic request asked several
/// for every letter (BENCHMARKS.md, "Each language's cost per utterance"). Scalar by scalar,
/// not a block at once: a whole block cost a short `parley replay` a fifth more.
final class ScalarClasses: @unchecked Sendable {
    static let shared = ScalarClasses()

    private var blocks: [[ScalarClass]?] = Array(repeating: nil, count: 0x110000 >> 8)
    private let lock = NSLock()

    /// The class of a scalar (asked for those outside ASCII, which the normalizer tells
    /// apart by value).
    subscript(scalar: Unicode.Scalar) -> ScalarClass {
        lock.lock()
        defer { lock.unlock() }
        let block = Int(scalar.value >> 8), offset = Int(scalar.value & 0xFF)
        if let known = blocks[block]?[offset], known.contains(.known) { return known }
        let classes = Self.classify(scalar).union(.known)
        if blocks[block] == nil { blocks[block] = Array(repeating: [], count: 256) }
        blocks[block]![offset] = classes
        return classes
    }

    private static func classify(_ scalar: Unicode.Scalar) -> ScalarClass {
        let value = scalar.value
        let properties = scalar.properties
        var classes: ScalarClass = []
        if properties.isAlphabetic { classes.formUnion([.alphabetic, .wordPart]) }
        if properties.numericType != nil { classes.formUnion([.numeric, .wordPart]) }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark: classes.formUnion([.mark, .wordPart])
        case .enclosingMark: classes.insert(.mark)
        default: break
        }
        // Cherokee capitals are the case-folded form, so lower-casing is asked too.
        if properties.changesWhenNFKCCaseFolded || properties.changesWhenLowercased {
            classes.insert(.changesWhenFolded)
            // Compared scalar by scalar: String's == holds for canonically equivalent text,
            // and NFKC may decompose ("⫝̸") or replace ("`" for U+1FEF) a scalar with its equivalent.
            if value != 0x03A3, String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual([scalar]) {
                classes.insert(.lowersAlone)
            }
        }
        return classes
    }
}
