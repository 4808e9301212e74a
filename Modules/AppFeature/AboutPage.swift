import TextUI

/// Shows a page's About text and the keys it declares for the input mode in use; it has no
/// state of its own, so it needs no reactor.
@MainActor
final class AboutPage: Page {
  let title: String
  let about: String
  let keys: [KeyBinding] = []
  let input = CommandInput()

  init(of page: any Page, screen: any Screen) {
    title = "About · \(page.title)"
    about = page.about
    let text = page.about.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    screen.draw(Frame(title: title, lines: [""] + text + Self.keyLines(page.keys, mode: screen.inputMode)))
  }

  /// The page's keys that work in `mode`, one a line, their labels in a column.
  static func keyLines(_ keys: [KeyBinding], mode: InputMode) -> [String] {
    let shown = keys.filter { $0.works(in: mode) }
    guard !shown.isEmpty else { return [] }
    let width = shown.map { DisplayWidth.of($0.label) }.max() ?? 0
    let heading = mode == .plain ? "Keys (type a line, then Enter):" : "Keys:"
    return ["", heading] + shown.map { "  \($0.label.padded(toWidth: width))  \($0.does)" }
  }
}
