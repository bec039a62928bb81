import ParleyText
import ParleyCatalog
import ParleyDialogue

/// Two values of one type answer to the same name, so saying it never picks one.
struct SharedValueSynonymRule: LintRule {
    static let identifier = "shared-value-synonym"
    static let summary = "a value name or synonym shared by two values of one type"

    static let triggeringExamples = [
        """
        app: Meditation
        types:
          Session:
            kind: enum
            values:
              - {id: calming, title: Calming, synonyms: [calm]}
              - {id: ↓sleep, title: Sleep, synonyms: [calm]}
        """,
    ]
    static let nonTriggeringExamples = [
        """
        app: Meditation
        types:
          Session:
            kind: enum
            values:
              - {id: calming, title: Calming, synonyms: [calm]}
              - {id: sleep, title: Sleep, synonyms: [bedtime]}
        """,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for app in context.catalog.apps {
            for type in app.types {
                for locale in context.locales(of: app) {
                    let normalizer = Normalizer.forLocale(locale)
                    var owners: [[String]: TypeValue] = [:]
                    for value in type.values {
                        for name in Set(value.spokenNames(for: locale).map { normalizer.tokens($0, isUtteranceStart: false) }) {
                            if let first = owners[name], first.id != value.id {
                                findings.append(warning("'\(Normalizer.join(name))' names both '\(first.id)' and '\(value.id)' of \(type.key)", at: value.location))
                            } else {
                                owners[name] = value
                            }
                        }
                    }
                }
            }
        }
        return Array(Set(findings))
    }
}
