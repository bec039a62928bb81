import ParleyText
import ParleyCatalog

/// A line Siri says for an app — a result, a prompt, a confirmation, a failure or a
/// requirement's dialog — written as plain text, in an app whose phrases are in several
/// languages: every session says it as written, a French one in English. The importer
/// writes plain text when it found no translation (a key it could not look up), so this is
/// how a translation lost on the way shows; `missing-translation` reads plain text as
/// every language's, on purpose, and does not see it.
struct PlainDialogRule: LintRule {
    static let identifier = "plain-dialog"
    static let summary = "a line Siri says written in one language only, in an app whose phrases are in several"

    static let triggeringExamples = [
        #"""
        app: Trail Log
        intents:
          LogWater:
            title: {en: Log Water, fr: Noter l'eau}
            parameters:
              - {name: glasses, title: {en: Glasses, fr: Verres}, type: Int}
            confirm: ↓Log \(glasses) glasses of water?
        shortcuts:
          - intent: LogWater
            phrases: {en: ['Log water in \(.applicationName)'], fr: ['Noter de l''eau dans \(.applicationName)']}
        """#,
    ]
    static let nonTriggeringExamples = [
        #"""
        app: Trail Log
        intents:
          LogWater:
            title: {en: Log Water, fr: Noter l'eau}
            parameters:
              - {name: glasses, title: {en: Glasses, fr: Verres}, type: Int}
            confirm: {en: 'Log \(glasses) glasses of water?', fr: 'Noter \(glasses) verres d''eau ?'}
        shortcuts:
          - intent: LogWater
            phrases: {en: ['Log water in \(.applicationName)'], fr: ['Noter de l''eau dans \(.applicationName)']}
        """#,
        #"""
        app: Trail Log
        intents:
          LogWater: {title: Log Water, confirm: Log water?}
        shortcuts:
          - {intent: LogWater, phrases: ['Log water in \(.applicationName)']}
        """#,
    ]

    func findings(in context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for app in context.catalog.apps {
            let others = context.locales(of: app).filter { LocaleCode.language(of: $0) != LocaleCode.fallback }
            guard !others.isEmpty else { continue }
            let list = others.map { "'\($0)'" }.joined(separator: ", ")
            func check(_ dialog: Dialog?, _ what: String) {
                guard let dialog, let text = dialog.full.plain else { return }
                findings.append(warning(
                    "\(what) is written in one language only, and \(app.key)'s phrases are also in \(list): every session says '\(text)'; give it a text per language",
                    at: dialog.location))
            }
            for intent in app.intents {
                for parameter in intent.parameters {
                    check(parameter.prompt, "the prompt of parameter '\(parameter.name)' of '\(intent.key)'")
                }
                check(intent.confirmation, "the confirmation of '\(intent.key)'")
                for requirement in intent.requirements { check(requirement.dialog, "a requirement of '\(intent.key)'") }
                for failure in intent.failures { check(failure.dialog, "a failure of '\(intent.key)'") }
                for result in intent.results { check(result.dialog, "a result of '\(intent.key)'") }
            }
        }
        return findings
    }
}
