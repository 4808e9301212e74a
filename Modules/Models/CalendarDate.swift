import Foundation

/// A day in the proleptic Gregorian calendar, with no time or time zone.
///
/// Birthdates and other "which day" values use this type instead of `Date`, so that a value
/// never shifts by a day when the machine's time zone changes. Every value is a real date:
/// the initialisers reject impossible ones such as 2023-02-30.
public struct CalendarDate: Sendable, Hashable, Comparable {
  /// The year, from 1 through 9999.
  public let year: Int
  /// The month, from 1 (January) through 12 (December).
  public let month: Int
  /// The day of the month, from 1 through the last day of `month` in `year`.
  public let day: Int

  /// Creates a date from its parts, or returns nil when they do not name a real day.
  public init?(year: Int, month: Int, day: Int) {
    // Four-digit years only: that is what the ISO text form can carry both ways.
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    guard (1...Self.numberOfDays(inMonth: month, ofYear: year)).contains(day) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses the strict ISO 8601 form `YYYY-MM-DD`, or returns nil for anything else.
  ///
  /// Strict means exactly ten ASCII characters with zero padding: "1990-5-17", "1990-05-17T00:00"
  /// and " 1990-05-17" are all rejected, as are real-looking but impossible days.
  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The date as `YYYY-MM-DD`, zero-padded.
  public var iso: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Tells whether `year` has a 29 February under the Gregorian rules.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` (1–12) of `year`, accounting for leap years.
  public static func numberOfDays(inMonth month: Int, ofYear year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Orders dates chronologically.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
