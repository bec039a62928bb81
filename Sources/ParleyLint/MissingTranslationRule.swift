import ParleyText
import ParleyCatalog

/// An app speaks a language — its phrases or name are written in it — but a title or a line Siri says for it
/// has no text in that language: a session in it says that item, whole, in the fallback
/// language (English), between Siri's own lines in the session's; a parameter's title is
/// left out of Siri's questions about it instead ("Welche?"), which say less.
struct MissingTranslationRule: LintRule {
    static let identifier = "missing-translation"
    static let summary = "a title, prompt or line with no text in a language the app's phrases are in"

    static let triggeringExamples = [
        #"""
        app: Barista
        intents:
          Order:
            title: {en: Order, fr: Commander}
            parameters:
              - {name: ↓size, title: {en: Size}, type: String}
        shortcuts:
          - intent: Order
            phrases: {en: ['Order with \(.applicationName)'], fr: ['Commande avec \(.applicationName)']}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Barista
        intents:
          Order:
            title: {en: Order, fr: Commander}
            parameters:
              - {name: size, title: {en: Size, fr: Taille}, type: String}
              - {name: note, title: Note, type: String}
        shortcuts:
          - intent: Order
            phrases: {en: ['Order with \(.applicationName)'], fr: ['Commande avec \(.applicationName)']}
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for app in context.catalog.apps {
            let languages = context.locales(of: app).filter { LocaleCode.language(of: $0) != LocaleCode.fallback }
            guard !languages.isEmpty else { continue }
            func check(_ text: LocalizedText?, _ what: String, at location: SourceLocation) {
                guard let text, text.plain == nil else { return }
                for locale in languages where !text.speaks(locale) {
                    findings.append(warning("\(what) has no '\(locale)' text: a '\(locale)' session says '\(text.resolved(for: locale))'", at: location))
                }
            }
            for intent in app.intents {
                check(intent.title, "the title of intent '\(intent.key)'", at: intent.location)
                for parameter in intent.parameters {
                    for locale in languages where !parameter.title.speaks(locale) {
                        findings.append(warning(
                            "the title of parameter '\(parameter.name)' of '\(intent.key)' has no '\(locale)' text: a '\(locale)' session leaves it out of Siri's questions about it",
                            at: parameter.location))
                    }
                    check(parameter.prompt?.full, "the prompt of parameter '\(parameter.name)' of '\(intent.key)'", at: parameter.prompt?.location ?? parameter.location)
                }
                check(intent.confirmation?.full, "the confirmation of '\(intent.key)'", at: intent.confirmation?.location ?? intent.location)
                for result in intent.results {
                    check(result.dialog?.full, "a result of '\(intent.key)'", at: result.dialog?.location ?? result.location)
                }
            }
            for type in app.types {
                for value in type.values {
                    check(value.title, "the title of value '\(value.id)' of \(type.key)", at: value.location)
                }
            }
        }
        return findings
    }
}
