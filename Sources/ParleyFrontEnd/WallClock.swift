import Foundation
import ParleyText

/// The machine's clock, read once by the front end: the engine only ever sees the date it
/// is given (`@now`, `:now`, or this at start-up).
public enum WallClock {
    public static func now() -> CalendarDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        return CalendarDate(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }
}
