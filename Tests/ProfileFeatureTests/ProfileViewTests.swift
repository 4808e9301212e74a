import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@MainActor
struct ProfileViewTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  @Test func infoShowsNameBirthdateAndAge() {
    let state = InfoReactor.State(
      profile: Profile(name: "Ada \u{1B}]0;owned\u{7}Lovelace", birthdate: CalendarDate(iso: "1990-05-17")!),
      today: today)
    assertSnapshot(
      of: InfoView.render(state).render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func infoWhileLoading() {
    let frame = InfoView.render(InfoReactor.State(today: today))
    assertSnapshot(of: frame.render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func birthWhileTypingAndSaving() {
    var state = BirthReactor.State(draft: CalendarDate(iso: "1990-05-17")!, today: today)
    state.entry = TextField("2001-0", limit: 10)
    state.isSaving = true
    assertSnapshot(
      of: BirthView.render(state).render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func birthCommandsBecomeActions() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    let reactor = BirthReactor(
      birthdate: CalendarDate(iso: "1990-05-17")!, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor
    let draft = reactor.currentState.draft

    for line in ["done", "cancel", "+m", "-y", "2001-02-03"] {
      #expect(view.input.deliver(.line(line)) == .handled)
    }
    for key in [Key.up, .enter, .character("7"), .pageDown] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.key(.character("x"))) == .unknown)
    #expect(
      reactor.stub.actions == [
        .tapDoneButton(draft), .cancel, .step(.month, by: 1), .step(.year, by: -1), .type("2001-02-03"),
        .step(.day, by: 1), .tapDoneButton(draft), .edit(TextField("7", limit: 10)), .step(.year, by: -1),
      ])
  }

  /// While digits are typed the page takes every key, so a stray `q` or `b` cannot drop them,
  /// and Esc drops the digits rather than the page; with none typed, Esc is the app's again.
  @Test func typedDigitsHoldTheKeysUntilSetOrDropped() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    let reactor = BirthReactor(
      birthdate: CalendarDate(iso: "1990-05-17")!, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor
    #expect(!view.input.capturesKeys)
    #expect(view.input.deliver(.key(.escape)) == .unknown)

    reactor.stub.state.entry = TextField("1990-0", limit: 10)
    #expect(view.input.capturesKeys)
    #expect(view.input.deliver(.key(.character("q"))) == .unknown)
    #expect(view.input.deliver(.key(.escape)) == .handled)
    #expect(reactor.stub.actions == [.edit(TextField(limit: 10))])
    reactor.stub.state.entry = TextField(limit: 10)
    #expect(!view.input.capturesKeys)
  }

  @Test func aDismissedBirthPageAsksTheNavigationToCloseIt() {
    let navigation = RecordingNavigation()
    let view = BirthView(screen: NullScreen(), navigation: navigation)
    let reactor = BirthReactor(
      birthdate: CalendarDate(iso: "1990-05-17")!, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor
    #expect(navigation.dismissed.isEmpty)

    reactor.stub.state.isDismissed = true

    #expect(navigation.dismissed.map { $0 === view } == [true])
  }

  /// AddressSanitizer's leak check found the two keeping each other alive through the
  /// dismissal observer.
  @Test func aBoundBirthViewAndItsReactorAreFreedOnceReleased() {
    weak var releasedView: BirthView?
    weak var releasedReactor: BirthReactor?
    do {
      let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
      let reactor = BirthReactor(
        birthdate: CalendarDate(iso: "1990-05-17")!, today: today, service: InMemoryProfileService())
      view.reactor = reactor
      releasedView = view
      releasedReactor = reactor
    }
    #expect(releasedView == nil)
    #expect(releasedReactor == nil)
  }

  @Test func infoCommandsBecomeActions() {
    let view = InfoView(screen: NullScreen(), navigation: NullNavigation()) { _, _ in fatalError("not routed")
    }
    let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    view.reactor = reactor

    #expect(view.input.deliver(.line("e")) == .handled)
    #expect(view.input.deliver(.line("name Ada")) == .handled)
    #expect(view.input.deliver(.line("rename")) == .unknown)
    #expect(reactor.stub.actions == [.load, .editBirth, .rename(" Ada")])
  }
}
