import ParleyText
import ParleyCatalog

/// Renders parameter values the way Siri says them in a locale: a value's title, a
/// number, a date, a duration.
///
///     ValueFormatter(locale: "en").duration(5400)                 // "1 hour 30 minutes"
///     ValueFormatter(locale: "en").date(CalendarDate(year: 2026, month: 11, day: 27))
///     // "Friday, November 27, 2026"
public struct ValueFormatter: Sendable {
    public let locale: String
    private let format: Vocabulary.Format

    public init(locale: String) {
        self.locale = locale
        format = Vocabulary.forLocale(locale).format
    }

    public func format(_ value: ParameterValue, type: TypeDefinition?) -> String {
        switch value {
        case .identifier(let id): type?.value(id: id)?.title.resolved(for: locale) ?? id
        case .int(let number): String(number)
        case .double(let number): number.formattedNumber
        case .bool(let flag): flag ? format.yes : format.no
        case .string(let text): text
        case .date(let date): self.date(date)
        case .duration(let seconds): duration(seconds)
        }
    }

    public func date(_ date: CalendarDate) -> String {
        let weekday = CalendarMath.weekday(of: date) - 1
        var text = format.date.filling([
            "weekday": format.weekdays.indices.contains(weekday) ? format.weekdays[weekday] : "",
            "month": format.months.indices.contains(date.month - 1) ? format.months[date.month - 1] : String(date.month),
            "monthNumber": String(date.month), "day": String(date.day), "year": String(date.year),
        ])
        if let hour = date.hour {
            text += format.time.filling([
                "hour": String(hour), "hour12": String(hour % 12 == 0 ? 12 : hour % 12),
                "minute": Self.twoDigits(date.minute ?? 0), "ampm": hour < 12 ? format.am : format.pm,
            ])
        }
        return text
    }

    public func duration(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append(count(hours, "hour")) }
        if minutes > 0 { parts.append(count(minutes, "minute")) }
        if rest > 0 || parts.isEmpty { parts.append(count(rest, "second")) }
        return parts.joined(separator: format.durationSeparator)
    }

    private func count(_ number: Int, _ unit: String) -> String {
        let template = format.durationParts[number == 1 ? unit : unit + "s"] ?? "{n} \(unit)"
        return template.filling(["n": String(number)])
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}
