import Models
import Services
import Testing

/// What a case study reads from ``ServiceValues``: the service registered under its key, or,
/// in a test's container that names none, the in-memory fake, one per container so screens
/// that share a service share its fake.
struct ServiceValuesTests {
  @Test func aRegisteredServiceIsTheOneRead() {
    var services = ServiceValues()
    let posts = InMemoryPostsService(posts: [])
    services.posts = posts
    #expect(services.posts as? InMemoryPostsService === posts)
    #expect(services.isRegistered(PostsServiceKey.self))
    #expect(services.fakesMade.isEmpty)
  }

  @Test func aMissingServiceIsItsFakeMadeOnceAndNamed() async throws {
    let services = ServiceValues()
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

  @Test func aCopyKeepsTheFakesMadeAndItsOwnRegistrations() {
    var original = ServiceValues()
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
    let first = ServiceValues()
    let second = ServiceValues()
    #expect(first.profile as? InMemoryProfileService !== second.profile as? InMemoryProfileService)
  }
}
