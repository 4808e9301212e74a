import Foundation

/// Reading a date typed whole, and the words for one the picker refuses.
extension DatePicker {
  /// Why a date typed or stepped to is not taken, as the picker answers it.
  struct Refusal: Error, Equatable {
    let reason: String
  }

  /// What the picker takes, for text that is no date at all.
  public nonisolated static let howToType =
    "type the date as YYYY-MM-DD, YYYYMMDD or YYYY-M-D (e.g. 1990-05-17)"

  /// The date `typed` spells, within `bounds`, or why not: what is no date at all is said
  /// first (17051990, a day first, is no month 19), then a year out of reach, then the day.
  nonisolated static func parse(_ typed: String, within bounds: ClosedRange<YearMonthDay>) throws(Refusal)
    -> YearMonthDay
  {
    let text = spelledOut(typed.trimmingCharacters(in: .whitespaces))
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { throw Refusal(reason: howToType) }
    guard (1...12).contains(month) else {
      throw Refusal(reason: "\(text) is not a date: there is no month \(month)")
    }
    guard day > 0 else { throw Refusal(reason: "\(text) is not a date: days start at 01") }
    if year < bounds.lowerBound.year { throw .before(bounds.lowerBound, text) }
    if year > bounds.upperBound.year { throw .after(bounds.upperBound, text) }
    guard let date = YearMonthDay(year: year, month: month, day: day) else {
      let days = YearMonthDay.days(inMonth: month, ofYear: year)
      let month = YearMonthDay.name(ofMonth: month)
      throw Refusal(reason: "\(text) is not a date: \(month) \(year) has \(days) days")
    }
    if let refusal = outside(bounds, date) { throw refusal }
    return date
  }

  /// Why `date` cannot be picked within `bounds`; nil when it can.
  nonisolated static func outside(_ bounds: ClosedRange<YearMonthDay>, _ date: YearMonthDay) -> Refusal? {
    if date < bounds.lowerBound { return .before(bounds.lowerBound, "\(date)") }
    if date > bounds.upperBound { return .after(bounds.upperBound, "\(date)") }
    return nil
  }

  /// `text` as `YYYY-MM-DD` when it is a date's digits in another spelling people type:
  /// `19900517`, `1990-5-7`; otherwise `text` itself.
  nonisolated static func spelledOut(_ text: String) -> String {
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
}

extension DatePicker.Refusal {
  /// `text`, a date before `earliest`, the first the picker takes.
  static func before(_ earliest: YearMonthDay, _ text: String) -> Self {
    Self(reason: "\(text) is before \(earliest), the earliest date here")
  }

  /// `text`, a date after `latest`, the last the picker takes.
  static func after(_ latest: YearMonthDay, _ text: String) -> Self {
    Self(reason: "\(text) is after \(latest), the latest date here")
  }
}
