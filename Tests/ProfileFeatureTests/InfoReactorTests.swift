import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import Testing

@MainActor
struct InfoReactorTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!
  let newBirth = CalendarDate(year: 1990, month: 5, day: 17)!

  @Test func loadsTheProfileAndComputesTheAge() async {
    let tester = ReactorTester(InfoReactor(service: InMemoryProfileService(), today: today))

    tester.send(.load)
    await tester.receive { $0.profile = .default }
    #expect(tester.state.age == 26)
    tester.expectNoMoreStates()
  }

  @Test func anEventFromTheServiceUpdatesInfo() async throws {
    let service = InMemoryProfileService()
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    try await service.updateBirth(to: newBirth)
    await tester.receive { $0.profile?.birthdate = self.newBirth }
    #expect(tester.state.age == 36)
    try await service.updateName(to: "Ada")
    await tester.receive { $0.profile?.name = "Ada" }
    tester.expectNoMoreStates()
  }

  @Test func twoInfoScreensBothUpdate() async throws {
    let service = InMemoryProfileService()
    let first = ReactorTester(InfoReactor(service: service, today: today))
    let second = ReactorTester(InfoReactor(service: service, today: today))
    first.send(.load)
    second.send(.load)
    await first.receive { $0.profile = .default }
    await second.receive { $0.profile = .default }

    try await service.updateBirth(to: newBirth)

    await first.receive { $0.profile?.birthdate = self.newBirth }
    await second.receive { $0.profile?.birthdate = self.newBirth }
    #expect(service.subscriberCount == 2)
  }

  @Test func editBirthRoutesThroughStateAndRoutedClearsIt() async {
    let tester = ReactorTester(InfoReactor(service: InMemoryProfileService(), today: today))
    tester.send(.editBirth)
    tester.expectNoMoreStates()

    tester.send(.load)
    await tester.receive { $0.profile = .default }
    tester.send(.editBirth)
    tester.expect { $0.route = .birth(Profile.default.birthdate) }
    tester.send(.removePushed)
    tester.expect { $0.route = nil }
  }

  @Test func renameSavesThroughTheServiceAndRejectsAnEmptyName() async {
    let service = InMemoryProfileService()
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    tester.send(.rename("   "))
    tester.expect { $0.message = "type a name after 'name', e.g. name Ada Lovelace" }
    tester.send(.rename("  Ada \u{1B}[31mLovelace "))
    await tester.receive { $0.profile?.name = "Ada Lovelace" }
  }

  @Test func aFailingSaveKeepsTheNameAndSaysWhy() async {
    let service = InMemoryProfileService()
    service.failsToSave = true
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    tester.send(.rename("Ada"))
    await tester.receive { $0.message = "could not save the name: the disk is full" }
    #expect(tester.state.profile?.name == Profile.default.name)
  }

  @Test func releasingInfoStopsListeningToTheService() async {
    let service = InMemoryProfileService()
    var reactor: InfoReactor? = InfoReactor(service: service, today: today)
    reactor?.effectExecutor = TestEffectExecutor()
    reactor?.send(.load)
    await drainMainActor { service.subscriberCount == 1 }
    reactor = nil
    #expect(await drainMainActor { service.subscriberCount == 0 })
  }
}
