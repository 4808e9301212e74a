extension Int {
  /// The number and the noun it counts, singular for one and plural otherwise: "1 person",
  /// "3 people", "0 posts", "1,234 repositories".
  ///
  /// - Parameters:
  ///   - singular: the noun for one ("post").
  ///   - plural: the noun for any other count; the singular with an "s" when nil.
  public func counted(_ singular: String, plural: String? = nil) -> String {
    "\(grouped) \(self == 1 ? singular : plural ?? singular + "s")"
  }

  /// The number with a comma between each group of three digits: "12,345".
  public var grouped: String {
    let digits = String(magnitude)
    var result = self < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
