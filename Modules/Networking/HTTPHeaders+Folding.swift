extension HTTPHeaders {
  /// Appends text to the last field's value, for obsolete folded header lines.
  mutating func appendToLastValue(_ text: String) {
    guard !fields.isEmpty else { return }
    fields[fields.count - 1].value += text
  }
}
