extension HTTPHeaders {
  /// Appends a folded header line's text to the last field's value, for obsolete line folding.
  ///
  /// The fold counts as one space (RFC 9112 §5.2), and only between two pieces of text: a
  /// value that was empty becomes `text` itself, so no value starts with a space.
  mutating func appendToLastValue(_ text: String) {
    guard !fields.isEmpty, !text.isEmpty else { return }
    let last = fields.count - 1
    fields[last].value += fields[last].value.isEmpty ? text : " " + text
  }
}
