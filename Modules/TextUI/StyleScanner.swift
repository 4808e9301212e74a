/// Tells, character by character, whether a character belongs to a CSI sequence.
struct StyleScanner {
  private var afterEscape = false
  private var inSequence = false

  /// Returns whether `character` is part of an escape sequence, advancing the state.
  mutating func isStyle(_ character: Character) -> Bool {
    if inSequence {
      if let value = character.asciiValue, (0x40...0x7E).contains(value) {
        inSequence = false
      }
      return true
    }
    if afterEscape {
      afterEscape = false
      if character == "[" { inSequence = true }
      return true
    }
    if character == "\u{1B}" {
      afterEscape = true
      return true
    }
    return false
  }
}
