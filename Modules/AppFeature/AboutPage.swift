import TextUI

/// Shows a page's About text; it has no state of its own, so it needs no reactor.
@MainActor
final class AboutPage: Page {
  let title: String
  let about: String
  let input = CommandInput()

  init(of page: any Page, screen: any Screen) {
    title = "About · \(page.title)"
    about = page.about
    screen.draw(
      Frame(
        title: title,
        lines: [""] + page.about.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
        hints: "b back · q quit"))
  }
}
