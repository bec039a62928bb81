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

/// Day arithmetic on the proleptic Gregorian calendar, free of time zones.
enum CalendarMath {
    /// Days since 1970-01-01.
    static func dayNumber(_ date: CalendarDate) -> Int {
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (date.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func date(fromDayNumber number: Int) -> CalendarDate {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return CalendarDate(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    static func adding(days: Int, to date: CalendarDate) -> CalendarDate {
        var result = Self.date(fromDayNumber: dayNumber(date) + days)
        result.hour = date.hour
        result.minute = date.minute
        return result
    }

    /// 1 = Sunday … 7 = Saturday.
    static func weekday(of date: CalendarDate) -> Int {
        ((dayNumber(date) % 7) + 7 + 4) % 7 + 1
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        let next = month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1) : CalendarDate(year: year, month: month + 1, day: 1)
        return dayNumber(next) - dayNumber(CalendarDate(year: year, month: month, day: 1))
    }
}
