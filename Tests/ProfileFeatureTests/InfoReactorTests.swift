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

  /// The route is a pulse: each `editBirth` routes once, the same birthdate again included.
  @Test func editBirthRoutesThroughStateOncePerTap() async {
    let tester = ReactorTester(InfoReactor(service: InMemoryProfileService(), today: today))
    tester.send(.editBirth)
    tester.expectNoMoreStates()

    tester.send(.load)
    await tester.receive { $0.profile = .default }
    var routes: [InfoReactor.Route?] = []
    let following = tester.reactor.pulse(\.$route) { routes.append($0) }
    tester.send(.editBirth)
    tester.expect { $0.route = .birth(Profile.default.birthdate) }
    tester.send(.editBirth)
    tester.expect { $0.route = .birth(Profile.default.birthdate) }
    #expect(routes == [.birth(Profile.default.birthdate), .birth(Profile.default.birthdate)])
    following.cancel()
  }

  @Test func renameSavesThroughTheServiceAndRejectsAnEmptyName() async {
    let service = InMemoryProfileService()
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    tester.send(.rename("   "))
    tester.expect {
      $0.message = "a name cannot be blank"
      $0.refusedName = "   "
    }
    tester.send(.rename(String(repeating: "a", count: 41)))
    tester.expect {
      $0.message = "a name has at most 40 characters"
      $0.refusedName = String(repeating: "a", count: 41)
    }
    tester.send(.rename("  Ada \u{1B}[31mLovelace "))
    await tester.receive { $0.profile?.name = "Ada Lovelace" }
  }

  @Test func aFailingSaveKeepsTheNameAndSaysWhy() async {
    let service = InMemoryProfileService()
    service.failsToSave = true
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    tester.send(.rename(" Ada"))
    await tester.receive {
      $0.message = "could not save the name: the disk is full"
      $0.refusedName = "Ada"
    }
    #expect(tester.state.profile?.name == Profile.default.name)
  }

  /// Nothing outlives Info: the service's stream it follows does not keep it. That a released
  /// reactor's stream ends is ReactorCore's, checked in `GlobalStateArticleTests`.
  @Test func releasingInfoFreesItsReactor() async {
    let service = InMemoryProfileService()
    var tester: ReactorTester<InfoReactor>? = ReactorTester(InfoReactor(service: service, today: today))
    weak let released = tester?.reactor
    tester?.send(.load)
    await tester?.receive { $0.profile = .default }
    #expect(service.subscriberCount == 1)
    tester = nil
    #expect(released == nil)
  }
}
