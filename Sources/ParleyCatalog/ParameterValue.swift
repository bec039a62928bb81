import Foundation
import ParleyText

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
