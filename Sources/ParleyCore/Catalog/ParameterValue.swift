import Foundation

/// A parameter's value during a dialogue: from a phrase, a preset, a default or an answer.
public enum ParameterValue: Hashable, Sendable {
    /// An enum case or entity value, by id.
    case identifier(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// Kept exactly as the user typed it.
    case string(String)
    case date(CalendarDate)
    /// Whole seconds.
    case duration(Int)
}

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

    /// Parses the ISO forms above (as used by `@now` and catalog defaults).
    public init?(iso: String) {
        let parts = iso.split(separator: "T", maxSplits: 1).map(String.init)
        let day = parts[0].split(separator: "-").compactMap { Int($0) }
        guard day.count == 3, (1...12).contains(day[1]), (1...31).contains(day[2]) else { return nil }
        self.init(year: day[0], month: day[1], day: day[2])
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").compactMap { Int($0) }
            guard time.count >= 2, (0...23).contains(time[0]), (0...59).contains(time[1]) else { return nil }
            hour = time[0]
            minute = time[1]
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour ?? -1, lhs.minute ?? -1)
            < (rhs.year, rhs.month, rhs.day, rhs.hour ?? -1, rhs.minute ?? -1)
    }
}
