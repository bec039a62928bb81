import ParleyText
import ParleyCatalog
import ParleyMatching

/// Renders parameter values the way Siri says them in a locale: a value's title, a
/// number, a date, a duration.
///
///     ValueFormatter(locale: "en").duration(5400)                 // "1 hour 30 minutes"
///     ValueFormatter(locale: "en").date(CalendarDate(year: 2026, month: 11, day: 27))
///     // "Friday, November 27, 2026"
public struct ValueFormatter: Sendable {
    public let locale: String

    public init(locale: String) {
        self.locale = locale
    }

    private var isJapanese: Bool { LocaleCode.language(of: locale) == "ja" }

    public func format(_ value: ParameterValue, type: TypeDefinition?) -> String {
        switch value {
        case .identifier(let id): type?.value(id: id)?.title.resolved(for: locale) ?? id
        case .int(let number): String(number)
        case .double(let number): number.formattedNumber
        case .bool(let flag): flag ? SystemStrings.forLocale(locale).yes : SystemStrings.forLocale(locale).no
        case .string(let text): text
        case .date(let date): self.date(date)
        case .duration(let seconds): duration(seconds)
        }
    }

    public func date(_ date: CalendarDate) -> String {
        if isJapanese {
            var text = "\(date.year)年\(date.month)月\(date.day)日(\(Self.japaneseWeekdays[CalendarMath.weekday(of: date) - 1]))"
            if let hour = date.hour { text += " \(hour):\(Self.twoDigits(date.minute ?? 0))" }
            return text
        }
        var text = "\(Self.weekdays[CalendarMath.weekday(of: date) - 1]), \(Self.months[date.month - 1]) \(date.day), \(date.year)"
        if let hour = date.hour {
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            text += " at \(twelve):\(Self.twoDigits(date.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
        }
        return text
    }

    public func duration(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        if isJapanese {
            var text = ""
            if hours > 0 { text += "\(hours)時間" }
            if minutes > 0 { text += "\(minutes)分" }
            if rest > 0 || text.isEmpty { text += "\(rest)秒" }
            return text
        }
        var parts: [String] = []
        if hours > 0 { parts.append(Self.count(hours, "hour")) }
        if minutes > 0 { parts.append(Self.count(minutes, "minute")) }
        if rest > 0 || parts.isEmpty { parts.append(Self.count(rest, "second")) }
        return parts.joined(separator: " ")
    }

    private static func count(_ number: Int, _ unit: String) -> String {
        "\(number) \(unit)\(number == 1 ? "" : "s")"
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"]
}
