import ParleyText
import ParleyMatching

/// Apple advises a few alternative app names; many make phrases collide and expand past limits.
struct TooManyAppSynonymsRule: LintRule {
    static let identifier = "too-many-app-synonyms"
    static let summary = "more than 3 app-name synonyms"
    static let limit = 3

    static let triggeringExamples = ["app: ↓Notes\nsynonyms: [Jotter, Memo, Notebook, Scribbles]\n"]
    static let nonTriggeringExamples = ["app: Notes\nsynonyms: [Jotter, Memo]\n"]

    func findings(in context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            context.locales(of: app).compactMap { locale -> Diagnostic? in
                let synonyms = app.synonyms.strings(for: locale)
                guard synonyms.count > Self.limit else { return nil }
                return warning("\(app.key) has \(synonyms.count) app-name synonyms in '\(locale)'; keep at most \(Self.limit)", at: app.location)
            }
        }.uniqued()
    }
}
