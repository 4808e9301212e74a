import Models
import RandomUsersFeature
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct SectionDetailReactorTests {
  let people = PeopleDirectory(
    InMemoryRandomUserService.samplePeople(for: .init(count: 100, seed: "test", page: 1)))

  func expanded(_ tester: ReactorTester<SectionDetailReactor>) -> [Int] {
    tester.state.items.indices.filter { tester.state.items[$0].currentState.isExpanded }
  }

  /// The RandomUser app's fourth test: toggle sets the expanded row.
  @Test func toggleExpandsTheRow() {
    let tester = ReactorTester(SectionDetailReactor(section: .twenties, people: people))
    tester.send(.toggle(0))
    tester.expect {
      $0.expandedIndex = 0
      $0.items[0] = ExpandablePersonCellReactor(
        .init(
          person: $0.items[0].currentState.person, sameAreaPeople: $0.items[0].currentState.sameAreaPeople,
          isExpanded: true))
    }
    #expect(expanded(tester) == [0])
  }

  @Test func toggleAnotherRowMovesTheExpansionAndTheSameRowCollapsesIt() {
    // The rows are cell reactors, compared by identity; their states are checked one by one.
    let reactor = SectionDetailReactor(section: .male, people: people)
    let recorder = StateRecorder(reactor)
    reactor.send(.toggle(2))
    reactor.send(.toggle(5))
    reactor.send(.toggle(5))
    let states = recorder.states.dropFirst()
    #expect(states.map(\.expandedIndex) == [2, 5, nil])
    #expect(
      states.map { state in state.items.indices.filter { state.items[$0].currentState.isExpanded } } == [
        [2], [5], [],
      ])
  }

  @Test func aRowThatDoesNotExistIsExplainedNotToggled() {
    let tester = ReactorTester(SectionDetailReactor(section: .female, people: people))
    let count = tester.state.items.count
    tester.send(.toggle(count))
    tester.expect { $0.message = "there is no row \(count + 1): pick 1–\(count)" }
    tester.send(.toggle(-1))
    tester.expect { $0.message = "there is no row 0: pick 1–\(count)" }

    let empty = ReactorTester(SectionDetailReactor(section: .male, people: PeopleDirectory([])))
    empty.send(.toggle(0))
    empty.expect { $0.message = "no one is in this section" }
  }

  @Test func rowsAreTheSectionsPeopleWithACellReactorEach() {
    for section in PeopleSection.allCases {
      let reactor = SectionDetailReactor(section: section, people: people)
      let rows = reactor.currentState.items.map(\.currentState.person)
      #expect(rows == people.people.filter(section.contains))
      #expect(reactor.currentState.items.allSatisfy { !$0.currentState.isExpanded })
    }
  }

  @Test func sameAreaPeopleShareCountryAndStateNeverIncludeThePersonAndAreAtMostEight() {
    let reactor = SectionDetailReactor(section: .female, people: people)
    var sawFull = false
    for cell in reactor.currentState.items.map(\.currentState) {
      let here = cell.person.location
      let expected = people.people.filter {
        $0.id != cell.person.id && $0.location.country == here.country && $0.location.state == here.state
      }
      #expect(!cell.sameAreaPeople.contains { $0.id == cell.person.id })
      #expect(cell.sameAreaPeople == Array(expected.prefix(8)))
      sawFull = sawFull || cell.sameAreaPeople.count == 8
    }
    #expect(sawFull, "the sample has areas with more than eight people, so the limit is exercised")
  }
}
