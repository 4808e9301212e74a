import Foundation
import Models

/// What makes a birthdate acceptable, and the messages when it is not.
enum BirthdateRule {
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  static let earliest = CalendarDate(year: 1900, month: 1, day: 1)!

  /// A date typed as `YYYY-MM-DD`.
  static func parse(_ typed: String) -> Result<CalendarDate, Problem> {
    let text = spelledOut(typed.trimmingCharacters(in: .whitespacesAndNewlines))
    if let date = CalendarDate(iso: text) { return .success(date) }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    {
      // What is no date at all is said first: 17051990, a day first, is no month 19.
      guard (1...12).contains(month) else {
        return .failure(Problem(description: "\(text) is not a date: there is no month \(month)"))
      }
      guard day > 0 else {
        return .failure(Problem(description: "\(text) is not a date: days start at 01"))
      }
      // Year 0000 is no calendar year; any year before 1900 is refused for being too early.
      guard year >= earliest.year else {
        return .failure(Problem(description: "\(text) is before 1900-01-01, the earliest birthdate accepted"))
      }
      let days = CalendarDate.numberOfDays(inMonth: month, ofYear: year)
      return .failure(
        Problem(description: "\(text) is not a date: \(monthNames[month - 1]) \(year) has \(days) days"))
    }
    return .failure(Problem(description: howToType))
  }

  /// What Birth takes, for a date it cannot read; the keys that step it are on the hint line,
  /// which names each mode's own.
  static let howToType = "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"

  /// `text` as `YYYY-MM-DD` when it is a date's digits in another spelling people type:
  /// `19900517`, `1990-5-7`; otherwise `text` itself.
  static func spelledOut(_ text: String) -> String {
    let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy(\.isASCIIDigit) }
    if text.count == 8, isDigits(Substring(text)) {
      let digits = Array(text)
      return String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8])
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy(isDigits), parts[0].count == 4,
      (1...2).contains(parts[1].count), (1...2).contains(parts[2].count)
    else { return text }
    let padded = { (part: Substring) in part.count == 1 ? "0" + part : String(part) }
    return "\(parts[0])-\(padded(parts[1]))-\(padded(parts[2]))"
  }

  /// What a month or year step did to a day the new month lacks ("2025 has no February 29:
  /// the 28th is kept"), or nil when the day stayed.
  static func clampNote(from date: CalendarDate, to moved: CalendarDate, _ field: DateField) -> String? {
    guard field != .day, moved.day != date.day else { return nil }
    let month = "\(monthNames[moved.month - 1]) \(moved.year)"
    return "\(month) has no day \(date.day): the \(moved.day)th is taken"
  }

  /// The draft moved by `amount` days, months or years.
  static func step(_ date: CalendarDate, _ field: DateField, by amount: Int) -> Result<CalendarDate, Problem>
  {
    let moved: CalendarDate? =
      switch field {
      case .day: date.adding(days: amount)
      case .month: date.adding(months: amount)
      case .year: date.adding(years: amount)
      }
    guard let moved else { return .failure(Problem(description: "that step leaves the calendar")) }
    return .success(moved)
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

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

extension Character {
  /// Whether this is one of 0–9: a date is typed with these, not with other scripts' digits.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
