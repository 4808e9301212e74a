import Foundation

/// A time as the screens show it ("14:05", "14:05:30"), written one way for every service.
public enum ClockTime {
  /// `date`'s time of day in `timeZone`: hours and minutes, and seconds when `withSeconds`.
  ///
  /// Given `now`, a time on another day than `now` (in `timeZone`) starts with its date,
  /// "2026-11-26 14:05", so a wait past midnight (or a long one) does not read as today.
  public static func text(
    _ date: Date, in timeZone: TimeZone, withSeconds: Bool = false, now: Date? = nil
  ) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let fields = withSeconds ? [parts.hour, parts.minute, parts.second] : [parts.hour, parts.minute]
    let time = fields.map { twoDigits($0 ?? 0) }.joined(separator: ":")
    guard let now, !calendar.isDate(date, inSameDayAs: now) else { return time }
    let day = "\(parts.year ?? 0)-\(twoDigits(parts.month ?? 0))-\(twoDigits(parts.day ?? 0))"
    return "\(day) \(time)"
  }

  private static func twoDigits(_ value: Int) -> String {
    (value < 10 ? "0" : "") + "\(value)"
  }
}
