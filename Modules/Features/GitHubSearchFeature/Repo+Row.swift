import Models
import TextUI

extension Repo {
  /// The name column's width: most `owner/name`s fit, longer ones end in "…".
  static let nameWidth = 28
  /// The language column's width.
  static let languageWidth = 10

  /// One list row: name, stars, language and description, each cleaned of control and escape
  /// characters (the text comes from the network). The screen cuts it to the terminal's width.
  var row: String {
    let stars = StarCount.text(stars)
    var row = RowText.cell(fullName, width: Self.nameWidth)
    row.reserveCapacity(Self.nameWidth + Self.languageWidth + 24 + (description?.utf8.count ?? 0))
    row += "  ★ "
    row += stars
    row += String(repeating: " ", count: max(5 - stars.count, 0))
    row += "  "
    row += RowText.cell(language ?? "–", width: Self.languageWidth)
    row += "  "
    row += RowText.clean(description ?? "")
    return row
  }
}

/// Cleaning and padding for row text, with a fast path for the common case: printable ASCII
/// needs no cleaning, and its width is its length. Anything else goes through ``Sanitizer``
/// and the width-aware padding (wide characters, emoji, escape sequences).
enum RowText {
  /// `text` without control or escape characters, on one line.
  static func clean(_ text: String) -> String {
    isPrintableASCII(text) ? text : Sanitizer.cleanLine(text)
  }

  /// `text` cleaned, then cut with "…" or padded with spaces to exactly `width` columns.
  static func cell(_ text: String, width: Int) -> String {
    guard isPrintableASCII(text) else { return Sanitizer.cleanLine(text).padded(toWidth: width) }
    let count = text.utf8.count
    if count > width { return String(text.utf8.prefix(width - 1))! + "…" }
    return text + String(repeating: " ", count: width - count)
  }

  private static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
