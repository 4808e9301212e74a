import Foundation
import Models
import Services
import TextUI

/// What the features are built from; the composition root fills it with live values, and each
/// feature's factory takes only what that feature needs.
public struct AppContainer: Sendable {
  /// Drives delays and timeouts; a `TestClock` in tests.
  public var clock: any Clock<Duration>
  /// Today's date, for ages; fixed in tests.
  public var today: @Sendable () -> CalendarDate
  /// The profile shared by Info and Birth.
  public var profileService: any ProfileService
  /// The Home screen's posts, cached between runs.
  public var postsService: any PostsService
  /// The current time, for how old cached data is; fixed in tests.
  public var now: @Sendable () -> Date
  /// People for Random Users, live or generated offline.
  public var randomUserService: any RandomUserService
  /// The randomuser.me seed for this run: the same seed and page give the same people.
  public var randomUserSeed: String
  /// Images for the Image Loader, downloaded and decoded, or bundled samples offline.
  public var imageService: any ImageService = InMemoryImageService()
  /// The Image Loader's URLs (`images.urls`).
  public var imageURLs: [String] = ["https://picsum.photos/id/10/640/480"]
  /// The colours the output shows: none in plain mode or under `NO_COLOR`.
  public var colorDepth = ColorDepth.none
  /// The output's size in cells; rows are nil when frames scroll (plain mode).
  public var screenSize: @Sendable () -> (columns: Int, rows: Int?) = { (80, nil) }
  /// Repository search for GitHub Search, live or over the offline catalog.
  public var githubSearchService: any GitHubSearchService
  /// Problems found while starting (a log that cannot be written, a database moved aside),
  /// shown once on the menu.
  public var notices: [String]
  /// Where the reactors' effects run their nonisolated work: nil in the app (the global
  /// executor); tests give one that runs it on the main actor, so they can drain it.
  public var effectExecutor: (any TaskExecutor)?

  public init(
    clock: any Clock<Duration>,
    today: @escaping @Sendable () -> CalendarDate = { CalendarDate.today() },
    profileService: any ProfileService = InMemoryProfileService(),
    postsService: any PostsService = InMemoryPostsService(),
    now: @escaping @Sendable () -> Date = Date.init,
    notices: [String] = [],
    randomUserService: any RandomUserService = InMemoryRandomUserService(),
    randomUserSeed: String = "reactor-demo",
    githubSearchService: any GitHubSearchService = InMemoryGitHubSearchService()
  ) {
    self.clock = clock
    self.today = today
    self.profileService = profileService
    self.postsService = postsService
    self.now = now
    self.notices = notices
    self.randomUserService = randomUserService
    self.randomUserSeed = randomUserSeed
    self.githubSearchService = githubSearchService
  }
}
