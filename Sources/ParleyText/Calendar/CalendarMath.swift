/// Day arithmetic on the proleptic Gregorian calendar, free of time zones.
package enum CalendarMath {
    /// Days since 1970-01-01.
    package static func dayNumber(_ date: CalendarDate) -> Int {
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (date.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func date(fromDayNumber number: Int) -> CalendarDate {
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

    package static func adding(days: Int, to date: CalendarDate) -> CalendarDate {
        var result = Self.date(fromDayNumber: dayNumber(date) + days)
        result.hour = date.hour
        result.minute = date.minute
        return result
    }

    /// 1 = Sunday … 7 = Saturday.
    package static func weekday(of date: CalendarDate) -> Int {
        ((dayNumber(date) % 7) + 7 + 4) % 7 + 1
    }

    package static func daysInMonth(year: Int, month: Int) -> Int {
        let next = month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1) : CalendarDate(year: year, month: month + 1, day: 1)
        return dayNumber(next) - dayNumber(CalendarDate(year: year, month: month, day: 1))
    }
}
