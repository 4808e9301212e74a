import AppShell
import Clocks
import Foundation
import Services
import TextUI

extension AppContainer {
  /// Noon on 2026-11-22 in UTC: the same calendar day in every time zone the tests run in.
  static let testNow = Date(timeIntervalSince1970: 1_795_867_200)

  /// A container of in-memory services on a `TestClock`, plain output, a fixed time; a test
  /// names the services it fills in, by their labels or, for a case study's own service, in
  /// `services` (`services: { $0.todos = … }`). Every other service is its key's fake, made on
  /// `clock`.
  static func inMemory(
    clock: any Clock<Duration> = TestClock(),
    services register: (inout ServiceValues) -> Void = { _ in },
    profileService: (any ProfileService)? = nil,
    postsService: (any PostsService)? = nil,
    randomUserService: (any RandomUserService)? = nil,
    githubSearchService: (any GitHubSearchService)? = nil,
    imageService: (any ImageService)? = nil,
    imageURLs: [String] = ["https://picsum.photos/id/10/640/480"],
    notices: [String] = [],
    fallbackBanner: @escaping @Sendable () -> String? = { nil },
    effectExecutor: (any TaskExecutor)? = nil
  ) -> AppContainer {
    // A service not named here, nor in `services`, is its key's in-memory fake.
    let timeZone = TimeZone(identifier: "UTC")!
    var services = ServiceValues(ServiceContext(clock: clock, now: { testNow }, timeZone: timeZone))
    register(&services)
    if let profileService { services.profile = profileService }
    if let postsService { services.posts = postsService }
    if let randomUserService { services.randomUsers = randomUserService }
    if let githubSearchService { services.githubSearch = githubSearchService }
    if let imageService { services.images = imageService }
    return AppContainer(
      clock: clock,
      now: { testNow },
      timeZone: timeZone,
      services: services,
      randomUserSeed: "fixed",
      imageURLs: imageURLs,
      imagePick: { _ in 0 },
      colorDepth: .none,
      screenSize: { (80, nil) },
      notices: notices,
      fallbackBanner: fallbackBanner,
      effectExecutor: effectExecutor
    )
  }
}
