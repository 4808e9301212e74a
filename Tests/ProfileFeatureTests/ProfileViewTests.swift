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
  let birthdate = CalendarDate(iso: "1990-05-17")!

  func infoView() -> InfoView {
    InfoView(screen: NullScreen(), navigation: NullNavigation()) { _, _ in fatalError("not routed") }
  }

  @Test func infoShowsNameBirthdateAndAge() {
    let state = InfoReactor.State(
      profile: Profile(name: "Ada \u{1B}]0;owned\u{7}Lovelace", birthdate: birthdate), today: today)
    assertSnapshot(
      of: infoView().render(state: state).render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func infoWhileLoading() {
    let frame = infoView().render(state: InfoReactor.State(today: today))
    assertSnapshot(of: frame.render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func birthWhileTypingAndSaving() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    view.picker.show(YearMonthDay(year: 1990, month: 5, day: 17)!)
    for character in "2001-0" { _ = view.picker.handle(.key(.character(character))) }
    var state = BirthReactor.State(birthdate: birthdate, today: today)
    state.isSaving = true
    assertSnapshot(
      of: view.render(state: state).render(width: 80, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  /// `done` and Enter send the date the picker holds; steps and dates typed stay the picker's.
  @Test func birthSendsThePickedDateOnDone() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    let reactor = BirthReactor(birthdate: birthdate, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor

    for line in ["done", "cancel", "+m", "-y", "2001-02-03", "done"] {
      #expect(view.input.deliver(.line(line)) == .handled)
    }
    for key in [Key.up, .enter] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.key(.character("x"))) == .unknown)
    #expect(
      reactor.stub.actions == [
        .tapDoneButton(birthdate), .cancel, .tapDoneButton(CalendarDate(iso: "2001-02-03")!),
        .tapDoneButton(CalendarDate(iso: "2001-02-04")!),
      ])
  }

  /// While digits are typed the picker takes every key, so a stray `q` or `b` cannot drop them,
  /// and Esc drops the digits rather than the page; with none typed, Esc is the app's again.
  @Test func typedDigitsHoldTheKeysUntilSetOrDropped() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    let reactor = BirthReactor(birthdate: birthdate, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor
    #expect(!view.input.capturesKeys)
    #expect(view.input.deliver(.key(.escape)) == .unknown)

    #expect(view.input.deliver(.key(.character("1"))) == .handled)
    #expect(view.input.capturesKeys)
    #expect(view.input.deliver(.key(.character("q"))) == .answered("'q' cannot be typed here"))
    #expect(view.input.deliver(.key(.enter)) == .answered(DatePicker.howToType))
    #expect(view.input.deliver(.key(.escape)) == .handled)
    #expect(!view.input.capturesKeys)
    #expect(reactor.stub.actions.isEmpty, "typing is the picker's until done")
  }

  /// Going back drops a date picked or typed, and Info says so: read from the picker.
  @Test func birthsLeavingNoteNamesTheDatePickedOrTyped() {
    let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
    let reactor = BirthReactor(birthdate: birthdate, today: today, service: InMemoryProfileService())
    reactor.isStubEnabled = true
    view.reactor = reactor
    #expect(view.leavingNote == nil)
    view.input.deliver(.key(.up))
    #expect(view.leavingNote == "the birthdate 1990-05-18 was not saved: e edits it again")
    view.input.deliver(.key(.down))
    #expect(view.leavingNote == nil)
    for character in "2001-0" { view.input.deliver(.key(.character(character))) }
    #expect(view.leavingNote == "the birthdate 2001-0 was not saved: e edits it again")
    reactor.stub.state.isDismissed = true
    #expect(view.leavingNote == nil)
  }

  /// Enter saves the date picked through the reactor, which dismisses Birth once saved.
  @Test func enterSavesThePickedDateAndTheSavedBirthPageCloses() async throws {
    let navigation = RecordingNavigation()
    let service = InMemoryProfileService()
    let view = BirthView(screen: NullScreen(), navigation: navigation)
    let tester = ReactorTester(BirthReactor(birthdate: birthdate, today: today, service: service))
    view.reactor = tester.reactor

    view.input.deliver(.key(.pageDown))
    view.input.deliver(.key(.enter))
    tester.expect { $0.isSaving = true }
    await tester.receive({ $0.isSaving = false }, { $0.isDismissed = true })
    #expect(navigation.dismissed.map { $0 === view } == [true])
    #expect(try await service.currentProfile().birthdate == CalendarDate(iso: "1989-05-17")!)
  }

  /// AddressSanitizer's leak check found the two keeping each other alive through the
  /// dismissal observer.
  @Test func aBoundBirthViewAndItsReactorAreFreedOnceReleased() {
    weak var releasedView: BirthView?
    weak var releasedReactor: BirthReactor?
    do {
      let view = BirthView(screen: NullScreen(), navigation: NullNavigation())
      let reactor = BirthReactor(birthdate: birthdate, today: today, service: InMemoryProfileService())
      view.reactor = reactor
      view.input.deliver(.key(.character("1")))
      releasedView = view
      releasedReactor = reactor
    }
    #expect(releasedView == nil)
    #expect(releasedReactor == nil)
  }

  @Test func aBoundInfoViewAndItsReactorAreFreedOnceReleased() {
    weak var releasedView: InfoView?
    weak var releasedReactor: InfoReactor?
    do {
      let view = infoView()
      let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
      view.reactor = reactor
      view.input.deliver(.key(.character("n")))
      releasedView = view
      releasedReactor = reactor
    }
    #expect(releasedView == nil)
    #expect(releasedReactor == nil)
  }

  @Test func infoCommandsBecomeActions() {
    let view = infoView()
    let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
    reactor.isStubEnabled = true
    view.reactor = reactor

    #expect(view.input.deliver(.line("e")) == .handled)
    #expect(view.input.deliver(.line("name Ada")) == .handled)
    #expect(view.input.deliver(.line("rename")) == .unknown)
    #expect(reactor.stub.actions == [.load, .editBirth, .rename("Ada")])
  }

  /// The route is followed once per pulse: the Birth page is pushed, with the birthdate routed.
  @Test func aRouteToBirthPushesItOnce() {
    let navigation = RecordingNavigation()
    var opened: [CalendarDate] = []
    let view = InfoView(screen: NullScreen(), navigation: navigation) { birthdate, screen in
      opened.append(birthdate)
      return BirthView(screen: screen, navigation: NullNavigation())
    }
    let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
    reactor.isStubEnabled = true
    view.reactor = reactor
    reactor.stub.state.profile = .default
    #expect(navigation.pages.isEmpty)

    reactor.stub.state.route = .birth(birthdate)
    reactor.stub.state.profile?.name = "Ada"
    #expect(navigation.pages.count == 1)
    #expect(opened == [birthdate])
  }
}
