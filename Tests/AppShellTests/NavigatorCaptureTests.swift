import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// A page taking typed text (GitHub Search's query line) sees keys before the shared ones.
@MainActor
struct NavigatorCaptureTests {
  /// A page that keeps the letters it is given, and leaves everything else.
  final class TypingPage: Page {
    let title = "Typing"
    let about = "types"
    let keys: [KeyBinding] = []
    let input = CommandInput()
    var typed = ""
    private var stop: (@MainActor @Sendable () -> Void)?

    init() {
      stop = input.handle { [unowned self] event in
        guard case .key(.character(let character)) = event, character.isLetter else { return .unknown }
        typed.append(character)
        return .handled
      }
    }
  }

  func navigator(with page: TypingPage) -> (Navigator, RecordingScreen) {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { _ in TypingPage() }
    navigator.push { _ in page }
    return (navigator, screen)
  }

  @Test func whileCapturingSharedLettersAreTyped() {
    let page = TypingPage()
    page.input.capturesKeys = true
    let (navigator, _) = navigator(with: page)

    for key in "bqt" {
      #expect(navigator.handle(.key(.character(key))) == .proceed)
    }
    #expect(page.typed == "bqt")
    #expect(navigator.pages.count == 2)
    #expect(!navigator.isTracing)
  }

  /// A line taking text is the only thing keys reach: a key it leaves is answered, never
  /// taken as a shared key the line's hints do not offer.
  @Test func whileCapturingWhatThePageLeavesIsAnsweredNotShared() {
    let page = TypingPage()
    page.input.capturesKeys = true
    let (navigator, screen) = navigator(with: page)
    navigator.setTracing(true)

    for key: Key in [.character("?"), .escape, .left, .character("1")] {
      #expect(navigator.handle(.key(key)) == .proceed)
    }
    #expect(navigator.top === page)
    #expect(navigator.shownStep == nil, "← stepped back in time from a line taking text")
    #expect(
      screen.flashes.suffix(4) == [
        // `?` is not the About page here, so the answer does not send the user to it.
        "'?' does nothing while typing — Esc stops typing",
        "Esc does nothing while typing",
        "← does nothing while typing — Esc stops typing",
        "'1' does nothing while typing — Esc stops typing",
      ])
    #expect(navigator.sharedKeys.isEmpty, "a line taking text offers no shared key")
  }

  @Test func withoutCapturingSharedKeysComeFirst() {
    let page = TypingPage()
    let (navigator, _) = navigator(with: page)

    #expect(navigator.handle(.key(.character("q"))) == .quit)
    _ = navigator.handle(.key(.character("b")))
    #expect(page.typed == "")
    #expect(navigator.pages.count == 1)
  }

  @Test func linesAreNeverCaptured() {
    let page = TypingPage()
    page.input.capturesKeys = true
    let (navigator, _) = navigator(with: page)
    #expect(navigator.handle(.line("q")) == .quit)
  }
}
