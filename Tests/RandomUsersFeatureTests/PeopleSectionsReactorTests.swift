import Models
import RandomUsersFeature
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct PeopleSectionsReactorTests {
  /// What the sample service gives for a request: the test's own copy, to build expectations.
  func people(_ count: Int, page: Int = 1) -> [Person] {
    InMemoryRandomUserService.samplePeople(for: .init(count: count, seed: "test", page: page))
  }

  /// The sections as the spec defines them, built here without the feature's grouping.
  func expectedSections(_ people: [Person]) -> [PeopleSectionRows] {
    let rules: [(PeopleSection, (Person) -> Bool)] = [
      (.male, { $0.gender == .male }), (.female, { $0.gender == .female }),
      (.twenties, { $0.age >= 20 && $0.age < 30 }), (.thirties, { $0.age >= 30 && $0.age < 40 }),
    ]
    return rules.map { section, rule in
      PeopleSectionRows(section: section, items: people.filter(rule).map { PersonCellReactor(person: $0) })
    }
  }

  /// The step in which `count` people of `page` arrive, grouped into the sections.
  func arrived(_ count: Int, page: Int = 1) -> (inout PeopleSectionsReactor.State) -> Void {
    let people = self.people(count, page: page)
    let sections = expectedSections(people)
    return { state in
      state.people = PeopleDirectory(people)
      state.sections = sections
      state.page = page
    }
  }

  /// A reactor that has loaded `count` people.
  func loaded(_ count: Int, service: InMemoryRandomUserService = InMemoryRandomUserService()) async
    -> PeopleSectionsReactor
  {
    let reactor = PeopleSectionsReactor(service: service, seed: "test")
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.load(count))
    await reactor.waitUntilIdle()
    return reactor
  }

  /// The RandomUser app's first test: load(100) gives 100 unique people across the sections.
  @Test func loadGivesOneHundredUniquePeopleAcrossTheSections() async {
    let service = InMemoryRandomUserService()
    let tester = ReactorTester(PeopleSectionsReactor(service: service, seed: "test"))

    tester.send(.load(100))
    tester.expect { $0.isLoading = true }
    await tester.receive(arrived(100), { $0.isLoading = false })
    tester.expectNoMoreStates()

    let everyone = tester.state.sections.flatMap(\.items).map(\.currentState.person)
    #expect(Set(everyone.map(\.id)).count == 100)
    #expect(tester.state.sections.map(\.header) == ["Male", "Female", "20s", "30s"])
    #expect(service.requests == [.init(count: 100, seed: "test", page: 1)])
  }

  @Test func eachPersonIsInOneGenderSectionAndAtMostOneAgeSection() async {
    let reactor = await loaded(300)
    let sections = Dictionary(
      uniqueKeysWithValues: reactor.currentState.sections.map { ($0.section, $0.items) })

    for person in people(300) {
      let inSection = { (section: PeopleSection) in
        sections[section]!.contains { $0.currentState.person.id == person.id }
      }
      #expect(inSection(.male) != inSection(.female))
      #expect(!(inSection(.twenties) && inSection(.thirties)))
      #expect(inSection(.twenties) == (20...29).contains(person.age))
      #expect(inSection(.thirties) == (30...39).contains(person.age))
    }
    #expect(sections[.twenties]!.count > 0 && sections[.thirties]!.count > 0)
    #expect(sections[.male]!.count + sections[.female]!.count == 300)
  }

  /// The RandomUser app's second test: toSectionDetail sets the route.
  @Test func toSectionDetailSetsTheRoute() async {
    let tester = ReactorTester(await loaded(100))

    tester.send(.toSectionDetail(.twenties))
    tester.expect { $0.route = .sectionDetail(.twenties, PeopleDirectory(self.people(100))) }
  }

  /// The RandomUser app's third test: removePushed clears the route.
  @Test func removePushedClearsTheRoute() async {
    let tester = ReactorTester(PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "test"))
    tester.send(.toSectionDetail(.female))
    tester.expect { $0.route = .sectionDetail(.female, PeopleDirectory([])) }
    tester.send(.removePushed)
    tester.expect { $0.route = nil }
    tester.expectNoMoreStates()
  }

  @Test func aFailedLoadEndsLoadingAndShowsTheError() async {
    let service = InMemoryRandomUserService()
    service.fail(with: RandomUserError.rateLimited("too many requests"))
    let tester = ReactorTester(PeopleSectionsReactor(service: service, seed: "test"))

    tester.send(.load(100))
    tester.expect { $0.isLoading = true }
    await tester.receive(
      { $0.error = "rate limited by the server: too many requests" },
      { $0.isLoading = false })

    service.fail(with: nil)
    tester.send(.load(100))
    tester.expect { $0.isLoading = true }
    await tester.receive(
      {
        $0.people = PeopleDirectory(self.people(100))
        $0.sections = self.expectedSections(self.people(100))
        $0.page = 1
        $0.error = nil
      },
      { $0.isLoading = false })
  }

  @Test func refreshLoadsTheNextPageAndSaysWhereTheDataCameFrom() async {
    let service = InMemoryRandomUserService(origin: .offline(reason: nil))
    let tester = ReactorTester(await loaded(10, service: service))
    #expect(tester.state.banner == "offline: showing bundled sample data")

    tester.send(.load(10))
    tester.expect { $0.isLoading = true }
    await tester.receive(arrived(10, page: 2), { $0.isLoading = false })
    #expect(service.requests.map(\.page) == [1, 2])
  }

  @Test func aReloadWhileLoadingIsIgnored() async {
    let service = InMemoryRandomUserService()
    let tester = ReactorTester(PeopleSectionsReactor(service: service, seed: "test"))
    tester.send(.load(10))
    tester.send(.load(10))
    tester.expect { $0.isLoading = true }
    await tester.receive(arrived(10), { $0.isLoading = false })
    await tester.reactor.waitUntilIdle()
    tester.expectNoMoreStates()
    #expect(service.requests.count == 1)
  }

  @Test func aCountTheAPIRefusesIsShownAndNothingLoads() async {
    let tester = ReactorTester(PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "test"))
    tester.send(.load(0))
    tester.expect { $0.isLoading = true }
    await tester.receive(
      { $0.error = "0 is not a count the API accepts: ask for 1–5000 people" },
      { $0.isLoading = false })
    #expect(tester.state.people == nil)
  }

  @Test func theSelectionMovesWithinTheSections() {
    let tester = ReactorTester(PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "test"))
    tester.send(.moveSelection(by: -1))
    tester.expectNoMoreStates()
    tester.send(.moveSelection(by: 1))
    tester.expect { $0.selection = .female }
    tester.send(.moveSelection(by: 5))
    tester.expect { $0.selection = .thirties }
  }
}
