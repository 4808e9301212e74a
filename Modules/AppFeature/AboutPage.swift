import TextUI

/// Shows a page's keys for the input mode in use, then its About text; it has no state of its
/// own, so it needs no reactor.
///
/// The keys come first so an ordinary terminal (30 rows) shows all of them: the About text
/// below may be taller than the screen.
@MainActor
final class AboutPage: Page {
  let title: String
  let about: String
  let keys: [KeyBinding] = []
  let input = CommandInput()

  /// - Parameter sharedKeys: the keys every screen shares, as the page offered them.
  init(of page: any Page, sharedKeys: [KeyBinding], screen: any Screen) {
    title = "About · \(page.title)"
    about = page.about
    let text = page.about.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let keyLines = Self.keyLines(page.keys + sharedKeys, mode: screen.inputMode)
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
