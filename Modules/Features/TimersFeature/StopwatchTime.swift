/// A stopwatch's reading: minutes, seconds and tenths (`01:02.3`), hours in front past the hour.
enum StopwatchTime {
  static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = max(0, seconds * 10 + attoseconds / 100_000_000_000_000_000)
    let (minutes, rest) = (tenths / 600, tenths % 600)
    let clock = "\(twoDigits(minutes % 60)):\(twoDigits(rest / 10)).\(rest % 10)"
    return minutes >= 60 ? "\(minutes / 60):\(clock)" : clock
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
