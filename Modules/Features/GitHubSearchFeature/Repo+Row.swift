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
    let name = Sanitizer.cleanLine(fullName).padded(toWidth: Self.nameWidth)
    let stars = StarCount.text(stars)
    let language = Sanitizer.cleanLine(language ?? "–").padded(toWidth: Self.languageWidth)
    return name + "  ★ " + stars + String(repeating: " ", count: max(5 - stars.count, 0)) + "  " + language
      + "  " + Sanitizer.cleanLine(description ?? "")
  }
}
