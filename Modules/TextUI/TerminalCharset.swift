/// What the terminal can show, as the locale names it: UTF-8, or ASCII alone (`LANG=C`).
///
/// Outside UTF-8 the app writes its own rules, arrows and marks (`──`, `↑↓←→`, `…`, `▏`, `·`,
/// the spinner) as ASCII look-alikes, as htop falls back to ASCII lines. The decision is made
/// once, at start, from the environment, and the output step applies it (``output(_:)``): no
/// view or feature knows.
public enum TerminalCharset: Sendable, Equatable {
  /// The locale is UTF-8: everything is written as it is.
  case utf8
  /// The locale names another character set, or none (`C`, `POSIX`).
  case ascii

  /// The character set of the locale `environment` names: the first of `LC_ALL`, `LC_CTYPE`
  /// and `LANG` that is set and not empty decides, as for C programs.
  ///
  /// With none of them set, UTF-8 is kept: that is a service manager or a container that set
  /// no locale, not a choice, and its terminal is most often the user's own UTF-8 one. An
  /// explicit `C` or `POSIX` is a choice, and is followed.
  public init(environment: [String: String]) {
    let names = ["LC_ALL", "LC_CTYPE", "LANG"].compactMap { environment[$0] }
    guard let locale = names.first(where: { !$0.isEmpty }) else {
      self = .utf8
      return
    }
    let codeset = locale.lowercased().filter { $0 != "-" }
    self = codeset.contains("utf8") ? .utf8 : .ascii
  }

  /// `text` as this character set shows it: unchanged in UTF-8; in ASCII, each of the app's own
  /// glyphs replaced by a look-alike as wide as it (the screen has laid the text out to the
  /// column). Other text (a person's name) is the data's, and is left as it is.
  public func shown(_ text: String) -> String {
    guard self == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let replacement = Self.lookAlikes[scalar] {
        shown.append(contentsOf: replacement.unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }

  /// Writes through `base`: `base` itself in UTF-8, its text made ASCII (``shown(_:)``)
  /// otherwise.
  public func output(_ base: any TextOutput) -> any TextOutput {
    self == .utf8 ? base : ASCIIOutput(base: base, charset: self)
  }

  /// The glyphs the app writes and what stands for each in ASCII, column for column.
  static let lookAlikes: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [
      "─": "-", "│": "|", "↑": "^", "↓": "v", "←": "<", "→": ">", "↔": "-", "…": ".", "·": "-",
      "–": "-", "—": "-", "▏": "|", "›": ">", "»": ">", "▸": ">", "▾": "v", "•": "*", "★": "*",
      "×": "x", "⌫": "<", "⏪": "<<",
    ]
    // The braille spinner turns as the ASCII one does.
    for (index, frame) in Spinner.frames.enumerated() {
      if let scalar = frame.unicodeScalars.first {
        table[scalar] = Spinner.asciiFrame(at: index)
      }
    }
    return table
  }()
}
