import AppShell
import Foundation
import Testing
import TextUI
import TextUITesting

/// The app's answer to a key stays until the next key, however often the screen changes on its
/// own; a page's own message goes with the state that raised it.
@MainActor
struct AnswersTests {
  /// A page that draws a new frame whenever it is told, as a running stopwatch does.
  final class TickingPage: Page {
    let title = "Ticks"
    let about = ""
    let keys: [KeyBinding] = []
    let input = CommandInput()
    private let screen: any Screen

    init(screen: any Screen) {
      self.screen = screen
      tick(0)
    }

    func tick(_ count: Int) {
      screen.draw(Frame(title: "Ticks", lines: ["", "  tick \(count)"]))
    }

    func say(_ message: String) {
      screen.flash(message)
    }
  }

  private func lastPaint(_ output: CapturedOutput) -> String {
    output.text.components(separatedBy: "\u{1B}[H").last ?? ""
  }

  @Test func anAnswerOutlivesTheScreensOwnChangesUntilTheNextKey() throws {
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output) { (80, 24) }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    var page: TickingPage?
    navigator.push { screen in
      let made = TickingPage(screen: screen)
      page = made
      return made
    }
    let ticking = try #require(page)
    let answer = "'j' does nothing here — ? shows what this screen does"
    _ = navigator.handle(.key(.character("j")))
    for count in 1...5 { ticking.tick(count) }
    #expect(lastPaint(output).contains("tick 5"))
    #expect(lastPaint(output).contains(answer), "the answer is still there after five ticks")

    _ = navigator.handle(.key(.character("z")))
    #expect(!lastPaint(output).contains(answer))
    #expect(lastPaint(output).contains("'z' does nothing here"))

    ticking.say("a message of the page's own")
    ticking.tick(6)
    #expect(!lastPaint(output).contains("a message of the page's own"), "it goes with its state")
  }
}
