import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

/// Renaming on a terminal: `n` opens the name field, which takes every key (the `q` and `b` of
/// a name too) until Enter saves or Esc closes it; a name refused comes back to it.
@MainActor
struct InfoRenameTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  /// Info on a terminal, its reactor under a tester, the profile loaded.
  func info(_ service: InMemoryProfileService = InMemoryProfileService()) async -> (
    InfoView, ReactorTester<InfoReactor>, RecordingScreen
  ) {
    let screen = RecordingScreen(rows: 24, inputMode: .terminal)
    let view = InfoView(screen: screen, navigation: NullNavigation()) { _, _ in fatalError("not routed") }
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    view.reactor = tester.reactor
    await tester.receive { $0.profile = .default }
    return (view, tester, screen)
  }

  func type(_ text: String, into view: InfoView) {
    for character in text { view.input.deliver(.key(.character(character))) }
  }

  @Test func theFieldOpensTakesEveryKeyAndSavesOnEnter() async {
    let (view, tester, screen) = await info()
    #expect(!view.input.capturesKeys)
    #expect(view.input.deliver(.key(.character("n"))) == .handled)
    #expect(view.input.capturesKeys, "q and b are letters of the name now")
    type("Bob q", into: view)
    #expect(view.input.deliver(.key(.backspace)) == .handled)
    #expect(screen.frames.last?.lines.contains("  new name   Bob ▏") == true)
    #expect(view.input.deliver(.key(.enter)) == .handled)
    await tester.receive { $0.profile?.name = "Bob" }
    #expect(!view.input.capturesKeys)
    #expect(screen.frames.last?.lines.contains("  name       Bob") == true)
    #expect(screen.frames.last?.lines.contains { $0.contains("new name") } == false)
  }

  @Test func escapeClosesTheFieldAndKeepsTheName() async {
    let (view, tester, _) = await info()
    view.input.deliver(.key(.character("n")))
    type("Zed", into: view)
    #expect(view.input.deliver(.key(.escape)) == .handled)
    #expect(!view.nameField.isEditing)
    await tester.finish()
    #expect(tester.state.profile?.name == Profile.default.name)
  }

  /// The reactor refuses a blank name; the field opens again holding what was typed, and the
  /// reason is said.
  @Test func aRefusedNameComesBackToTheFieldToBeFixed() async {
    let (view, tester, screen) = await info()
    view.input.deliver(.key(.character("n")))
    type("  ", into: view)
    view.input.deliver(.key(.enter))
    tester.expect {
      $0.message = "a name cannot be blank"
      $0.refusedName = "  "
    }
    #expect(screen.flashes.last == "a name cannot be blank")
    #expect(view.nameField.isEditing)
    #expect(view.nameField.field.text == "  ")
    #expect(screen.frames.last?.lines.contains("  new name     ▏") == true)
  }

  /// A save that fails gives the name back too: nothing typed is lost.
  @Test func aNameThatCouldNotBeSavedComesBackToTheField() async {
    let service = InMemoryProfileService()
    service.failsToSave = true
    let (view, tester, _) = await info(service)
    view.input.deliver(.key(.character("n")))
    type("Ada", into: view)
    view.input.deliver(.key(.enter))
    await tester.receive {
      $0.message = "could not save the name: the disk is full"
      $0.refusedName = "Ada"
    }
    #expect(view.nameField.isEditing && view.nameField.field.text == "Ada")
  }

  /// Plain mode has no field to reopen: the refused line is typed again, and the frame stays
  /// as it was.
  @Test func inPlainModeARefusedNameIsOnlySaid() async {
    let screen = RecordingScreen()
    let view = InfoView(screen: screen, navigation: NullNavigation()) { _, _ in fatalError("not routed") }
    let tester = ReactorTester(InfoReactor(service: InMemoryProfileService(), today: today))
    view.reactor = tester.reactor
    await tester.receive { $0.profile = .default }
    #expect(view.input.deliver(.line("name")) == .handled)
    tester.expect {
      $0.message = "a name cannot be blank"
      $0.refusedName = ""
    }
    #expect(!view.nameField.isEditing)
    #expect(screen.frames.last?.lines.contains { $0.contains("new name") } == false)
  }

  @Test func theLineShowsUnderTheNameWithItsOwnHints() async {
    let (view, tester, _) = await info()
    view.input.deliver(.key(.character("n")))
    type("Ada \u{1B}[2JLove", into: view)
    let text = view.render(state: tester.state).render(width: 80, mode: .terminal).joined(separator: "\n")
    assertSnapshot(of: text, as: .lines)
    #expect(!text.contains("\u{1B}"))
  }

  /// Releasing the view releases its name field and its reactor: the field's closures hold
  /// neither strongly (AddressSanitizer's leak check found the field holding itself).
  @Test func aReleasedInfoLeavesNothingBehind() async {
    weak var weakField: LineEditor?
    weak var weakView: InfoView?
    weak var weakReactor: InfoReactor?
    do {
      let view = InfoView(screen: NullScreen(), navigation: NullNavigation()) { _, _ in
        fatalError("not routed")
      }
      let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
      view.reactor = reactor
      view.input.deliver(.key(.character("n")))
      weakField = view.nameField
      weakView = view
      weakReactor = reactor
    }
    #expect(weakView == nil)
    #expect(weakField == nil)
    #expect(weakReactor == nil)
  }
}
