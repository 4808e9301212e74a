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

  func loadedState() -> PeopleSectionsReactor.State {
    let directory = PeopleDirectory(people)
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.people = directory
    state.sections = PeopleSection.allCases.map { section in
      PeopleSectionRows(
        section: section, items: directory.people(in: section).map { PersonCellReactor(person: $0) })
    }
    state.page = 1
    return state
  }

  /// What a sections view bound to a reactor showing `state` draws, after the keys `pressed`.
  func sections(_ state: PeopleSectionsReactor.State, pressed: [Key] = []) -> Frame {
    let reactor = PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: state.seed)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = state
    let view = PeopleSectionsView(screen: NullScreen(), navigation: RecordingNavigation()) { _, _, _ in
      fatalError("not routed")
    }
    view.reactor = reactor
    for key in pressed { view.input.deliver(.key(key)) }
    return view.render(state: state)
  }

  /// What a section's detail over `people` draws after the keys `pressed`: its reactor is real,
  /// so Enter expands.
  func detail(_ section: PeopleSection, _ people: [Person], pressed: [Key] = []) -> Frame {
    let view = SectionDetailView(screen: NullScreen())
    let reactor = SectionDetailReactor(section: section, people: PeopleDirectory(people))
    view.reactor = reactor
    for key in pressed { view.input.deliver(.key(key)) }
    return view.render(state: reactor.currentState)
  }

  func text(_ frame: Frame) -> String {
    frame.render(width: 80, mode: .plain).joined(separator: "\n")
  }

  @Test func mainWhileLoading() {
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.isLoading = true
    assertSnapshot(of: text(sections(state)), as: .lines)
  }

  @Test func mainShowsSectionsWithCountsAndFirstRows() {
    var state = loadedState()
    state.banner = "offline: showing bundled sample data"
    let text = text(sections(state, pressed: [.down, .down]))
    assertSnapshot(of: text, as: .lines)
    #expect(!text.contains("\u{1B}"), "escape sequences from names never reach the terminal")
    #expect(!text.contains("\nInjected line"))
  }

  @Test func mainAfterAFailedLoad() {
    var state = PeopleSectionsReactor.State(seed: "5f3c9a1e0b2d4c68")
    state.error = "rate limited by the server: too many requests"
    assertSnapshot(of: text(sections(state)), as: .lines)
  }

  @Test func detailWithAnExpandedRow() {
    let text = text(detail(.male, people, pressed: [.down, .enter]))
    assertSnapshot(of: text, as: .lines)
    #expect(text.contains("▾"))
  }

  @Test func detailScrolledToTheMiddleWithANeighbourlessRow() {
    var lonely = people
    lonely[20].location.state = "Nowhere"
    let males = PeopleDirectory(lonely).people(in: .male)
    let row = males.firstIndex { $0.location.state == "Nowhere" }!
    let frame = detail(.male, lonely, pressed: Array(repeating: .down, count: row) + [.enter])
    assertSnapshot(of: text(frame), as: .lines)
  }

  @Test func detailOfAnEmptySection() {
    assertSnapshot(of: text(detail(.thirties, [])), as: .lines)
  }

  @Test func mainCommandsBecomeActions() {
    let view = PeopleSectionsView(screen: NullScreen(), navigation: RecordingNavigation(), count: 25) {
      _, _, _ in fatalError("not routed")
    }
    let reactor = PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "s")
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = loadedState()
    view.reactor = reactor

    for line in ["r", "2", "female", "30s", "20S", "o 1"] {
      #expect(view.input.deliver(.line(line)) == .handled, "\(line)")
    }
    for key in [Key.down, .enter, .up, .character("r"), .character("4")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.line("5")) == .answered("there is no row 5: pick 1–4"))
    #expect(view.input.deliver(.line("x 1")) == .unknown)
    #expect(
      reactor.stub.actions == [
        .load(25), .load(25), .toSectionDetail(.female), .toSectionDetail(.female),
        .toSectionDetail(.thirties),
        .toSectionDetail(.twenties), .toSectionDetail(.male), .toSectionDetail(.female), .load(25),
        .toSectionDetail(.thirties),
      ])
  }

  @Test func detailCommandsBecomeActions() {
    let view = SectionDetailView(screen: NullScreen())
    let reactor = SectionDetailReactor(section: .male, people: PeopleDirectory(people))
    reactor.isStubEnabled = true
    view.reactor = reactor

    #expect(view.title == "Male")
    #expect(view.input.deliver(.line("x 3")) == .handled)
    #expect(view.input.deliver(.line("5")) == .handled)
    for key in [Key.up, .enter, .down, .character("x")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    for line in ["x", "x two", "x 1 2"] {
      #expect(view.input.deliver(.line(line)) == .unknown, "\(line)")
    }
    #expect(reactor.stub.actions == [.toggle(2), .toggle(4), .toggle(3), .toggle(4)])
  }

  @Test func aRoutedSectionIsPushedOnce() async {
    let navigation = RecordingNavigation()
    let view = PeopleSectionsView(screen: NullScreen(), navigation: navigation, count: 40) {
      section, people, screen in
      let detail = SectionDetailView(screen: screen)
      detail.reactor = SectionDetailReactor(section: section, people: people)
      return detail
    }
    let tester = ReactorTester(PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "s"))
    view.reactor = tester.reactor
    tester.expect { $0.isLoading = true }
    let people = PeopleDirectory(
      InMemoryRandomUserService.samplePeople(for: .init(count: 40, seed: "s", page: 1)))
    await tester.receive(
      {
        $0.people = people
        $0.sections = PeopleSection.allCases.map { section in
          PeopleSectionRows(section: section, items: people.people(in: section).map(PersonCellReactor.init))
        }
        $0.page = 1
      }, { $0.isLoading = false })

    #expect(view.input.deliver(.line("20s")) == .handled)
    tester.expect { $0.route = .sectionDetail(.twenties, people) }

    #expect(navigation.pages.map(\.title) == ["20s"])
    let detail = navigation.pages.first as? SectionDetailView
    let rows = detail?.reactor?.currentState.items.map(\.currentState.person)
    #expect(rows == people.people(in: .twenties))
  }
}
