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
    let text = page.about.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let keyLines = Self.keyLines(offered, mode: screen.inputMode)
    screen.draw(Frame(title: title, lines: keyLines + [""] + text))
  }

  /// The keys that work in `mode`, one a line, their labels in a column, under a heading.
  static func keyLines(_ keys: [KeyBinding], mode: InputMode) -> [String] {
    let shown = keys.filter { $0.works(in: mode) }
    guard !shown.isEmpty else { return [] }
    let width = shown.map { DisplayWidth.of($0.label) }.max() ?? 0
    let heading = mode == .plain ? "Keys (type a line, then Enter):" : "Keys:"
    return ["", heading] + shown.map { "  \($0.label.padded(toWidth: width))  \($0.does)" }
  }
}
