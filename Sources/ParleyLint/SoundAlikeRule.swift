import ParleyText
import ParleyCatalog
import ParleySpeech

/// Names, values and phrases a speech recognizer may write one for the other: app names and
/// synonyms of different apps, the values of one type, and phrases of one app that start
/// different intents, whose phonemes (espeak-ng's, in each of the
/// app's languages) are within `PhonemeDistance.close`; and a pronunciation hint that does not
/// sound like any name of its app. Typed, "Cancel" and "Council" are two words; said, they
/// are one mis-hearing apart. Without espeak-ng the rule says so once and checks nothing.
struct SoundAlikeRule: LintRule {
    static let identifier = "sound-alike"
    static let summary = "names, values or phrases of different intents that sound alike (espeak-ng's phonemes), or a pronunciation hint unlike its name"

    static let triggeringExamples = [
        "app: Lumen\ntypes:\n  Room:\n    kind: enum\n    values:\n      - {id: a, title: Cancel}\n      - {id: ↓b, title: Council}\n",
        "app: ↓Soupchef\nsynonyms: [{name: Soupchef, pronunciation: banana bread}]\n",
        "app: Deck\nintents:\n  A: {title: A}\n  B: {title: B}\nshortcuts:\n  - {intent: A, phrases: ['Cancel with \\(.applicationName)']}\n  - {intent: B, phrases: [↓'Council with \\(.applicationName)']}\n",
    ]
    static let nonTriggeringExamples = [
        "app: Lumen\ntypes:\n  Room:\n    kind: enum\n    values:\n      - {id: a, title: Kitchen}\n      - {id: b, title: Bedroom}\n",
        "app: Kurozora\nsynonyms: [{name: Kurozora, pronunciation: kuro zora}]\n",
    ]

    /// Types with more values than this are compared only between values of nearly the same
    /// length (a recognizer does not turn a word into one twice as long).
    func findings(in context: LintContext) -> [Diagnostic] {
        let espeak: Espeak
        switch Espeak.shared {
        case .success(let opened): espeak = opened
        case .failure(let reason): return [Diagnostic(.warning, "not checked: \(reason) [\(Self.identifier)]", at: nil)]
        }
        var findings: [Diagnostic] = []
        var unvoiced: Set<String> = []
        var rough: Set<String> = []
        func phonemes(_ text: String, _ locale: String) -> String? {
            if Self.roughVoices.contains(locale) {
                rough.insert(locale)
                return nil
            }
            do {
                return try espeak.phonemes(text, locale: locale)
            } catch {
                unvoiced.insert(locale)
                return nil
            }
        }
        for locale in context.locales {
            findings += names(in: context, locale: locale, phonemes: phonemes)
            findings += phrases(in: context, locale: locale, phonemes: phonemes)
        }
        for app in context.catalog.apps {
            for locale in context.locales(of: app) {
                findings += values(of: app, locale: locale, phonemes: phonemes)
                findings += hints(of: app, locale: locale, phonemes: phonemes)
            }
        }
        findings += unvoiced.sorted().map { Diagnostic(.warning, "not checked in '\($0)': espeak-ng has no voice for it [\(Self.identifier)]", at: nil) }
        findings += rough.sorted().map { Diagnostic(.warning, "not checked in '\($0)': espeak-ng's voice for it reads too few of its words [\(Self.identifier)]", at: nil) }
        return findings.uniqued()
    }

    /// Locales whose espeak-ng voice spells most words as unrelated sounds, so that two names
    /// a Thai speaker never confuses come out one sound apart: Thai "รอบเช้า" and "รอบค่ำ"
    /// (morning and evening showings) are "ra2?'a3be2ch s" and "ra2?'a3ba2kh s".
    static let roughVoices: Set<String> = ["th"]

    private struct Spoken {
        var text: String
        var sound: Phonemes
        var phonemes: String { sound.text }
        var location: SourceLocation
        var owner: Int
    }

    /// App names and synonyms of different apps.
    private func names(in context: LintContext, locale: String, phonemes: (String, String) -> String?) -> [Diagnostic] {
        var spoken: [Spoken] = []
        for (index, app) in context.catalog.apps.enumerated() where context.locales(of: app).contains(locale) {
            for name in [app.name.resolved(for: locale)] + app.synonyms.strings(for: locale) {
                guard let sound = phonemes(name, locale) else { continue }
                spoken.append(Spoken(text: name, sound: Phonemes(sound), location: app.location, owner: index))
            }
        }
        return pairs(spoken, differentOwners: true).map { first, second in
            warning("app names '\(first.text)' (\(first.phonemes)) and '\(second.text)' (\(second.phonemes)) sound alike in '\(locale)': a recognizer may write one for the other; give one a synonym that sounds unlike the other, or a pronunciation hint", at: second.location)
        }
    }

