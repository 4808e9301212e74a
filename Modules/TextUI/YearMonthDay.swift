/// A day of the proleptic Gregorian calendar, as a ``DatePicker`` holds it: no time, no time
/// zone, so a date never shifts by a day when the machine's time zone changes.
///
/// Every value is a real day of a four-digit year: 2023-02-30 cannot be made. A feature keeps
/// its own date type and converts at the picker, as it would with `UIDatePicker`'s `Date`.
public struct YearMonthDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 0000 through 9999.
  public let year: Int
  /// The month, 1 (January) through 12.
  public let month: Int
  /// The day of the month, 1 through the month's last.
  public let day: Int

  /// The first day a four-digit year holds: 0000-01-01.
  public static let first = YearMonthDay(year: 0, month: 1, day: 1)!
  /// The last day a four-digit year holds: 9999-12-31.
  public static let last = YearMonthDay(year: 9999, month: 12, day: 31)!

  /// The day, or nil when the parts name none (a 30 February, a month 13).
  public init?(year: Int, month: Int, day: Int) {
    guard (0...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, ofYear: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date as `YYYY-MM-DD`, zero-padded.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The day `days` days later (earlier when negative); nil past the four-digit years.
  public func adding(days: Int) -> YearMonthDay? {
    var (year, month, day) = (year, month, day + days)
    while day < 1 {
      (year, month) = month == 1 ? (year - 1, 12) : (year, month - 1)
      guard year >= 0 else { return nil }
      day += Self.days(inMonth: month, ofYear: year)
    }
    while day > Self.days(inMonth: month, ofYear: year) {
      day -= Self.days(inMonth: month, ofYear: year)
      (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
      guard year <= 9999 else { return nil }
    }
    return YearMonthDay(year: year, month: month, day: day)
  }

  /// The same day `months` months later, on the month's last day when it is shorter.
  public func adding(months: Int) -> YearMonthDay? {
    let index = year * 12 + (month - 1) + months
    guard index >= 0 else { return nil }
    let (year, month) = (index / 12, index % 12 + 1)
    return YearMonthDay(year: year, month: month, day: min(day, Self.days(inMonth: month, ofYear: year)))
  }

  /// How many days `month` (1–12) has in `year`, by the Gregorian leap-year rules.
  public static func days(inMonth month: Int, ofYear year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Orders days chronologically.
  public static func < (lhs: YearMonthDay, rhs: YearMonthDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The English name of `month` (1–12), as the picker's answers name it.
  static func name(ofMonth month: Int) -> String {
    [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ][month - 1]
  }
}
