/// Measures how many terminal columns text occupies.
///
/// Widths follow what modern terminals do: combining marks, joiners and variation selectors
/// take no column, East Asian wide and fullwidth characters and emoji take two, everything
/// else takes one. A `Character` is one grapheme cluster, so a ZWJ family or a flag counts once.
public enum DisplayWidth {
  /// Returns the number of terminal columns `text` occupies.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// Returns the number of terminal columns one grapheme occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if character.isASCII {
      // ASCII graphemes are one scalar, or "\r\n"; only the printable range takes a column.
      guard let value = character.asciiValue else { return 0 }
      return (0x20..<0x7F).contains(value) ? 1 : 0
    }
    let scalars = character.unicodeScalars
    guard let base = scalars.first(where: { width(of: $0) > 0 }) else { return 0 }
    if width(of: base) == 2 { return 2 }
    // Text-default emoji such as "❤" become two columns wide when asked for emoji
    // presentation (VS16) or when they start a ZWJ sequence.
    if base.properties.isEmoji,
      scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
    {
      return 2
    }
    return 1
  }

  /// Returns the width of a single scalar taken on its own.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .surrogate:
      return 0
    default:
      break
    }
    // Hangul medial vowels and final consonants join the preceding initial consonant.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    if EastAsianWide.contains(value) { return 2 }
    return 1
  }
}
