import ParleyText
import ParleyCatalog
import ParleyDialogue

/// Every item of an app that coverage counts, in catalog order.
extension App {
    public var coverageItems: [CoverageItem] {
        var items: [CoverageItem] = []
        for (position, shortcut) in shortcuts.enumerated() {
            items.append(CoverageItem(group: .shortcuts, subject: .shortcut(title: title(of: shortcut, locale: LocaleCode.fallback), intent: shortcut.intentKey),
                                      location: shortcut.location, point: .shortcut(position)))
        }
        for shortcut in shortcuts {
            for (locale, phrase) in shortcut.phrases.withLocales {
                items.append(CoverageItem(group: .phrases, subject: .phrase(text: phrase.text, locale: locale), location: phrase.location,
                                          point: .phrase(line: phrase.location.line, column: phrase.location.column)))
            }
        }
        items += spokenValueItems
        // An intent no shortcut runs cannot be reached by voice: nothing of it is counted,
        // unless it is made for Siri Shortcuts (a suggested phrase or shortcut types), which
        // a personal shortcut runs.
        for intent in intents where canReach(intent) {
            for point in DialogueGraph(intent: intent, in: self).points {
                let subject: CoverageItem.Subject = point.parameter.map { .parameter(intent: intent.key, name: $0, what: point.what) } ?? .intent(intent.key, what: point.what)
                items.append(CoverageItem(group: point.parameter == nil ? .intents : .parameters, subject: subject, location: point.location,
                                          point: CoveragePoint.counted(by: point.event(0))))
            }
        }
        for intent in intents where intent.isForSiriShortcuts {
            for (position, type) in intent.shortcutTypes.enumerated() {
                items.append(CoverageItem(group: .siriShortcuts, subject: .intent(intent.key, what: "suggested as \(type.title.fallback.quotedExcerpt)"),
                                          location: type.location, point: .suggested(intent: intent.key, shortcutType: position)))
            }
            items.append(CoverageItem(group: .siriShortcuts, subject: .intent(intent.key, what: "run by a personal shortcut"),
                                      location: intent.location, point: .personalShortcut(intent: intent.key)))
        }
        for intent in intents {
            for route in intent.siriAIDoors {
                items.append(CoverageItem(group: .siriAIDoors, subject: .intent(intent.key, what: "reached by Siri AI as \(route == "schema" ? "\(intent.schema ?? "a schema")" : "a tool")"),
                                          location: intent.location, point: .door(intent: intent.key, route: route)))
            }
        }
        // Devices are reached by running a shortcut: an app without one has none to count.
        for device in Device.allCases where !shortcuts.isEmpty {
            items.append(CoverageItem(group: .devices, subject: .device(device), location: location, point: .device(device)))
        }
        for locale in phraseLocales {
            items.append(CoverageItem(group: .locales, subject: .locale(locale), location: location, point: .locale(locale)))
        }
        return items
    }

    /// Whether anything runs the intent: a shortcut, a personal shortcut (it is made for Siri
    /// Shortcuts) or a door of Siri AI. An intent nothing runs is still drawn, entered from
    /// nowhere, but none of its steps is counted.
    public func canReach(_ intent: Intent) -> Bool {
        shortcuts.contains(where: { $0.intentKey == intent.key }) || intent.isForSiriShortcuts || intent.hasSiriAIDoor
    }

    /// The locales the app has phrases in (`en` for phrases written for every locale).
    public var phraseLocales: [String] {
        var locales = Set<String>()
        for shortcut in shortcuts {
            switch shortcut.phrases.storage {
            case .items(let phrases): if !phrases.isEmpty { locales.insert(LocaleCode.fallback) }
            case .perLocale(let lists): locales.formUnion(lists.keys)
            }
        }
        return locales.sorted()
    }

    /// The app locale a session locale reads phrases in.
    func phraseLocale(for sessionLocale: String, among locales: [String]) -> String {
        LocaleCode.fallbackChain(for: sessionLocale).first(where: locales.contains) ?? locales.first ?? LocaleCode.fallback
    }

    /// Enum cases and suggested entity values, for each type a phrase slot takes.
    private var spokenValueItems: [CoverageItem] {
        var typeKeys: [String] = []
        for shortcut in shortcuts {
            guard let intent = intent(shortcut.intentKey) else { continue }
            for phrase in shortcut.phrases.allElements {
                guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                for name in template.parameterNames {
                    if let key = intent.parameter(named: name)?.type.customName, !typeKeys.contains(key) { typeKeys.append(key) }
                }
            }
        }
        return typeKeys.compactMap(type(named:)).flatMap { definition in
            definition.speakableValues.map { value in
                CoverageItem(group: .spokenValues, subject: .spokenValue(type: definition.key, title: value.title.fallback),
                             location: value.location, point: .spokenValue(type: definition.key, valueID: value.id))
            }
        }
    }
}

extension LocalizedList<PhraseSource> {
    /// Each phrase with its locale (nil for phrases written for every locale), locales sorted.
    var withLocales: [(locale: String?, phrase: PhraseSource)] {
        switch storage {
        case .items(let phrases): phrases.map { (nil, $0) }
        case .perLocale(let lists): lists.keys.sorted().flatMap { locale in (lists[locale] ?? []).map { (locale, $0) } }
        }
    }
}

extension Device {
    public var displayName: String {
        switch self {
        case .phone: "a phone"
        case .homepod: "a HomePod"
        }
    }
}
