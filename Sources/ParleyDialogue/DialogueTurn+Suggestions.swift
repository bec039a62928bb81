import ParleyText
import ParleyCatalog

/// Donations and what Siri suggests from them (SPEC §9).
extension DialogueTurn {
    /// An intent run to its result donates itself with the values it ran with (defaults
    /// included), unless its catalog says `suggestions: false`; it is also what
    /// `:add-to-siri` saves.
    mutating func donate(_ run: IntentRun, of intent: Intent) {
        conversation.lastRun = run
        guard intent.isSuggestible else { return }
        conversation.donations.append(Donation(appIndex: run.appIndex, intentKey: intent.key, values: run.values))
    }

    /// What Siri could suggest now, one line each: donations that fit a shortcut type, the
    /// most donated first, then the most recent; then each intent and parameter set that fits
    /// no type, in the order first donated.
    mutating func suggestionLines() -> [String] {
        struct Suggestion {
            var donation: Donation
            var typeIndex: Int
            var count: Int
            var lastDonated: Int
        }
        var suggestions: [Suggestion] = []
        var unsuggested: [(appIndex: Int, intentKey: String, parameters: [String])] = []
        for (order, donation) in conversation.donations.enumerated() {
            guard let intent = catalog.apps[donation.appIndex].intent(donation.intentKey) else { continue }
            let parameters = donation.parameterNames
            guard let typeIndex = intent.shortcutTypes.firstIndex(where: { $0.parameters == parameters }) else {
                if !unsuggested.contains(where: { $0.appIndex == donation.appIndex && $0.intentKey == donation.intentKey && $0.parameters == parameters }) {
                    unsuggested.append((donation.appIndex, donation.intentKey, parameters))
                }
                continue
            }
            if let same = suggestions.firstIndex(where: { $0.donation == donation }) {
                suggestions[same].count += 1
                suggestions[same].lastDonated = order
            } else {
                suggestions.append(Suggestion(donation: donation, typeIndex: typeIndex, count: 1, lastDonated: order))
            }
        }
        suggestions.sort { ($0.count, $0.lastDonated) > ($1.count, $1.lastDonated) }
        guard !suggestions.isEmpty || !unsuggested.isEmpty else { return [strings.noSuggestions] }
        var lines: [String] = []
        for suggestion in suggestions {
            let donation = suggestion.donation
            let app = catalog.apps[donation.appIndex]
            guard let intent = app.intent(donation.intentKey) else { continue }
            let type = intent.shortcutTypes[suggestion.typeIndex]
            record(.suggested(app: donation.appIndex, intent: intent.key, shortcutType: suggestion.typeIndex))
            let renderer = DialogueRenderer(
                app: app, intent: intent, device: device, locale: locale, flags: appStates[donation.appIndex],
                strings: strings, formatter: language.formatter)
            let title = renderer.fill(type.title.resolved(for: locale), values: donation.values)
            let subtitle = type.subtitle.map { renderer.fill($0.resolved(for: locale), values: donation.values) }
            lines.append(strings.suggested(title, subtitle, app.name.resolved(for: locale), !type.runsInBackground))
        }
        for item in unsuggested {
            lines.append(strings.notSuggested("\(catalog.apps[item.appIndex].key)/\(item.intentKey)", item.parameters))
        }
        return lines
    }
}
