import ParleyText
import ParleyCatalog

/// Everything a session reads and says in its language, from the locale's vocabulary:
/// how answers, dates and durations are understood, and the lines Siri says on its own.
/// Built once per locale and kept by the machine, not once per turn; a class, because each
/// turn holds it, and copying a struct of this many tables cost more than some turns' work.
final class SessionLanguage: Sendable {
    let locale: String
    let answers: AnswerParser
    let durations: DurationParser
    let strings: SystemStrings
    let formatter: ValueFormatter
    let help: HelpBuilder

    init(locale: String, catalog: Catalog) {
        self.locale = locale
        let parts = Self.localeParts[locale]
        help = HelpBuilder(catalog: catalog, locale: locale)
        answers = parts.answers
        durations = parts.durations
        strings = .forLocale(locale)
        formatter = parts.formatter
    }

    /// What depends on the locale alone, built once per process: `parley test` starts a
    /// session for each transcript.
    private struct LocaleParts: Sendable {
        let answers: AnswerParser
        let durations: DurationParser
        let formatter: ValueFormatter
    }

    private static let localeParts = PerLocale { locale in
        LocaleParts(answers: AnswerParser(locale: locale), durations: DurationParser(locale: locale), formatter: ValueFormatter(locale: locale))
    }

    /// Dates are read against the session clock, which changes on its own.
    func dates(now: CalendarDate) -> DateParser {
        DateParser(now: now, locale: locale)
    }
}

