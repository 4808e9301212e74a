import TextUI

/// Shows the keys a page offers in the input mode in use and the state it is in, then its
/// About text; it has no state of its own, so it needs no reactor.
///
/// The keys come first so an ordinary terminal (30 rows) shows all of them: the About text
/// below may be taller than the screen.
@MainActor
final class AboutPage: Page {
  let title: String
  let about: String
  let keys: [KeyBinding] = []
  let input = CommandInput()

  /// - Parameter keys: the keys the page offered when `?` was pressed, the shared ones too.
  init(of page: any Page, keys offered: [KeyBinding], screen: any Screen) {
    title = "About · \(page.title)"
    about = page.about
    // Written wrapped for reading in the source; on screen, wrapped again at the terminal's
    // width, so a narrow one loses nothing and a wide one keeps lines short enough to read.
    let lines = Self.keyLines(offered, mode: screen.inputMode) + [""] + page.about.reflowed
    // Prose wraps at the width; a table's row (a key, a file) keeps its first column whole.
    var frame = Frame(title: title, lines: lines, wrapping: Set(lines.indices))
    frame.readingWidth = Self.readingWidth
    screen.draw(frame)
  }

  /// The widest an About page's prose runs: the width it is written at, and a little more.
  static let readingWidth = 80

  /// The keys that work in `mode`, one a line, their labels in a column, under a heading.
  static func keyLines(_ keys: [KeyBinding], mode: InputMode) -> [String] {
    let shown = keys.filter { $0.works(in: mode) }
    guard !shown.isEmpty else { return [] }
    let width = shown.map { DisplayWidth.of($0.label) }.max() ?? 0
    let heading = mode == .plain ? "Keys (type a line, then Enter):" : "Keys:"
    return ["", heading] + shown.map { "  \($0.label.padded(toWidth: width))  \($0.does)" }
  }
}
