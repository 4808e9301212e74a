import Foundation

extension CalendarDate {
  /// The date `days` days later (earlier when negative), across months and years.
  public func adding(days: Int) -> CalendarDate? {
    guard let date = Self.gregorian.date(from: components),
      let moved = Self.gregorian.date(byAdding: .day, value: days, to: date)
    else { return nil }
    return CalendarDate(Self.gregorian.dateComponents([.year, .month, .day], from: moved))
  }

  /// The same day `months` months later, on the month's last day when it is shorter.
  public func adding(months: Int) -> CalendarDate? {
    let index = year * 12 + (month - 1) + months
    let (newYear, newMonth) = (index / 12, index % 12 + 1)
    guard (1...9999).contains(newYear) else { return nil }
    let lastDay = Self.numberOfDays(inMonth: newMonth, ofYear: newYear)
    return CalendarDate(year: newYear, month: newMonth, day: min(day, lastDay))
  }

  /// The same day `years` years later; 29 February becomes the 28th in a common year.
  public func adding(years: Int) -> CalendarDate? {
    adding(months: years * 12)
  }

  /// Whole years from this date to `date`: an age, when this is a birthdate.
  public func years(until date: CalendarDate) -> Int {
    let years = date.year - year
    return (date.month, date.day) < (month, day) ? years - 1 : years
  }

  /// Today in `timeZone`.
  public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> CalendarDate {
    var calendar = gregorian
    calendar.timeZone = timeZone
    return CalendarDate(calendar.dateComponents([.year, .month, .day], from: now))
      ?? CalendarDate(year: 2000, month: 1, day: 1)!
  }

  private init?(_ components: DateComponents) {
    guard let year = components.year, let month = components.month, let day = components.day else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  private var components: DateComponents {
    DateComponents(year: year, month: month, day: day)
  }

  private static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
}
