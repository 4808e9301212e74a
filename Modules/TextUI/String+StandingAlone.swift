extension String {
  /// The text with a dotted circle before a combining mark that starts it, as a mark with no
  /// letter is written: shown after other text (a cursor, a quote), the mark would join it.
  public var standingAlone: String {
    guard let first = unicodeScalars.first else { return self }
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return "◌" + self
    default: return self
    }
  }
}
