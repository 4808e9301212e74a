import Foundation

/// A `Retry-After` header's wait, in either form RFC 9110 (section 10.2.3) allows: a number of
/// seconds, or an HTTP-date (IMF-fixdate, and the obsolete RFC 850 and asctime forms a
/// recipient must also accept).
public enum RetryAfter {
  /// The longest wait honoured: a day. No service we call asks for more, and a mistaken value
  /// (twenty digits, a date years away) must not hold requests back for years.
  public static let longestDelay: TimeInterval = 24 * 60 * 60

  /// How long `value` asks to wait from `now`: never negative (a date already past is 0), at
  /// most ``longestDelay``; nil when the value is neither form.
  public static func delay(_ value: String, now: Date) -> TimeInterval? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      // More digits than an Int holds is still "a very long time", not garbage.
      return min(TimeInterval(Int(trimmed) ?? Int.max), longestDelay)
    }
    guard let date = date(trimmed) else { return nil }
    return min(max(0, date.timeIntervalSince(now)), longestDelay)
  }

  /// The time `value` names as an HTTP-date, in any of its three forms.
  public static func date(_ value: String) -> Date? {
    // An HTTP-date is ASCII; anything else is refused before `DateFormatter` sees it, which on
    // Linux leaks a character set for each such string (found by the random-users fuzz target).
    guard value.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    // asctime pads a one-digit day with a space ("Nov  6").
    let value = value.split(separator: " ").joined(separator: " ")
    for format in formats {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: value) { return date }
    }
    return nil
  }

  /// IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), RFC 850 ("Sunday, 06-Nov-94 08:49:37 GMT"),
  /// asctime ("Sun Nov  6 08:49:37 1994").
  private static let formats = [
    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy",
  ]
}

extension HTTPHeaders {
  /// The wait the `Retry-After` header asks for, counted from `now`; nil without a readable one.
  public func retryAfter(now: Date) -> TimeInterval? {
    self["Retry-After"].flatMap { RetryAfter.delay($0, now: now) }
  }
}
