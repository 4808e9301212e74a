import Clocks
import Foundation
import Models
import Services
import Testing

/// What a case study reads from ``ServiceValues``: the service registered under its key, or,
/// in a test's container that names none, the in-memory fake, one per container so screens
/// that share a service share its fake.
struct ServiceValuesTests {
  static let context = ServiceContext(
    clock: TestClock(), now: { Date(timeIntervalSince1970: 0) }, timeZone: TimeZone(identifier: "UTC")!)

  /// A service with no server: it waits on the clock it was made with.
  final class Waiting: Sendable {
    let clock: any Clock<Duration>
    init(clock: any Clock<Duration>) { self.clock = clock }
  }

  enum WaitingKey: ServiceKey {
    static func inMemory(_ context: ServiceContext) -> Waiting { Waiting(clock: context.clock) }
  }

  /// A key's fake is made on the clock of the services it is read from: a test's clock then
  /// ends its waits. The clock itself is compared, not a wait on it, which a test could only
  /// race.
  @Test func aKeysFakeIsMadeOnTheClockTheServicesWereMadeWith() {
    let clock = TestClock()
    let services = ServiceValues(ServiceContext(clock: clock, now: { .distantPast }, timeZone: .current))
    #expect(services[WaitingKey.self].clock as? TestClock<Duration> === clock)
    #expect(services.fakesMade == ["WaitingKey"])
  }

  @Test func aRegisteredServiceIsTheOneRead() {
    var services = ServiceValues(Self.context)
    let posts = InMemoryPostsService(posts: [])
    services.posts = posts
    #expect(services.posts as? InMemoryPostsService === posts)
    #expect(services.isRegistered(PostsServiceKey.self))
    #expect(services.fakesMade.isEmpty)
  }

  @Test func aMissingServiceIsItsFakeMadeOnceAndNamed() async throws {
    let services = ServiceValues(Self.context)
    #expect(!services.isRegistered(ProfileServiceKey.self))
    // Info and Birth each read the profile: one fake, so a date saved on one reaches the other.
    let info = services.profile
    let birth = services.profile
    #expect(info as? InMemoryProfileService === birth as? InMemoryProfileService)
    let date = try #require(CalendarDate(year: 1990, month: 5, day: 17))
    try await birth.updateBirth(to: date)
    #expect(try await info.currentProfile().birthdate == date)
    #expect(services.fakesMade == ["ProfileServiceKey"])
  }

  /// A key whose service may be absent (the offline catalog) is still its fake until
  /// registered, and named among the fakes made; a nil registered is a registration.
  @Test func anOptionalServicesKeyIsItsFakeUntilRegistered() {
    var services = ServiceValues(Self.context)
    #expect(services.githubOfflineCatalog == nil)
    #expect(services.fakesMade == ["GitHubOfflineCatalogKey"])
    #expect(!services.isRegistered(GitHubOfflineCatalogKey.self))
    services.githubOfflineCatalog = InMemoryGitHubSearchService()
    #expect(services.githubOfflineCatalog != nil)
  }

  @Test func aCopyKeepsTheFakesMadeAndItsOwnRegistrations() {
    var original = ServiceValues(Self.context)
    let fake = original.profile
    var copy = original
    #expect(copy.profile as? InMemoryProfileService === fake as? InMemoryProfileService)
    copy.posts = InMemoryPostsService(posts: [])
    #expect(copy.isRegistered(PostsServiceKey.self))
    #expect(!original.isRegistered(PostsServiceKey.self))
    original.githubOfflineCatalog = nil
    #expect(original.isRegistered(GitHubOfflineCatalogKey.self))
  }

  @Test func separateContainersHaveSeparateFakes() {
    let first = ServiceValues(Self.context)
    let second = ServiceValues(Self.context)
    #expect(first.profile as? InMemoryProfileService !== second.profile as? InMemoryProfileService)
  }
}
