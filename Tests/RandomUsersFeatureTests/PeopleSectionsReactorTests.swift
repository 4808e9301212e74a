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

  /// A tester whose reactor has loaded `count` people.
  func loaded(
    _ count: Int, service: InMemoryRandomUserService = InMemoryRandomUserService(), banner: String? = nil
  ) async -> ReactorTester<PeopleSectionsReactor> {
    let tester = ReactorTester(PeopleSectionsReactor(service: service, seed: "test"))
    tester.send(.load(count))
    tester.expect { $0.isLoading = true }
    let arrived = arrived(count)
    await tester.receive(
      {
        arrived(&$0)
        $0.banner = banner
      }, { $0.isLoading = false })
    return tester
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
    let tester = await loaded(300)
    let sections = Dictionary(
      uniqueKeysWithValues: tester.state.sections.map { ($0.section, $0.items) })

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
    let tester = await loaded(100)

    tester.send(.toSectionDetail(.twenties))
    tester.expect { $0.route = .sectionDetail(.twenties, PeopleDirectory(self.people(100))) }
  }

  /// The RandomUser app's third test was that removePushed clears the route; a route is a
  /// pulse here, so there is nothing to clear: the same section routes again.
  @Test func eachToSectionDetailRoutesOnce() async {
    let tester = ReactorTester(PeopleSectionsReactor(service: InMemoryRandomUserService(), seed: "test"))
    tester.send(.toSectionDetail(.female))
    tester.expect { $0.route = .sectionDetail(.female, PeopleDirectory([])) }
    tester.send(.toSectionDetail(.female))
    tester.expect { $0.route = .sectionDetail(.female, PeopleDirectory([])) }
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
    let tester = await loaded(10, service: service, banner: "offline: showing bundled sample data")

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
    await tester.drain()
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
}