    /// Phrases of one app that start different intents: said with the app's name and first
    /// value, one heard as the other runs the wrong intent. The words they share at either end
    /// are left out before they are heard, so "Turn on …" and "Turn off …" are "on" and "off".
    private func phrases(in context: LintContext, locale: String, phonemes: (String, String) -> String?) -> [Diagnostic] {
        let items = context.shortcutPhrases(in: locale).filter { context.locales(of: $0.app).contains(locale) }
        let said = items.map { LintContext.said($0, locale: locale) }
        // Phrases are compared within their app only: pairs across apps would grow with the
        // square of the catalog.
        let byApp = Dictionary(grouping: items.indices, by: { items[$0].shortcut.appIndex })
        // Each phrase's words, split and lower-cased once, and each differing part's sound
        // once: an app with fifty phrases has over a thousand pairs.
        let words = said.map { $0.map(Self.words) ?? [] }
        var sounds: [String: Phonemes?] = [:]
        func sound(_ text: String) -> Phonemes? {
            if let known = sounds[text] { return known }
            let made = phonemes(text, locale).map(Phonemes.init)
            sounds[text] = made
            return made
        }
        var findings: [Diagnostic] = []
        for index in items.indices {
            let first = items[index]
            guard let firstText = said[index] else { continue }
            for other in byApp[first.shortcut.appIndex, default: []] where other > index {
                let second = items[other]
                guard let secondText = said[other],
                      second.app.shortcuts[second.shortcut.shortcutIndex].intentKey != first.app.shortcuts[first.shortcut.shortcutIndex].intentKey
                else { continue }
                let (left, right) = Self.differingWords(words[index], words[other])
                guard !left.isEmpty, !right.isEmpty, let leftSound = sound(left), let rightSound = sound(right),
                      PhonemeDistance.soundAlike(leftSound, rightSound) else { continue }
                findings.append(warning("phrases '\(firstText)' and '\(secondText)' start different intents, and '\(left)' (\(leftSound.text)) sounds like '\(right)' (\(rightSound.text)) in '\(locale)': one heard as the other runs the wrong one; reword one", at: second.phrase.location))
            }
        }
        return findings
    }

    /// A text's words, as written and lower-cased.
    static func words(_ text: String) -> [(written: Substring, lowered: String)] {
        text.split(separator: " ").map { ($0, $0.lowercased()) }
    }

    /// The words of each text that the other does not have at the same end (case aside).
    static func differingWords(_ a: [(written: Substring, lowered: String)], _ b: [(written: Substring, lowered: String)]) -> (String, String) {
        var first = a[...], second = b[...]
        while let x = first.first, let y = second.first, x.lowered == y.lowered { first.removeFirst(); second.removeFirst() }
        while let x = first.last, let y = second.last, x.lowered == y.lowered { first.removeLast(); second.removeLast() }
        return (first.map(\.written).joined(separator: " "), second.map(\.written).joined(separator: " "))
    }

    /// The values of each type of one app.
    private func values(of app: App, locale: String, phonemes: (String, String) -> String?) -> [Diagnostic] {
        app.types.flatMap { type -> [Diagnostic] in
            let spoken = type.values.compactMap { value -> Spoken? in
                let title = value.title.resolved(for: locale)
                return phonemes(title, locale).map { Spoken(text: title, sound: Phonemes($0), location: value.location, owner: 0) }
            }
            return pairs(spoken, differentOwners: false).map { first, second in
                warning("\(type.key) values '\(first.text)' (\(first.phonemes)) and '\(second.text)' (\(second.phonemes)) sound alike in '\(locale)': an answer may be heard as the other; add a synonym that sounds unlike the other", at: second.location)
            }
        }
    }

    /// A pronunciation hint must sound like one of its app's names.
    private func hints(of app: App, locale: String, phonemes: (String, String) -> String?) -> [Diagnostic] {
        let names = ([app.name.resolved(for: locale)] + app.synonyms.strings(for: locale)).compactMap { phonemes($0, locale) }
        return app.pronunciations.strings(for: locale).compactMap { hint -> Diagnostic? in
            guard let sound = phonemes(hint, locale), !names.isEmpty else { return nil }
            let nearest = names.map { PhonemeDistance.between(sound, $0) / Double(max(PhonemeDistance.phonemes($0).count, 1)) }.min() ?? 1
            guard nearest > 0.5 else { return nil }
            return warning("the pronunciation hint '\(hint)' (\(sound)) does not sound like \(app.key)'s names (\(names.joined(separator: ", "))) in '\(locale)'", at: app.location)
        }
    }

    /// Every pair that sounds alike, in order; items written the same are left to other rules.
    /// Only the pairs `SoundAlikeCandidates` finds are compared: a type's values are thousands.
    private func pairs(_ spoken: [Spoken], differentOwners: Bool) -> [(Spoken, Spoken)] {
        let lowered = spoken.map { $0.text.lowercased() }
        return SoundAlikeCandidates.pairs(spoken.map(\.sound)).compactMap { pair -> (Spoken, Spoken)? in
            let (first, second) = (spoken[pair.0], spoken[pair.1])
            guard !differentOwners || first.owner != second.owner, lowered[pair.0] != lowered[pair.1],
                  PhonemeDistance.soundAlike(first.sound, second.sound)
            else { return nil }
            return (first, second)
        }
    }
}
