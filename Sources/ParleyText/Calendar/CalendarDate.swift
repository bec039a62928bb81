import Foundation

/// A day, with an optional time of day, as a user speaks it: no time zone arithmetic.
public struct CalendarDate: Hashable, Sendable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int?
    public var minute: Int?

    public init(year: Int, month: Int, day: Int, hour: Int? = nil, minute: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// `2026-11-21` or `2026-11-21T09:00`.
    public var iso: String {
        var text = String(format: "%04d-%02d-%02d", year, month, day)
        if let hour {
            text += String(format: "T%02d:%02d", hour, minute ?? 0)
        }
        return text
    }

    /// Parses the ISO forms above (as used by `@now` and catalog defaults): a real day of a
    /// year from 1 to 9999, and optionally a time (`:SS` seconds are accepted and dropped).
    /// Anything else, `2026-02-31` included, is nil.
    public init?(iso: String) {
        let parts = iso.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let datePart = parts.first else { return nil }
        let day = datePart.split(separator: "-", omittingEmptySubsequences: false)
        guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
              let year = Self.digits(day[0]), let month = Self.digits(day[1]), let dayOfMonth = Self.digits(day[2]),
              (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarMath.daysInMonth(year: year, month: month)).contains(dayOfMonth)
        else { return nil }
        self.init(year: year, month: month, day: dayOfMonth)
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(time.count), time.allSatisfy({ $0.count == 2 }),
                  let hour = Self.digits(time[0]), let minute = Self.digits(time[1]),
                  (0...23).contains(hour), (0...59).contains(minute),
                  time.count == 2 || Self.digits(time[2]).map({ (0...59).contains($0) }) == true
            else { return nil }
            self.hour = hour
            self.minute = minute
        }
    }

    /// ASCII digits only: `Int("+5")` and `Int("٣")` are not what an ISO date means.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour ?? -1, lhs.minute ?? -1)
            < (rhs.year, rhs.month, rhs.day, rhs.hour ?? -1, rhs.minute ?? -1)
    }
}
