import ParleyText
import ParleyCatalog
import ParleyMatching

/// Reads a spoken date relative to the session clock: "today", "tomorrow", "next Friday",
/// "in three days", "December 5th", "2026-12-05", "the 5th at 9 pm", "明日".
///
///     DateParser(now: CalendarDate(year: 2026, month: 11, day: 21)).parse("next friday")
///     // 2026-11-27
public struct DateParser: Sendable {
    public let now: CalendarDate

    public init(now: CalendarDate) {
        self.now = now
    }

    /// "in 3650 days" is the furthest a relative date reaches; more is not understood.
    static let furthestAhead = 3650

    public func parse(_ raw: String) -> CalendarDate? {
        if let iso = CalendarDate(iso: raw.trimmed) { return iso }
        if let japanese = parseJapanese(raw.trimmed) { return japanese }
        // "7:30" reaches here as "7 30": the normalizer makes ':' a word break.
        var words = Normalizer.tokens(raw)
        let time = extractTime(&words)
        words.removeAll { ["on", "the", "by", "this", "coming", "for", "of", "due", "until", "before"].contains($0) }
        guard var date = day(words) else {
            // A time alone means today at that time.
            guard let time, words.isEmpty else { return nil }
            return CalendarDate(year: now.year, month: now.month, day: now.day, hour: time.hour, minute: time.minute)
        }
        if let time {
            date.hour = time.hour
            date.minute = time.minute
        }
        return date
    }

    private func day(_ words: [String]) -> CalendarDate? {
        let today = CalendarDate(year: now.year, month: now.month, day: now.day)
        switch words {
        case ["today"], ["tonight"], ["now"]: return today
        case ["tomorrow"]: return CalendarMath.adding(days: 1, to: today)
        case ["yesterday"]: return CalendarMath.adding(days: -1, to: today)
        case ["day", "after", "tomorrow"]: return CalendarMath.adding(days: 2, to: today)
        case ["next", "week"]: return CalendarMath.adding(days: 7, to: today)
        default: break
        }
        // "friday", "next friday": the coming one (never today).
        let weekdayWords = words.filter { $0 != "next" }
        if weekdayWords.count == 1, let weekday = Self.weekdayNumber(weekdayWords[0]) {
            let ahead = (weekday - CalendarMath.weekday(of: today) + 7) % 7
            return CalendarMath.adding(days: ahead == 0 ? 7 : ahead, to: today)
        }
        // "in 3 days", "in two weeks"
        if words.count == 3, words[0] == "in", let count = Int(words[1]) ?? (words[1] == "a" ? 1 : nil), (0...Self.furthestAhead).contains(count) {
            switch words[2] {
            case "day", "days": return CalendarMath.adding(days: count, to: today)
            case "week", "weeks": return CalendarMath.adding(days: 7 * count, to: today)
            default: break
            }
        }
        return calendarDay(words, today: today)
    }

    /// "december 5", "5th december", "dec 5 2027", "the 5th".
    private func calendarDay(_ words: [String], today: CalendarDate) -> CalendarDate? {
        var month: Int?, day: Int?, year: Int?
        for word in words {
            if let found = Self.monthNumber(word) {
                month = found
            } else if let number = Self.dayNumber(word) {
                if number > 31 { year = number } else if day == nil { day = number } else { return nil }
            } else {
                return nil
            }
        }
        guard let day, (1...31).contains(day), year.map({ (1...9999).contains($0) }) ?? true else { return nil }
        let chosenMonth = month ?? today.month
        var chosenYear = year ?? today.year
        guard day <= CalendarMath.daysInMonth(year: chosenYear, month: chosenMonth) else { return nil }
        var date = CalendarDate(year: chosenYear, month: chosenMonth, day: day)
        // Without a year, a date that has passed means next year (or next month for "the 5th").
        if year == nil, date < today {
            if month == nil {
                let next = chosenMonth == 12 ? (1, chosenYear + 1) : (chosenMonth + 1, chosenYear)
                guard day <= CalendarMath.daysInMonth(year: next.1, month: next.0) else { return nil }
                date = CalendarDate(year: next.1, month: next.0, day: day)
            } else {
                chosenYear += 1
                date = CalendarDate(year: chosenYear, month: chosenMonth, day: day)
            }
        }
        return date
    }

    /// Removes "at 9", "9 am", "5 : 30 pm", "noon" from the words and returns the time.
    private func extractTime(_ words: inout [String]) -> (hour: Int, minute: Int)? {
        if let index = words.firstIndex(of: "noon") {
            words.removeSubrange((index > 0 && words[index - 1] == "at" ? index - 1 : index)...index)
            return (12, 0)
        }
        if let index = words.firstIndex(of: "midnight") {
            words.removeSubrange((index > 0 && words[index - 1] == "at" ? index - 1 : index)...index)
            return (0, 0)
        }
        guard let start = words.firstIndex(where: { $0 == "at" }) ?? words.firstIndex(where: { $0 == "am" || $0 == "pm" }).map({ $0 - 1 }),
              start >= 0, start < words.count
        else { return nil }
        var index = words[start] == "at" ? start + 1 : start
        guard index < words.count, var hour = Int(words[index]), hour <= 23 else { return nil }
        index += 1
        var minute = 0
        if index < words.count, let minutes = Int(words[index]), minutes < 60, words[index].count == 2 {
            minute = minutes
            index += 1
        }
        if index < words.count, words[index] == "am" || words[index] == "pm" {
            if words[index] == "pm", hour < 12 { hour += 12 }
            if words[index] == "am", hour == 12 { hour = 0 }
            index += 1
        } else if index < words.count, words[index] == "oclock" || words[index] == "o" {
            index += words[index] == "o" && index + 1 < words.count ? 2 : 1
        }
        words.removeSubrange(start..<index)
        return (hour, minute)
    }

    private func parseJapanese(_ text: String) -> CalendarDate? {
        let today = CalendarDate(year: now.year, month: now.month, day: now.day)
        let stripped = text.replacingOccurrences(of: "です", with: "").replacingOccurrences(of: "まで", with: "").replacingOccurrences(of: "に", with: "")
        switch stripped {
        case "今日": return today
        case "明日", "あした": return CalendarMath.adding(days: 1, to: today)
        case "明後日", "あさって": return CalendarMath.adding(days: 2, to: today)
        case "昨日", "きのう": return CalendarMath.adding(days: -1, to: today)
        case "来週": return CalendarMath.adding(days: 7, to: today)
        default: return nil
        }
    }

    static func weekdayNumber(_ word: String) -> Int? {
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        if let index = names.firstIndex(of: word) { return index + 1 }
        if let index = names.firstIndex(where: { $0.prefix(3) == word && word.count == 3 }) { return index + 1 }
        return nil
    }

    static func monthNumber(_ word: String) -> Int? {
        let names = ValueFormatter.months.map { $0.lowercased() }
        if let index = names.firstIndex(of: word) { return index + 1 }
        if word.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(word) }) { return index + 1 }
        return nil
    }

    /// "5", "5th", "fifth", "twenty first" was already digitized to "21" then "first"…
    static func dayNumber(_ word: String) -> Int? {
        if let number = Int(word) { return number }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            if let number = Int(word.dropLast(2)) { return number }
        }
        return AnswerParser.ordinals[word]
    }
}
