import Models
import TextUI

/// What makes a birthdate acceptable, and the message when it is not.
enum BirthdateRule {
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  static let earliest = CalendarDate(year: 1900, month: 1, day: 1)!

  /// The dates Birth's picker offers: from ``earliest`` through `today`.
  static func bounds(today: CalendarDate) -> ClosedRange<YearMonthDay> {
    YearMonthDay(earliest)...YearMonthDay(max(today, earliest))
  }

  /// Whether a real date can be a birthdate: not in the future, not before 1900.
  static func check(_ date: CalendarDate, today: CalendarDate) -> Result<CalendarDate, Problem> {
    if date > today {
      return .failure(Problem(description: "\(date.iso) is in the future: a birthdate is today or earlier"))
    }
    if date < earliest {
      return .failure(
        Problem(description: "\(date.iso) is before 1900-01-01, the earliest birthdate accepted"))
    }
    return .success(date)
  }
}

extension YearMonthDay {
  /// The picker's day for `date`.
  init(_ date: CalendarDate) {
    // Both are real days of a four-digit year, so every CalendarDate is one.
    self.init(year: date.year, month: date.month, day: date.day)!
  }
}

extension CalendarDate {
  /// The date Birth's picker shows.
  init(_ day: YearMonthDay) {
    // The picker's bounds start at 1900: it never shows the year 0000, the one day a
    // CalendarDate cannot be.
    self.init(year: day.year, month: day.month, day: day.day)!
  }
}
