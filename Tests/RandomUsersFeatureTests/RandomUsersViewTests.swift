import Models
import RandomUsersFeature
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@MainActor
struct RandomUsersViewTests {
  /// Sample people, one of them with hostile text where the network's strings go.
  let people: [Person] = {
    var people = InMemoryRandomUserService.samplePeople(for: .init(count: 40, seed: "view", page: 1))
    people[1].name.first = "Eve\u{1B}[2J\u{1B}]0;owned\u{7}"
    people[1].location.city = "Vigo\nInjected line"
    return people
  }()

  func loadedState(selection: PeopleSection = .male) -> PeopleSectionsReactor.State {
    let directory = PeopleDirectory(people)
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.people = directory
    state.sections = PeopleSection.allCases.map { section in
      PeopleSectionRows(
        section: section, items: directory.people(in: section).map { PersonCellReactor(person: $0) })
    }
    state.page = 1
    state.selection = selection
    return state
  }

  func text(_ frame: Frame) -> String {
    frame.render(width: 80, mode: .plain).joined(separator: "\n")
  }

  @Test func mainWhileLoading() {
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.isLoading = true
    assertSnapshot(of: text(PeopleSectionsView.render(state)), as: .lines)
  }

  @Test func mainShowsSectionsWithCountsAndFirstRows() {
    var state = loadedState(selection: .twenties)
    state.banner = "offline: showing bundled sample data"
    let text = text(PeopleSectionsView.render(state))
    assertSnapshot(of: text, as: .lines)
    #expect(!text.contains("\u{1B}"), "escape sequences from names never reach the terminal")
    #expect(!text.contains("\nInjected line"))
  }

  @Test func mainAfterAFailedLoad() {
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.error = "rate limited by the server: too many requests"
    assertSnapshot(of: text(PeopleSectionsView.render(state)), as: .lines)
  }

  @Test func detailWithAnExpandedRow() {
    let reactor = SectionDetailReactor(section: .male, people: PeopleDirectory(people))
    reactor.send(.toggle(1))
    let text = text(SectionDetailView.render(reactor.currentState))
    assertSnapshot(of: text, as: .lines)
    #expect(text.contains("▾"))
  }

  @Test func detailScrolledToTheMiddleWithANeighbourlessRow() {
    var lonely = people
    lonely[20].location.state = "Nowhere"
    let reactor = SectionDetailReactor(section: .male, people: PeopleDirectory(lonely))
    let row = reactor.currentState.items.firstIndex { $0.currentState.person.location.state == "Nowhere" }!
    reactor.send(.toggle(row))
    assertSnapshot(of: text(SectionDetailView.render(reactor.currentState)), as: .lines)
  }

  @Test func detailOfAnEmptySection() {
    let reactor = SectionDetailReactor(section: .thirties, people: PeopleDirectory([]))
    assertSnapshot(of: text(SectionDetailView.render(reactor.currentState)), as: .lines)
  }

  @Test func mainCommandsBecomeActions() {
    let view = PeopleSectionsView(screen: NullScreen(), navigation: RecordingNavigation(), count: 25) {
      _, _, _ in fatalError("not routed")
    }
    let reactor = PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "s")
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    view.reactor = reactor

    for line in ["r", "2", "female", "30s", "20S"] {
      #expect(view.input.deliver(.line(line)) == .handled)
    }
    for key in [Key.down, .enter, .up, .character("r"), .character("4")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.line("5")) == .unknown)
    #expect(view.input.deliver(.line("x 1")) == .unknown)
    #expect(
      reactor.stub.actions == [
        .load(25), .load(25), .toSectionDetail(.female), .toSectionDetail(.female),
        .toSectionDetail(.thirties),
        .toSectionDetail(.twenties), .moveSelection(by: 1), .toSectionDetail(.male), .moveSelection(by: -1),
        .load(25), .toSectionDetail(.thirties),
      ])
  }

  @Test func detailCommandsBecomeActions() {
    let view = SectionDetailView(screen: NullScreen())
    let reactor = SectionDetailReactor(section: .male, people: PeopleDirectory(people))
    reactor.isStubEnabled = true
    view.reactor = reactor
    var state = reactor.currentState
    state.selectedIndex = 4
    reactor.stub.state.value = state

    #expect(view.title == "Male")
    #expect(view.input.deliver(.line("x 3")) == .handled)
    for key in [Key.up, .down, .pageDown, .enter, .character("x")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    for line in ["x", "x two", "3", "x 1 2"] {
      #expect(view.input.deliver(.line(line)) == .unknown)
    }
    #expect(
      reactor.stub.actions == [
        .toggle(2), .moveSelection(by: -1), .moveSelection(by: 1), .moveSelection(by: 10), .toggle(4),
        .toggle(4),
      ])
  }

  @Test func aRoutedSectionIsPushedAndTheRouteCleared() async {
    let navigation = RecordingNavigation()
    let view = PeopleSectionsView(screen: NullScreen(), navigation: navigation, count: 40) {
      section, people, screen in
      let detail = SectionDetailView(screen: screen)
      detail.reactor = SectionDetailReactor(section: section, people: people)
      return detail
    }
    let reactor = PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "s")
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    await reactor.waitUntilIdle()

    reactor.send(.toSectionDetail(.twenties))

    #expect(navigation.pages.map(\.title) == ["20s"])
    #expect(reactor.currentState.route == nil)
    let detail = navigation.pages.first as? SectionDetailView
    let rows = detail?.reactor?.currentState.items.map(\.currentState.person)
    #expect(rows == reactor.currentState.people?.people(in: .twenties))
  }
}
