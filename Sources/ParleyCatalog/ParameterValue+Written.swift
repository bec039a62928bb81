import ParleyText

/// Values as `parley match --json`, transcripts' `=` lines, `@shortcut` and `@donate` write
/// them: enum and entity ids, numbers, `true`/`false`, ISO dates and ISO durations.
extension ParameterValue {
    ///     ParameterValue.duration(300).written   // "PT5M"
    public var written: String {
        switch self {
        case .identifier(let id): id
        case .int(let number): String(number)
        case .double(let number): number.formattedNumber
        case .bool(let flag): String(flag)
        case .string(let text): text
        case .date(let date): date.iso
        case .duration(let seconds): ISODuration.format(seconds)
        }
    }

    /// Reads `text` as written above for a parameter of `type` in `app`; nil when it is
    /// not such a value (an id the type lacks, a word for a number).
    public init?(written text: String, type: ValueType, in app: App) {
        switch type {
        case .string: self = .string(text)
        case .int: guard let int = Int(text) else { return nil }; self = .int(int)
        case .double: guard let double = Double(text), double.isSpokenNumber else { return nil }; self = .double(double)
        case .bool: guard text == "true" || text == "false" else { return nil }; self = .bool(text == "true")
        case .date: guard let date = CalendarDate(iso: text) else { return nil }; self = .date(date)
        case .duration: guard let seconds = ISODuration.parse(text) ?? Int(text) else { return nil }; self = .duration(seconds)
        case .custom(let key):
            guard let definition = app.type(named: key), definition.value(id: text) != nil else { return nil }
            self = .identifier(text)
        }
    }
}

/// ISO 8601 durations of hours, minutes and seconds: `PT1H30M`, `PT45S`.
public enum ISODuration {
    public static func format(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 || seconds == 0 { text += "\(rest)S" }
        return text
    }

    /// Whole seconds, or nil for anything but `PT` followed by hours, minutes and seconds.
    public static func parse(_ text: String) -> Int? {
        guard text.hasPrefix("PT"), text.count > 2 else { return nil }
        var seconds = 0
        var number = 0
        var digits = 0
        for character in text.dropFirst(2) {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 9 else { return nil }
                number = number * 10 + digit
                digits += 1
                continue
            }
            guard digits > 0 else { return nil }
            switch character {
            case "H": seconds += number * 3600
            case "M": seconds += number * 60
            case "S": seconds += number
            default: return nil
            }
            number = 0
            digits = 0
        }
        return digits == 0 ? seconds : nil
    }
}
