import ParleyText
import ParleyCatalog
import ParleyMatching

/// Utterances one edit away from a phrase that mean something else — a negation added,
/// a word swapped for its opposite, the object left out, the value swapped for one the
/// app does not have — and would still run a shortcut. Each is a false trigger waiting
/// to happen: reword the phrase, or add the utterance to `negativePhrases`.
///
/// The peer is hassil's overmatch check; the variants come from the locale's command
/// vocabulary (negators, opposites, qualifiers), so they follow the locale.
struct OvermatchRule: LintRule {
    static let identifier = "overmatch"
    static let summary = "an utterance that changes a phrase's meaning (negation, opposite, object left out, other value) but still runs"

    static let triggeringExamples = [
        // The app's name says "stop", so "Stop start a project in Stop Motion" reads as the
        // phrase with one describing word added, and runs.
        #"""
        app: Stop Motion
        intents: {New: {title: New Project}}
        shortcuts:
          - {intent: New, phrases: [↓'Start a project in \(.applicationName)']}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Flipbook
        intents: {New: {title: New Project}}
        shortcuts:
          - {intent: New, phrases: ['Start a project in \(.applicationName)']}
        """#,
    ]

    /// Values tried per parameterized phrase, and negations tried per phrase: enough to show
    /// a phrase's weakness without spelling out every value of a large entity.
    private static let valuesPerPhrase = 3
    private static let negationsPerPhrase = 3

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for locale in context.locales {
            let index = context.indexes.index(for: locale)
            let matcher = Matcher(index: index)
            for item in context.shortcutPhrases(in: locale) {
                if let message = firstOvermatch(of: item.phrase, shortcut: item.shortcut, index: index, matcher: matcher) {
                    findings.append(warning(message, at: item.phrase.location))
                }
            }
        }
        return Array(Set(findings)).sorted { $0.description < $1.description }
    }

    /// The first dangerous variant of a phrase that runs a shortcut, described.
    private func firstOvermatch(of phrase: PhraseSource, shortcut own: ShortcutKey, index: PhraseIndex, matcher: Matcher) -> String? {
        guard let template = try? PhraseTemplate.parse(phrase.text) else { return nil }
        let locale = index.locale
        let app = index.catalog.apps[own.appIndex]
        let shortcut = app.shortcuts[own.shortcutIndex]
        let intent = app.intent(shortcut.intentKey)
        let appName = app.name.resolved(for: locale)
        var values: [TypeValue?] = [nil]
        var otherValueNames: Set<[String]> = []
        if let parameter = template.parameterNames.first {
            guard let typeKey = intent?.parameter(named: parameter)?.type.customName, let type = app.type(named: typeKey) else { return nil }
            values = Array(type.speakableValues.prefix(Self.valuesPerPhrase))
            otherValueNames = Set(type.values.flatMap { $0.spokenNames(for: locale) }.map { index.normalizer.tokens($0, isUtteranceStart: false) })
        }
        for value in values {
            let valueName = value?.title.resolved(for: locale)
            let said = index.normalizer.tokens(template.rendered(appName: appName, value: valueName))
            // Past this, the matcher reads an utterance only exactly: no variant of it can run.
            guard said.count <= MatchLimits.longestFlexibleUtterance else { return nil }
            // The app's and the value's names are what the variants keep (or swap, for the value).
            let nameWords = index.normalizer.tokens(appName, isUtteranceStart: false)
            let valueWords = valueName.map { index.normalizer.tokens($0, isUtteranceStart: false) }
            var kept = Set(said.ranges(of: nameWords).joined())
            let valueRange = valueWords.flatMap { said.ranges(of: $0).first }
            if let valueRange { kept.formUnion(valueRange) }
            for variant in variants(of: said, kept: kept, value: valueRange, otherValueNames: otherValueNames, words: index.words) {
                let utterance = Normalizer.join(variant.words)
                // Dangerous is this phrase's shortcut still running on a reading that is not
                // exact; a variant that another phrase says exactly ("turn off" for "turn on")
                // runs what it says. A left-out word counts only against this very phrase:
                // another phrase that tolerates an extra describing word is not this one's fault.
                guard case .matched(let candidate) = matcher.match(utterance).outcome, !candidate.isExact,
                      candidate.shortcutKey == own,
                      !variant.leavesOut || index.phrases[candidate.phraseIndex].location == phrase.location
                else { continue }
                return "\(utterance.quotedExcerpt) (\(variant.change)) would still run \(app.key): \(app.title(of: shortcut, locale: locale)); reword the phrase or add it to negativePhrases"
            }
        }
        return nil
    }

    private struct Variant {
        var words: [String]
        var change: String
        var leavesOut = false
    }

    /// The phrase said with its meaning changed, in a fixed order: negations, opposites,
    /// content words left out, the value swapped.
    private func variants(of said: [String], kept: Set<Int>, value range: Range<Int>?, otherValueNames: Set<[String]>, words: MatchWords) -> [Variant] {
        var variants: [Variant] = []
        // The phrase's own words, without the app's and the value's names: a negation that
        // hides in a name ("Stop Motion Studio") is the one a matcher cannot see as added.
        let own = said.indices.filter { !kept.contains($0) }.map { said[$0] }
        let inNames = said.indices.filter(kept.contains).map { said[$0] }
        // Negations a name holds first, then the shortest ("no", "not", "dont"): the ones people say.
        let negators = words.negators.sorted { first, second in
            let (a, b) = (inNames.containsSequence(first) ? 0 : 1, inNames.containsSequence(second) ? 0 : 1)
            if a != b { return a < b }
            let (c, d) = (first.joined().count, second.joined().count)
            return c != d ? c < d : first.lexicographicallyPrecedes(second)
        }
        var negations = 0
        for negator in negators where !own.containsSequence(negator) && words.meaningChange(utterance: negator + own, phrase: own) != nil {
            variants.append(Variant(words: negator + said, change: "'\(Normalizer.join(negator))' added"))
            negations += 1
            if negations == Self.negationsPerPhrase { break }
        }
        for (position, word) in said.enumerated() where !kept.contains(position) {
            for opposite in words.opposites(of: word).sorted() {
                var swapped = said
                swapped[position] = opposite
                guard words.meaningChange(utterance: [opposite], phrase: own) != nil else { continue }
                variants.append(Variant(words: swapped, change: "'\(word)' swapped for its opposite '\(opposite)'"))
            }
        }
        // A word said again elsewhere (in the app's name: "Order soup with Soup Chef") is not left out.
        let timesSaid = said.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
        for (position, word) in said.enumerated() where !kept.contains(position) && words.isContentWord(word) && timesSaid[word] == 1 {
            var shorter = said
            shorter.remove(at: position)
            variants.append(Variant(words: shorter, change: "'\(word)' left out", leavesOut: true))
        }
        if let range {
            let value = Array(said[range])
            for (offset, word) in value.enumerated() {
                let others = words.opposites(of: word).sorted() + (words.isContentWord(word) ? [] : words.qualifiers.filter { $0 != word }.prefix(2))
                for other in others {
                    var name = value
                    name[offset] = other
                    guard !otherValueNames.contains(name) else { continue }
                    var swapped = said
                    swapped.replaceSubrange(range, with: name)
                    variants.append(Variant(words: swapped, change: "value '\(Normalizer.join(value))' said as '\(Normalizer.join(name))', which the app does not have"))
                }
            }
        }
        return variants
    }
}

extension Array where Element == String {
    /// Where `part` occurs, as consecutive elements.
    fileprivate func ranges(of part: [String]) -> [Range<Int>] {
        guard !part.isEmpty, part.count <= count else { return [] }
        return (0...(count - part.count)).filter { self[$0..<($0 + part.count)].elementsEqual(part) }.map { $0..<($0 + part.count) }
    }
}
