import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// An Alt key is never a shared command (`b`, `q`): in a field it is the field's or answered,
/// elsewhere it does nothing, and says so.
@MainActor
struct NavigatorAltKeyTests {
  /// A page with a field, open while it captures keys: the field takes what it edits with.
  final class FieldPage: Page {
    let title = "Field"
    let about = "a field"
    let keys: [KeyBinding] = []
    let input = CommandInput()
    var field: TextField = "half a na"
    var note: String?
    var leavingNote: String? { note }
    private var stop: (@MainActor @Sendable () -> Void)?

    init() {
      stop = input.handle { [unowned self] event in
        guard input.capturesKeys, case .key(let key) = event, case .edited(let edited) = field.edit(key)
        else {
          return .unknown
        }
        field = edited
        return .handled
      }
    }
  }

  func navigator(with page: FieldPage) -> (Navigator, RecordingScreen) {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { _ in FieldPage() }
    navigator.push { _ in page }
    return (navigator, screen)
  }

  @Test func inAFieldAltKeysEditOrAreAnsweredAndTheTextStays() {
    let page = FieldPage()
    page.input.capturesKeys = true
    let (navigator, screen) = navigator(with: page)

    #expect(navigator.handle(.key(.alt("b"))) == .proceed)
    #expect(page.field.shown == "half a ▏na")
    for key: Key in [.alt("q"), .alt("t"), .alt("?")] {
      #expect(navigator.handle(.key(key)) == .proceed)
    }
    #expect(navigator.top === page)
    #expect(page.field.text == "half a na")
    #expect(!navigator.isTracing)
    #expect(screen.flashes.last == "Alt-? does nothing while typing — Esc stops typing")
  }

  @Test func outsideAFieldAnAltKeyDoesNothingAndSaysSo() {
    let page = FieldPage()
    let (navigator, screen) = navigator(with: page)

    for key: Key in [.alt("q"), .alt("b"), .altBackspace, .controlLeft] {
      #expect(navigator.handle(.key(key)) == .proceed)
      #expect(navigator.top === page)
    }
    #expect(
      screen.flashes.suffix(2) == [
        "Alt-⌫ does nothing here — ? shows what this screen does",
        "Ctrl-← does nothing here — ? shows what this screen does",
      ])
  }

  @Test func leavingNotesNameWhatQuittingDropsTopFirst() {
    let page = FieldPage()
    page.note = "the birthdate 1990-05-18 was not saved"
    let (navigator, _) = navigator(with: page)
    (navigator.pages.first as? FieldPage)?.note = "the stopwatch \u{1B}[31mwas reset"

    #expect(
      navigator.leavingNotes == ["the birthdate 1990-05-18 was not saved", "the stopwatch was reset"])
  }
}
