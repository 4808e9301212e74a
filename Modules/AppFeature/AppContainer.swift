import Models
import Services

/// What the features are built from; the composition root fills it with live values, and each
/// feature's factory takes only what that feature needs.
public struct AppContainer: Sendable {
  /// Drives delays and timeouts; a `TestClock` in tests.
  public var clock: any Clock<Duration>
  /// Today's date, for ages; fixed in tests.
  public var today: @Sendable () -> CalendarDate
  /// The profile shared by Info and Birth.
  public var profileService: any ProfileService
  /// People for Random Users, live or generated offline.
  public var randomUserService: any RandomUserService
  /// The randomuser.me seed for this run: the same seed and page give the same people.
  public var randomUserSeed: String
  /// Repository search for GitHub Search, live or over the offline catalog.
  public var githubSearchService: any GitHubSearchService
  /// Problems found while starting (a log that cannot be written, a database moved aside),
  /// shown once on the menu.
  public var notices: [String]

  public init(
    clock: any Clock<Duration>,
    today: @escaping @Sendable () -> CalendarDate = { CalendarDate.today() },
    profileService: any ProfileService = InMemoryProfileService(),
    notices: [String] = [],
    randomUserService: any RandomUserService = InMemoryRandomUserService(),
    randomUserSeed: String = "reactor-demo",
    githubSearchService: any GitHubSearchService = InMemoryGitHubSearchService()
  ) {
    self.clock = clock
    self.today = today
    self.profileService = profileService
    self.notices = notices
    self.randomUserService = randomUserService
    self.randomUserSeed = randomUserSeed
    self.githubSearchService = githubSearchService
  }
}
