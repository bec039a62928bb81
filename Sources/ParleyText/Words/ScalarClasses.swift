import Foundation

/// What the normalizer needs to know of a scalar, for every letter of every text it splits.
struct ScalarClass: OptionSet, Sendable {
    let rawValue: UInt16

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
    /// A canonical combining class other than 0: NFKC puts such marks in their classes' order.
    static let reorders = ScalarClass(rawValue: 1 << 6)
    /// Set on every class worked out, so that a table's zero means "not yet".
    static let known = ScalarClass(rawValue: 1 << 7)
    /// A letter outside ASCII that a word keeps as the text has it, whatever comes before:
    /// alphabetic, no digit, mark, capital or compatibility form, and none of the scalars
    /// `Normalizer.splitWords` reads apart (Hangul, unspaced scripts, apostrophes, Arabic
    /// and Hebrew vowel marks, alef with a hamza). Most letters of Cyrillic, Greek, Arabic,
    /// Hebrew and accented Latin are.
    static let keptLetter = ScalarClass(rawValue: 1 << 8)
}

/// Each scalar's `ScalarClass`, worked out the first time a text has it, then read from a
/// table: Unicode's property look-ups are a binary search each, and a Russian or Arabic
/// request asked several for every letter (BENCHMARKS.md, "Each language's cost per
/// utterance"). Scalar by scalar, not a block at once: a whole block cost a short
/// `parley replay` a fifth more.
///
/// The table is two bytes per scalar, allocated zeroed, so the system gives it memory only
/// where texts reach. A text is read under one lock (`reading`), not one per letter.
final class ScalarClasses: @unchecked Sendable {
    static let shared = ScalarClasses()

    private static let scalarCount = 0x110000
    private let table: UnsafeMutablePointer<UInt16>
    /// Whether NFKC keeps a starter and the mark after it as they are, by the pair's values.
    private var keptApart: [UInt64: Bool] = [:]
    private let lock = NSLock()

    private init() {
        guard let memory = calloc(Self.scalarCount, MemoryLayout<UInt16>.size) else { fatalError("out of memory for the scalar table") }
        table = memory.assumingMemoryBound(to: UInt16.self)
    }

    /// Runs `body` with the table to itself. The `Reader` is valid only inside `body`.
    func reading<Result>(_ body: (Reader) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(Reader(owner: self))
    }

    /// The table while its lock is held.
    struct Reader {
        fileprivate unowned(unsafe) let owner: ScalarClasses

        /// The class of a scalar (asked for those outside ASCII, which the normalizer tells
        /// apart by value).
        subscript(scalar: Unicode.Scalar) -> ScalarClass {
            let known = owner.table[Int(scalar.value)]
            if known != 0 { return ScalarClass(rawValue: known) }
            let classes = ScalarClasses.classify(scalar).union(.known)
            owner.table[Int(scalar.value)] = classes.rawValue
            return classes
        }

        /// Whether NFKC leaves `mark` after `starter` as it is: most marks compose with no
        /// letter (Thai's vowels and tones, Hebrew's points); "e" and U+0301 become "é".
        /// Foundation decides, once per pair; the pairs a process meets are few.
        func keepsApart(_ starter: Unicode.Scalar, _ mark: Unicode.Scalar) -> Bool {
            let key = UInt64(starter.value) << 32 | UInt64(mark.value)
            if let known = owner.keptApart[key] { return known }
            let pair = String(String.UnicodeScalarView([starter, mark]))
            let kept = pair.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual([starter, mark])
            // Bounded however varied the input: a full cache starts again.
            if owner.keptApart.count >= 1 << 16 { owner.keptApart.removeAll(keepingCapacity: true) }
            owner.keptApart[key] = kept
            return kept
        }
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
        if properties.canonicalCombiningClass != .notReordered { classes.insert(.reorders) }
        // Cherokee capitals are the case-folded form, so lower-casing is asked too.
        if properties.changesWhenNFKCCaseFolded || properties.changesWhenLowercased {
            classes.insert(.changesWhenFolded)
            // Compared scalar by scalar: String's == holds for canonically equivalent text,
            // and NFKC may decompose ("⫝̸") or replace ("`" for U+1FEF) a scalar with its equivalent.
            if value != 0x03A3, String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual([scalar]) {
                classes.insert(.lowersAlone)
            }
        }
        if classes.contains(.alphabetic), classes.isDisjoint(with: [.numeric, .mark, .reorders, .changesWhenFolded]),
           value >= 0x80, !Normalizer.mayReadApart(scalar) {
            classes.insert(.keptLetter)
        }
        return classes
    }
}
