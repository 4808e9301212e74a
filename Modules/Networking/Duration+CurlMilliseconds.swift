extension Duration {
  /// Whole milliseconds, rounded up and at least 1, because libcurl reads 0 as "no limit".
  var curlMilliseconds: Int {
    let (seconds, attoseconds) = components
    guard seconds < Int64.max / 1_000 - 1 else { return Int.max }
    let milliseconds = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int(max(1, milliseconds))
  }
}
