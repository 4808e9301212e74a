/// Makes untrusted text (from the network, files or other programs) safe to print to a terminal.
///
/// Escape sequences are removed whole, so a hostile string can neither recolour the screen, move
/// the cursor, set the window title nor hide text with bidirectional overrides. Ordinary
/// Unicode, including Korean and emoji, passes through unchanged.
public enum Sanitizer {
  /// Returns `text` without escape sequences, control characters or bidi overrides.
  ///
  /// Newlines are kept and tabs become a single space. A string sequence (OSC, DCS, SOS, PM,
  /// APC) that is never terminated swallows the rest of the text, because printing its payload
  /// could still be misread as a command by whatever receives it next.
  public static func clean(_ text: String) -> String {
    var scanner = EscapeScanner()
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let kept = scanner.consume(scalar) {
        result.append(kept)
      }
    }
    return String(result)
  }

  /// Returns `text` cleaned as by ``clean(_:)``, with line breaks turned into spaces.
  ///
  /// Use this for fields that must stay on one line, such as names, titles and table cells.
  public static func cleanLine(_ text: String) -> String {
    let cleaned = clean(text)
    var result = String.UnicodeScalarView()
    for scalar in cleaned.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x2028, 0x2029:
        result.append(" ")
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}
