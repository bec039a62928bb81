import ParleyText

/// Reads a spoken date relative to the session clock: "today", "tomorrow", "next Friday",
/// "in three days", "December 5th", "2026-12-05", "the 5th at 9 pm", "明日".
///
///     DateParser(now: CalendarDate(year: 2026, month: 11, day: 21)).parse("next friday")
///     // 2026-11-27
public struct DateParser: Sendable {
    public let now: CalendarDate
    private let words: Vocabulary.Dates
    private let ordinals: [String: Int]
    private let indefinite: Set<String>
    private let normalizer: Normalizer

    public init(now: CalendarDate, locale: String = "en") {
        self.now = now
        let vocabulary = Vocabulary.forLocale(locale)
        words = vocabulary.dates
        ordinals = vocabulary.answers.ordinals
        indefinite = vocabulary.numbers.indefinite
        normalizer = Normalizer(vocabulary: vocabulary)
    }

    /// "in 3650 days" is the furthest a relative date reaches; more is not understood.
    static let furthestAhead = 3650

    public func parse(_ raw: String) -> CalendarDate? {
        var text = raw.trimmed
        if let iso = CalendarDate(iso: text) { return iso }
        // Endings that do not change the day ("明日まで").
        var stripped = true
        while stripped {
            stripped = false
            for suffix in words.suffixes where text.count > suffix.count && text.hasSuffix(suffix) {
                text = String(text.dropLast(suffix.count))
                stripped = true
            }
        }
        // "7:30" reaches here as "7 30": the normalizer makes ':' a word break.
        var tokens = normalizer.tokens(text, isUtteranceStart: false)
        let time = extractTime(&tokens)
        tokens.removeAll { words.noise.contains($0) }
        guard var date = day(tokens) else {
            // A time alone means today at that time.
            guard let time, tokens.isEmpty else { return nil }
            return CalendarDate(year: now.year, month: now.month, day: now.day, hour: time.hour, minute: time.minute)
        }
        if let time {
            date.hour = time.hour
            date.minute = time.minute
        }
        return date
    }

    private func day(_ tokens: [String]) -> CalendarDate? {
        let today = CalendarDate(year: now.year, month: now.month, day: now.day)
        if let offset = words.relativeDays[Normalizer.join(tokens)] {
            return CalendarMath.adding(days: offset, to: today)
        }
        // "friday", "next friday": the coming one (never today).
        let weekdayWords = tokens.filter { $0 != words.next }
        if weekdayWords.count == 1, let weekday = weekdayNumber(weekdayWords[0]) {
            let ahead = (weekday - CalendarMath.weekday(of: today) + 7) % 7
            return CalendarMath.adding(days: ahead == 0 ? 7 : ahead, to: today)
        }
        // "in 3 days", "in two weeks"
        if tokens.count == 3, tokens[0] == words.in,
           let count = Int(tokens[1]) ?? (indefinite.contains(tokens[1]) ? 1 : nil),
           (0...Self.furthestAhead).contains(count), let unit = words.dayUnits[tokens[2]] {
            return CalendarMath.adding(days: unit * count, to: today)
        }
        return calendarDay(tokens, today: today)
    }

    /// "december 5", "5th december", "dec 5 2027", "the 5th".
    private func calendarDay(_ tokens: [String], today: CalendarDate) -> CalendarDate? {
        var month: Int?, day: Int?, year: Int?
        for token in tokens {
            if let found = monthNumber(token) {
                month = found
            } else if let number = dayNumber(token) {
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

    /// Removes "at 9", "9 am", "5 : 30 pm", "noon" from the tokens and returns the time.
    private func extractTime(_ tokens: inout [String]) -> (hour: Int, minute: Int)? {
        for (word, time) in [(words.noon, (12, 0)), (words.midnight, (0, 0))] {
            if let index = tokens.firstIndex(of: word) {
                tokens.removeSubrange((index > 0 && tokens[index - 1] == words.at ? index - 1 : index)...index)
                return time
            }
        }
        guard let start = tokens.firstIndex(where: { $0 == words.at }) ?? tokens.firstIndex(where: { $0 == words.am || $0 == words.pm }).map({ $0 - 1 }),
              start >= 0, start < tokens.count
        else { return nil }
        var index = tokens[start] == words.at ? start + 1 : start
        guard index < tokens.count, var hour = Int(tokens[index]), hour <= 23 else { return nil }
        index += 1
        var minute = 0
        if index < tokens.count, let minutes = Int(tokens[index]), minutes < 60, tokens[index].count == 2 {
            minute = minutes
            index += 1
        }
        if index < tokens.count, tokens[index] == words.am || tokens[index] == words.pm {
            if tokens[index] == words.pm, hour < 12 { hour += 12 }
            if tokens[index] == words.am, hour == 12 { hour = 0 }
            index += 1
        } else if let oclock = words.oclock.first(where: { tokens[index...].starts(with: $0) }) {
            index += oclock.count
        }
        tokens.removeSubrange(start..<index)
        return (hour, minute)
    }

    private func weekdayNumber(_ word: String) -> Int? {
        if let index = words.weekdays.firstIndex(of: word) { return index + 1 }
        if word.count == 3, let index = words.weekdays.firstIndex(where: { $0.prefix(3) == word }) { return index + 1 }
        return nil
    }

    private func monthNumber(_ word: String) -> Int? {
        if let index = words.months.firstIndex(of: word) { return index + 1 }
        if word.count >= 3, let index = words.months.firstIndex(where: { $0.hasPrefix(word) }) { return index + 1 }
        return nil
    }

    /// "5", "5th", "fifth" ("twenty first" was already digitized to "20" then "first").
    private func dayNumber(_ word: String) -> Int? {
        if let number = Int(word) { return number }
        for suffix in words.ordinalSuffixes where word.hasSuffix(suffix) {
            if let number = Int(word.dropLast(suffix.count)) { return number }
        }
        return ordinals[word]
    }
}
